// Every scoring of a game, oldest first: who entered it, when, and the game points before → after; a replay with its
// reason; for a game scored by items, what each scoring changed item by item.
import { useScoreHistory } from '../../api/queries'
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import type { GameRecord } from '../../api/types'
import { ErrorNotice, Loading } from '../../components/Feedback'
import { useClock } from '../../components/clock-format'
import { historyEntryChanges, type EntryChange } from './entry-changes'
import { PointsRow } from './PointsRow'
import { occupied } from './score-entry'

function ChangedItems({ changes }: { changes: readonly EntryChange[] }) {
  if (changes.length === 0) return null
  return (
    <ul className="history-items">
      {changes.map((change) => (
        <li key={`${change.corner}-${change.label}`}>
          <span className={`corner corner-${change.corner}`}>{change.corner}</span> {change.label}: {change.before} → {change.after}
        </li>
      ))}
    </ul>
  )
}

/** `sheet`: the event's score sheet, to say what a scoring by items changed; `hideWhenEmpty`: nothing at all while never scored. */
export function ScoreHistory({ game, sheet, hideWhenEmpty = false }: { game: GameRecord; sheet?: ScoreSheet; hideWhenEmpty?: boolean }) {
  const { dateTime } = useClock()
  const history = useScoreHistory(game.id)
  const seated = occupied(game)
  if (hideWhenEmpty && history.data?.length === 0) return null
  const rows = history.data ?? []
  const itemChanges = sheet ? historyEntryChanges(sheet, rows, seated) : new Map<number, EntryChange[]>()
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
            {rows.map((change) => (
              <tr key={change.id} data-kind={change.kind}>
                <td>{dateTime(change.changed_at)}</td>
                <td>{change.changed_by_name}</td>
                <td>{change.game_points_before ? <PointsRow points={change.game_points_before} seated={seated} /> : <span className="muted">first scoring</span>}</td>
                <td aria-hidden="true">→</td>
                <td>
                  {change.kind === 'replay' ? (
                    <span className="history-replay">
                      <strong>Replay</strong>: {change.reason}
                    </span>
                  ) : (
                    <>
                      <PointsRow points={change.game_points_after} seated={seated} />
                      <ChangedItems changes={itemChanges.get(change.id) ?? []} />
                    </>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  )
}
