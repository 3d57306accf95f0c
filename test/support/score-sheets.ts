// Score sheets and corner entries for tests: a sheet of the given parts, every other part empty; an entry of the given values.
import type { CornerEntry, Penalty, PointsCap, ScoreItem, ScoreSheet, TieBreaker } from '../../src-main/domain/score-sheet'

export function sheetOf(items: ScoreItem[], more: { penalties?: Penalty[]; caps?: PointsCap[]; tie_breakers?: TieBreaker[] } = {}): ScoreSheet {
  return { version: 1, items, penalties: more.penalties ?? [], caps: more.caps ?? [], tie_breakers: more.tie_breakers ?? [] }
}

export function entryOf(items: CornerEntry['items'] = {}, penalties: CornerEntry['penalties'] = {}, card: CornerEntry['card'] = null): CornerEntry {
  return { items, penalties, card }
}

export const CANS: ScoreItem = { kind: 'count', id: 'cans', label: 'Cans in the zone', max: 12, points: 5 }
export const PARKED: ScoreItem = { kind: 'yes_no', id: 'parked', label: 'Parked at the end', points: 10 }
export const FLAG: ScoreItem = {
  kind: 'choice',
  id: 'flag',
  label: 'Flag',
  options: [{ id: 'down', label: 'Down', points: 0 }, { id: 'half', label: 'Half way', points: 5 }, { id: 'up', label: 'Up', points: 15 }],
}
export const DISTANCE: ScoreItem = { kind: 'number', id: 'distance', label: 'Distance (cm)', min: 0, max: 300, decimals: 1, points_per_unit: 0.5 }
export const MINOR_FOUL: Penalty = { id: 'minor_foul', label: 'Minor foul', points: 5, max: 20, to: 'others' }
export const MAJOR_FOUL: Penalty = { id: 'major_foul', label: 'Major foul', points: 20, max: 5, to: 'self' }
