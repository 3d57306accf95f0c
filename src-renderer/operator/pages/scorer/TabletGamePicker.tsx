// The scorer's list of games: finished games waiting for their scores as big buttons, and the games already scored with their points.
import type { GameRecord } from '../../api/types'
import { useClock } from '../../components/clock-format'
import { PointsRow } from '../scoring/PointsRow'
import { occupied } from '../scoring/score-entry'

interface Props {
  toScore: GameRecord[]
  scored: GameRecord[]
  onPick(game: GameRecord): void
}

export function TabletGamePicker({ toScore, scored, onPick }: Props) {
  const { clockTime } = useClock()
  return (
    <div className="stack tablet-picker">
      <section aria-labelledby="tablet-to-score">
        <h2 id="tablet-to-score">
          To score <span className="muted">({toScore.length})</span>
        </h2>
        {toScore.length === 0 ? (
          <p className="muted">No finished game waits for its scores. Games appear here when they end in the arena.</p>
        ) : (
          <ul className="tablet-games">
            {toScore.map((game) => (
              <li key={game.id}>
                <button type="button" className="tablet-game" onClick={() => onPick(game)}>
                  <span className="tablet-game-name">{game.name}</span>
                  <span className="muted" aria-hidden="true">
                    #{game.play_order} · ended {clockTime(game.end_time)}
                  </span>
                </button>
              </li>
            ))}
          </ul>
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
