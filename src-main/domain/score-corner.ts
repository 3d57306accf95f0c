// One corner's score from its entry: each item's points, caps, its own fouls; what its fouls give each other corner.
import { capped, itemPoints } from './score-item-points'
import { enteredValue, foulsOf, type Card, type CornerEntry, type ScoreSheet } from './score-sheet'
import { scoreEntryProblems } from './score-entry-problems'
import { tieBreakerValues } from './score-tie-breakers'

export interface CornerScore {
  /** Each item's points after its own cap (before any cap over several items), by item id. */
  item_points: Record<string, number>
  /** Each cap's points: its items' points summed, at most its max_points, by cap id. */
  cap_points: Record<string, number>
  /** Points the corner's own fouls took from it (penalties `to: self`), 0 or more. */
  penalty_points_lost: number
  /** Points the corner's fouls give to each other corner that played (penalties `to: others`), 0 or more. */
  points_to_each_other: number
  /** Items not under a cap, plus the caps' points, less penalty_points_lost: the total before the others' fouls. */
  own_points: number
  card: Card | null
  /** The corner's value for each of the sheet's tie-breakers, in their order. */
  tie_breakers: number[]
}

/** Scores one corner's entry; throws a RangeError naming the problems when the entry does not fit the sheet. */
export function scoreCorner(sheet: ScoreSheet, entry: CornerEntry): CornerScore {
  const problems = scoreEntryProblems(sheet, entry)
  if (problems.length > 0) throw new RangeError(`the entry does not fit the score sheet: ${problems.map((problem) => String(problem.ctx?.error)).join('; ')}`)
  const itemPointsById: Record<string, number> = {}
  for (const item of sheet.items) itemPointsById[item.id] = itemPoints(item, enteredValue(entry, item))
  const capPoints: Record<string, number> = {}
  for (const cap of sheet.caps) capPoints[cap.id] = capped(cap.items.reduce((sum, id) => sum + itemPointsById[id], 0), cap.max_points)
  const underCaps = new Set(sheet.caps.flatMap((cap) => cap.items))
  const uncapped = sheet.items.reduce((sum, item) => sum + (underCaps.has(item.id) ? 0 : itemPointsById[item.id]), 0)
  let lost = 0
  let given = 0
  for (const penalty of sheet.penalties) {
    const points = foulsOf(entry, penalty) * penalty.points
    if (penalty.to === 'self') lost += points
    else given += points
  }
  const caps = Object.values(capPoints).reduce((sum, points) => sum + points, 0)
  return {
    item_points: itemPointsById,
    cap_points: capPoints,
    penalty_points_lost: lost,
    points_to_each_other: given,
    own_points: uncapped + caps - lost,
    card: entry.card,
    tie_breakers: tieBreakerValues(sheet, entry, capPoints),
  }
}
