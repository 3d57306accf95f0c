// Tables across pages, laid out from their content (issue 26): columns as wide as their text needs (column-widths.ts),
// each cell fitted to its column (wrapped, shrunk, never cut: line-breaking.ts), each line's height known before any
// page is drawn, so that the lines split over pages (paginate, pure) and "Page N of M" is known on page 1.
import { columnWidths, type ColumnNeed } from './column-widths'
import { oneLine, type CellText, type FittedText } from './line-breaking'
import { yieldToEventLoop } from '../domain/event-loop-turn'
import { BOLD, cell, FONT, ITALIC, mapInTurns, type ContentArea, type PageDrawer, type PagePlanner } from './page-frame'
import { blockHeight, drawBlock, fitBlock, FLOOR_SIZE, LINE_SPACING, measurer, printableCell } from './text-block'

export interface Column {
  title: string
  align?: 'left' | 'right'
  /** Its text may wrap onto more lines (names); a column that may not (numbers, kinds, times) is as wide as its widest text. */
  wrap?: boolean
}

/** A table's line: a row of cells, a heading across the table (a round), or a note across it (a break). */
export type TableLine = { kind: 'row'; cells: CellText[] } | { kind: 'heading'; text: string } | { kind: 'note'; text: string }

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
  /** The section's heading on its later pages ("Ada Lovelace (continued)"); the heading itself when not said. */
  continued?: string
  /** Font size of the rows (9 unless said). */
  fontSize?: number
}

const ROW_HEIGHT = 14
const HEADING_HEIGHT = 20
const SECTION_HEADING_SIZE = 13
const COLUMN_TITLES_HEIGHT = 16
const TITLE_SIZE = 9
const INTRO_SIZE = 9
const HEADING_SIZE = 10
const NOTE_SIZE = 9
/** A cell's padding on each side, and above its first line. */
const PAD = 3
const PAD_TOP = 3
/** The narrowest a column of names gets, however many columns share the page. */
const MIN_WRAP_WIDTH = 40
/** Lines drawn between two turns of the event loop (a page of 30 rows is some 10 ms of work on a busy machine). */
const LINES_PER_TURN = 8

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

/** A line fitted to its columns: its cells' lines (a row) or its own (a heading, a note), and its height. */
type PlacedLine = { kind: TableLine['kind']; blocks: FittedText[]; height: number }

interface PlannedSection {
  section: TableSection
  edges: Array<{ x: number; width: number }>
  heading: { first: FittedText; later: FittedText } | undefined
  intro: FittedText[]
  lines: PlacedLine[]
}

type Measures = Record<'regular' | 'bold' | 'italic', ReturnType<typeof measurer>>

/** A row of one line is 14 points high, as before issue 26; each further line of its tallest cell adds its own height. */
function rowHeight(blocks: readonly FittedText[]): number {
  return ROW_HEIGHT + Math.max(0, ...blocks.map((block) => blockHeight(block) - block.size * LINE_SPACING))
}

function columnNeeds(section: TableSection, rows: ReadonlyArray<readonly CellText[]>, measures: Measures): ColumnNeed[] {
  const size = section.fontSize ?? 9
  return section.columns.map((column, index) => {
    const title = measures.bold(column.title) * TITLE_SIZE + 2 * PAD
    const widest = rows.reduce((most, cells) => Math.max(most, measures.regular(oneLine(cells[index] ?? '')) * size), 0)
    return { natural: Math.max(title, widest + 2 * PAD), min: column.wrap ? Math.max(title, MIN_WRAP_WIDTH) : title, wrap: column.wrap ?? false }
  })
}

async function planSection(section: TableSection, area: ContentArea, measures: Measures): Promise<PlannedSection> {
  const size = section.fontSize ?? 9
  const rows = await mapInTurns(section.lines, (line) => (line.kind === 'row' ? line.cells.map(printableCell) : []))
  const widths = columnWidths(columnNeeds(section, rows, measures), area.width)
  let x = area.left
  const edges = widths.map((width) => ({ x: (x += width) - width, width }))
  const lines = await mapInTurns(section.lines, (line, index): PlacedLine => {
    if (line.kind === 'heading') {
      const block = fitBlock(measures.bold, printableCell(line.text), area.width, HEADING_SIZE)
      return { kind: 'heading', blocks: [block], height: Math.max(HEADING_HEIGHT, blockHeight(block) + 8) }
    }
    if (line.kind === 'note') return { kind: 'note', blocks: [fitBlock(measures.italic, printableCell(line.text), area.width - 12, NOTE_SIZE)], height: ROW_HEIGHT }
    const blocks = rows[index].map((text, column) => fitBlock(measures.regular, text, edges[column].width - 2 * PAD, size, Math.min(size, FLOOR_SIZE)))
    return { kind: 'row', blocks, height: rowHeight(blocks) }
  })
  const headingBlock = (text: string) => fitBlock(measures.bold, printableCell(text), area.width, SECTION_HEADING_SIZE, 9)
  return {
    section,
    edges,
    heading: section.heading === undefined ? undefined : { first: headingBlock(section.heading), later: headingBlock(section.continued ?? section.heading) },
    intro: (section.intro ?? []).map((text) => fitBlock(measures.regular, printableCell(text), area.width, INTRO_SIZE)),
    lines,
  }
}

function sectionTop(planned: PlannedSection, firstPage: boolean): number {
  const heading = planned.heading === undefined ? 0 : blockHeight(firstPage ? planned.heading.first : planned.heading.later) + 4
  const intro = firstPage && planned.intro.length > 0 ? planned.intro.reduce((sum, block) => sum + blockHeight(block), 0) + 6 : 0
  return heading + intro + COLUMN_TITLES_HEIGHT
}

function drawLine(doc: PDFKit.PDFDocument, line: PlacedLine, planned: PlannedSection, area: ContentArea, y: number): void {
  if (line.kind === 'heading') {
    doc.font(BOLD)
    drawBlock(doc, line.blocks[0], area.left, y + 6, area.width)
    return
  }
  if (line.kind === 'note') {
    doc.font(ITALIC)
    drawBlock(doc, line.blocks[0], area.left + 12, y + PAD_TOP, area.width - 12)
    return
  }
  doc.font(FONT)
  line.blocks.forEach((block, index) => {
    const edge = planned.edges[index]
    if (edge) drawBlock(doc, block, edge.x + PAD, y + PAD_TOP, edge.width - 2 * PAD, planned.section.columns[index]?.align)
  })
  doc.moveTo(area.left, y + line.height).lineTo(area.left + area.width, y + line.height).lineWidth(0.25).strokeColor('#999999').stroke().strokeColor('black')
}

async function drawSectionPage(doc: PDFKit.PDFDocument, area: ContentArea, planned: PlannedSection, lines: readonly PlacedLine[], firstPage: boolean): Promise<void> {
  const { section, edges } = planned
  let y = area.top
  if (planned.heading !== undefined) {
    const block = firstPage ? planned.heading.first : planned.heading.later
    doc.font(BOLD)
    drawBlock(doc, block, area.left, y, area.width)
    y += blockHeight(block) + 4
  }
  if (firstPage && planned.intro.length > 0) {
    doc.font(FONT)
    for (const block of planned.intro) {
      drawBlock(doc, block, area.left, y, area.width)
      y += blockHeight(block)
    }
    y += 6
  }
  if (section.lines.length === 0) {
    doc.font(FONT)
    cell(doc, section.empty ?? '', area.left, y + 4, area.width, { size: 11 })
    return
  }
  doc.font(BOLD)
  section.columns.forEach((column, index) => cell(doc, column.title, edges[index].x + PAD, y + PAD_TOP, edges[index].width - 2 * PAD, { size: TITLE_SIZE, align: column.align }))
  doc.moveTo(area.left, y + COLUMN_TITLES_HEIGHT - 1).lineTo(area.left + area.width, y + COLUMN_TITLES_HEIGHT - 1).lineWidth(0.75).stroke()
  y += COLUMN_TITLES_HEIGHT
  for (const [index, line] of lines.entries()) {
    if (index > 0 && index % LINES_PER_TURN === 0) await yieldToEventLoop()
    drawLine(doc, line, planned, area, y)
    y += line.height
  }
}

/** Plans the pages of these sections: each section starts a page and runs over as many as its lines need. */
export function tablePages(sections: readonly TableSection[]): PagePlanner {
  return async (doc, area) => {
    const measures: Measures = { regular: measurer(doc, FONT), bold: measurer(doc, BOLD), italic: measurer(doc, ITALIC) }
    const drawers: PageDrawer[] = []
    for (const section of sections) {
      await yieldToEventLoop()
      const planned = await planSection(section, area, measures)
      const heights = planned.lines.map((line) => line.height)
      const pages = paginate(heights, area.height - sectionTop(planned, true), area.height - sectionTop(planned, false), (index) => section.lines[index].kind === 'heading')
      pages.forEach((indexes, page) => drawers.push((pageDoc, drawArea) => drawSectionPage(pageDoc, drawArea, planned, indexes.map((index) => planned.lines[index]), page === 0)))
    }
    return drawers
  }
}
