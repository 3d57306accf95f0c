// Text measured in the document's own fonts and drawn as the lines it was fitted to (line-breaking.ts): never cut.
import { fitText, type CellText, type FittedText, type Measure } from './line-breaking'
import { printable } from './printable'

/** The smallest font size a report shrinks a text to before giving it more lines. */
export const FLOOR_SIZE = 7
/** Line height as a multiple of the font size. */
export const LINE_SPACING = 1.2

/** Measures text in `font` at 1 point, each text measured once per document and font. */
export function measurer(doc: PDFKit.PDFDocument, font: string): Measure {
  const known = new Map<string, number>()
  return (text) => {
    let width = known.get(text)
    if (width === undefined) {
      width = doc.font(font).fontSize(1).widthOfString(text)
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
 * One line of text placed in `width` by its measured width, in the document's font and size. No width goes to pdfkit:
 * given one, it wraps a text exactly as wide as its column (its sum of widths rounds another way).
 */
export function textLine(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, align: Align = 'left'): void {
  const room = align === 'left' ? 0 : width - doc.widthOfString(text)
  doc.text(text, x + (align === 'right' ? room : room / 2), y, { lineBreak: false })
}

/** Draws fitted lines from (x, y) down, in the font set on the document. */
export function drawBlock(doc: PDFKit.PDFDocument, block: FittedText, x: number, y: number, width: number, align: Align = 'left'): void {
  doc.fontSize(block.size)
  block.lines.forEach((line, index) => textLine(doc, line, x, y + index * block.size * LINE_SPACING, width, align))
}
