// What each touch control of a sheet tablet does to a corner's entry (issue 30, item 2): pure, and never outside the
// sheet's bounds (a count 0..max, fouls 0..max, a number min..max with its decimals), so every entry sent fits the sheet.
import { enteredValue, foulsOf, type Card, type CountItem, type NumberItem, type Penalty } from '../../../../src-main/domain/score-sheet'
import { CARD_REASON_MAX_LENGTH } from '../../../../src-main/contract/score-sheet.schema'
import type { SheetEntry } from './live-sheet-merge'

export { CARD_REASON_MAX_LENGTH }

const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))

export function setItem(entry: SheetEntry, id: string, value: number | boolean | string): SheetEntry {
  return { ...entry, items: { ...entry.items, [id]: value } }
}

/** A count one up or down (`delta` ±1), within 0..max. */
export function stepCount(entry: SheetEntry, item: CountItem, delta: number): SheetEntry {
  return setItem(entry, item.id, clamp(Number(enteredValue(entry, item)) + delta, 0, item.max))
}

/** Fouls of a penalty one up or down, within 0..max. */
export function stepFouls(entry: SheetEntry, penalty: Penalty, delta: number): SheetEntry {
  return { ...entry, penalties: { ...entry.penalties, [penalty.id]: clamp(foulsOf(entry, penalty) + delta, 0, penalty.max) } }
}

/** The step of a number's input: one unit of its last decimal (0.1 for one decimal). */
export function numberStep(item: NumberItem): number {
  return 10 ** -item.decimals
}

/** A number one step up or down (`delta` ±1), within min..max, rounded to its decimals (no 0.30000000000000004). */
export function stepNumber(entry: SheetEntry, item: NumberItem, delta: number): SheetEntry {
  const next = Number((Number(enteredValue(entry, item)) + delta * numberStep(item)).toFixed(item.decimals))
  return setItem(entry, item.id, clamp(next, item.min, item.max))
}

/** What a scorer typed in a number's input: the number when it fits the item (min..max, at most its decimals), else undefined. */
export function parseNumberInput(text: string, item: NumberItem): number | undefined {
  const trimmed = text.trim().replace(',', '.')
  if (!/^-?\d+(\.\d+)?$/.test(trimmed)) return undefined
  const decimals = trimmed.split('.')[1]?.length ?? 0
  const value = Number(trimmed)
  if (decimals > item.decimals || value < item.min || value > item.max) return undefined
  return value
}

/** The card shown (null: none); a reason is kept only with a red card, and only when there is one. */
export function setCard(entry: SheetEntry, card: Card | null, reason = ''): SheetEntry {
  const { card_reason: _before, ...rest } = entry
  const kept = reason.slice(0, CARD_REASON_MAX_LENGTH)
  return card === 'red' && kept.trim() !== '' ? { ...rest, card, card_reason: kept } : { ...rest, card }
}
