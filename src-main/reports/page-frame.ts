// The frame every report page shares (event name, title, "Made …", "Page N of M") and the writing of a PDF page by page,
// yielding to the event loop between pages so that the game clock keeps ticking while a long report is made.
import PDFDocument from 'pdfkit'
import { ENGLISH, type Translator } from '../domain/i18n/translator'
import { BOLD, FONT, registerReportFonts } from './report-fonts'
import { printable } from './printable'
import type { Paper } from './report-data'
import type { FittedText } from './line-breaking'
import { blockHeight, drawBlock, fitBlock, LINE_SPACING, lineWidth, measurer, textLine, type Align } from './text-block'
import { yieldToEventLoop } from '../domain/event-loop-turn'

export { BOLD, FONT, ITALIC } from './report-fonts'
export { printable, REPLACEMENT } from './printable'

export type Orientation = 'portrait' | 'landscape'

/** What every page of one report carries. */
export interface ReportFrame {
  eventName: string
  /** The report's title: "Schedule", "Standings"… */
  title: string
  /** "Made 23 Nov 2026 09:30", in the server's local time and the arena's clock format. */
  madeAt: string
  paper: Paper
  /** The report's language: every fixed text of its pages (absent: English). */
  words?: Translator
}

/** The language of a report's pages. */
export function wordsOf(frame: ReportFrame): Translator {
  return frame.words ?? ENGLISH
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

/**
 * Plans a report's pages once its document exists (its fonts measure the text, so rows know their heights) and the
 * area is known (the header grows with a long event name): one drawer per page.
 */
export type PagePlanner = (doc: PDFKit.PDFDocument, area: ContentArea) => PageDrawer[] | Promise<PageDrawer[]>

export const MARGIN = 36
const HEADER_HEIGHT = 40
const FOOTER_HEIGHT = 18
const FOOTER_SIZE = 8
/** The event's name in the header: bold 14 points, shrunk to 9 before a third line. */
const EVENT_NAME_SIZE = 14
const EVENT_NAME_FLOOR = 9

/** Page sizes in points (1/72 inch): ISO A4 and US Letter. */
export const PAPER_SIZES: Record<Paper, { width: number; height: number }> = {
  a4: { width: 595.28, height: 841.89 },
  letter: { width: 612, height: 792 },
}

/** The content area of every page of a report on this paper and in this orientation, below a header this high. */
export function contentArea(paper: Paper, orientation: Orientation, header = HEADER_HEIGHT): ContentArea {
  const size = PAPER_SIZES[paper]
  const [width, height] = orientation === 'portrait' ? [size.width, size.height] : [size.height, size.width]
  return { left: MARGIN, top: MARGIN + header, width: width - 2 * MARGIN, height: height - 2 * MARGIN - header - FOOTER_HEIGHT }
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

/** One line of short text at (x, y) in `width`, in the document's font at `size`: printed smaller when wider, never cut or wrapped. */
export function cell(doc: PDFKit.PDFDocument, text: string, x: number, y: number, width: number, options: { size: number; align?: Align }): void {
  const shown = printable(text)
  const natural = lineWidth(doc.fontSize(options.size), shown)
  if (natural > width) doc.fontSize((options.size * width) / natural)
  textLine(doc, shown, x, y, width, options.align)
}

/** The frame's header laid out for this report: the event's name in as many lines as it needs. */
interface FrameLayout {
  name: FittedText
  /** The footer's left text: the event's name and the title, or the title alone when both do not fit a line. */
  footer: string
}

function frameLayout(doc: PDFKit.PDFDocument, frame: ReportFrame, width: number): FrameLayout {
  const name = fitBlock(measurer(doc, BOLD), printable(frame.eventName), width, EVENT_NAME_SIZE, EVENT_NAME_FLOOR)
  const both = `${printable(frame.eventName)} · ${frame.title}`
  const footer = lineWidth(doc.font(FONT).fontSize(FOOTER_SIZE), both) <= width * 0.7 ? both : frame.title
  return { name, footer }
}

function drawFrame(doc: PDFKit.PDFDocument, frame: ReportFrame, layout: FrameLayout, area: ContentArea, page: number, pages: number): void {
  doc.fillColor('black')
  doc.font(BOLD)
  drawBlock(doc, layout.name, area.left, MARGIN, area.width)
  const titleY = MARGIN + headerHeight(layout.name) - HEADER_HEIGHT + 18
  doc.font(BOLD)
  cell(doc, frame.title, area.left, titleY, area.width * 0.6, { size: 11 })
  doc.font(FONT)
  cell(doc, frame.madeAt, area.left + area.width * 0.6, titleY + 2, area.width * 0.4, { size: 9, align: 'right' })
  const ruleY = area.top - 6
  doc.moveTo(area.left, ruleY).lineTo(area.left + area.width, ruleY).lineWidth(0.5).stroke()
  doc.font(FONT)
  const footerY = area.top + area.height + 6
  cell(doc, layout.footer, area.left, footerY, area.width * 0.7, { size: FOOTER_SIZE })
  const words = wordsOf(frame)
  const pageOf = words.t('reports.frame.page', { page: words.number(page), pages: words.number(pages) })
  cell(doc, pageOf, area.left + area.width * 0.7, footerY, area.width * 0.3, { size: FOOTER_SIZE, align: 'right' })
}

/** The header's height: the usual 40 points for a name on one line, more for each further line. */
function headerHeight(name: FittedText): number {
  return HEADER_HEIGHT + blockHeight(name) - EVENT_NAME_SIZE * LINE_SPACING
}

/**
 * The PDF of these pages, each inside the report's frame. Pages are written one at a time (pdfkit writes a page out
 * when the next begins) with a turn of the event loop between them.
 */
export async function renderPages(frame: ReportFrame, orientation: Orientation, plan: PagePlanner): Promise<Buffer> {
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
  const page = contentArea(frame.paper, orientation)
  const layout = frameLayout(doc, frame, page.width)
  const area = contentArea(frame.paper, orientation, headerHeight(layout.name))
  const pages = await plan(doc, area)
  const drawers = pages.length > 0 ? pages : [() => undefined]
  for (const [index, draw] of drawers.entries()) {
    doc.addPage()
    drawFrame(doc, frame, layout, area, index + 1, drawers.length)
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
