// The id a new item, penalty, cap or option takes from its label: lower-case letters, digits and `_`, a letter first, at
// most 40 characters, unique among the ids already taken (the rule of docs/scoring.md: entries name items by id).
import { SHEET_ID_MAX_LENGTH } from '../../../../src-main/domain/score-sheet-limits'

/** "Cans in the zone" → "cans_in_zone"; "Élan 2!" → "elan_2"; "3 cones" → "item_3_cones"; a taken id gets _2, _3… */
export function idFromLabel(label: string, taken: ReadonlySet<string>, fallback = 'item'): string {
  const words = label
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '_')
    .replace(/^_+|_+$/g, '')
  const base = (words === '' ? fallback : /^[a-z]/.test(words) ? words : `${fallback}_${words}`).slice(0, SHEET_ID_MAX_LENGTH).replace(/_+$/, '')
  if (!taken.has(base)) return base
  for (let n = 2; ; n++) {
    const suffix = `_${n}`
    const id = `${base.slice(0, SHEET_ID_MAX_LENGTH - suffix.length).replace(/_+$/, '')}${suffix}`
    if (!taken.has(id)) return id
  }
}
