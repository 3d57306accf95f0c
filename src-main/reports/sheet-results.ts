// What the results report prints under a game scored by items (issue 30): a line per item, cap and penalty of the sheet
// the game was scored with, each corner's value and its points; what the other corners' fouls gave; cards with their
// reasons. Pure: a function of the sheet, the committed entries and their score.
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

function points(value: number): string {
  return `(${signed(value)} pts)`
}

/** An item's value as entered: "7", "yes", the option's label, "143.5". */
export function valueText(item: ScoreItem, value: ItemValue): string {
  switch (item.kind) {
    case 'yes_no':
      return value === true ? 'yes' : 'no'
    case 'choice':
      return item.options.find((option) => option.id === value)?.label ?? String(value)
    case 'count':
    case 'number':
      return String(value)
  }
}

/** "Yellow: <reason>", "Red — disqualified: <reason>" (no colon without a reason), or "" without a card. */
export function cardText(entry: CornerEntry): string {
  if (entry.card === null) return ''
  const said = entry.card === 'red' ? 'Red — disqualified' : 'Yellow'
  const reason = entry.card_reason?.trim() ?? ''
  return reason === '' ? said : `${said}: ${reason}`
}

/** The lines under a game scored by items, in the sheet's order: items, caps, penalties, then received fouls and cards when any. */
export function sheetResultLines(sheet: ScoreSheet, entries: ReadonlyArray<CornerEntry | null>, score: GameScore): SheetResultLine[] {
  const each = (text: (entry: CornerEntry, corner: number) => CellText): CellText[] =>
    [0, 1, 2, 3].map((corner) => {
      const entry = entries[corner]
      return entry && score.corners[corner] ? text(entry, corner) : ''
    })
  const corner = (index: number) => score.corners[index]!
  const lines: SheetResultLine[] = [
    ...sheet.items.map((item) => ({
      kind: 'Item',
      label: item.label,
      corners: each((entry, index) => [valueText(item, enteredValue(entry, item)), points(corner(index).item_points[item.id])]),
    })),
    ...sheet.caps.map((cap) => ({
      kind: 'Cap',
      label: cap.label,
      corners: each((_, index) => {
        const before = cap.items.reduce((sum, id) => sum + corner(index).item_points[id], 0)
        const after = corner(index).cap_points[cap.id]
        return after === before ? `${signed(after)} pts` : [`${signed(after)} pts`, `(of ${signed(before)})`]
      }),
    })),
    ...sheet.penalties.map((penalty) => ({
      kind: 'Penalty',
      label: penalty.label,
      corners: each((entry) => {
        const fouls = foulsOf(entry, penalty)
        if (fouls === 0) return '0'
        return penalty.to === 'self' ? [String(fouls), points(-fouls * penalty.points)] : [String(fouls), `(${fouls * penalty.points} pts to each other)`]
      }),
    })),
  ]
  if (givesToOthers(sheet)) lines.push({ kind: 'Fouls', label: "From the other corners' fouls", corners: each((_, index) => `+${corner(index).points_received} pts`) })
  if (entries.some((entry) => entry !== null && entry.card !== null)) lines.push({ kind: 'Card', label: 'Card', corners: each((entry) => cardText(entry)) })
  return lines
}
