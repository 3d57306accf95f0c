// Score sheets: a blank sheet per game of the event in running order, for referees — the game, its four corners with
// colour words and names, a box for the game points and one for a no-show per corner, and signature lines.
import { BOLD, cell, FONT, renderPages, type ContentArea, type PageDrawer, type ReportFrame } from './page-frame'
import { colourWord, gameKind, spanText, type ReportData, type ReportGame } from './report-data'

// Colour swatches beside the words (the words alone are enough in black and white).
const SWATCHES = ['#d62728', '#f2c500', '#2ca02c', '#1f77b4']
const ROW = 44

function drawSheet(doc: PDFKit.PDFDocument, area: ContentArea, entry: ReportGame, data: ReportData): void {
  const { game } = entry
  let y = area.top
  doc.font(BOLD).fontSize(16)
  cell(doc, `${game.name}`, area.left, y, area.width * 0.65)
  doc.font(FONT).fontSize(10)
  cell(doc, `Game #${game.play_order} · ${gameKind(game)}`, area.left + area.width * 0.65, y + 4, area.width * 0.35, { align: 'right' })
  y += 22
  cell(doc, `Planned: ${spanText(entry.planned, data.timeStyle)}`, area.left, y, area.width)
  y += 24

  const columns = { corner: area.left, player: area.left + 90, points: area.left + area.width - 190, noShow: area.left + area.width - 70 }
  doc.font(BOLD).fontSize(10)
  cell(doc, 'Corner', columns.corner, y, 85)
  cell(doc, 'Player', columns.player, y, columns.points - columns.player - 10)
  cell(doc, 'Game points', columns.points, y, 110)
  cell(doc, 'No-show', columns.noShow, y, 70)
  y += 16
  doc.moveTo(area.left, y).lineTo(area.left + area.width, y).lineWidth(0.75).stroke()
  for (let corner = 0; corner < 4; corner += 1) {
    const seated = game.corners[corner] !== null
    doc.rect(columns.corner, y + 14, 12, 12).fillAndStroke(SWATCHES[corner], 'black')
    doc.fillColor('black').font(BOLD).fontSize(12)
    cell(doc, colourWord(corner), columns.corner + 18, y + 15, 70)
    doc.font(FONT).fontSize(12)
    cell(doc, seated ? game.corner_names[corner] : '— empty corner —', columns.player, y + 15, columns.points - columns.player - 10)
    if (seated) {
      doc.rect(columns.points, y + 8, 100, 28).lineWidth(1).stroke()
      doc.rect(columns.noShow + 10, y + 12, 20, 20).lineWidth(1).stroke()
    }
    y += ROW
    doc.moveTo(area.left, y).lineTo(area.left + area.width, y).lineWidth(0.25).stroke()
  }
  y += 20
  doc.font(FONT).fontSize(10)
  cell(doc, 'Notes', area.left, y, area.width)
  doc.rect(area.left, y + 14, area.width, 90).lineWidth(0.5).stroke()
  y += 130
  for (const role of ['Referee', 'Head referee']) {
    doc.font(FONT).fontSize(11)
    cell(doc, `${role}:`, area.left, y, 90)
    doc.moveTo(area.left + 90, y + 12).lineTo(area.left + area.width * 0.5, y + 12).lineWidth(0.5).stroke()
    cell(doc, 'Signature:', area.left + area.width * 0.55, y, 70)
    doc.moveTo(area.left + area.width * 0.55 + 70, y + 12).lineTo(area.left + area.width, y + 12).stroke()
    y += 40
  }
}

export function scoreSheetsPdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const pages = data.games.map((entry): PageDrawer => (doc, area) => drawSheet(doc, area, entry, data))
  if (pages.length === 0) pages.push((doc, area) => cell(doc, 'No games yet', area.left, area.top, area.width))
  return renderPages(frame, 'portrait', pages)
}
