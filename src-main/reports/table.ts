// Tables across pages: lines of fixed heights split over pages (pure), each page drawn with its section heading and column titles.
import { BOLD, cell, FONT, ITALIC, yieldToEventLoop, type ContentArea, type PageDrawer } from './page-frame'

export interface Column {
  title: string
  /** Share of the table's width (the shares of a table are added up). */
  width: number
  align?: 'left' | 'right'
}

/** A table's line: a row of cells, a heading across the table (a round), or a note across it (a break). */
export type TableLine = { kind: 'row'; cells: string[] } | { kind: 'heading'; text: string } | { kind: 'note'; text: string }

/** A table that begins on a new page; a section longer than a page goes on over the next ones. */
export interface TableSection {
  /** Printed at the top of each of the section's pages ("Ada Lovelace"). */
  heading?: string
  /** Lines of text before the table, on its first page only (the tie-break rule). */
  intro?: string[]
  columns: Column[]
  lines: TableLine[]
  /** Said in place of the table when it has no lines ("No knockout yet"). */
  empty?: string
  /** Font size of the rows (9 unless said). */
  fontSize?: number
}

export const ROW_HEIGHT = 14
const HEADING_HEIGHT = 20
const SECTION_HEADING_HEIGHT = 20
const INTRO_LINE_HEIGHT = 13
const COLUMN_TITLES_HEIGHT = 16
/** Lines drawn between two turns of the event loop (a page of 30 rows is some 10 ms of work on a busy machine). */
const LINES_PER_TURN = 8

export function lineHeight(line: TableLine): number {
  return line.kind === 'heading' ? HEADING_HEIGHT : ROW_HEIGHT
}

/**
 * Splits lines of these heights into pages: `first` points are free on the first page, `later` on the others.
 * Always at least one page (an empty table still has its page); a heading never ends a page when lines follow it.
 */
export function paginate(heights: readonly number[], first: number, later: number, isHeading: (index: number) => boolean = () => false): number[][] {
  const pages: number[][] = [[]]
  let free = first
  heights.forEach((height, index) => {
    const page = pages.at(-1)!
    const headingLast = page.length > 0 && isHeading(page.at(-1)!)
    if (height > free && page.length > 0) {
      // A heading left alone at the foot of a page moves over with its first line.
      const moved = headingLast && page.length > 1 ? [page.pop()!] : []
      pages.push(moved)
      free = later - moved.reduce((sum, moving) => sum + heights[moving], 0)
    }
    pages.at(-1)!.push(index)
    free -= height
  })
  return pages
}

function sectionTop(section: TableSection, firstPage: boolean): number {
  const heading = section.heading === undefined ? 0 : SECTION_HEADING_HEIGHT
  const intro = firstPage ? (section.intro?.length ?? 0) * INTRO_LINE_HEIGHT + (section.intro?.length ? 6 : 0) : 0
  return heading + intro + COLUMN_TITLES_HEIGHT
}

function columnEdges(columns: readonly Column[], area: ContentArea): Array<{ x: number; width: number }> {
  const total = columns.reduce((sum, column) => sum + column.width, 0)
  let x = area.left
  return columns.map((column) => {
    const width = (column.width / total) * area.width
    const edge = { x, width }
    x += width
    return edge
  })
}

function drawLine(doc: PDFKit.PDFDocument, line: TableLine, section: TableSection, edges: ReturnType<typeof columnEdges>, area: ContentArea, y: number): void {
  if (line.kind === 'heading') {
    doc.font(BOLD).fontSize(10)
    cell(doc, line.text, area.left, y + 6, area.width)
    return
  }
  if (line.kind === 'note') {
    doc.font(ITALIC).fontSize(9)
    cell(doc, line.text, area.left + 12, y + 3, area.width - 12)
    return
  }
  doc.font(FONT).fontSize(section.fontSize ?? 9)
  line.cells.forEach((text, index) => {
    const edge = edges[index]
    if (edge) cell(doc, text, edge.x + 2, y + 3, edge.width - 4, { align: section.columns[index]?.align })
  })
  doc.moveTo(area.left, y + ROW_HEIGHT).lineTo(area.left + area.width, y + ROW_HEIGHT).lineWidth(0.25).strokeColor('#999999').stroke().strokeColor('black')
}

async function drawSectionPage(doc: PDFKit.PDFDocument, area: ContentArea, section: TableSection, lines: readonly TableLine[], firstPage: boolean): Promise<void> {
  let y = area.top
  if (section.heading !== undefined) {
    doc.font(BOLD).fontSize(13)
    cell(doc, firstPage ? section.heading : `${section.heading} (continued)`, area.left, y, area.width)
    y += SECTION_HEADING_HEIGHT
  }
  if (firstPage && section.intro?.length) {
    doc.font(FONT).fontSize(9)
    for (const text of section.intro) {
      cell(doc, text, area.left, y, area.width)
      y += INTRO_LINE_HEIGHT
    }
    y += 6
  }
  if (section.lines.length === 0) {
    doc.font(FONT).fontSize(11)
    cell(doc, section.empty ?? 'Nothing to show', area.left, y + 4, area.width)
    return
  }
  const edges = columnEdges(section.columns, area)
  doc.font(BOLD).fontSize(9)
  section.columns.forEach((column, index) => cell(doc, column.title, edges[index].x + 2, y + 3, edges[index].width - 4, { align: column.align }))
  doc.moveTo(area.left, y + COLUMN_TITLES_HEIGHT - 1).lineTo(area.left + area.width, y + COLUMN_TITLES_HEIGHT - 1).lineWidth(0.75).stroke()
  y += COLUMN_TITLES_HEIGHT
  for (const [index, line] of lines.entries()) {
    if (index > 0 && index % LINES_PER_TURN === 0) await yieldToEventLoop()
    drawLine(doc, line, section, edges, area, y)
    y += lineHeight(line)
  }
}

/** The pages of these sections: each section starts a page and runs over as many as its lines need. */
export function tablePages(sections: readonly TableSection[], area: ContentArea): PageDrawer[] {
  return sections.flatMap((section) => {
    const heights = section.lines.map(lineHeight)
    const pages = paginate(heights, area.height - sectionTop(section, true), area.height - sectionTop(section, false), (index) => section.lines[index].kind === 'heading')
    return pages.map((indexes, page): PageDrawer => (doc, drawArea) => drawSectionPage(doc, drawArea, section, indexes.map((index) => section.lines[index]), page === 0))
  })
}
