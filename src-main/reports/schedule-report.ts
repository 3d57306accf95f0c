// The schedule: every game of the event in running order with planned and actual times, status, kind, the four
// corners as colour words and names, and the breaks between games; with two or more arenas in use, each game's arena.
import { ENGLISH, type Translator } from '../domain/i18n/translator'
import { mapInTurns, renderPages, wordsOf, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import { cornerName, cornerTitles, csvTime, gameKind, spanText, statusWord, type ReportData, type ReportGame } from './report-data'
import { tablePages, type Column, type TableLine } from './table'

/** The corners' columns say the colour: their cells hold the names alone; the arena's after the game's when named. */
function columns(words: Translator, withArena: boolean): Column[] {
  return [
    { title: words.t('reports.column.number'), align: 'right' },
    { title: words.t('reports.column.game'), wrap: true },
    ...(withArena ? [{ title: words.t('reports.column.arena'), wrap: true }] : []),
    { title: words.t('reports.column.kind') },
    { title: words.t('reports.column.planned') },
    { title: words.t('reports.column.actual') },
    { title: words.t('reports.column.status') },
    ...cornerTitles(words).map((title) => ({ title, wrap: true })),
  ]
}

/** The arena says itself only when the games carry it (two or more arenas in use: report-data.ts). */
function namesArenas(data: ReportData): boolean {
  return data.games.some((entry) => entry.arenaName !== undefined)
}

/** Ten columns across a landscape page: DejaVu Sans at 8 points is about as wide as Helvetica was at 9. */
const ROW_FONT_SIZE = 8

/** Minutes of break between two games that follow each other: the planned gap beyond the changeover, when there is one. */
export function breakMinutes(before: ReportGame, after: ReportGame, changeoverSeconds: number): number {
  const end = before.planned?.end
  const start = after.planned?.start
  if (end === null || end === undefined || start === null || start === undefined) return 0
  const gap = start - end - changeoverSeconds
  return gap >= 60 ? Math.round(gap / 60) : 0
}

function gameRow(entry: ReportGame, data: ReportData, withArena: boolean, words: Translator): TableLine {
  const { game } = entry
  return {
    kind: 'row',
    cells: [
      words.number(game.play_order),
      game.name,
      ...(withArena ? [entry.arenaName ?? ''] : []),
      gameKind(game, words),
      spanText(entry.planned, data.timeStyle),
      spanText(entry.actual, data.timeStyle),
      statusWord(game, words),
      ...[0, 1, 2, 3].map((corner) => cornerName(game, corner)),
    ],
  }
}

/** The schedule's lines: a row per game, with a note for each break between two games (built in turns of the event loop). */
export async function scheduleLines(data: ReportData, words: Translator): Promise<TableLine[]> {
  const withArena = namesArenas(data)
  const perGame = await mapInTurns(data.games, (entry, index): TableLine[] => {
    const previous = data.games[index - 1]
    const pause = previous ? breakMinutes(previous, entry, data.changeoverSeconds) : 0
    const row = gameRow(entry, data, withArena, words)
    return pause > 0 ? [{ kind: 'note', text: words.t('reports.schedule.break', { minutes: words.number(pause) }) }, row] : [row]
  })
  return perGame.flat()
}

export async function schedulePdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const words = wordsOf(frame)
  const section = { columns: columns(words, namesArenas(data)), lines: await scheduleLines(data, words), empty: words.t('reports.schedule.empty'), fontSize: ROW_FONT_SIZE }
  return renderPages(frame, 'landscape', tablePages([section]))
}

export const SCHEDULE_CSV_COLUMNS = ['play_order', 'game_id', 'game', 'kind', 'status', 'planned_start', 'planned_end', 'actual_start', 'actual_end', 'break_before_min', 'red', 'yellow', 'green', 'blue'] as const

export function scheduleCsv(data: ReportData): string {
  const withArena = namesArenas(data)
  const rows = data.games.map((entry, index) => {
    const { game } = entry
    const previous = data.games[index - 1]
    return [
      String(game.play_order),
      String(game.id),
      game.name,
      gameKind(game, ENGLISH),
      game.status,
      csvTime(entry.planned?.start),
      csvTime(entry.planned?.end),
      csvTime(entry.actual?.start),
      csvTime(entry.actual?.end),
      String(previous ? breakMinutes(previous, entry, data.changeoverSeconds) : 0),
      ...game.corner_names.map((name, corner) => (game.corners[corner] === null ? '' : name)),
      ...(withArena ? [entry.arenaName ?? ''] : []),
    ]
  })
  return reportCsv(withArena ? [...SCHEDULE_CSV_COLUMNS, 'arena'] : SCHEDULE_CSV_COLUMNS, rows)
}
