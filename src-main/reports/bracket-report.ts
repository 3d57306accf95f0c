// The knockout bracket: its games by round (each round named in words) with their corners, players and, once scored,
// the game points; "No knockout yet" before the knockout is created.
import { CORNER_COLOURS, type GameRecord } from '../domain/game-record'
import { renderPages, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import { CORNER_TITLES, cornerName, pointsText, type ReportData } from './report-data'
import type { CellText } from './line-breaking'
import { tablePages, type TableLine } from './table'

export interface BracketRound {
  round: number
  title: string
  games: GameRecord[]
}

function roundTitle(round: number, last: number, count: number): string {
  if (round === last && count === 1 && round > 1) return `Round ${round}: final`
  if (round === last - 1 && count === 2) return `Round ${round}: semi-finals`
  if (round === last - 2 && count === 4) return `Round ${round}: quarter-finals`
  return `Round ${round}`
}

/** The knockout's rounds in order, each with its games in running order. */
export function bracketRounds(games: readonly GameRecord[]): BracketRound[] {
  const byRound = new Map<number, GameRecord[]>()
  for (const game of games) {
    const round = game.tournament_round ?? 1
    byRound.set(round, [...(byRound.get(round) ?? []), game])
  }
  const rounds = [...byRound.keys()].sort((a, b) => a - b)
  const last = rounds.at(-1) ?? 1
  return rounds.map((round) => {
    const roundGames = byRound.get(round)!.sort((a, b) => a.play_order - b.play_order || a.id - b.id)
    return { round, title: roundTitle(round, last, roundGames.length), games: roundGames }
  })
}

/** "Ada", "Ada — 9 gp" (the points on a line of their own when the name needs the width), "to be decided" or "—". */
function cornerText(game: GameRecord, corner: number): CellText {
  if (game.corners[corner] === null) return game.scored ? cornerName(game, corner) : 'to be decided'
  const points = pointsText(game, corner, game.game_points)
  return points === '' ? cornerName(game, corner) : [`${cornerName(game, corner)} —`, points === 'no-show' ? points : `${points} gp`]
}

const COLUMNS = [
  { title: '#', align: 'right' as const },
  { title: 'Game', wrap: true },
  { title: 'Status' },
  ...CORNER_TITLES.map((title) => ({ title, wrap: true })),
]

export function bracketLines(data: ReportData): TableLine[] {
  return bracketRounds(data.knockout).flatMap((round): TableLine[] => [
    { kind: 'heading', text: round.title },
    ...round.games.map((game) => ({ kind: 'row' as const, cells: [String(game.play_order), game.name, game.status, ...[0, 1, 2, 3].map((corner) => cornerText(game, corner))] })),
  ])
}

export function bracketPdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  return renderPages(frame, 'landscape', tablePages([{ columns: COLUMNS, lines: bracketLines(data), empty: 'No knockout yet' }]))
}

export const BRACKET_CSV_COLUMNS = ['round', 'round_title', 'play_order', 'game_id', 'game', 'status', ...CORNER_COLOURS.flatMap((colour) => [colour, `${colour}_game_points`])] as const

export function bracketCsv(data: ReportData): string {
  const rows = bracketRounds(data.knockout).flatMap((round) =>
    round.games.map((game) => [
      String(round.round), round.title, String(game.play_order), String(game.id), game.name, game.status,
      ...[0, 1, 2, 3].flatMap((corner) => [game.corners[corner] === null ? '' : game.corner_names[corner], pointsText(game, corner, game.game_points)]),
    ]),
  )
  return reportCsv(BRACKET_CSV_COLUMNS, rows)
}
