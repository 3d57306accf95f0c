// The head scorer's comparison of one corner's submitted score sheets, item by item: each row with every scorer's value
// and whether they differ; the head scorer's entry composed from them (agreed rows taken, differing rows picked or edited).
import type { CornerEntry, ScoreSheet } from '../../../../src-main/domain/score-sheet'
import { fullEntry, rowValue, sheetRows, withRowValue, type RowValue, type SheetRow } from './sheet-rows'

/** One scorer's submitted sheet for the corner. */
export interface ScorerSheet {
  scorer_id: number
  scorer_name: string
  entry: CornerEntry
}

export interface ComparisonRow {
  row: SheetRow
  /** Each scorer's value, in the order of the sheets given. */
  values: RowValue[]
  /** Two scorers entered different values (an item left out counts as its start value). */
  differs: boolean
}

/** The scorers' sheets compared row by row; the card row differs on the card or its reason, as the server's `differs` says. */
export function comparisonRows(sheet: ScoreSheet, sheets: readonly ScorerSheet[]): ComparisonRow[] {
  return sheetRows(sheet).map((row) => {
    const values = sheets.map((one) => rowValue(sheet, one.entry, row))
    const compared = row.part === 'card' ? sheets.map((one) => `${String(one.entry.card)} ${one.entry.card_reason ?? ''}`) : values
    return { row, values, differs: new Set(compared).size > 1 }
  })
}

/** The head scorer's entry for a corner while composing it, and the rows still to pick (the scorers differ there). */
export interface ComposedEntry {
  entry: CornerEntry
  unpicked: string[]
}

/**
 * Where the head scorer starts: every row the scorers agree on takes the agreed value; a differing row takes the first
 * scorer's value for now and waits to be picked. No sheet at all: `fallback` (the committed entry, or start values).
 */
export function startComposing(sheet: ScoreSheet, sheets: readonly ScorerSheet[], fallback: CornerEntry | null = null): ComposedEntry {
  if (sheets.length === 0) return { entry: fullEntry(sheet, fallback), unpicked: [] }
  const rows = comparisonRows(sheet, sheets)
  return { entry: fullEntry(sheet, sheets[0].entry), unpicked: rows.filter((one) => one.differs).map((one) => one.row.key) }
}

/** The row set to `value` by the head scorer (a scorer's value clicked, or edited): it is picked. Picking a card takes that scorer's reason. */
export function pickValue(composed: ComposedEntry, row: SheetRow, value: RowValue, cardReason?: string): ComposedEntry {
  let entry = withRowValue(composed.entry, row, value)
  if (row.part === 'card' && entry.card !== null && cardReason !== undefined) {
    const { card_reason: _dropped, ...rest } = entry
    entry = cardReason ? { ...rest, card_reason: cardReason } : rest
  }
  return { entry, unpicked: composed.unpicked.filter((key) => key !== row.key) }
}
