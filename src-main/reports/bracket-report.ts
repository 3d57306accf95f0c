// The knockout bracket: its games by round (each round named in words) with their corners, players and, once scored,
// the game points, who went through and the final's winner, as the bracket screen marks them; "No knockout yet" before
// the knockout is created.
import { bracketOutcome, finalOf, wentThrough } from '../domain/bracket-outcome'
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

/** How a scored game's players fared: who went through, the final's winner, and what a tie meant. */
interface Outcome {
  through: ReadonlySet<number>
  winnerCorner: number | null
  /** A line under the game's name: a tie the seeds decided, or first place shared in the final. */
  note: string | null
}

function outcomeOf(game: GameRecord, rounds: readonly BracketRound[], isFinal: boolean): Outcome {
  const through = wentThrough(game, rounds)
  const { winnerCorner, seedTieAt } = bracketOutcome(game, through, isFinal)
  const sharedFirst = isFinal && game.status === 'scored' && winnerCorner === null
  const note = seedTieAt !== null ? `Tied at ${seedTieAt}: the higher seed went through` : sharedFirst ? 'Tied for first place: a tiebreaker game decides' : null
  return { through, winnerCorner, note }
}

/**
 * "Ada", "Ada — 9 gp", "Ada — 9 gp · went through", "Ada — 9 gp · WINNER" (the points on a line of their own when the
 * name needs the width), "to be decided" or "—".
 */
function cornerText(game: GameRecord, corner: number, outcome: Outcome): CellText {
  const id = game.corners[corner]
  if (id === null) return game.scored ? cornerName(game, corner) : 'to be decided'
  const points = pointsText(game, corner, game.game_points)
  if (points === '') return cornerName(game, corner)
  const mark = outcome.winnerCorner === corner ? ' · WINNER' : outcome.through.has(id) ? ' · went through' : ''
  return [`${cornerName(game, corner)} —`, `${points === 'no-show' ? points : `${points} gp`}${mark}`]
}

const COLUMNS = [
  { title: '#', align: 'right' as const },
  { title: 'Game', wrap: true },
  { title: 'Status' },
  ...CORNER_TITLES.map((title) => ({ title, wrap: true })),
]

export function bracketLines(data: ReportData): TableLine[] {
  const rounds = bracketRounds(data.knockout)
  const final = finalOf(rounds)
  return rounds.flatMap((round): TableLine[] => [
    { kind: 'heading', text: round.title },
    ...round.games.map((game) => {
      const outcome = outcomeOf(game, rounds, game === final)
      const name: CellText = outcome.note === null ? game.name : [game.name, outcome.note]
      return { kind: 'row' as const, cells: [String(game.play_order), name, game.status, ...[0, 1, 2, 3].map((corner) => cornerText(game, corner, outcome))] }
    }),
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
