// Which scorer scores which corners (issue 30): rows of scorer, game (or every game) and corners, saved as a whole. A
// scorer's tablet shows their corners of the game (a row for the game beats their row for every game); without a row, the
// scorer chooses on the tablet.
import { useState } from 'react'
import { CORNER_COLOURS } from '../../../../src-main/domain/game-record'
import { ApiError } from '../../api/client'
import { useGames } from '../../api/queries'
import { useSaveScorerAssignments, useScorerAssignments } from '../../api/score-sheet-queries'
import { ErrorNotice, Loading } from '../../components/Feedback'
import { useUserRoles } from '../players/user-roles'
import { assignmentProblems, bodyOf, rowsOf, toggledCorner, type AssignmentRow } from './assignment-rows'

export function ScorerAssignments({ eventId }: { eventId: number }) {
  const saved = useScorerAssignments(eventId)
  if (saved.isPending) return <Loading what="the scorer assignments" />
  if (saved.isError) return <ErrorNotice error={saved.error} />
  return <AssignmentsForm key={eventId} eventId={eventId} initial={rowsOf(saved.data)} />
}

function AssignmentsForm({ eventId, initial }: { eventId: number; initial: AssignmentRow[] }) {
  const [rows, setRows] = useState(initial)
  const [notice, setNotice] = useState<string>()
  const roles = useUserRoles()
  const games = useGames({ event_id: eventId })
  const save = useSaveScorerAssignments(eventId)
  const scorers = (roles.data ?? []).filter((one) => one.scorer || one.admin)
  const problems = assignmentProblems(rows)
  const serverItems = save.error instanceof ApiError ? save.error.items : []
  const change = (index: number, row: AssignmentRow) => {
    setRows(rows.map((one, at) => (at === index ? row : one)))
    setNotice(undefined)
    save.reset()
  }
  return (
    <section className="card stack scorer-assignments" aria-label="Scorers' corners">
      <h2>Scorers' corners</h2>
      <p className="muted">
        Which corners each scorer counts on their tablet, for every game or for one game (that row wins). A scorer without a row chooses corners on the tablet.
      </p>
      {rows.length === 0 && <p>No assignment: every scorer chooses corners on the tablet.</p>}
      <ul className="stack assignment-rows">
        {rows.map((row, index) => {
          const serverProblem = serverItems.find((item) => item.loc[1] === 'assignments' && item.loc[2] === index)?.msg
          const problem = problems.get(index) ?? serverProblem
          return (
            <li key={index} className="assignment-row" aria-label={`Assignment ${index + 1}`}>
              <label>
                Scorer
                <select value={row.user_id ?? ''} onChange={(event) => change(index, { ...row, user_id: event.target.value === '' ? null : Number(event.target.value) })}>
                  <option value="">Choose…</option>
                  {scorers.map((user) => (
                    <option key={user.user_id} value={user.user_id}>
                      {user.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                Game
                <select value={row.game_id ?? ''} onChange={(event) => change(index, { ...row, game_id: event.target.value === '' ? null : Number(event.target.value) })}>
                  <option value="">Every game</option>
                  {(games.data ?? []).map((game) => (
                    <option key={game.id} value={game.id}>
                      {game.name}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className="row assignment-corners">
                <legend>Corners</legend>
                {CORNER_COLOURS.map((colour) => (
                  <label key={colour} className="inline">
                    <input type="checkbox" checked={row.corners.includes(colour)} onChange={() => change(index, { ...row, corners: toggledCorner(row.corners, colour) })} />
                    <span>{colour}</span>
                  </label>
                ))}
              </fieldset>
              <button type="button" onClick={() => (setRows(rows.filter((_, at) => at !== index)), setNotice(undefined))}>
                Remove
              </button>
              {problem && (
                <p className="field-error" role="alert">
                  {problem}
                </p>
              )}
            </li>
          )
        })}
      </ul>
      <div className="row">
        <button type="button" onClick={() => setRows([...rows, { user_id: null, game_id: null, corners: [] }])}>
          Add a scorer's corners
        </button>
        <button
          type="button"
          className="primary"
          disabled={problems.size > 0 || save.isPending}
          onClick={() => save.mutate(bodyOf(rows), { onSuccess: () => setNotice("The scorers' corners are saved.") })}
        >
          Save scorers' corners
        </button>
      </div>
      {notice && (
        <div className="success-notice" role="status">
          {notice}
        </div>
      )}
      <ErrorNotice error={save.error} besideFields={['assignments']} />
      <ErrorNotice error={roles.error ?? games.error} />
    </section>
  )
}
