// Every scoring of a game, oldest first: who entered it, when, and the game points before → after.
import { useScoreHistory } from '../../api/queries'
import type { GameRecord } from '../../api/types'
import { ErrorNotice, Loading } from '../../components/Feedback'
import { useClock } from '../../components/clock-format'
import { PointsRow } from './PointsRow'
import { occupied } from './score-entry'

export function ScoreHistory({ game }: { game: GameRecord }) {
  const { dateTime } = useClock()
  const history = useScoreHistory(game.id)
  const seated = occupied(game)
  return (
    <section className="card score-history" aria-labelledby="score-history-heading">
      <h2 id="score-history-heading">Score history</h2>
      {history.isPending ? (
        <Loading what="the score history" />
      ) : history.isError ? (
        <ErrorNotice error={history.error} />
      ) : history.data.length === 0 ? (
        <p className="muted">Not scored yet.</p>
      ) : (
        <table className="data">
          <thead>
            <tr>
              <th>When</th>
              <th>Who</th>
              <th>Before</th>
              <th aria-hidden="true" />
              <th>After</th>
            </tr>
          </thead>
          <tbody>
            {history.data.map((change) => (
              <tr key={change.id}>
                <td>{dateTime(change.changed_at)}</td>
                <td>{change.changed_by_name}</td>
                <td>{change.game_points_before ? <PointsRow points={change.game_points_before} seated={seated} /> : <span className="muted">first scoring</span>}</td>
                <td aria-hidden="true">→</td>
                <td>
                  <PointsRow points={change.game_points_after} seated={seated} />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
