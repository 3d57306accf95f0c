// What the report renderers take: plain data assembled by services/reports.service.ts, and the words they share.
import { CORNER_COLOURS, type GameRecord } from '../domain/game-record'
import type { CornerEntry, ScoreSheet } from '../domain/score-sheet'
import type { StandingsRow } from '../domain/standings'
import type { Translator } from '../domain/i18n/translator'
import { timeRange, type TimeStyle } from '../domain/time-format'

export type { Paper, ReportFormat, ReportName } from '../contract/reports.schema'

/** A planned or actual start and end, Unix seconds. */
export interface Span {
  start: number | null
  end: number | null
}

/** A game as the reports show it: its record, its planned times (following delays) and its actual ones. */
export interface ReportGame {
  game: GameRecord
  /** Planned start and end: the game's own times while scheduled, the times kept at its start once started; null when not known. */
  planned: Span | null
  /** Actual start and end, from the start on; null before. */
  actual: Span | null
  /** Its score was changed after its first scoring (the score history has more than one change). */
  corrected: boolean
  /** The name of the arena it belongs to, only while two or more arenas are in use (with one, no report says the arena). */
  arenaName?: string
  /** A game scored by items (issue 30): the sheet revision it was scored with and the committed entries (results only). */
  sheetScore?: SheetScore
}

/** What a game scored by items committed: the sheet revision it was scored with and each corner's entry (null: empty or no-show). */
export interface SheetScore {
  sheet: ScoreSheet
  entries: Array<CornerEntry | null>
}

/** Everything every report of one event needs; each renderer reads its part. */
export interface ReportData {
  eventName: string
  /** The games of the event in running order. */
  games: ReportGame[]
  /** Seconds between one game's planned end and the next one's planned start when there is no break (the changeover). */
  changeoverSeconds: number
  standings: { complete: boolean; unscoredGames: number; rows: StandingsRow[] }
  /** League points by place in a game (1st, 2nd…), the event's table. */
  pointsTable: readonly number[]
  /** The knockout games in running order (empty before the knockout is created). */
  knockout: GameRecord[]
  timeStyle: TimeStyle
  /** The event's score sheet, when it is scored by items (issue 30): the score sheets print its items. */
  scoreSheet?: ScoreSheet
}

/** "Red", "Yellow"… ("Rojo" in es) for a corner index. */
export function colourWord(corner: number, words: Translator): string {
  return words.t('reports.corner.colour', { colour: CORNER_COLOURS[corner] ?? 'red' })
}

/** The titles of a table's four corner columns: "Red", "Yellow", "Green", "Blue". */
export function cornerTitles(words: Translator): string[] {
  return [0, 1, 2, 3].map((corner) => colourWord(corner, words))
}

/** The player in a corner, "—" for an empty one: in a column titled with the corner's colour. */
export function cornerName(game: GameRecord, corner: number): string {
  return game.corners[corner] === null ? '—' : game.corner_names[corner]
}

/** "Red: Ada Lovelace", or "Red: —" for an empty corner: where no column says the colour. */
export function cornerLabel(game: GameRecord, corner: number, words: Translator): string {
  return words.t('reports.corner.label', { colour: colourWord(corner, words), name: cornerName(game, corner) })
}

/** League, Knockout round N, or Game (one made by hand outside both). */
export function gameKind(game: GameRecord, words: Translator): string {
  const kind = game.league ? 'league' : game.tournament_round !== null ? 'knockout' : 'game'
  return words.t('reports.game.kind', { kind, round: words.number(game.tournament_round ?? 0) })
}

/** The game's status in words ("scheduled", "programada" in es). */
export function statusWord(game: GameRecord, words: Translator): string {
  return words.t('reports.game.status', { status: game.status })
}

export function spanText(span: Span | null, style: TimeStyle): string {
  return span === null ? '—' : timeRange(span.start, span.end, style)
}

/** An instant for a CSV: ISO 8601 UTC to the second, or empty. */
export function csvTime(seconds: number | null | undefined): string {
  return seconds === null || seconds === undefined ? '' : new Date(seconds * 1000).toISOString().replace('.000Z', 'Z')
}

/** "12", or "no-show" for a seated player without points, or "" for an empty corner or an unscored game. */
export function pointsText(game: GameRecord, corner: number, points: ReadonlyArray<number | null>, words: Translator): string {
  return pointsOf(game, corner, points, (value) => (value === null ? words.t('reports.points.noShow') : words.number(value)))
}

/** "12 gp", "no-show", or "" for an empty corner or an unscored game: a corner's game points where a column holds the name too. */
export function gamePointsText(game: GameRecord, corner: number, words: Translator): string {
  return pointsOf(game, corner, game.game_points, (value) =>
    value === null ? words.t('reports.points.noShow') : words.t('reports.results.gamePoints', { points: words.number(value) }),
  )
}

/** A corner's points shown by `show` (null: a no-show), or "" for an empty corner or an unscored game. */
export function pointsOf(game: GameRecord, corner: number, points: ReadonlyArray<number | null>, show: (value: number | null) => string): string {
  if (!game.scored || game.corners[corner] === null) return ''
  return show(points[corner] ?? null)
}
