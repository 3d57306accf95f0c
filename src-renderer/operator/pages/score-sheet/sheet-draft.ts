// The score sheet as the editor holds it: the sheet's lists as rows with a stable key (rows move) and whether each id
// still follows its label (a new row's id does until the organiser types one). Pure: every change is a new draft.
import { SCORE_SHEET_VERSION, type Penalty, type PointsCap, type ScoreItem, type ScoreItemKind, type ScoreSheet, type TieBreaker } from '../../../../src-main/domain/score-sheet'
import { idFromLabel } from './sheet-ids'

export interface Row<T> {
  key: number
  value: T
  /** The id is derived from the label as it is typed (a new row, until its id is edited). */
  autoId: boolean
}

export interface SheetDraft {
  items: Array<Row<ScoreItem>>
  penalties: Array<Row<Penalty>>
  caps: Array<Row<PointsCap>>
  tie_breakers: Array<Row<TieBreaker>>
}

export type ListName = keyof SheetDraft

let lastKey = 0
const row = <T>(value: T, autoId = false): Row<T> => ({ key: ++lastKey, value, autoId })

export function draftOf(sheet: ScoreSheet): SheetDraft {
  return {
    items: sheet.items.map((item) => row(item)),
    penalties: sheet.penalties.map((penalty) => row(penalty)),
    caps: sheet.caps.map((cap) => row(cap)),
    tie_breakers: sheet.tie_breakers.map((tieBreaker) => row(tieBreaker)),
  }
}

export function sheetOf(draft: SheetDraft): ScoreSheet {
  return {
    version: SCORE_SHEET_VERSION,
    items: draft.items.map((entry) => entry.value),
    penalties: draft.penalties.map((entry) => entry.value),
    caps: draft.caps.map((entry) => entry.value),
    tie_breakers: draft.tie_breakers.map((entry) => entry.value),
  }
}

/** A new sheet: one count item, for the organiser to name. */
export function newDraft(): SheetDraft {
  return { items: [row(newItem('count'), true)], penalties: [], caps: [], tie_breakers: [] }
}

/** `list` with the entry at `from` moved to `to` (both clamped to the list); the same list when nothing moves. */
export function moveRow<T>(list: readonly T[], from: number, to: number): T[] {
  const target = Math.max(0, Math.min(list.length - 1, to))
  if (from < 0 || from >= list.length || from === target) return [...list]
  const moved = [...list]
  const [entry] = moved.splice(from, 1)
  moved.splice(target, 0, entry)
  return moved
}

/** Every id of the sheet's items, penalties and caps (they share one set). */
export function takenIds(draft: SheetDraft, except?: number): Set<string> {
  return new Set([...draft.items, ...draft.penalties, ...draft.caps].filter((entry) => entry.key !== except).map((entry) => entry.value.id))
}

/** An item of `kind` with the fields it needs, starting values an organiser changes; keeps id and label. */
export function newItem(kind: ScoreItemKind, id = '', label = ''): ScoreItem {
  switch (kind) {
    case 'count':
      return { kind, id, label, max: 10, points: 1 }
    case 'yes_no':
      return { kind, id, label, points: 10 }
    case 'choice':
      return { kind, id, label, options: [{ id: 'none', label: 'None', points: 0 }] }
    case 'number':
      return { kind, id, label, min: 0, max: 100, decimals: 0, points_per_unit: 1 }
  }
}

export const newPenalty = (): Penalty => ({ id: '', label: '', points: 5, max: 10, to: 'self' })
export const newCap = (): PointsCap => ({ id: '', label: '', items: [], max_points: 0 })

/** Adds a row whose id will follow its label. */
export function addRow<L extends ListName>(draft: SheetDraft, list: L, value: SheetDraft[L][number]['value']): SheetDraft {
  return { ...draft, [list]: [...draft[list], row(value, list !== 'tie_breakers')] }
}

export function removeRow(draft: SheetDraft, list: ListName, key: number): SheetDraft {
  return { ...draft, [list]: (draft[list] as Array<Row<unknown>>).filter((entry) => entry.key !== key) }
}

export function moveRowBy(draft: SheetDraft, list: ListName, key: number, step: number): SheetDraft {
  const rows = draft[list] as Array<Row<unknown>>
  const from = rows.findIndex((entry) => entry.key === key)
  return { ...draft, [list]: moveRow(rows, from, from + step) }
}

/**
 * Changes one row's value. A new label moves an id that still follows it; a changed id (typed or followed) is renamed
 * in the caps and tie-breakers that named the old one, unless another row still has the old id.
 */
export function changeRow<L extends ListName>(draft: SheetDraft, list: L, key: number, change: Partial<SheetDraft[L][number]['value']>, idTyped = false): SheetDraft {
  const rows = draft[list] as Array<Row<{ id?: string; label?: string }>>
  const old = rows.find((entry) => entry.key === key)
  if (!old) return draft
  // A field set to undefined (an optional max_points emptied) leaves the sheet, as JSON would drop it.
  const value = Object.fromEntries(Object.entries({ ...old.value, ...change }).filter(([, field]) => field !== undefined)) as typeof old.value
  const autoId = old.autoId && !idTyped
  const label = (change as { label?: string }).label
  if (autoId && label !== undefined) value.id = idFromLabel(label, takenIds(draft, key), list === 'penalties' ? 'foul' : list === 'caps' ? 'cap' : 'item')
  const changed = { ...draft, [list]: rows.map((entry) => (entry.key === key ? { ...entry, value, autoId } : entry)) }
  const before = old.value.id
  if (before === undefined || value.id === before || takenIds(changed).has(before)) return changed
  return renameReferences(changed, before, value.id ?? '')
}

/** The caps' items and the tie-breakers that named `from` name `to`. */
export function renameReferences(draft: SheetDraft, from: string, to: string): SheetDraft {
  if (from === '') return draft
  return {
    ...draft,
    caps: draft.caps.map((entry) => (entry.value.items.includes(from) ? { ...entry, value: { ...entry.value, items: entry.value.items.map((id) => (id === from ? to : id)) } } : entry)),
    tie_breakers: draft.tie_breakers.map((entry) => (entry.value.of === from ? { ...entry, value: { ...entry.value, of: to } } : entry)),
  }
}

/** The item as another kind: its id and label kept, the new kind's fields at their starting values. */
export function withKind(item: ScoreItem, kind: ScoreItemKind): ScoreItem {
  return item.kind === kind ? item : newItem(kind, item.id, item.label)
}
