// The next scheduled games of the event after the game on deck, each one click from being loaded on deck (PUT /arena/on-deck).
import { useId } from 'react'
import { LOAD_ACTION, type Allowed } from './arena-actions'
import type { UpcomingGame } from './arena-view'
import { useClock } from '../../components/clock-format'
import { GuardedButton } from './ArenaActions'

interface Props {
  games: UpcomingGame[]
  canLoad: Allowed
  onLoad(gameId: number): void
  /** With several arenas: the arena whose games these are. */
  arenaName?: string
}

export function UpNext({ games, canLoad, onLoad, arenaName }: Props) {
  const { clockTime } = useClock()
  const headingId = useId()
  return (
    <section className="card arena-upnext" aria-labelledby={headingId}>
      <h2 id={headingId}>Up next</h2>
      {games.length === 0 ? (
        <p className="muted">No other scheduled game in this event{arenaName ? ` in ${arenaName}` : ''}.</p>
      ) : (
        <ol>
          {games.map(({ game, earlier }) => (
            <li key={game.id}>
              <span className="upnext-order">#{game.play_order}</span>
              <span className="upnext-name">
                {game.name}
                {earlier && <span className="upnext-earlier"> · not played yet, comes before the game on deck</span>}
              </span>
              <span className="muted upnext-time">{clockTime(game.start_time)}</span>
              <span className="muted upnext-players">{game.corner_names.filter(Boolean).join(' · ') || 'no players yet'}</span>
              <GuardedButton allowed={canLoad} className="small" label={`${LOAD_ACTION.label} ${game.name}`} onClick={() => onLoad(game.id)}>
                {LOAD_ACTION.label}
              </GuardedButton>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
