// A corner's entry by items read and written row by row, as the Scoring page shows it: one row per item of the sheet,
// one per penalty (its fouls) and one for the card. Entries are full here: every item and penalty has its value.
import type { Translate } from '../../../shared/i18n/use-t'
import { englishT } from '../../../shared/i18n/english'
import { enteredValue, foulsOf, type CornerEntry, type ItemValue, type ScoreSheet } from '../../../../src-main/domain/score-sheet'

/** A row's value: an item's value, a penalty's fouls, or the card ('yellow', 'red'; null: none). */
export type RowValue = ItemValue | null

export type SheetRow =
  | { key: string; part: 'items'; id: string; label: string }
  | { key: string; part: 'penalties'; id: string; label: string }
  | { key: 'card'; part: 'card'; id: 'card'; label: string }

export const CARD_ROW: SheetRow = { key: 'card', part: 'card', id: 'card', label: 'Card' }

/** The sheet's rows in the order a scorer's tablet shows them: items, penalties, the card (its label in the console's language). */
export function sheetRows(sheet: ScoreSheet, t: Translate['t'] = englishT): SheetRow[] {
  return [
    ...sheet.items.map((item): SheetRow => ({ key: `items.${item.id}`, part: 'items', id: item.id, label: item.label })),
    ...sheet.penalties.map((penalty): SheetRow => ({ key: `penalties.${penalty.id}`, part: 'penalties', id: penalty.id, label: penalty.label })),
    { ...CARD_ROW, label: t('console.scoring.card') },
  ]
}

/** The row's value in `entry`: what was entered, else the item's start value, no fouls, no card. */
export function rowValue(sheet: ScoreSheet, entry: CornerEntry, row: SheetRow): RowValue {
  if (row.part === 'card') return entry.card
  if (row.part === 'penalties') {
    const penalty = sheet.penalties.find((one) => one.id === row.id)
    return penalty ? foulsOf(entry, penalty) : 0
  }
  const item = sheet.items.find((one) => one.id === row.id)
  return item ? enteredValue(entry, item) : null
}

/** `entry` with the row's value set (a card of null drops its reason). */
export function withRowValue(entry: CornerEntry, row: SheetRow, value: RowValue): CornerEntry {
  if (row.part === 'card') {
    const card = value === 'yellow' || value === 'red' ? value : null
    const { card_reason: reason, ...rest } = entry
    return card === null ? { ...rest, card } : { ...rest, card, ...(reason ? { card_reason: reason } : {}) }
  }
  if (row.part === 'penalties') return { ...entry, penalties: { ...entry.penalties, [row.id]: value as number } }
  return { ...entry, items: { ...entry.items, [row.id]: value as ItemValue } }
}

/** `entry` with every item and penalty of the sheet given its value (start values where left out), and nothing the sheet lacks. */
export function fullEntry(sheet: ScoreSheet, entry: CornerEntry | null | undefined): CornerEntry {
  const from: CornerEntry = entry ?? { items: {}, penalties: {}, card: null }
  const full: CornerEntry = {
    items: Object.fromEntries(sheet.items.map((item) => [item.id, enteredValue(from, item)])),
    penalties: Object.fromEntries(sheet.penalties.map((penalty) => [penalty.id, foulsOf(from, penalty)])),
    card: from.card ?? null,
  }
  return full.card && from.card_reason ? { ...full, card_reason: from.card_reason } : full
}
