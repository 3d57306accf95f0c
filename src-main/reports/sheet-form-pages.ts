// The score sheets of an event scored by items (issue 30): per corner, the sheet's lines (sheet-form.ts) with boxes to
// tick or write in and their points, a box for what each line scored, and the total. A game fits one page when its four
// corners do; else each seated corner has its own page(s), with the game's heading, notes and signatures (sheetLayout).
// Every text is fitted to its place (wrapped, shrunk to a floor, never cut); the lines' heights are known before drawing.
import type { Translator } from '../domain/i18n/translator'
import type { ScoreSheet } from '../domain/score-sheet'
import type { CellText, FittedText, Measure } from './line-breaking'
import { yieldToEventLoop } from '../domain/event-loop-turn'
import { BOLD, cell, FONT, mapInTurns, printable, type ContentArea, type PageDrawer, type PagePlanner } from './page-frame'
import { colourWord, type ReportData, type ReportGame } from './report-data'
import { drawGameHeading, drawNotesAndSignatures, drawSwatch, fitGameName, gameHeadingHeight, notesAndSignaturesHeight } from './score-sheet-parts'
import { flowOptions, givesToOthers, sheetFormLines, sheetLayout, TICK_BOXES_PER_ROW, tickRows, type FillIn, type FormLine } from './sheet-form'
import { paginate } from './table'
import { blockHeight, drawBlock, fitBlock, lineWidth, measurer, printableCell } from './text-block'

/** A tick box's side, and the step from one box to the next (the box and a gap). */
const BOX = 9
const BOX_STEP = 11.5
const ROW_GAP = 3
const LABEL_SIZE = 9
const SMALL_SIZE = 8
const PAD = 4
const MIN_LINE = 18
const HEADING_SIZE = 12
const TITLES_HEIGHT = 13
const TOTAL_ROW = 22
const WRITE_BOX = { width: 56, height: 16 }
const SCORED_BOX = { width: 38, height: 15 }
const NOTES = 40
/** Between one corner and the next on a page. */
const CORNER_GAP = 6
/** Between one option and the next on a line. */
const OPTION_GAP = 10

interface Span {
  x: number
  width: number
}

interface Columns {
  label: Span
  fill: Span
  points: Span
  scored: Span
}

/** The item's label takes what the boxes, the points and the box for what it scored leave. */
function columnsOf(area: ContentArea): Columns {
  const scored = 46
  const points = 100
  const fill = 170
  const label = area.width - scored - points - fill
  return {
    label: { x: area.left, width: label },
    fill: { x: area.left + label, width: fill },
    points: { x: area.left + label + fill, width: points },
    scored: { x: area.left + label + fill + points, width: scored },
  }
}

interface PlacedOption {
  text: FittedText
}

type PlacedFill =
  | { kind: 'ticks'; boxes: number }
  | { kind: 'write'; takes: FittedText }
  | { kind: 'options'; lines: PlacedOption[][] }
  | { kind: 'card' }
  | { kind: 'note'; text: FittedText }

interface PlacedLine {
  label: FittedText
  fill: PlacedFill
  points: FittedText
  /** A box for what the line scored (not for the card: it scores nothing). */
  scored: boolean
  height: number
}

const CARD_HEIGHT = BOX + 2

function optionLineHeight(line: readonly PlacedOption[]): number {
  return Math.max(BOX + 2, ...line.map((option) => blockHeight(option.text)))
}

function fillHeight(fill: PlacedFill): number {
  switch (fill.kind) {
    case 'ticks': {
      const rows = tickRows(fill.boxes)
      return rows * BOX + (rows - 1) * ROW_GAP
    }
    case 'write':
      return Math.max(WRITE_BOX.height, blockHeight(fill.takes))
    case 'options':
      return fill.lines.reduce((sum, line) => sum + optionLineHeight(line), 0) + (fill.lines.length - 1) * ROW_GAP
    case 'card':
      return CARD_HEIGHT
    case 'note':
      return blockHeight(fill.text)
  }
}

function placeFill(fill: FillIn, width: number, measure: Measure): PlacedFill {
  switch (fill.kind) {
    case 'ticks':
    case 'card':
      return fill
    case 'write':
      return { kind: 'write', takes: fitBlock(measure, printable(fill.takes), width - WRITE_BOX.width - 6, SMALL_SIZE) }
    case 'note':
      return { kind: 'note', text: fitBlock(measure, printable(fill.text), width, SMALL_SIZE) }
    case 'options': {
      const texts = fill.options.map((option) => printable(option))
      const textRoom = width - BOX - 3
      const widths = texts.map((text) => BOX + 3 + measure(text) * SMALL_SIZE + OPTION_GAP)
      const lines = flowOptions(widths, width + OPTION_GAP)
      return { kind: 'options', lines: lines.map((indexes) => indexes.map((index) => ({ text: fitBlock(measure, texts[index], textRoom, SMALL_SIZE) }))) }
    }
  }
}

function placeLine(line: FormLine, columns: Columns, measure: Measure): PlacedLine {
  const label = fitBlock(measure, printable(line.label), columns.label.width - 2 * PAD, LABEL_SIZE)
  const fill = placeFill(line.fillIn, columns.fill.width - PAD, measure)
  const points = fitBlock(measure, printable(line.points), columns.points.width - 2 * PAD, SMALL_SIZE)
  const height = Math.max(MIN_LINE, Math.max(blockHeight(label), fillHeight(fill), blockHeight(points), SCORED_BOX.height) + 2 * PAD)
  return { label, fill, points, scored: line.fillIn.kind !== 'card', height }
}

function drawTicks(doc: PDFKit.PDFDocument, boxes: number, x: number, y: number): void {
  for (let box = 0; box < boxes; box += 1) {
    const row = Math.floor(box / TICK_BOXES_PER_ROW)
    doc.rect(x + (box % TICK_BOXES_PER_ROW) * BOX_STEP, y + row * (BOX + ROW_GAP), BOX, BOX).lineWidth(0.75).stroke()
  }
}

/** A box followed by its label (the label's first line beside the box), from (x, y); answers where the label ends. */
function drawBoxed(doc: PDFKit.PDFDocument, text: FittedText, x: number, y: number, width: number): number {
  doc.rect(x, y, BOX, BOX).lineWidth(0.75).stroke()
  doc.font(FONT)
  drawBlock(doc, text, x + BOX + 3, y, width - BOX - 3)
  return x + BOX + 3 + Math.max(...text.lines.map((line) => lineWidth(doc, line)))
}

function drawFill(doc: PDFKit.PDFDocument, fill: PlacedFill, x: number, y: number, width: number, words: Translator): void {
  switch (fill.kind) {
    case 'ticks':
      drawTicks(doc, fill.boxes, x, y)
      return
    case 'write':
      doc.rect(x, y, WRITE_BOX.width, WRITE_BOX.height).lineWidth(0.75).stroke()
      doc.font(FONT)
      drawBlock(doc, fill.takes, x + WRITE_BOX.width + 6, y + 2, width - WRITE_BOX.width - 6)
      return
    case 'note':
      doc.font(FONT)
      drawBlock(doc, fill.text, x, y, width)
      return
    case 'card': {
      const text = (word: string): FittedText => ({ size: SMALL_SIZE, lines: [word] })
      const after = drawBoxed(doc, text(printable(words.t('reports.sheet.cardColour', { card: 'yellow' }))), x, y, width)
      drawBoxed(doc, text(printable(words.t('reports.sheet.cardColour', { card: 'red' }))), after + OPTION_GAP, y, width)
      return
    }
    case 'options': {
      let lineY = y
      for (const line of fill.lines) {
        let optionX = x
        for (const option of line) optionX = drawBoxed(doc, option.text, optionX, lineY, width - (optionX - x)) + OPTION_GAP
        lineY += optionLineHeight(line) + ROW_GAP
      }
    }
  }
}

function drawScoredBox(doc: PDFKit.PDFDocument, columns: Columns, y: number): void {
  doc.rect(columns.scored.x + columns.scored.width - SCORED_BOX.width, y, SCORED_BOX.width, SCORED_BOX.height).lineWidth(0.75).stroke()
}

/** The card's line: "Reason:" and a line to write it on, where the points and the box for what it scored would be. */
function drawReasonLine(doc: PDFKit.PDFDocument, columns: Columns, y: number, words: Translator): void {
  doc.font(FONT)
  cell(doc, words.t('reports.sheet.reason'), columns.points.x + PAD, y, 40, { size: SMALL_SIZE })
  const end = columns.scored.x + columns.scored.width
  doc.moveTo(columns.points.x + PAD + 40, y + BOX).lineTo(end, y + BOX).lineWidth(0.5).stroke()
}

function drawLine(doc: PDFKit.PDFDocument, line: PlacedLine, columns: Columns, area: ContentArea, y: number, words: Translator): void {
  doc.font(FONT)
  drawBlock(doc, line.label, columns.label.x + PAD, y + PAD, columns.label.width - 2 * PAD)
  drawFill(doc, line.fill, columns.fill.x, y + PAD, columns.fill.width - PAD, words)
  doc.font(FONT)
  drawBlock(doc, line.points, columns.points.x + PAD, y + PAD, columns.points.width - 2 * PAD)
  if (line.scored) drawScoredBox(doc, columns, y + PAD - 1)
  else drawReasonLine(doc, columns, y + PAD, words)
  doc.moveTo(area.left, y + line.height).lineTo(area.left + area.width, y + line.height).lineWidth(0.25).strokeColor('#999999').stroke().strokeColor('black')
}

function drawTitles(doc: PDFKit.PDFDocument, columns: Columns, area: ContentArea, y: number, words: Translator): void {
  doc.font(BOLD)
  cell(doc, words.t('reports.sheet.item'), columns.label.x + PAD, y + 2, columns.label.width - 2 * PAD, { size: SMALL_SIZE })
  cell(doc, words.t('reports.sheet.tickOrWrite'), columns.fill.x, y + 2, columns.fill.width - PAD, { size: SMALL_SIZE })
  cell(doc, words.t('reports.sheet.points'), columns.points.x + PAD, y + 2, columns.points.width - 2 * PAD, { size: SMALL_SIZE })
  cell(doc, words.t('reports.sheet.scored'), columns.scored.x, y + 2, columns.scored.width, { size: SMALL_SIZE, align: 'right' })
  doc.moveTo(area.left, y + TITLES_HEIGHT).lineTo(area.left + area.width, y + TITLES_HEIGHT).lineWidth(0.5).stroke()
}

/** The sheet's lines placed once for every corner of every game (they are the same on each), and the totals' rows. */
interface PlacedSheet {
  words: Translator
  columns: Columns
  lines: PlacedLine[]
  totals: string[]
  totalsHeight: number
}

function placeSheet(sheet: ScoreSheet, area: ContentArea, measure: Measure, words: Translator): PlacedSheet {
  const columns = columnsOf(area)
  const totals = [...(givesToOthers(sheet) ? [words.t('reports.sheet.fromOthers')] : []), words.t('reports.sheet.total')]
  const lines = sheetFormLines(sheet, words).map((line) => placeLine(line, columns, measure))
  return { words, columns, lines, totals, totalsHeight: totals.length * TOTAL_ROW }
}

function drawTotals(doc: PDFKit.PDFDocument, placed: PlacedSheet, area: ContentArea, top: number): void {
  placed.totals.forEach((text, index) => {
    const y = top + index * TOTAL_ROW
    const last = index === placed.totals.length - 1
    doc.font(last ? BOLD : FONT)
    cell(doc, text, placed.columns.points.x - 160, y + 6, 160 + placed.columns.points.width - PAD, { size: last ? 10 : 9, align: 'right' })
    drawScoredBox(doc, placed.columns, y + 4)
    if (last) doc.rect(placed.columns.scored.x + placed.columns.scored.width - SCORED_BOX.width, y + 4, SCORED_BOX.width, SCORED_BOX.height).lineWidth(1.5).stroke()
  })
}

/** A corner's heading: swatch, colour word, the player's name (whole, wrapped) and, when someone sits there, a no-show box. */
interface CornerHeading {
  corner: number
  seated: boolean
  name: FittedText
  height: number
}

const COLOUR_WIDTH = 80
const NO_SHOW_WIDTH = 80

function cornerHeading(entry: ReportGame, corner: number, area: ContentArea, measure: Measure, continued: boolean, words: Translator): CornerHeading {
  const seated = entry.game.corners[corner] !== null
  const player = printable(seated ? entry.game.corner_names[corner] : words.t('reports.sheet.emptyCorner'))
  const text: CellText = continued ? [player, words.t('reports.sheet.continued')] : player
  const name = fitBlock(measure, printableCell(text), area.width - COLOUR_WIDTH - NO_SHOW_WIDTH, HEADING_SIZE)
  return { corner, seated, name, height: Math.max(26, blockHeight(name) + 10) }
}

function drawCornerHeading(doc: PDFKit.PDFDocument, heading: CornerHeading, area: ContentArea, y: number, words: Translator): void {
  const middle = y + heading.height / 2
  drawSwatch(doc, heading.corner, area.left, middle)
  doc.font(BOLD)
  cell(doc, colourWord(heading.corner, words), area.left + 18, middle - 7, COLOUR_WIDTH - 20, { size: HEADING_SIZE })
  drawBlock(doc, heading.name, area.left + COLOUR_WIDTH, middle - blockHeight(heading.name) / 2, area.width - COLOUR_WIDTH - NO_SHOW_WIDTH)
  if (heading.seated) {
    doc.font(FONT)
    cell(doc, words.t('reports.sheet.noShow'), area.left + area.width - NO_SHOW_WIDTH + 4, middle - 5, 50, { size: 9 })
    doc.rect(area.left + area.width - 20, middle - 8, 14, 14).lineWidth(1).stroke()
  }
}

/** A corner on its page: its heading, the column titles (once a page), its lines; the totals when it ends there. */
function drawCorner(doc: PDFKit.PDFDocument, placed: PlacedSheet, heading: CornerHeading, lines: readonly PlacedLine[], area: ContentArea, top: number, part: { titles: boolean; totals: boolean }): number {
  drawCornerHeading(doc, heading, area, top, placed.words)
  let y = top + heading.height
  if (!heading.seated) return y
  if (part.titles) {
    drawTitles(doc, placed.columns, area, y, placed.words)
    y += TITLES_HEIGHT
  }
  for (const line of lines) {
    drawLine(doc, line, placed.columns, area, y, placed.words)
    y += line.height
  }
  if (part.totals) {
    drawTotals(doc, placed, area, y)
    y += placed.totalsHeight
  }
  return y
}

/** A corner's height on a page of the whole game: heading, lines, totals (the column titles are once a page). */
function cornerHeight(placed: PlacedSheet, heading: CornerHeading): number {
  if (!heading.seated) return heading.height
  return heading.height + placed.lines.reduce((sum, line) => sum + line.height, 0) + placed.totalsHeight + CORNER_GAP
}

/** One game's pages: one for the whole game when its corners fit, else a page (or more) per seated corner. */
function gamePages(entry: ReportGame, data: ReportData, placed: PlacedSheet, area: ContentArea, doc: PDFKit.PDFDocument, measures: { regular: Measure; bold: Measure }): PageDrawer[] {
  const name = fitGameName(doc, entry, area.width)
  const headingHeight = gameHeadingHeight(name)
  const ending = notesAndSignaturesHeight(NOTES)
  const { words } = placed
  const headings = [0, 1, 2, 3].map((corner) => cornerHeading(entry, corner, area, measures.bold, false, words))
  const seated = headings.filter((heading) => heading.seated)
  if (seated.length === 0 || sheetLayout(headings.map((heading) => cornerHeight(placed, heading)), headingHeight + TITLES_HEIGHT + ending, area.height) === 'one-page') {
    return [
      (pageDoc, pageArea) => {
        let y = drawGameHeading(pageDoc, pageArea, entry, data, name, words)
        for (const heading of headings) {
          y = drawCorner(pageDoc, placed, heading, placed.lines, pageArea, y, { titles: heading === seated[0], totals: true }) + (heading.seated ? CORNER_GAP : 0)
        }
        drawNotesAndSignatures(pageDoc, pageArea, y, NOTES, words)
      },
    ]
  }
  const pages: PageDrawer[] = []
  for (const heading of seated) {
    const continued = cornerHeading(entry, heading.corner, area, measures.bold, true, words)
    const top = headingHeight + Math.max(heading.height, continued.height) + TITLES_HEIGHT
    // The totals, notes and signatures end the corner: one last line that goes to a page of its own when it does not fit.
    const heights = [...placed.lines.map((line) => line.height), placed.totalsHeight + ending]
    const split = paginate(heights, area.height - top, area.height - top)
    split.forEach((indexes, page) => {
      const last = page === split.length - 1
      const lines = indexes.filter((index) => index < placed.lines.length).map((index) => placed.lines[index])
      pages.push((pageDoc, pageArea) => {
        const top = drawGameHeading(pageDoc, pageArea, entry, data, name, words)
        const y = drawCorner(pageDoc, placed, page === 0 ? heading : continued, lines, pageArea, top, { titles: true, totals: last })
        if (last) drawNotesAndSignatures(pageDoc, pageArea, y, NOTES, words)
      })
    })
  }
  return pages
}

/** The pages of every game of the event, with the sheet's lines placed once. */
export function sheetFormPages(data: ReportData, sheet: ScoreSheet, words: Translator): PagePlanner {
  return async (doc, area) => {
    const measures = { regular: measurer(doc, FONT), bold: measurer(doc, BOLD) }
    const placed = placeSheet(sheet, area, measures.regular, words)
    await yieldToEventLoop()
    const pages = await mapInTurns(data.games, (entry) => gamePages(entry, data, placed, area, doc, measures), 50)
    return pages.flat()
  }
}
