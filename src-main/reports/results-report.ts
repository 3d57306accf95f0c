// Results: every scored game in running order with game points and league points per corner; a game whose score was
// changed after its first scoring is marked "corrected".
import { CORNER_COLOURS } from '../domain/game-record'
import { scoreGame } from '../domain/score-game'
import { ENGLISH, type Translator } from '../domain/i18n/translator'
import { mapInTurns, renderPages, wordsOf, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import { cornerName, cornerTitles, gameKind, gamePointsText, pointsOf, pointsText, type ReportData, type ReportGame } from './report-data'
import type { CellText } from './line-breaking'
import { sheetResultLines } from './sheet-results'
import { tablePages, type TableLine } from './table'

export function scoredGames(data: ReportData): ReportGame[] {
  return data.games.filter((entry) => entry.game.scored)
}

/** "Ada — 12 gp, 3 lp" ("12 gp, 3 lp" on a line of its own when the name needs the width), "Ada — no-show, 0 lp", "Ada — 12 gp" (not a league game), or "—" for an empty corner. */
function cornerResult(entry: ReportGame, corner: number, words: Translator): CellText {
  const { game } = entry
  if (game.corners[corner] === null) return cornerName(game, corner)
  const named = words.t('reports.results.nameDash', { name: cornerName(game, corner) })
  const points = gamePointsText(game, corner, words)
  if (!game.league) return [named, points]
  const league = pointsOf(game, corner, game.league_points, (value) => words.number(value ?? 0))
  return [named, words.t('reports.results.leaguePoints', { points, league })]
}

function columns(words: Translator) {
  return [
    { title: words.t('reports.column.number'), align: 'right' as const },
    { title: words.t('reports.column.game'), wrap: true },
    { title: words.t('reports.column.kind') },
    ...cornerTitles(words).map((title) => ({ title, wrap: true })),
    { title: words.t('reports.column.note') },
  ]
}

/** A game's row, and under a game scored by items its items, caps, penalties, received fouls and cards per corner. */
function gameLines(entry: ReportGame, words: Translator): TableLine[] {
  const { game } = entry
  const row: TableLine = {
    kind: 'row',
    cells: [
      words.number(game.play_order), game.name, gameKind(game, words),
      ...[0, 1, 2, 3].map((corner) => cornerResult(entry, corner, words)),
      entry.corrected ? words.t('reports.results.corrected') : '',
    ],
  }
  if (entry.sheetScore === undefined) return [row]
  const { sheet, entries } = entry.sheetScore
  return [row, ...sheetResultLines(sheet, entries, scoreGame(sheet, entries), words).map((line): TableLine => ({ kind: 'row', cells: ['', line.label, line.kind, ...line.corners, ''] }))]
}

export async function resultsPdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const words = wordsOf(frame)
  const games = scoredGames(data)
  const lines = (await mapInTurns(games, (entry) => gameLines(entry, words))).flat()
  const intro = [words.t('reports.results.intro'), ...(games.some((entry) => entry.sheetScore !== undefined) ? [words.t('reports.results.byItems')] : [])]
  const section = { intro, columns: columns(words), lines, empty: words.t('reports.results.empty'), fontSize: 7.5 }
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
      String(game.play_order), String(game.id), game.name, gameKind(game, ENGLISH),
      ...[0, 1, 2, 3].flatMap((corner) => [game.corners[corner] === null ? '' : game.corner_names[corner], pointsText(game, corner, game.game_points, ENGLISH), game.league ? pointsText(game, corner, game.league_points, ENGLISH) : '']),
      String(entry.corrected),
    ]
  })
  return reportCsv(RESULTS_CSV_COLUMNS, rows)
}
