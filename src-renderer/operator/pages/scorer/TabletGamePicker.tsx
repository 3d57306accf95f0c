// The scorer's list of games: finished games waiting for their scores as big buttons, and the games already scored with their
// points; for an event scored by a sheet, the running games first (scored live).
import type { GameRecord } from '../../api/types'
import { useClock } from '../../components/clock-format'
import { PointsRow } from '../scoring/PointsRow'
import { occupied } from '../scoring/score-entry'

interface Props {
  /** The running games, for an event scored by a sheet (undefined: the event has none, the section does not show). */
  running?: GameRecord[]
  toScore: GameRecord[]
  scored: GameRecord[]
  onPick(game: GameRecord): void
}

/** Games as big buttons: the name, then its place in the running order and `detail`. */
function GameButtons({ games, detail, onPick }: { games: GameRecord[]; detail(game: GameRecord): string; onPick(game: GameRecord): void }) {
  return (
    <ul className="tablet-games">
      {games.map((game) => (
        <li key={game.id}>
          <button type="button" className="tablet-game" onClick={() => onPick(game)}>
            <span className="tablet-game-name">{game.name}</span>
            <span className="muted" aria-hidden="true">
              #{game.play_order} · {detail(game)}
            </span>
          </button>
        </li>
      ))}
    </ul>
  )
}

export function TabletGamePicker({ running, toScore, scored, onPick }: Props) {
  const { clockTime } = useClock()
  return (
    <div className="stack tablet-picker">
      {running && (
        <section aria-labelledby="tablet-running">
          <h2 id="tablet-running">
            Running now <span className="muted">({running.length})</span>
          </h2>
          {running.length === 0 ? (
            <p className="muted">No game is running. A game appears here when it starts in the arena.</p>
          ) : (
            <GameButtons games={running} detail={() => 'running'} onPick={onPick} />
          )}
        </section>
      )}
      <section aria-labelledby="tablet-to-score">
        <h2 id="tablet-to-score">
          To score <span className="muted">({toScore.length})</span>
        </h2>
        {toScore.length === 0 ? (
          <p className="muted">No finished game waits for its scores. Games appear here when they end in the arena.</p>
        ) : (
          <GameButtons games={toScore} detail={(game) => `ended ${clockTime(game.end_time)}`} onPick={onPick} />
        )}
      </section>
      <section aria-labelledby="tablet-scored">
        <h2 id="tablet-scored">
          Scored <span className="muted">({scored.length})</span>
        </h2>
        {scored.length === 0 ? (
          <p className="muted">No game scored yet.</p>
        ) : (
          <table className="data">
            <tbody>
              {scored.map((game) => (
                <tr key={game.id}>
                  <td>{game.name}</td>
                  <td>
                    <PointsRow points={game.game_points} seated={occupied(game)} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        )}
      </section>
    </div>
  )
}
