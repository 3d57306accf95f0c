// The next scheduled games of the event after the game on deck, each one click from being loaded on deck (PUT /arena/on-deck).
import { useId } from 'react'
import { LOAD_ACTION, type Allowed } from './arena-actions'
import type { UpcomingGame } from './arena-view'
import { useClock } from '../../components/clock-format'
import { GuardedButton } from './ArenaActions'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  games: UpcomingGame[]
  canLoad: Allowed
  onLoad(gameId: number): void
  /** With several arenas: the arena whose games these are. */
  arenaName?: string
}

export function UpNext({ games, canLoad, onLoad, arenaName }: Props) {
  const { t } = useT()
  const { clockTime } = useClock()
  const load = t(LOAD_ACTION.labelId)
  const headingId = useId()
  return (
    <section className="card arena-upnext" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('console.arena.upNext.title')}</h2>
      {games.length === 0 ? (
        <p className="muted">{arenaName ? t('console.arena.upNext.noneIn', { arena: arenaName }) : t('console.arena.upNext.none')}</p>
      ) : (
        <ol>
          {games.map(({ game, earlier }) => (
            <li key={game.id}>
              <span className="upnext-order">{t('console.arena.upNext.order', { order: String(game.play_order) })}</span>
              <span className="upnext-name">
                {game.name}
                {earlier && <span className="upnext-earlier"> · {t('console.arena.upNext.earlier')}</span>}
              </span>
              <span className="muted upnext-time">{clockTime(game.start_time)}</span>
              <span className="muted upnext-players">{game.corner_names.filter(Boolean).join(' · ') || t('console.arena.upNext.noPlayers')}</span>
              <GuardedButton allowed={canLoad} className="small" label={t('console.arena.upNext.loadGame', { game: game.name })} onClick={() => onLoad(game.id)}>
                {load}
              </GuardedButton>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
