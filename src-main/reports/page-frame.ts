// The frame every report page shares (event name, title, "Made …", "Page N of M") and the writing of a PDF page by page,
// yielding to the event loop between pages so that the game clock keeps ticking while a long report is made.
import PDFDocument from 'pdfkit'
import { BOLD, FONT, registerReportFonts, reportFontsHaveGlyph } from './report-fonts'
import type { Paper } from './report-data'

export { BOLD, FONT, ITALIC } from './report-fonts'

export type Orientation = 'portrait' | 'landscape'

/** What every page of one report carries. */
export interface ReportFrame {
  eventName: string
  /** The report's title: "Schedule", "Standings"… */
  title: string
  /** "Made 23 Nov 2026 09:30", in the server's local time and the arena's clock format. */
  madeAt: string
  paper: Paper
}

/** Where a page's own content goes, in PDF points from the top left. */
export interface ContentArea {
  left: number
  top: number
  width: number
  height: number
}

/** Draws one page's own content inside its area (the frame is drawn around it); may yield to the event loop while it draws. */
export type PageDrawer = (doc: PDFKit.PDFDocument, area: ContentArea) => void | Promise<void>

export const MARGIN = 36
const HEADER_HEIGHT = 40
const FOOTER_HEIGHT = 18

/** Page sizes in points (1/72 inch): ISO A4 and US Letter. */
export const PAPER_SIZES: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
}

/** The content area of every page of a report on this paper and in this orientation. */
export function contentArea(paper: Paper, orientation: Orientation): ContentArea {
  const size = PAPER_SIZES[paper]
  const [width, height] = orientation === 'portrait' ? [size.width, size.height] : [size.height, size.width]
  return { left: MARGIN, top: MARGIN + HEADER_HEIGHT, width: width - 2 * MARGIN, height: height - 2 * MARGIN - HEADER_HEIGHT - FOOTER_HEIGHT }
}

/** Lets timers and I/O run: awaited between pages, so no page's work holds the event loop long. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}

/** What a report prints where the fonts have no glyph for a character (CJK, emoji…): the Unicode replacement character. */
export const REPLACEMENT = '\uFFFD'

const graphemes = new Intl.Segmenter('en', { granularity: 'grapheme' })
const CONTROL = /\p{Cc}/u
/**
 * Letters written right to left (the scripts of those the fonts have: Hebrew, Arabic, and their neighbours). pdfkit lays
 * text out left to right only, so such a name would print with its letters reversed: it prints as "�" instead.
 */
const RIGHT_TO_LEFT = /[\p{Script=Hebrew}\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Samaritan}\p{Script=Mandaic}\p{Script=Adlam}]/u

function showable(text: string, hasGlyph: (codePoint: number) => boolean): boolean {
  for (const char of text) if (CONTROL.test(char) || RIGHT_TO_LEFT.test(char) || !hasGlyph(char.codePointAt(0)!)) return false
  return true
}

/**
 * `text` as the report fonts can print it (asked of the fonts themselves, `hasGlyph`): every character they have a glyph
 * for is kept (except right-to-left letters, which pdfkit would print reversed); a letter they lack loses its accent or its width form when that leaves letters they have ("ｆ" → "f"),
 * and anything else — each user-perceived character (an emoji with its modifiers, a control character) — becomes one
 * REPLACEMENT "�". See docs/reports.md.
 */
export function printable(text: string, hasGlyph: (codePoint: number) => boolean = reportFontsHaveGlyph): string {
  const composed = text.normalize('NFC')
  if (showable(composed, hasGlyph)) return composed
  let out = ''
  for (const { segment } of graphemes.segment(composed)) {
    if (showable(segment, hasGlyph)) out += segment
    else {
      const plain = segment.normalize('NFKD').replace(/\p{M}/gu, '')
      out += plain !== '' && showable(plain, hasGlyph) ? plain : REPLACEMENT
    }
  }
  return out
}

/** Items mapped in turns of `chunk`, with a turn of the event loop between them: a long list never holds the loop. */
export async function mapInTurns<T, R>(items: readonly T[], map: (item: T, index: number) => R, chunk = 200): Promise<R[]> {
  const out: R[] = []
  for (let start = 0; start < items.length; start += chunk) {
    if (start > 0) await yieldToEventLoop()
    const end = Math.min(items.length, start + chunk)
    for (let index = start; index < end; index += 1) out.push(map(items[index], index))
  }
  return out
}

/** `text` cut with an ellipsis so that it fits `width` at the document's current font and size. */
export function fitted(doc: PDFKit.PDFDocument, text: string, width: number): string {
  if (doc.widthOfString(text) <= width) return text
  // Cut whole characters (never half of a surrogate pair).
  const chars = [...text]
  while (chars.length > 0 && doc.widthOfString(`${chars.join('')}…`) > width) chars.pop()
  return `${chars.join('')}…`
}

/** One line of text at (x, y), cut to `width`; never wraps and never adds a page. */
export function cell(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, options: { align?: 'left' | 'right' | 'center' } = {}): void {
  doc.text(fitted(doc, printable(text), width), x, y, { width, lineBreak: false, align: options.align ?? 'left' })
}

function drawFrame(doc: PDFKit.PDFDocument, frame: ReportFrame, area: ContentArea, page: number, pages: number): void {
  doc.fillColor('black')
  doc.font(BOLD).fontSize(14)
  cell(doc, frame.eventName, area.left, MARGIN, area.width * 0.7)
  doc.font(FONT).fontSize(9)
  cell(doc, frame.madeAt, area.left + area.width * 0.7, MARGIN + 3, area.width * 0.3, { align: 'right' })
  doc.font(BOLD).fontSize(11)
  cell(doc, frame.title, area.left, MARGIN + 18, area.width)
  doc.moveTo(area.left, MARGIN + HEADER_HEIGHT - 6).lineTo(area.left + area.width, MARGIN + HEADER_HEIGHT - 6).lineWidth(0.5).stroke()
  doc.font(FONT).fontSize(8)
  const footerY = area.top + area.height + 6
  cell(doc, `${frame.eventName} · ${frame.title}`, area.left, footerY, area.width * 0.7)
  cell(doc, `Page ${page} of ${pages}`, area.left + area.width * 0.7, footerY, area.width * 0.3, { align: 'right' })
}

/**
 * The PDF of these pages, each inside the report's frame. Pages are written one at a time (pdfkit writes a page out
 * when the next begins) with a turn of the event loop between them.
 */
export async function renderPages(frame: ReportFrame, orientation: Orientation, pages: readonly PageDrawer[]): Promise<Buffer> {
  // A turn of its own between the report's lines being made and the document being started.
  await yieldToEventLoop()
  const doc = new PDFDocument({
    size: frame.paper === 'a4' ? 'A4' : 'LETTER',
    layout: orientation,
    margin: 0,
    autoFirstPage: false,
    info: { Title: `${frame.eventName} – ${frame.title}`, Creator: 'Arena Console' },
  })
  const chunks: Buffer[] = []
  doc.on('data', (chunk: Buffer) => chunks.push(chunk))
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve)
    doc.on('error', reject)
  })
  await registerReportFonts(doc)
  const area = contentArea(frame.paper, orientation)
  const drawers = pages.length > 0 ? pages : [() => undefined]
  for (const [index, draw] of drawers.entries()) {
    doc.addPage()
    drawFrame(doc, frame, area, index + 1, drawers.length)
    // The frame's text is laid out in the embedded fonts (new words cost a little each): a turn before the page's own.
    await yieldToEventLoop()
    doc.fillColor('black').font(FONT).fontSize(9)
    await draw(doc, area)
    await yieldToEventLoop()
  }
  doc.end()
  await ended
  return Buffer.concat(chunks)
}
