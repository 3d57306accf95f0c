// Text measured in the document's own fonts and drawn as the lines it was fitted to (line-breaking.ts): never cut. A line
// in letters another font has (CJK, Arabic, Hebrew…) is measured and drawn run by run, each run in its font and in the
// order the bidi algorithm gives (text-runs.ts); a line in DejaVu Sans alone is drawn in one piece, as before.
import { fitText, type CellText, type FittedText, type Measure } from './line-breaking'
import { printable } from './printable'
import { ascentOf, reportFontFor, useReportFont, type ReportStyle } from './report-fonts'
import { lineRuns, needsBidi, type TextRun } from './text-runs'

/** The smallest font size a report shrinks a text to before giving it more lines. */
export const FLOOR_SIZE = 7
/** Line height as a multiple of the font size. */
export const LINE_SPACING = 1.2

/** A right-to-left run is laid out whole (pdfkit lays a text out word by word unless it is given features, and fontkit would turn each word alone). */
const WHOLE_RUN: PDFKit.Mixins.TextOptions = { features: [] }

/** Per style, the code points its own font draws (asked once each). */
const ownGlyphs = new Map<ReportStyle, Map<number, boolean>>()

function drawnInStyle(char: string, style: ReportStyle): boolean {
  let known = ownGlyphs.get(style)
  if (known === undefined) ownGlyphs.set(style, (known = new Map<number, boolean>()))
  const codePoint = char.codePointAt(0)!
  let own = known.get(codePoint)
  if (own === undefined) known.set(codePoint, (own = reportFontFor(char, style) === style))
  return own
}

/** `text` as runs of one font each, left to right on the page (the bidi algorithm only when a letter is written right to left). */
function runsOf(text: string, style: ReportStyle): TextRun<string>[] {
  if (!needsBidi(text) && [...text].every((char) => drawnInStyle(char, style))) return text === '' ? [] : [{ text, font: style, rightToLeft: false }]
  return lineRuns(text, (char, current) => reportFontFor(char, style, current) ?? style)
}

/** A text drawn in one piece, the way reports always drew: one run of the style's own font, left to right. */
function plain(runs: readonly TextRun<string>[], style: ReportStyle): boolean {
  return runs.length <= 1 && (runs[0] === undefined || (runs[0].font === style && !runs[0].rightToLeft))
}

function runWidth(doc: PDFKit.PDFDocument, run: TextRun<string>): number {
  useReportFont(doc, run.font)
  return doc.widthOfString(run.text, run.rightToLeft ? WHOLE_RUN : undefined)
}

/** The width of `text` at the document's font size, run by run. */
function widthOf(doc: PDFKit.PDFDocument, style: ReportStyle, runs: readonly TextRun<string>[]): number {
  const width = runs.reduce((sum, run) => sum + runWidth(doc, run), 0)
  doc.font(style)
  return width
}

/** Measures text in `font` at 1 point, each text measured once per document and font. */
export function measurer(doc: PDFKit.PDFDocument, font: ReportStyle): Measure {
  const known = new Map<string, number>()
  return (text) => {
    let width = known.get(text)
    if (width === undefined) {
      const runs = runsOf(text, font)
      width = plain(runs, font) ? doc.font(font).fontSize(1).widthOfString(text) : widthOf(doc.fontSize(1), font, runs)
      known.set(text, width)
    }
    return width
  }
}

/** A text as the fonts print it (printable: what they lack becomes "\uFFFD"), part by part. */
export function printableCell(text: CellText): CellText {
  return typeof text === 'string' ? printable(text) : text.map((part) => printable(part))
}

/** Printable text's lines fitted to `width` (line-breaking.ts), shrunk no smaller than `floor`. */
export function fitBlock(measure: Measure, text: CellText, width: number, size: number, floor = FLOOR_SIZE): FittedText {
  return fitText(text, width, size, floor, measure)
}

/** The height of fitted lines. */
export function blockHeight(block: FittedText): number {
  return block.lines.length * block.size * LINE_SPACING
}

export type Align = 'left' | 'right' | 'center'

/**
 * The style and size the document is set to (pdfkit keeps them on the document: `_font`, whose name is the face's
 * PostScript name — the names FONT, BOLD and ITALIC are — and `_fontSize`). The reports set a style, then draw.
 */
function documentFont(doc: PDFKit.PDFDocument): { style: ReportStyle; size: number } {
  const state = doc as unknown as { _font: { name: string }; _fontSize: number }
  return { style: state._font.name as ReportStyle, size: state._fontSize }
}

/** The width of one line of `text` in the document's font and size (run by run). */
export function lineWidth(doc: PDFKit.PDFDocument, text: string): number {
  const { style } = documentFont(doc)
  const runs = runsOf(text, style)
  return plain(runs, style) ? doc.widthOfString(text) : widthOf(doc, style, runs)
}

/**
 * One line of text placed in `width` by its measured width, in the document's font and size. No width goes to pdfkit:
 * given one, it wraps a text exactly as wide as its column (its sum of widths rounds another way). Runs in other fonts
 * follow one another, each on the line's baseline.
 */
export function textLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, align: Align = 'left'): void {
  const { style: font, size } = documentFont(doc)
  const runs = runsOf(text, font)
  if (plain(runs, font)) {
    const room = align === 'left' ? 0 : width - doc.widthOfString(text)
    doc.text(text, x + (align === 'right' ? room : room / 2), y, { lineBreak: false })
    return
  }
  const widths = runs.map((run) => runWidth(doc, run))
  const room = align === 'left' ? 0 : width - widths.reduce((sum, one) => sum + one, 0)
  let at = x + (align === 'right' ? room : room / 2)
  runs.forEach((run, index) => {
    useReportFont(doc, run.font)
    const baseline = (ascentOf(font) - ascentOf(run.font)) * size
    doc.text(run.text, at, y + baseline, { lineBreak: false, ...(run.rightToLeft ? WHOLE_RUN : {}) })
    at += widths[index]
  })
  doc.font(font)
}

/** Draws fitted lines from (x, y) down, in the font set on the document. */
export function drawBlock(doc: PDFKit.PDFDocument, block: FittedText, x: number, y: number, width: number, align: Align = 'left'): void {
  doc.fontSize(block.size)
  block.lines.forEach((line, index) => textLine(doc, line, x, y + index * block.size * LINE_SPACING, width, align))
}
