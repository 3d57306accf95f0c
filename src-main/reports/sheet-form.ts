// What a referee fills in on a printed score sheet (issue 30), as plain data: per item, penalty and card, the label, the
// boxes (to tick, to write a number in, one per option) and the points printed beside them so that they can be added
// up; and which page layout a game's sheet takes. Pure: the drawing is sheet-form-pages.ts.
import { ENGLISH, type Translator } from '../domain/i18n/translator'
import type { Penalty, PointsCap, ScoreItem, ScoreSheet } from '../domain/score-sheet'

/** Up to this many, a count or a penalty prints a box per one to tick; above it, one box to write the count in. */
export const TICK_BOXES_MAX = 20
/** Tick boxes go in rows of ten: counted at a glance. */
export const TICK_BOXES_PER_ROW = 10

/** What the referee marks for one line of the sheet. */
export type FillIn =
  /** A box per one (a count, fouls) or a single box (yes/no), to tick. */
  | { kind: 'ticks'; boxes: number }
  /** One box to write a number in, with what it takes ("0–250, up to 1 decimal"). */
  | { kind: 'write'; takes: string }
  /** One box per option, by its label and points ("Steady (15)"). */
  | { kind: 'options'; options: string[] }
  /** A yellow box and a red box; the reason is written on a line beside them (in the points' place). */
  | { kind: 'card' }
  /** Nothing to mark: a text (a cap's items). */
  | { kind: 'note'; text: string }

export interface FormLine {
  label: string
  fillIn: FillIn
  /** The points beside it, in words ("3 each, at most 30"). */
  points: string
}

/** A number as printed, in the report's digits: a true minus sign (−15). */
export function signed(value: number, words: Translator = ENGLISH): string {
  return value < 0 ? `−${words.number(-value)}` : words.number(value)
}

/** Tick boxes up to TICK_BOXES_MAX, else a box to write the count in. */
export function countFillIn(max: number, words: Translator = ENGLISH): FillIn {
  return max <= TICK_BOXES_MAX ? { kind: 'ticks', boxes: max } : { kind: 'write', takes: words.t('reports.sheet.range', { min: words.number(0), max: words.number(max) }) }
}

export function itemLine(item: ScoreItem, words: Translator = ENGLISH): FormLine {
  const n = (value: number) => signed(value, words)
  switch (item.kind) {
    case 'count': {
      const points = item.max_points === undefined
        ? words.t('reports.sheet.each', { points: n(item.points) })
        : words.t('reports.sheet.eachAtMost', { points: n(item.points), max: n(item.max_points) })
      return { label: item.label, fillIn: countFillIn(item.max, words), points }
    }
    case 'yes_no':
      return { label: item.label, fillIn: { kind: 'ticks', boxes: 1 }, points: words.t('reports.sheet.ifYes', { points: n(item.points) }) }
    case 'choice': {
      const options = item.options.map((option) => words.t('reports.sheet.option', { label: option.label, points: n(option.points) }))
      return { label: item.label, fillIn: { kind: 'options', options }, points: words.t('reports.sheet.asTicked') }
    }
    case 'number': {
      const points = item.max_points === undefined
        ? words.t('reports.sheet.perUnit', { points: n(item.points_per_unit) })
        : words.t('reports.sheet.perUnitAtMost', { points: n(item.points_per_unit), max: n(item.max_points) })
      return {
        label: item.label,
        fillIn: { kind: 'write', takes: words.t('reports.sheet.rangeDecimals', { min: n(item.min), max: n(item.max), decimals: item.decimals }) },
        points,
      }
    }
  }
}

export function penaltyLine(penalty: Penalty, words: Translator = ENGLISH): FormLine {
  const points = penalty.to === 'self'
    ? words.t('reports.sheet.each', { points: signed(-penalty.points, words) })
    : words.t('reports.sheet.toOthers', { points: words.number(penalty.points) })
  return { label: penalty.label, fillIn: countFillIn(penalty.max, words), points }
}

export function capLine(cap: PointsCap, sheet: ScoreSheet, words: Translator = ENGLISH): FormLine {
  const labels = cap.items.map((id) => sheet.items.find((item) => item.id === id)?.label ?? id)
  const text = words.t('reports.sheet.together', { labels: labels.join(' + ') })
  return { label: cap.label, fillIn: { kind: 'note', text }, points: words.t('reports.sheet.atMost', { max: signed(cap.max_points, words) }) }
}

export function cardLine(words: Translator = ENGLISH): FormLine {
  return { label: words.t('reports.sheet.card'), fillIn: { kind: 'card' }, points: '' }
}

/** The lines of one corner's sheet, in the order a scorer's tablet shows them: items, caps, penalties, the card. */
export function sheetFormLines(sheet: ScoreSheet, words: Translator = ENGLISH): FormLine[] {
  return [
    ...sheet.items.map((item) => itemLine(item, words)),
    ...sheet.caps.map((cap) => capLine(cap, sheet, words)),
    ...sheet.penalties.map((penalty) => penaltyLine(penalty, words)),
    cardLine(words),
  ]
}

/** Whether the sheet's fouls give points to the other corners: then a box for what the others' fouls gave comes before the total. */
export function givesToOthers(sheet: ScoreSheet): boolean {
  return sheet.penalties.some((penalty) => penalty.to === 'others')
}

/** Rows of tick boxes for `boxes` boxes. */
export function tickRows(boxes: number): number {
  return Math.ceil(boxes / TICK_BOXES_PER_ROW)
}

/**
 * Options laid out on lines `width` wide, by their widths: as many on a line as fit, in order; an option wider than a
 * line has a line of its own (its label wraps there). Answers the options' indexes line by line.
 */
export function flowOptions(widths: readonly number[], width: number): number[][] {
  const lines: number[][] = []
  let free = 0
  widths.forEach((optionWidth, index) => {
    if (lines.length === 0 || optionWidth > free) {
      lines.push([index])
      free = width - optionWidth
    } else {
      lines.at(-1)!.push(index)
      free -= optionWidth
    }
  })
  return lines
}

export type SheetLayout = 'one-page' | 'page-per-corner'

/**
 * A game's sheet on one page when its four corners (`cornerHeights`) and the rest (`rest`: the game's heading, notes and
 * signatures) fit `pageHeight`; else a page per corner, each with the game's heading, notes and signatures, a corner
 * longer than a page going on over the next ones (one referee per corner takes their own pages).
 */
export function sheetLayout(cornerHeights: readonly number[], rest: number, pageHeight: number): SheetLayout {
  return cornerHeights.reduce((sum, height) => sum + height, rest) <= pageHeight ? 'one-page' : 'page-per-corner'
}
