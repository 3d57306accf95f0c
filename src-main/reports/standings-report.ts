// Standings: the rows of GET /events/{id}/standings with the tie-break rule and the league points table printed in words.
import { intlLocaleOf } from '../domain/i18n/locales'
import { ENGLISH, type Translator } from '../domain/i18n/translator'
import { renderPages, wordsOf, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import type { ReportData } from './report-data'
import { tablePages } from './table'

/** The lines printed above the table: the tie-break rule (the order domain/standings.ts sorts by), the points table, and whether the league is complete. */
export function standingsIntro(data: ReportData, words: Translator = ENGLISH): string[] {
  const places = data.pointsTable.map((points, place) => words.t('reports.standings.placePoints', { place: place + 1, points: words.number(points) }))
  const table = new Intl.ListFormat(intlLocaleOf(words.locale), { type: 'unit', style: 'short' }).format(places)
  const state = data.standings.complete
    ? words.t('reports.standings.complete')
    : words.t('reports.standings.notFinal', { count: data.standings.unscoredGames })
  return [words.t('reports.standings.tieBreak'), words.t('reports.standings.pointsTable', { table }), words.t('reports.standings.sharedPlaces'), state]
}

function columns(words: Translator) {
  return [
    { title: words.t('reports.column.rank'), align: 'right' as const },
    { title: words.t('reports.column.player'), wrap: true },
    { title: words.t('reports.column.leaguePoints'), align: 'right' as const },
    { title: words.t('reports.column.gamePoints'), align: 'right' as const },
    { title: words.t('reports.column.gamesPlayed'), align: 'right' as const },
  ]
}

export function standingsPdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const words = wordsOf(frame)
  const lines = data.standings.rows.map((row) => ({
    kind: 'row' as const,
    cells: [words.number(row.rank), row.name, words.number(row.league_points), words.number(row.game_points), words.number(row.games_played)],
  }))
  const section = { intro: standingsIntro(data, words), columns: columns(words), lines, empty: words.t('reports.standings.empty') }
  return renderPages(frame, 'portrait', tablePages([section]))
}

export const STANDINGS_CSV_COLUMNS = ['rank', 'user_id', 'name', 'league_points', 'game_points', 'games_played'] as const

export function standingsCsv(data: ReportData): string {
  return reportCsv(STANDINGS_CSV_COLUMNS, data.standings.rows.map((row) => [row.rank, row.user_id, row.name, row.league_points, row.game_points, row.games_played].map(String)))
}
