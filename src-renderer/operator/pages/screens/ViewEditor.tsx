// Chooses a screen's view and the options that view reads (docs/display.md), then applies them: to one screen or to all.
// The values are its owner's (a screen's versioned form, or the all-screens panel): it shows them and reports changes.
import { useArenas, useEvents, useGames } from '../../api/queries'
import { useCorners } from '../../components/corners'
import { useChosenEvent } from '../../components/event-choice'
import { SCREEN_VIEWS } from '../../../../src-main/contract/screens.schema'
import { configObject, withConfigValue } from './screen-summary'
import { useT, type Translate } from '../../../shared/i18n/use-t'

/** A view's name in the editor's choice: "Idle (event name and time)"; an unknown view as it is. */
export function viewLabel(view: string, t: Translate['t']): string {
  return t('console.screens.view', { view })
}

interface Props {
  /** Names the controls apart when several editors are on the page: the screen's name; none for all screens at once. */
  label?: string
  view: string
  config: string
  onChange(view: string, config: string): void
  applyLabel: string
  busy: boolean
  onApply(): void
}

export function ViewEditor({ label, view, config, onChange, applyLabel, busy, onApply }: Props) {
  const { t } = useT()
  const corners = useCorners()
  /** A control's name, of this screen or of all screens. */
  const of = { screen: label ?? '', all: label === undefined ? 'yes' : 'no' }
  const setView = (next: string) => onChange(next, config)
  const values = configObject(config)
  const text = (key: string) => {
    const value = values[key]
    if (value === undefined) return ''
    return typeof value === 'string' ? value : JSON.stringify(value)
  }
  const set = (key: string, value: string | number | null) => onChange(view, withConfigValue(config, key, value))
  const { eventId } = useChosenEvent()
  const events = useEvents()
  const games = useGames({ event_id: eventId }, eventId !== undefined && (view === 'game' || view === 'corner'))
  const uses = (keys: string[]) => keys.some((key) => VIEW_FIELDS[view]?.includes(key))
  // The arena a screen follows: offered only while two or more arenas are in use (with one, it is that arena).
  const arenasInUse = (useArenas().data ?? []).filter((arena) => arena.retired_at === null)

  return (
    <div className="view-editor">
      <label>
        {t('console.screens.editor.view', of)}
        <select value={view} onChange={(change) => setView(change.target.value)}>
          {SCREEN_VIEWS.map((option) => (
            <option key={option} value={option}>
              {viewLabel(option, t)}
            </option>
          ))}
        </select>
      </label>
      {uses(['text']) && (
        <label>
          {view === 'message' ? t('console.screens.editor.messageText', of) : t('console.screens.editor.line', of)}
          <textarea rows={view === 'message' ? 3 : 1} value={text('text')} onChange={(change) => set('text', change.target.value)} />
        </label>
      )}
      {uses(['corner']) && (
        <label>
          {t('console.screens.editor.corner', of)}
          <select value={text('corner') || 'red'} onChange={(change) => set('corner', change.target.value)}>
            {corners.map((corner) => (
              <option key={corner.colour} value={corner.colour}>
                {corner.label}
              </option>
            ))}
          </select>
        </label>
      )}
      {uses(['arena_id']) && arenasInUse.length > 1 && (
        <label>
          {t('console.screens.editor.arena', of)}
          <select value={text('arena_id')} onChange={(change) => set('arena_id', change.target.value === '' ? null : Number(change.target.value))}>
            <option value="">{t('console.screens.editor.firstArena', { arena: arenasInUse[0].name })}</option>
            {arenasInUse.slice(1).map((arena) => (
              <option key={arena.id} value={arena.id}>
                {arena.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {uses(['game_id']) && (
        <label>
          {t('console.screens.editor.game', of)}
          <select value={text('game_id')} onChange={(change) => set('game_id', change.target.value === '' ? null : Number(change.target.value))}>
            <option value="">{t('console.screens.editor.arenaGame')}</option>
            {(games.data ?? []).map((game) => (
              <option key={game.id} value={game.id}>
                {t('console.screens.editor.gameOption', { game: game.name, status: game.status })}
              </option>
            ))}
          </select>
        </label>
      )}
      {uses(['event_id']) && (
        <label>
          {t('console.screens.editor.event', of)}
          <select value={text('event_id')} onChange={(change) => set('event_id', change.target.value === '' ? null : Number(change.target.value))}>
            <option value="">{t('console.screens.editor.currentEvent')}</option>
            {(events.data ?? []).map((event) => (
              <option key={event.id} value={event.id}>
                {event.name}
              </option>
            ))}
          </select>
        </label>
      )}
      {uses(['count']) && (
        <label>
          {t('console.screens.editor.count', of)}
          <input type="number" min={1} max={20} value={text('count')} placeholder="8" onChange={(change) => set('count', change.target.value === '' ? null : Number(change.target.value))} />
        </label>
      )}
      {uses(['queue_count']) && (
        <label>
          {t('console.screens.editor.queueCount', of)}
          <input type="number" min={1} max={8} value={text('queue_count')} placeholder="4" onChange={(change) => set('queue_count', change.target.value === '' ? null : Number(change.target.value))} />
        </label>
      )}
      {uses(['rounds']) && (
        <label>
          {t('console.screens.editor.rounds', of)}
          <input type="number" min={1} max={6} value={text('rounds')} placeholder="3" onChange={(change) => set('rounds', change.target.value === '' ? null : Number(change.target.value))} />
        </label>
      )}
      {uses(['logo_url']) && (
        <label>
          {t('console.screens.editor.logo', of)}
          <input value={text('logo_url')} onChange={(change) => set('logo_url', change.target.value)} />
        </label>
      )}
      <button type="button" className="primary" disabled={busy} onClick={onApply}>
        {applyLabel}
      </button>
    </div>
  )
}

/** The config keys each view reads, so the editor only offers what matters. */
const VIEW_FIELDS: Record<string, string[]> = {
  idle: ['event_id', 'text', 'logo_url'],
  game: ['arena_id', 'game_id'],
  schedule: ['event_id', 'count'],
  standings: ['event_id'],
  message: ['text'],
  corner: ['arena_id', 'corner', 'game_id'],
  queue: ['arena_id', 'event_id', 'queue_count'],
  bracket: ['event_id', 'rounds'],
  pit_board: ['event_id'],
}
