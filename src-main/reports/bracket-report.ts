// The knockout bracket: its games by round (each round named in words) with their corners, players and, once scored,
// the game points, who went through and the final's winner, as the bracket screen marks them; "No knockout yet" before
// the knockout is created.
import { bracketOutcome, finalOf, wentThrough } from '../domain/bracket-outcome'
import { CORNER_COLOURS, type GameRecord } from '../domain/game-record'
import { ENGLISH, type Translator } from '../domain/i18n/translator'
import { renderPages, wordsOf, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import { cornerName, cornerTitles, gamePointsText, pointsText, statusWord, type ReportData } from './report-data'
import type { CellText } from './line-breaking'
import { tablePages, type TableLine } from './table'

export interface BracketRound {
  round: number
  title: string
  games: GameRecord[]
}

function roundTitle(round: number, last: number, count: number, words: Translator): string {
  const values = { round: words.number(round) }
  if (round === last && count === 1 && round > 1) return words.t('reports.bracket.final', values)
  if (round === last - 1 && count === 2) return words.t('reports.bracket.semiFinals', values)
  if (round === last - 2 && count === 4) return words.t('reports.bracket.quarterFinals', values)
  return words.t('reports.bracket.round', values)
}

/** The knockout's rounds in order, each with its games in running order. */
export function bracketRounds(games: readonly GameRecord[], words: Translator = ENGLISH): BracketRound[] {
  const byRound = new Map<number, GameRecord[]>()
  for (const game of games) {
    const round = game.tournament_round ?? 1
    byRound.set(round, [...(byRound.get(round) ?? []), game])
  }
  const rounds = [...byRound.keys()].sort((a, b) => a - b)
  const last = rounds.at(-1) ?? 1
  return rounds.map((round) => {
    const roundGames = byRound.get(round)!.sort((a, b) => a.play_order - b.play_order || a.id - b.id)
    return { round, title: roundTitle(round, last, roundGames.length, words), games: roundGames }
  })
}

/** How a scored game's players fared: who went through, the final's winner, and what a tie meant. */
interface Outcome {
  through: ReadonlySet<number>
  winnerCorner: number | null
  /** A line under the game's name: a tie the seeds decided, or first place shared in the final. */
  note: string | null
}

function outcomeOf(game: GameRecord, rounds: readonly BracketRound[], isFinal: boolean, words: Translator): Outcome {
  const through = wentThrough(game, rounds)
  const { winnerCorner, seedTieAt } = bracketOutcome(game, through, isFinal)
  const sharedFirst = isFinal && game.status === 'scored' && winnerCorner === null
  const note = seedTieAt !== null
    ? words.t('reports.bracket.seedTie', { points: words.number(seedTieAt) })
    : sharedFirst ? words.t('reports.bracket.sharedFirst') : null
  return { through, winnerCorner, note }
}

/**
 * "Ada", "Ada — 9 gp", "Ada — 9 gp · went through", "Ada — 9 gp · WINNER" (the points on a line of their own when the
 * name needs the width), "to be decided" or "—".
 */
function cornerText(game: GameRecord, corner: number, outcome: Outcome, words: Translator): CellText {
  const id = game.corners[corner]
  if (id === null) return game.scored ? cornerName(game, corner) : words.t('reports.bracket.toBeDecided')
  const points = gamePointsText(game, corner, words)
  if (points === '') return cornerName(game, corner)
  const marked = outcome.winnerCorner === corner
    ? words.t('reports.bracket.winner', { points })
    : outcome.through.has(id) ? words.t('reports.bracket.wentThrough', { points }) : points
  return [words.t('reports.results.nameDash', { name: cornerName(game, corner) }), marked]
}

function columns(words: Translator) {
  return [
    { title: words.t('reports.column.number'), align: 'right' as const },
    { title: words.t('reports.column.game'), wrap: true },
    { title: words.t('reports.column.status') },
    ...cornerTitles(words).map((title) => ({ title, wrap: true })),
  ]
}

export function bracketLines(data: ReportData, words: Translator): TableLine[] {
  const rounds = bracketRounds(data.knockout, words)
  const final = finalOf(rounds)
  return rounds.flatMap((round): TableLine[] => [
    { kind: 'heading', text: round.title },
    ...round.games.map((game) => {
      const outcome = outcomeOf(game, rounds, game === final, words)
      const name: CellText = outcome.note === null ? game.name : [game.name, outcome.note]
      const corners = [0, 1, 2, 3].map((corner) => cornerText(game, corner, outcome, words))
      return { kind: 'row' as const, cells: [words.number(game.play_order), name, statusWord(game, words), ...corners] }
    }),
  ])
}

export function bracketPdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const words = wordsOf(frame)
  return renderPages(frame, 'landscape', tablePages([{ columns: columns(words), lines: bracketLines(data, words), empty: words.t('reports.bracket.empty') }]))
}

export const BRACKET_CSV_COLUMNS = ['round', 'round_title', 'play_order', 'game_id', 'game', 'status', ...CORNER_COLOURS.flatMap((colour) => [colour, `${colour}_game_points`])] as const

export function bracketCsv(data: ReportData): string {
  const rows = bracketRounds(data.knockout).flatMap((round) =>
    round.games.map((game) => [
      String(round.round), round.title, String(game.play_order), String(game.id), game.name, game.status,
      ...[0, 1, 2, 3].flatMap((corner) => [game.corners[corner] === null ? '' : game.corner_names[corner], pointsText(game, corner, game.game_points, ENGLISH)]),
    ]),
  )
  return reportCsv(BRACKET_CSV_COLUMNS, rows)
}
