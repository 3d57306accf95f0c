// What the results report prints under a game scored by items (issue 30): a line per item, cap and penalty of the sheet
// the game was scored with, each corner's value and its points; what the other corners' fouls gave; cards with their
// reasons. Pure: a function of the sheet, the committed entries and their score.
import { ENGLISH, type Translator } from '../domain/i18n/translator'
import type { GameScore } from '../domain/score-game'
import { enteredValue, foulsOf, type CornerEntry, type ItemValue, type ScoreItem, type ScoreSheet } from '../domain/score-sheet'
import type { CellText } from './line-breaking'
import { givesToOthers, signed } from './sheet-form'

export interface SheetResultLine {
  /** What the line is: "Item", "Cap", "Penalty", "Fouls", "Card". */
  kind: string
  label: string
  /** Per corner (0 red … 3 blue): its value and points; "" for an empty corner or a no-show. */
  corners: CellText[]
}

/** An item's value as entered: "7", "yes", the option's label, "143.5". */
export function valueText(item: ScoreItem, value: ItemValue, words: Translator = ENGLISH): string {
  switch (item.kind) {
    case 'yes_no':
      return words.t('reports.results.yesNo', { value: value === true ? 'yes' : 'no' })
    case 'choice':
      return item.options.find((option) => option.id === value)?.label ?? String(value)
    case 'count':
    case 'number':
      return typeof value === 'number' ? words.number(value) : String(value)
  }
}

/** "Yellow: <reason>", "Red — disqualified: <reason>" (no colon without a reason), or "" without a card. */
export function cardText(entry: CornerEntry, words: Translator = ENGLISH): string {
  if (entry.card === null) return ''
  const said = words.t('reports.results.card', { card: entry.card })
  const reason = entry.card_reason?.trim() ?? ''
  return reason === '' ? said : words.t('reports.results.cardReason', { card: said, reason })
}

/** The lines under a game scored by items, in the sheet's order: items, caps, penalties, then received fouls and cards when any. */
export function sheetResultLines(sheet: ScoreSheet, entries: ReadonlyArray<CornerEntry | null>, score: GameScore, words: Translator = ENGLISH): SheetResultLine[] {
  const pts = (value: number) => words.t('reports.results.points', { points: signed(value, words) })
  const inBrackets = (value: number) => words.t('reports.results.pointsInBrackets', { points: signed(value, words) })
  const kind = (name: 'item' | 'cap' | 'penalty' | 'fouls' | 'card') => words.t('reports.results.lineKind', { kind: name })
  const each = (text: (entry: CornerEntry, corner: number) => CellText): CellText[] =>
    [0, 1, 2, 3].map((corner) => {
      const entry = entries[corner]
      return entry && score.corners[corner] ? text(entry, corner) : ''
    })
  const corner = (index: number) => score.corners[index]!
  const lines: SheetResultLine[] = [
    ...sheet.items.map((item) => ({
      kind: kind('item'),
      label: item.label,
      corners: each((entry, index) => [valueText(item, enteredValue(entry, item), words), inBrackets(corner(index).item_points[item.id])]),
    })),
    ...sheet.caps.map((cap) => ({
      kind: kind('cap'),
      label: cap.label,
      corners: each((_, index) => {
        const before = cap.items.reduce((sum, id) => sum + corner(index).item_points[id], 0)
        const after = corner(index).cap_points[cap.id]
        return after === before ? pts(after) : [pts(after), words.t('reports.results.capOf', { points: signed(before, words) })]
      }),
    })),
    ...sheet.penalties.map((penalty) => ({
      kind: kind('penalty'),
      label: penalty.label,
      corners: each((entry) => {
        const fouls = foulsOf(entry, penalty)
        if (fouls === 0) return words.number(0)
        const given = penalty.to === 'self' ? inBrackets(-fouls * penalty.points) : words.t('reports.results.toEachOther', { points: words.number(fouls * penalty.points) })
        return [words.number(fouls), given]
      }),
    })),
  ]
  if (givesToOthers(sheet)) {
    const received = each((_, index) => words.t('reports.results.received', { points: words.number(corner(index).points_received) }))
    lines.push({ kind: kind('fouls'), label: words.t('reports.sheet.fromOthers'), corners: received })
  }
  if (entries.some((entry) => entry !== null && entry.card !== null)) lines.push({ kind: kind('card'), label: words.t('reports.sheet.card'), corners: each((entry) => cardText(entry, words)) })
  return lines
}
