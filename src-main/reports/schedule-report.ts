// The schedule: every game of the event in running order with planned and actual times, status, kind, the four
// corners as colour words and names, and the breaks between games; with two or more arenas in use, each game's arena.
import { mapInTurns, renderPages, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import { CORNER_TITLES, cornerName, csvTime, gameKind, spanText, type ReportData, type ReportGame } from './report-data'
import { tablePages, type TableLine } from './table'

/** The corners' columns say the colour: their cells hold the names alone. */
const COLUMNS = [
  { title: '#', align: 'right' as const },
  { title: 'Game', wrap: true },
  { title: 'Kind' },
  { title: 'Planned' },
  { title: 'Actual' },
  { title: 'Status' },
  ...CORNER_TITLES.map((title) => ({ title, wrap: true })),
]
const ARENA_COLUMN = { title: 'Arena', wrap: true }

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

function gameRow(entry: ReportGame, data: ReportData, withArena: boolean): TableLine {
  const { game } = entry
  return {
    kind: 'row',
    cells: [
      String(game.play_order),
      game.name,
      ...(withArena ? [entry.arenaName ?? ''] : []),
      gameKind(game),
      spanText(entry.planned, data.timeStyle),
      spanText(entry.actual, data.timeStyle),
      game.status,
      ...[0, 1, 2, 3].map((corner) => cornerName(game, corner)),
    ],
  }
}

/** The schedule's lines: a row per game, with a note for each break between two games (built in turns of the event loop). */
export async function scheduleLines(data: ReportData): Promise<TableLine[]> {
  const withArena = namesArenas(data)
  const perGame = await mapInTurns(data.games, (entry, index): TableLine[] => {
    const previous = data.games[index - 1]
    const pause = previous ? breakMinutes(previous, entry, data.changeoverSeconds) : 0
    const row = gameRow(entry, data, withArena)
    return pause > 0 ? [{ kind: 'note', text: `Break: ${pause} min` }, row] : [row]
  })
  return perGame.flat()
}

export async function schedulePdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const columns = namesArenas(data) ? [COLUMNS[0], COLUMNS[1], ARENA_COLUMN, ...COLUMNS.slice(2)] : COLUMNS
  const section = { columns, lines: await scheduleLines(data), empty: 'No games yet', fontSize: ROW_FONT_SIZE }
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
      gameKind(game),
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
