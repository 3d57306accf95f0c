// What a report request is and what cannot be made, apart from the renderers (and their PDF library): the reports
// service refuses an unmakeable request on the main thread without loading them; the worker renders the rest.
import type { Locale } from '../domain/i18n/locales'
import { Invalid } from '../domain/refusals'
import { valueError } from '../domain/validation-errors'
import { CSV_REPORTS, GAME_REPORTS, type Paper, type ReportFormat, type ReportName } from '../contract/reports.schema'

export interface ReportFile {
  bytes: Buffer
  contentType: string
  fileName: string
}

export interface ReportRequest {
  report: ReportName
  format: ReportFormat
  paper: Paper
  /** team-sheets: only this player's sheet. */
  userId?: number
  /** Only the games of this arena (reports that list games). */
  arenaId?: number
  /** The event's language (event_locales): the PDF's words, dates and numbers; absent: English. CSV files are the same in every language. */
  locale?: Locale
}

export function csvRefused(format: string): Invalid {
  return new Invalid([valueError(['query', 'format'], 'score-sheets are blank forms for referees: there is a PDF only (format=pdf)', format)])
}

/** Refuses what cannot be made, before any work: a CSV of score sheets, a player's sheet of another report. */
export function refuseUnmakeable(request: ReportRequest): void {
  if (request.format === 'csv' && !CSV_REPORTS.includes(request.report)) throw csvRefused(request.format)
  if (request.userId !== undefined && request.report !== 'team-sheets') {
    throw new Invalid([valueError(['query', 'user_id'], 'user_id picks one player\'s team sheet: it is for team-sheets only', request.userId)])
  }
  if (request.arenaId !== undefined && !GAME_REPORTS.includes(request.report)) {
    throw new Invalid([valueError(['query', 'arena_id'], `${request.report} covers the whole event: arena_id is for the reports that list games`, request.arenaId)])
  }
}
