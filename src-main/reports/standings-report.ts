// Standings: the rows of GET /events/{id}/standings with the tie-break rule and the league points table printed in words.
import { STANDINGS_TIE_BREAK_RULE } from '../domain/standings'
import { renderPages, type ReportFrame } from './page-frame'
import { reportCsv } from './report-csv'
import type { ReportData } from './report-data'
import { tablePages } from './table'

const ORDINALS = ['1st', '2nd', '3rd', '4th']

/** The lines printed above the table: the rule, the points table, and whether the league is complete. */
export function standingsIntro(data: ReportData): string[] {
  const table = data.pointsTable.map((points, place) => `${ORDINALS[place] ?? `${place + 1}th`} ${points}`).join(', ')
  const state = data.standings.complete
    ? 'The league is complete: every league game is scored.'
    : `Not final: ${data.standings.unscoredGames} league game${data.standings.unscoredGames === 1 ? ' is' : 's are'} not scored yet.`
  return [STANDINGS_TIE_BREAK_RULE, `League points per game by place: ${table}.`, 'Players tied in a game share the mean of the places they span; a no-show gets 0.', state]
}

const COLUMNS = [
  { title: 'Rank', align: 'right' as const },
  { title: 'Player', wrap: true },
  { title: 'League points', align: 'right' as const },
  { title: 'Game points', align: 'right' as const },
  { title: 'Games played', align: 'right' as const },
]

export function standingsPdf(data: ReportData, frame: ReportFrame): Promise<Buffer> {
  const lines = data.standings.rows.map((row) => ({
    kind: 'row' as const,
    cells: [String(row.rank), row.name, String(row.league_points), String(row.game_points), String(row.games_played)],
  }))
  return renderPages(frame, 'portrait', tablePages([{ intro: standingsIntro(data), columns: COLUMNS, lines, empty: 'No player is seated in a league game yet' }]))
}

export const STANDINGS_CSV_COLUMNS = ['rank', 'user_id', 'name', 'league_points', 'game_points', 'games_played'] as const

export function standingsCsv(data: ReportData): string {
  return reportCsv(STANDINGS_CSV_COLUMNS, data.standings.rows.map((row) => [row.rank, row.user_id, row.name, row.league_points, row.game_points, row.games_played].map(String)))
}
