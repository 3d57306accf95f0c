// The next scheduled games of the event after the game on deck, each one click from being loaded on deck (PUT /arena/on-deck).
import { LOAD_ACTION, type Allowed } from './arena-actions'
import type { UpcomingGame } from './arena-view'
import { useClock } from '../../components/clock-format'
import { GuardedButton } from './ArenaActions'

interface Props {
  games: UpcomingGame[]
  canLoad: Allowed
  onLoad(gameId: number): void
}

export function UpNext({ games, canLoad, onLoad }: Props) {
  const { clockTime } = useClock()
  return (
    <section className="card arena-upnext" aria-labelledby="up-next-heading">
      <h2 id="up-next-heading">Up next</h2>
      {games.length === 0 ? (
        <p className="muted">No other scheduled game in this event.</p>
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
