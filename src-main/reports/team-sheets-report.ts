// Team sheets: one page per player of the event (seated in any of its games) listing exactly their games in running
// order, with the corner's colour in words, the planned time and who else plays.
import { mapInTurns, renderPages, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import { colourWord, cornerLabel, csvTime, gameKind, spanText, type ReportData, type ReportGame } from './report-data'
import type { CellText } from './line-breaking'
import { tablePages, type TableSection } from './table'

export interface TeamSheet {
  userId: number
  name: string
  /** The player's games in running order, each with the corner they sit in. */
  games: Array<{ entry: ReportGame; corner: number }>
}

const byName = new Intl.Collator('en', { sensitivity: 'accent' })

/** A sheet per player seated in any game of the event, by name; only `onlyUserId`'s when given. */
export function teamSheets(data: ReportData, onlyUserId?: number): TeamSheet[] {
  const sheets = new Map<number, TeamSheet>()
  for (const entry of data.games) {
    entry.game.corners.forEach((userId, corner) => {
      if (userId === null || (onlyUserId !== undefined && userId !== onlyUserId)) return
      const sheet = sheets.get(userId) ?? { userId, name: entry.game.corner_names[corner], games: [] }
      sheet.games.push({ entry, corner })
      sheets.set(userId, sheet)
    })
  }
  return [...sheets.values()].sort((a, b) => byName.compare(a.name, b.name) || a.userId - b.userId)
}

/** "Yellow: Bob, Green: Cy, Blue: Dee" on one line when it fits, else each on a line of its own (the colour said: no column says it). */
function others(entry: ReportGame, corner: number): CellText {
  const { game } = entry
  const seated = game.corners.flatMap((userId, other) => (userId === null || other === corner ? [] : [cornerLabel(game, other)]))
  return seated.map((label, index) => (index < seated.length - 1 ? `${label},` : label))
}

const COLUMNS = [
  { title: '#', align: 'right' as const },
  { title: 'Game', wrap: true },
  { title: 'Kind' },
  { title: 'Corner' },
  { title: 'Planned' },
  { title: 'Against', wrap: true },
]

export async function teamSheetsPdf(data: ReportData, frame: ReportFrame, onlyUserId?: number): Promise<Buffer> {
  const sections: TableSection[] = await mapInTurns(teamSheets(data, onlyUserId), (sheet) => ({
    heading: sheet.name,
    intro: [`${sheet.games.length} game${sheet.games.length === 1 ? '' : 's'}. Be at the arena with your robot before the planned start.`],
    columns: COLUMNS,
    lines: sheet.games.map(({ entry, corner }) => ({
      kind: 'row' as const,
      cells: [String(entry.game.play_order), entry.game.name, gameKind(entry.game), colourWord(corner), spanText(entry.planned, data.timeStyle), others(entry, corner)],
    })),
  }), 20)
  if (sections.length === 0) sections.push({ columns: COLUMNS, lines: [], empty: 'No player is seated in a game of this event yet' })
  return renderPages(frame, 'portrait', tablePages(sections))
}

export const TEAM_SHEETS_CSV_COLUMNS = ['user_id', 'player', 'play_order', 'game_id', 'game', 'kind', 'corner', 'planned_start', 'planned_end'] as const

export function teamSheetsCsv(data: ReportData, onlyUserId?: number): string {
  const rows = teamSheets(data, onlyUserId).flatMap((sheet) =>
    sheet.games.map(({ entry, corner }) => [
      String(sheet.userId),
      sheet.name,
      String(entry.game.play_order),
      String(entry.game.id),
      entry.game.name,
      gameKind(entry.game),
      colourWord(corner),
      csvTime(entry.planned?.start),
      csvTime(entry.planned?.end),
    ]),
  )
  return reportCsv(TEAM_SHEETS_CSV_COLUMNS, rows)
}
