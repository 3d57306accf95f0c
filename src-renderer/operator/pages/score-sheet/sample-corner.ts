// The editor's live preview: a sample corner the organiser fills in, scored by the domain with the sheet being edited
// (not the saved one). The sample keeps what still fits when the sheet changes; the rest goes back to its start value.
import { scoreGame } from '../../../../src-main/domain/score-game'
import type { CornerEntry, ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { scoreEntryProblems } from '../../../../src-main/domain/score-entry-problems'

export const EMPTY_SAMPLE: CornerEntry = { items: {}, penalties: {}, card: null }

/** `entry` without the values the sheet no longer takes (an item removed, a count over a lowered max, an option gone). */
export function fitSample(sheet: ScoreSheet, entry: CornerEntry): CornerEntry {
  const refused = scoreEntryProblems(sheet, entry).map((problem) => problem.loc)
  const dropped = (list: 'items' | 'penalties') => new Set(refused.filter((loc) => loc[0] === list).map((loc) => String(loc[1])))
  const items = dropped('items')
  const penalties = dropped('penalties')
  return {
    items: Object.fromEntries(Object.entries(entry.items).filter(([id]) => !items.has(id))),
    penalties: Object.fromEntries(Object.entries(entry.penalties).filter(([id]) => !penalties.has(id))),
    card: entry.card,
  }
}

export interface SamplePreview {
  /** Each item's points after its own max_points, in the sheet's order. */
  items: Array<{ id: string; label: string; points: number }>
  /** Each cap: its items' points summed, and what counts after its max_points. */
  caps: Array<{ id: string; label: string; sum: number; points: number }>
  /** What the corner's own fouls take from it. */
  lost: number
  /** What its fouls give each other corner that played. */
  toEachOther: number
  /** The corner's game points (no other corner in the sample gives it any). */
  total: number
}

/** The sample corner scored by `sheet`, or why it cannot be (the sheet's own problems make it unscorable). */
export function samplePreview(sheet: ScoreSheet, entry: CornerEntry): SamplePreview | { unavailable: string } {
  try {
    const corner = scoreGame(sheet, [fitSample(sheet, entry), null, null, null]).corners[0]!
    return {
      items: sheet.items.map((item) => ({ id: item.id, label: item.label, points: corner.item_points[item.id] ?? 0 })),
      caps: sheet.caps.map((cap) => ({ id: cap.id, label: cap.label, sum: cap.items.reduce((sum, id) => sum + (corner.item_points[id] ?? 0), 0), points: corner.cap_points[cap.id] ?? 0 })),
      lost: corner.penalty_points_lost,
      toEachOther: corner.points_to_each_other,
      total: corner.game_points,
    }
  } catch (error) {
    return { unavailable: error instanceof Error ? error.message : String(error) }
  }
}
