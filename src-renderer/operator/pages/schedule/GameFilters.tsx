// The filters above the games: state, league or knockout, a player's name, and the arena while two or more are in use.
import { useT } from '../../../shared/i18n/use-t'
import type { Arena } from '../../api/types'
import { ArenaSelect } from '../../components/arena-choice'
import { NO_FILTER, type GameFilterChoice, type KindFilter } from './game-filter'
import { STATUS_WORDS } from './StatusBadge'

interface Props {
  choice: GameFilterChoice
  shown: number
  total: number
  /** The arenas in use, while two or more are (else no arena filter). */
  arenas: readonly Arena[]
  onChange(choice: GameFilterChoice): void
}

export function GameFilters({ choice, shown, total, arenas, onChange }: Props) {
  const { t } = useT()
  return (
    <div className="row game-filters" role="search" aria-label={t('console.schedule.filters.label')}>
      <label>
        {t('console.schedule.filters.state')}
        <select value={choice.status} onChange={(event) => onChange({ ...choice, status: event.target.value as GameFilterChoice['status'] })}>
          <option value="all">{t('console.schedule.filters.everyState')}</option>
          {Object.entries(STATUS_WORDS).map(([status, words]) => (
            <option key={status} value={status}>
              {t(words)}
            </option>
          ))}
        </select>
      </label>
      <label>
        {t('console.schedule.filters.kind')}
        <select value={choice.kind} onChange={(event) => onChange({ ...choice, kind: event.target.value as KindFilter })}>
          <option value="all">{t('console.schedule.filters.leagueAndKnockout')}</option>
          <option value="league">{t('console.schedule.filters.league')}</option>
          <option value="knockout">{t('console.schedule.filters.knockout')}</option>
          <option value="other">{t('console.schedule.filters.other')}</option>
        </select>
      </label>
      {arenas.length > 0 && <ArenaSelect label={t('console.schedule.filters.arena')} arenas={arenas} value={choice.arena} allLabel={t('console.schedule.filters.everyArena')} onChange={(arena) => onChange({ ...choice, arena })} />}
      <label>
        {t('console.schedule.filters.player')}
        <input type="search" placeholder={t('console.schedule.filters.partOfName')} value={choice.player} onChange={(event) => onChange({ ...choice, player: event.target.value })} />
      </label>
      <span className="muted count" role="status">
        {shown === total ? t('console.schedule.filters.count', { total }) : t('console.schedule.filters.countOf', { shown, total })}
      </span>
      {shown !== total && (
        <button type="button" onClick={() => onChange(NO_FILTER)}>
          {t('console.schedule.filters.clear')}
        </button>
      )}
    </div>
  )
}
