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
import { useT } from '../../../shared/i18n/use-t'
import { colourWord } from '../scoring/corner-words'
import { assignmentProblems, bodyOf, rowsOf, toggledCorner, type AssignmentRow } from './assignment-rows'

export function ScorerAssignments({ eventId }: { eventId: number }) {
  const { t } = useT()
  const saved = useScorerAssignments(eventId)
  if (saved.isPending) return <Loading message={t('console.scoreSheet.assignments.loading')} />
  if (saved.isError) return <ErrorNotice error={saved.error} />
  return <AssignmentsForm key={eventId} eventId={eventId} initial={rowsOf(saved.data)} />
}

function AssignmentsForm({ eventId, initial }: { eventId: number; initial: AssignmentRow[] }) {
  const { t } = useT()
  const [rows, setRows] = useState(initial)
  const [notice, setNotice] = useState<string>()
  const roles = useUserRoles()
  const games = useGames({ event_id: eventId })
  const save = useSaveScorerAssignments(eventId)
  const scorers = (roles.data ?? []).filter((one) => one.scorer || one.admin)
  const problems = assignmentProblems(rows, t)
  const serverItems = save.error instanceof ApiError ? save.error.items : []
  const change = (index: number, row: AssignmentRow) => {
    setRows(rows.map((one, at) => (at === index ? row : one)))
    setNotice(undefined)
    save.reset()
  }
  return (
    <section className="card stack scorer-assignments" aria-label={t('console.scoreSheet.assignments.title')}>
      <h2>{t('console.scoreSheet.assignments.title')}</h2>
      <p className="muted">{t('console.scoreSheet.assignments.explain')}</p>
      {rows.length === 0 && <p>{t('console.scoreSheet.assignments.none')}</p>}
      <ul className="stack assignment-rows">
        {rows.map((row, index) => {
          const serverProblem = serverItems.find((item) => item.loc[1] === 'assignments' && item.loc[2] === index)?.msg
          const problem = problems.get(index) ?? serverProblem
          return (
            <li key={index} className="assignment-row" aria-label={t('console.scoreSheet.assignments.row', { n: index + 1 })}>
              <label>
                {t('console.scoreSheet.assignments.scorer')}
                <select value={row.user_id ?? ''} onChange={(event) => change(index, { ...row, user_id: event.target.value === '' ? null : Number(event.target.value) })}>
                  <option value="">{t('console.scoreSheet.assignments.choose')}</option>
                  {scorers.map((user) => (
                    <option key={user.user_id} value={user.user_id}>
                      {user.name}
                    </option>
                  ))}
                </select>
              </label>
              <label>
                {t('console.scoreSheet.assignments.game')}
                <select value={row.game_id ?? ''} onChange={(event) => change(index, { ...row, game_id: event.target.value === '' ? null : Number(event.target.value) })}>
                  <option value="">{t('console.scoreSheet.assignments.everyGame')}</option>
                  {(games.data ?? []).map((game) => (
                    <option key={game.id} value={game.id}>
                      {game.name}
                    </option>
                  ))}
                </select>
              </label>
              <fieldset className="row assignment-corners">
                <legend>{t('console.scoreSheet.assignments.corners')}</legend>
                {CORNER_COLOURS.map((colour) => (
                  <label key={colour} className="inline">
                    <input type="checkbox" checked={row.corners.includes(colour)} onChange={() => change(index, { ...row, corners: toggledCorner(row.corners, colour) })} />
                    <span>{colourWord(colour, t)}</span>
                  </label>
                ))}
              </fieldset>
              <button type="button" onClick={() => (setRows(rows.filter((_, at) => at !== index)), setNotice(undefined))}>
                {t('console.scoreSheet.removeRow')}
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
          {t('console.scoreSheet.assignments.add')}
        </button>
        <button
          type="button"
          className="primary"
          disabled={problems.size > 0 || save.isPending}
          onClick={() => save.mutate(bodyOf(rows), { onSuccess: () => setNotice(t('console.scoreSheet.assignments.saved')) })}
        >
          {t('console.scoreSheet.assignments.save')}
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
