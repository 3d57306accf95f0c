// What a scoring by items changed, for the score history: per corner the rows whose value is not what the change before
// committed ("Red · Cans in the zone 7 → 9"). The first scoring is compared with the start values.
import { CORNER_COLOURS } from '../../../../src-main/domain/game-record'
import type { CornerEntry, ScoreSheet } from '../../../../src-main/domain/score-sheet'
import type { Translate } from '../../../shared/i18n/use-t'
import { englishT } from '../../../shared/i18n/english'
import { rowValue, sheetRows, type RowValue, type SheetRow } from './sheet-rows'

export interface EntryChange {
  corner: (typeof CORNER_COLOURS)[number]
  label: string
  before: string
  after: string
}

const EMPTY: CornerEntry = { items: {}, penalties: {}, card: null }

/** A row's value in words, in the console's language: yes / no, a choice's label, "2 fouls", "red card (reason)". */
export function valueWords(sheet: ScoreSheet, row: SheetRow, value: RowValue, entry?: CornerEntry, t: Translate['t'] = englishT): string {
  if (row.part === 'card') {
    if (value === null) return t('console.scoring.value.noCard')
    const card = String(value)
    return entry?.card_reason ? t('console.scoring.value.cardWithReason', { card, reason: entry.card_reason }) : t('console.scoring.value.card', { card })
  }
  if (row.part === 'penalties') return t('console.scoring.value.fouls', { count: Number(value) })
  const item = sheet.items.find((one) => one.id === row.id)
  if (item?.kind === 'yes_no') return value === true ? t('console.scoring.value.yes') : t('console.scoring.value.no')
  if (item?.kind === 'choice') return item.options.find((option) => option.id === value)?.label ?? String(value)
  return String(value)
}

/**
 * The changes from `before` (the previous scoring's entries; null: none, the start values) to `after`, corner by corner
 * in the sheet's row order. A corner going to or from a no-show (null) is one change of its own.
 */
export function entryChanges(
  sheet: ScoreSheet,
  before: ReadonlyArray<CornerEntry | null> | null,
  after: ReadonlyArray<CornerEntry | null>,
  seated: readonly boolean[],
  t: Translate['t'] = englishT,
): EntryChange[] {
  const rows = sheetRows(sheet, t)
  const noShow = t('console.scoring.noShow')
  const scored = t('console.scoring.change.scored')
  return CORNER_COLOURS.flatMap((corner, index) => {
    if (!seated[index]) return []
    const was = before === null ? EMPTY : (before[index] ?? null)
    const now = after[index] ?? null
    if (now === null || was === null) {
      const wasWord = before === null ? t('console.scoring.change.notScored') : was === null ? noShow : scored
      return was === now ? [] : [{ corner, label: t('console.scoring.change.entry'), before: wasWord, after: now === null ? noShow : scored }]
    }
    return rows.flatMap((row) => {
      const from = valueWords(sheet, row, rowValue(sheet, was, row), was, t)
      const to = valueWords(sheet, row, rowValue(sheet, now, row), now, t)
      return from === to ? [] : [{ corner, label: row.label, before: from, after: to }]
    })
  })
}

/** A score history change as this module reads it: a replay, or a scoring with (by items) the entries committed. */
export interface HistoryChange {
  id: number
  kind?: 'replay'
  entries?: ReadonlyArray<CornerEntry | null>
}

/**
 * For each scoring by items in `history` (oldest first), what it changed from the scoring before it; a replay starts
 * again from the start values (its game was cleared).
 */
export function historyEntryChanges(sheet: ScoreSheet, history: readonly HistoryChange[], seated: readonly boolean[], t: Translate['t'] = englishT): Map<number, EntryChange[]> {
  const changes = new Map<number, EntryChange[]>()
  let before: ReadonlyArray<CornerEntry | null> | null = null
  for (const change of history) {
    if (change.kind === 'replay') before = null
    else if (change.entries) {
      changes.set(change.id, entryChanges(sheet, before, change.entries, seated, t))
      before = change.entries
    }
  }
  return changes
}
