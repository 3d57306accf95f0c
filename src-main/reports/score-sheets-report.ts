// Score sheets: a blank sheet per game of the event in running order, for referees. Without the event's score sheet:
// the game, its four corners with colour words and names, a box for the game points and one for a no-show per corner,
// and signature lines. With one (issue 30): each corner's items, penalties and card to tick or write in, with their
// points (sheet-form-pages.ts). Names are fitted to their place (wrapped, shrunk, never cut); a corner's row grows with its name.
import type { Translator } from '../domain/i18n/translator'
import { BOLD, cell, FONT, printable, renderPages, wordsOf, type ContentArea, type PageDrawer, type ReportFrame } from './page-frame'
import { colourWord, type ReportData, type ReportGame } from './report-data'
import { drawGameHeading, drawNotesAndSignatures, drawSwatch, fitGameName } from './score-sheet-parts'
import { sheetFormPages } from './sheet-form-pages'
import { blockHeight, drawBlock, fitBlock, measurer } from './text-block'

const ROW = 44
const PLAYER_SIZE = 12
const NOTES = 90

function drawSheet(doc: PDFKit.PDFDocument, area: ContentArea, entry: ReportGame, data: ReportData, words: Translator): void {
  const { game } = entry
  let y = drawGameHeading(doc, area, entry, data, fitGameName(doc, entry, area.width), words)

  const columns = { corner: area.left, player: area.left + 90, points: area.left + area.width - 190, noShow: area.left + area.width - 70 }
  const playerWidth = columns.points - columns.player - 10
  doc.font(BOLD)
  cell(doc, words.t('reports.column.corner'), columns.corner, y, 85, { size: 10 })
  cell(doc, words.t('reports.column.player'), columns.player, y, playerWidth, { size: 10 })
  cell(doc, words.t('reports.column.gamePoints'), columns.points, y, 110, { size: 10 })
  cell(doc, words.t('reports.sheet.noShow'), columns.noShow, y, 70, { size: 10 })
  y += 16
  doc.moveTo(area.left, y).lineTo(area.left + area.width, y).lineWidth(0.75).stroke()
  const regular = measurer(doc, FONT)
  for (let corner = 0; corner < 4; corner += 1) {
    const seated = game.corners[corner] !== null
    const player = fitBlock(regular, printable(seated ? game.corner_names[corner] : words.t('reports.sheet.emptyCorner')), playerWidth, PLAYER_SIZE)
    const height = Math.max(ROW, blockHeight(player) + 16)
    const middle = y + height / 2
    drawSwatch(doc, corner, columns.corner, middle)
    doc.font(BOLD)
    cell(doc, colourWord(corner, words), columns.corner + 18, middle - 7, 70, { size: 12 })
    doc.font(FONT)
    drawBlock(doc, player, columns.player, middle - blockHeight(player) / 2, playerWidth)
    if (seated) {
      doc.rect(columns.points, middle - 14, 100, 28).lineWidth(1).stroke()
      doc.rect(columns.noShow + 10, middle - 10, 20, 20).lineWidth(1).stroke()
    }
    y += height
    doc.moveTo(area.left, y).lineTo(area.left + area.width, y).lineWidth(0.25).stroke()
  }
  drawNotesAndSignatures(doc, area, y, NOTES, words)
}

export function scoreSheetsPdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const words = wordsOf(frame)
  if (data.scoreSheet !== undefined && data.games.length > 0) return renderPages(frame, 'portrait', sheetFormPages(data, data.scoreSheet, words))
  const pages = data.games.map((entry): PageDrawer => (doc, area) => drawSheet(doc, area, entry, data, words))
  if (pages.length === 0) pages.push((doc, area) => cell(doc, words.t('reports.schedule.empty'), area.left, area.top, area.width, { size: 9 }))
  return renderPages(frame, 'portrait', () => pages)
}
