// Results: every scored game in running order with game points and league points per corner; a game whose score was
// changed after its first scoring is marked "corrected".
import { CORNER_COLOURS } from '../domain/game-record'
import { scoreGame } from '../domain/score-game'
import { mapInTurns, renderPages, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import { CORNER_TITLES, cornerName, gameKind, pointsText, type ReportData, type ReportGame } from './report-data'
import type { CellText } from './line-breaking'
import { sheetResultLines } from './sheet-results'
import { tablePages, type TableLine } from './table'

export function scoredGames(data: ReportData): ReportGame[] {
  return data.games.filter((entry) => entry.game.scored)
}

/** "Ada — 12 gp, 3 lp" ("12 gp, 3 lp" on a line of its own when the name needs the width), "Ada — no-show, 0 lp", "Ada — 12 gp" (not a league game), or "—" for an empty corner. */
function cornerResult(entry: ReportGame, corner: number): CellText {
  const { game } = entry
  if (game.corners[corner] === null) return cornerName(game, corner)
  const gamePoints = pointsText(game, corner, game.game_points)
  const points = gamePoints === 'no-show' ? 'no-show' : `${gamePoints} gp`
  if (!game.league) return [`${cornerName(game, corner)} —`, points]
  const league = pointsText(game, corner, game.league_points)
  return [`${cornerName(game, corner)} —`, `${points}, ${league === 'no-show' ? 0 : league} lp`]
}

const COLUMNS = [
  { title: '#', align: 'right' as const },
  { title: 'Game', wrap: true },
  { title: 'Kind' },
  ...CORNER_TITLES.map((title) => ({ title, wrap: true })),
  { title: 'Note' },
]

/** A game's row, and under a game scored by items its items, caps, penalties, received fouls and cards per corner. */
function gameLines(entry: ReportGame): TableLine[] {
  const row: TableLine = {
    kind: 'row',
    cells: [String(entry.game.play_order), entry.game.name, gameKind(entry.game), ...[0, 1, 2, 3].map((corner) => cornerResult(entry, corner)), entry.corrected ? 'corrected' : ''],
  }
  if (entry.sheetScore === undefined) return [row]
  const { sheet, entries } = entry.sheetScore
  return [row, ...sheetResultLines(sheet, entries, scoreGame(sheet, entries)).map((line): TableLine => ({ kind: 'row', cells: ['', line.label, line.kind, ...line.corners, ''] }))]
}

const INTRO = 'gp: game points, lp: league points. "corrected": the score was changed after its first scoring.'
const BY_ITEMS = "Under a game scored by items: each item's value and points per corner, caps, fouls, what the other corners' fouls gave, and cards."

export async function resultsPdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const games = scoredGames(data)
  const lines = (await mapInTurns(games, gameLines)).flat()
  const intro = games.some((entry) => entry.sheetScore !== undefined) ? [INTRO, BY_ITEMS] : [INTRO]
  const section = { intro, columns: COLUMNS, lines, empty: 'No game is scored yet', fontSize: 7.5 }
  return renderPages(frame, 'landscape', tablePages([section]))
}

export const RESULTS_CSV_COLUMNS = [
  'play_order', 'game_id', 'game', 'kind',
  ...CORNER_COLOURS.flatMap((colour) => [colour, `${colour}_game_points`, `${colour}_league_points`]),
  'corrected',
] as const

export function resultsCsv(data: ReportData): string {
  const rows = scoredGames(data).map((entry) => {
    const { game } = entry
    return [
      String(game.play_order), String(game.id), game.name, gameKind(game),
      ...[0, 1, 2, 3].flatMap((corner) => [game.corners[corner] === null ? '' : game.corner_names[corner], pointsText(game, corner, game.game_points), game.league ? pointsText(game, corner, game.league_points) : '']),
      String(entry.corrected),
    ]
  })
  return reportCsv(RESULTS_CSV_COLUMNS, rows)
}
