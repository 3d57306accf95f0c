// The lowest and highest game points a corner can get from a score sheet, whatever its scorers enter: the sheet's check
// refuses a sheet whose totals could leave the range a Game record holds.
import { capped, itemPoints } from './score-item-points'
import type { ScoreItem, ScoreSheet } from './score-sheet'

export interface PointsRange {
  lowest: number
  highest: number
}

/** The corners that can give a corner penalty points: the three others. */
const OTHER_CORNERS = 3

/** The item's lowest and highest points, its own cap applied (points are monotonic in the value, so the ends suffice). */
export function itemPointsRange(item: ScoreItem): PointsRange {
  const ends = itemEnds(item).map((value) => itemPoints(item, value))
  return { lowest: Math.min(...ends), highest: Math.max(...ends) }
}

function itemEnds(item: ScoreItem): Array<number | boolean | string> {
  switch (item.kind) {
    case 'count':
      return [0, item.max]
    case 'yes_no':
      return [false, true]
    case 'choice':
      return item.options.length > 0 ? item.options.map((option) => option.id) : ['']
    case 'number':
      return [item.min, item.max]
  }
}

/** A corner's lowest and highest total: items (grouped under their caps), its own fouls at most, the others' fouls at most. */
export function totalRange(sheet: ScoreSheet): PointsRange {
  const ranges = new Map(sheet.items.map((item) => [item.id, itemPointsRange(item)]))
  const inCaps = new Set(sheet.caps.flatMap((cap) => cap.items))
  let lowest = 0
  let highest = 0
  for (const item of sheet.items) {
    if (inCaps.has(item.id)) continue
    lowest += ranges.get(item.id)!.lowest
    highest += ranges.get(item.id)!.highest
  }
  for (const cap of sheet.caps) {
    const members = cap.items.flatMap((id) => ranges.get(id) ?? [])
    lowest += capped(members.reduce((sum, range) => sum + range.lowest, 0), cap.max_points)
    highest += capped(members.reduce((sum, range) => sum + range.highest, 0), cap.max_points)
  }
  for (const penalty of sheet.penalties) {
    if (penalty.to === 'self') lowest -= penalty.max * penalty.points
    else highest += OTHER_CORNERS * penalty.max * penalty.points
  }
  return { lowest, highest }
}
