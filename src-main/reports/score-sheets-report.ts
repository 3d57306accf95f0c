// Score sheets: a blank sheet per game of the event in running order, for referees — the game, its four corners with
// colour words and names, a box for the game points and one for a no-show per corner, and signature lines.
// Names are fitted to their place (wrapped, shrunk, never cut); a corner's row grows with its name.
import { BOLD, cell, FONT, printable, renderPages, type ContentArea, type PageDrawer, type ReportFrame } from './page-frame'
import { colourWord, gameKind, spanText, type ReportData, type ReportGame } from './report-data'
import { blockHeight, drawBlock, fitBlock, measurer } from './text-block'

// Colour swatches beside the words (the words alone are enough in black and white).
const SWATCHES = ['#d62728', '#f2c500', '#2ca02c', '#1f77b4']
const ROW = 44
const GAME_NAME_SIZE = 16
const PLAYER_SIZE = 12

function drawSheet(doc: PDFKit.PDFDocument, area: ContentArea, entry: ReportGame, data: ReportData): void {
  const { game } = entry
  let y = area.top
  const name = fitBlock(measurer(doc, BOLD), printable(game.name), area.width, GAME_NAME_SIZE, 10)
  doc.font(BOLD)
  drawBlock(doc, name, area.left, y, area.width)
  y += blockHeight(name) + 4
  doc.font(FONT)
  cell(doc, `Planned: ${spanText(entry.planned, data.timeStyle)}`, area.left, y, area.width * 0.6, { size: 10 })
  cell(doc, `Game #${game.play_order} · ${gameKind(game)}`, area.left + area.width * 0.6, y, area.width * 0.4, { size: 10, align: 'right' })
  y += 24

  const columns = { corner: area.left, player: area.left + 90, points: area.left + area.width - 190, noShow: area.left + area.width - 70 }
  const playerWidth = columns.points - columns.player - 10
  doc.font(BOLD)
  cell(doc, 'Corner', columns.corner, y, 85, { size: 10 })
  cell(doc, 'Player', columns.player, y, playerWidth, { size: 10 })
  cell(doc, 'Game points', columns.points, y, 110, { size: 10 })
  cell(doc, 'No-show', columns.noShow, y, 70, { size: 10 })
  y += 16
  doc.moveTo(area.left, y).lineTo(area.left + area.width, y).lineWidth(0.75).stroke()
  const regular = measurer(doc, FONT)
  for (let corner = 0; corner < 4; corner += 1) {
    const seated = game.corners[corner] !== null
    const player = fitBlock(regular, printable(seated ? game.corner_names[corner] : '— empty corner —'), playerWidth, PLAYER_SIZE)
    const height = Math.max(ROW, blockHeight(player) + 16)
    const middle = y + height / 2
    doc.rect(columns.corner, middle - 8, 12, 12).fillAndStroke(SWATCHES[corner], 'black')
    doc.fillColor('black').font(BOLD)
    cell(doc, colourWord(corner), columns.corner + 18, middle - 7, 70, { size: 12 })
    doc.font(FONT)
    drawBlock(doc, player, columns.player, middle - blockHeight(player) / 2, playerWidth)
    if (seated) {
      doc.rect(columns.points, middle - 14, 100, 28).lineWidth(1).stroke()
      doc.rect(columns.noShow + 10, middle - 10, 20, 20).lineWidth(1).stroke()
    }
    y += height
    doc.moveTo(area.left, y).lineTo(area.left + area.width, y).lineWidth(0.25).stroke()
  }
  y += 20
  doc.font(FONT)
  cell(doc, 'Notes', area.left, y, area.width, { size: 10 })
  doc.rect(area.left, y + 14, area.width, 90).lineWidth(0.5).stroke()
  y += 130
  for (const role of ['Referee', 'Head referee']) {
    doc.font(FONT)
    cell(doc, `${role}:`, area.left, y, 90, { size: 11 })
    doc.moveTo(area.left + 90, y + 12).lineTo(area.left + area.width * 0.5, y + 12).lineWidth(0.5).stroke()
    cell(doc, 'Signature:', area.left + area.width * 0.55, y, 70, { size: 11 })
    doc.moveTo(area.left + area.width * 0.55 + 70, y + 12).lineTo(area.left + area.width, y + 12).stroke()
    y += 40
  }
}

export function scoreSheetsPdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const pages = data.games.map((entry): PageDrawer => (doc, area) => drawSheet(doc, area, entry, data))
  if (pages.length === 0) pages.push((doc, area) => cell(doc, 'No games yet', area.left, area.top, area.width, { size: 9 }))
  return renderPages(frame, 'portrait', () => pages)
}
