// Team sheets: one page per player of the event (seated in any of its games) listing exactly their games in running
// order, with the corner's colour in words, the planned time and who else plays.
import { contentArea, mapInTurns, renderPages, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import { colourWord, csvTime, gameKind, spanText, type ReportData, type ReportGame } from './report-data'
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

function others(entry: ReportGame, corner: number): string {
  const { game } = entry
  return game.corners.flatMap((userId, other) => (userId === null || other === corner ? [] : [`${colourWord(other)}: ${game.corner_names[other]}`])).join(', ')
}

const COLUMNS = [
  { title: '#', width: 30, align: 'right' as const },
  { title: 'Game', width: 90 },
  { title: 'Kind', width: 66 },
  { title: 'Corner', width: 50 },
  { title: 'Planned', width: 80 },
  { title: 'Against', width: 210 },
]

export async function teamSheetsPdf(data: ReportData, frame: ReportFrame, onlyUserId?: number): Promise<Buffer> {
  const area = contentArea(frame.paper, 'portrait')
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
  return renderPages(frame, 'portrait', tablePages(sections, area))
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
