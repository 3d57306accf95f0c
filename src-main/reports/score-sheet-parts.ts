// What every printed score sheet has, with or without the event's sheet of items: the game's heading (its name wrapped,
// never cut; planned time; running number and kind), a corner's colour swatch, the notes box and the signature lines.
import type { Translator } from '../domain/i18n/translator'
import { BOLD, cell, FONT, printable, type ContentArea } from './page-frame'
import type { FittedText } from './line-breaking'
import { gameKind, spanText, type ReportData, type ReportGame } from './report-data'
import { blockHeight, drawBlock, fitBlock, measurer } from './text-block'

// Colour swatches beside the words (the words alone are enough in black and white).
const SWATCHES = ['#d62728', '#f2c500', '#2ca02c', '#1f77b4']
const GAME_NAME_SIZE = 16
const SIGNATURE_ROW = 40

/** The game's name fitted to the page's width (16 points, shrunk to 10 before a third line). */
export function fitGameName(doc: PDFKit.PDFDocument, entry: ReportGame, width: number): FittedText {
  return fitBlock(measurer(doc, BOLD), printable(entry.game.name), width, GAME_NAME_SIZE, 10)
}

/** The heading's height: the name's lines and the line below it. */
export function gameHeadingHeight(name: FittedText): number {
  return blockHeight(name) + 28
}

/** Draws the game's name, "Planned: …" and "Game #N · kind" from the top of the area; answers where the heading ends. */
export function drawGameHeading(doc: PDFKit.PDFDocument, area: ContentArea, entry: ReportGame, data: ReportData, name: FittedText, words: Translator): number {
  let y = area.top
  doc.font(BOLD)
  drawBlock(doc, name, area.left, y, area.width)
  y += blockHeight(name) + 4
  doc.font(FONT)
  cell(doc, words.t('reports.sheet.planned', { time: spanText(entry.planned, data.timeStyle) }), area.left, y, area.width * 0.6, { size: 10 })
  const number = words.t('reports.sheet.gameNumber', { number: words.number(entry.game.play_order), kind: gameKind(entry.game, words) })
  cell(doc, number, area.left + area.width * 0.6, y, area.width * 0.4, { size: 10, align: 'right' })
  return y + 24
}

/** A 12-point square in the corner's colour, outlined in black, its middle at `middle`. */
export function drawSwatch(doc: PDFKit.PDFDocument, corner: number, x: number, middle: number): void {
  doc.rect(x, middle - 8, 12, 12).fillAndStroke(SWATCHES[corner], 'black')
  doc.fillColor('black')
}

/** The height of the notes box (`notes` high) and the two signature lines below it, from the end of the corners. */
export function notesAndSignaturesHeight(notes: number): number {
  return 20 + notes + 40 + 2 * SIGNATURE_ROW
}

/** A notes box `notes` high, then the referee's and the head referee's name and signature lines. */
export function drawNotesAndSignatures(doc: PDFKit.PDFDocument, area: ContentArea, top: number, notes: number, words: Translator): void {
  let y = top + 20
  doc.font(FONT)
  cell(doc, words.t('reports.sheet.notes'), area.left, y, area.width, { size: 10 })
  doc.rect(area.left, y + 14, area.width, notes).lineWidth(0.5).stroke()
  y += notes + 40
  for (const role of ['referee', 'head']) {
    doc.font(FONT)
    cell(doc, words.t('reports.sheet.role', { role }), area.left, y, 90, { size: 11 })
    doc.moveTo(area.left + 90, y + 12).lineTo(area.left + area.width * 0.5, y + 12).lineWidth(0.5).stroke()
    cell(doc, words.t('reports.sheet.signature'), area.left + area.width * 0.55, y, 70, { size: 11 })
    doc.moveTo(area.left + area.width * 0.55 + 70, y + 12).lineTo(area.left + area.width, y + 12).stroke()
    y += SIGNATURE_ROW
  }
}
