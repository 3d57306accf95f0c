// The scorer assignments editor's rows (issue 30): one per scorer and game (or every game), the corners they score; what
// is wrong with them before they are saved, and the body PUT /events/{id}/scorer-assignments takes.
import type { ScorerAssignments } from '../../../../src-main/contract/sheet-scoring.schema'
import { CORNER_COLOURS, type CornerColour } from '../../../../src-main/domain/game-record'
import type { Translate } from '../../../shared/i18n/use-t'
import { englishT } from '../../../shared/i18n/english'

export interface AssignmentRow {
  /** null until a scorer is chosen. */
  user_id: number | null
  /** null: every game of the event. */
  game_id: number | null
  corners: CornerColour[]
}

/** Corners in the table's order (red, yellow, green, blue) whatever order they were ticked in. */
export function toggledCorner(corners: readonly CornerColour[], corner: CornerColour): CornerColour[] {
  const next = new Set(corners)
  if (next.has(corner)) next.delete(corner)
  else next.add(corner)
  return CORNER_COLOURS.filter((colour) => next.has(colour))
}

/** What keeps the rows from being saved, per row index (in the console's language): no scorer, no corner, or the same scorer and game twice. */
export function assignmentProblems(rows: readonly AssignmentRow[], t: Translate['t'] = englishT): Map<number, string> {
  const problems = new Map<number, string>()
  const seen = new Set<string>()
  rows.forEach((row, index) => {
    if (row.user_id === null) return void problems.set(index, t('console.scoreSheet.assignments.chooseScorer'))
    if (row.corners.length === 0) return void problems.set(index, t('console.scoreSheet.assignments.tickCorner'))
    const key = `${row.user_id} ${row.game_id ?? 'all'}`
    if (seen.has(key)) problems.set(index, t(row.game_id === null ? 'console.scoreSheet.assignments.twiceEveryGame' : 'console.scoreSheet.assignments.twiceThisGame'))
    seen.add(key)
  })
  return problems
}

/** The saved assignments as rows, and rows (without problems) as the body. */
export const rowsOf = (saved: ScorerAssignments): AssignmentRow[] => saved.assignments.map((one) => ({ ...one, corners: [...one.corners] }))

export function bodyOf(rows: readonly AssignmentRow[]): ScorerAssignments {
  return { assignments: rows.flatMap((row) => (row.user_id === null ? [] : [{ user_id: row.user_id, game_id: row.game_id, corners: [...row.corners] }])) }
}
