// Team sheets: one page per player of the event (seated in any of its games) listing exactly their games in running
// order, with the corner's colour in words, the planned time and who else plays.
import { intlLocaleOf } from '../domain/i18n/locales'
import { ENGLISH, type Translator } from '../domain/i18n/translator'
import { mapInTurns, renderPages, wordsOf, type ReportFrame } from './page-frame'
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

/** A sheet per player seated in any game of the event, by name in the report's language's order; only `onlyUserId`'s when given. */
export function teamSheets(data: ReportData, onlyUserId?: number, words: Translator = ENGLISH): TeamSheet[] {
  const byName = new Intl.Collator(intlLocaleOf(words.locale), { sensitivity: 'accent' })
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
function others(entry: ReportGame, corner: number, words: Translator): CellText {
  const { game } = entry
  const seated = game.corners.flatMap((userId, other) => (userId === null || other === corner ? [] : [cornerLabel(game, other, words)]))
  return seated.map((label, index) => (index < seated.length - 1 ? `${label},` : label))
}

function columns(words: Translator) {
  return [
    { title: words.t('reports.column.number'), align: 'right' as const },
    { title: words.t('reports.column.game'), wrap: true },
    { title: words.t('reports.column.kind') },
    { title: words.t('reports.column.corner') },
    { title: words.t('reports.column.planned') },
    { title: words.t('reports.column.against'), wrap: true },
  ]
}

export async function teamSheetsPdf(data: ReportData, frame: ReportFrame, onlyUserId?: number): Promise<Buffer> {
  const words = wordsOf(frame)
  const titles = columns(words)
  const sections: TableSection[] = await mapInTurns(teamSheets(data, onlyUserId, words), (sheet) => ({
    heading: sheet.name,
    continued: words.t('reports.table.continued', { heading: sheet.name }),
    intro: [words.t('reports.teamSheets.intro', { count: sheet.games.length })],
    columns: titles,
    lines: sheet.games.map(({ entry, corner }) => ({
      kind: 'row' as const,
      cells: [
        words.number(entry.game.play_order), entry.game.name, gameKind(entry.game, words), colourWord(corner, words),
        spanText(entry.planned, data.timeStyle), others(entry, corner, words),
      ],
    })),
  }), 20)
  if (sections.length === 0) sections.push({ columns: titles, lines: [], empty: words.t('reports.teamSheets.empty') })
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
      gameKind(entry.game, ENGLISH),
      colourWord(corner, ENGLISH),
      csvTime(entry.planned?.start),
      csvTime(entry.planned?.end),
    ]),
  )
  return reportCsv(TEAM_SHEETS_CSV_COLUMNS, rows)
}
