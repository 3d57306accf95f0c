// The reports the server makes for an event (GET /events/{id}/reports/{report}): what each one is, whether it has a CSV,
// who may fetch it, and the path of one download. Pure, so the page and its tests read the same list.
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { queryString } from '../../api/client'

export type ReportId = 'schedule' | 'team-sheets' | 'score-sheets' | 'results' | 'standings' | 'bracket'
export type ReportFormat = 'pdf' | 'csv'
export type Paper = 'a4' | 'letter'

export interface Report {
  id: ReportId
  /** Its title, the PDF's own (reports.title.*, a message of the catalogue). */
  title: MessageId
  /** One sentence: what is on it and what it is for (a message of the catalogue). */
  description: MessageId
  /** A CSV exists too (every report but the score sheets). */
  csv: boolean
  /** Only administrators and scorers may fetch it. */
  scorersOnly: boolean
  /** One player's sheet may be asked for (user_id). */
  perPlayer: boolean
  /** It lists games, so it may be limited to one arena's (arena_id), offered while two or more arenas are in use. */
  perArena: boolean
}

export const REPORTS: readonly Report[] = [
  {
    id: 'schedule',
    title: 'reports.title.schedule',
    description: 'console.reports.schedule.description',
    csv: true,
    scorersOnly: false,
    perPlayer: false,
    perArena: true,
  },
  {
    id: 'team-sheets',
    title: 'reports.title.teamSheets',
    description: 'console.reports.teamSheets.description',
    csv: true,
    scorersOnly: false,
    perPlayer: true,
    perArena: true,
  },
  {
    id: 'score-sheets',
    title: 'reports.title.scoreSheets',
    description: 'console.reports.scoreSheets.description',
    csv: false,
    scorersOnly: true,
    perPlayer: false,
    perArena: true,
  },
  {
    id: 'results',
    title: 'reports.title.results',
    description: 'console.reports.results.description',
    csv: true,
    scorersOnly: false,
    perPlayer: false,
    perArena: true,
  },
  {
    id: 'standings',
    title: 'reports.title.standings',
    description: 'console.reports.standings.description',
    csv: true,
    scorersOnly: false,
    perPlayer: false,
    perArena: false,
  },
  {
    id: 'bracket',
    title: 'reports.title.bracket',
    description: 'console.reports.bracket.description',
    csv: true,
    scorersOnly: false,
    perPlayer: false,
    perArena: false,
  },
]

/** The reports this person may fetch: all of them for administrators and scorers, the public ones for everyone else. */
export function reportsFor(roles: { admin: boolean; scorer: boolean }): Report[] {
  return REPORTS.filter((report) => !report.scorersOnly || roles.admin || roles.scorer)
}

export interface ReportRequest {
  eventId: number
  report: ReportId
  format: ReportFormat
  paper: Paper
  /** Team sheets of this player only. */
  userId?: number
  /** This arena's games only. */
  arenaId?: number
}

/** The API path of one download (relative to /api/v1). */
export function reportPath({ eventId, report, format, paper, userId, arenaId }: ReportRequest): string {
  return `/events/${eventId}/reports/${report}${queryString({ format, paper, user_id: userId, arena_id: arenaId })}`
}

/** The name the file is saved under when the answer gives none. */
export function fallbackName({ eventId, report, format }: ReportRequest): string {
  return `event-${eventId}-${report}.${format}`
}
