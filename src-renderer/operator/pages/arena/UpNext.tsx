// The next few scheduled games of the event, each one click from being loaded onto the Arena page.
import type { GameRecord } from '../../api/types'
import { clockTime } from '../../components/time'

interface Props {
  games: GameRecord[]
  canLoad: boolean
  onLoad(game: GameRecord): void
}

export function UpNext({ games, canLoad, onLoad }: Props) {
  return (
    <section className="card arena-upnext" aria-labelledby="up-next-heading">
      <h2 id="up-next-heading">Up next</h2>
      {games.length === 0 ? (
        <p className="muted">No other scheduled game in this event.</p>
      ) : (
        <ol>
          {games.map((game) => (
            <li key={game.id}>
              <span className="upnext-order">#{game.play_order}</span>
              <span className="upnext-name">{game.name}</span>
              <span className="muted upnext-time">{clockTime(game.start_time)}</span>
              <span className="muted upnext-players">{game.corner_names.filter(Boolean).join(' · ') || 'no players yet'}</span>
              <button type="button" className="small" disabled={!canLoad} aria-label={`Load ${game.name}`} onClick={() => onLoad(game)}>
                Load
              </button>
            </li>
          ))}
        </ol>
      )}
    </section>
  )
}
