// The reports the server makes for an event (GET /events/{id}/reports/{report}): what each one is, whether it has a CSV,
// who may fetch it, and the path of one download. Pure, so the page and its tests read the same list.
import { queryString } from '../../api/client'

export type ReportId = 'schedule' | 'team-sheets' | 'score-sheets' | 'results' | 'standings' | 'bracket'
export type ReportFormat = 'pdf' | 'csv'
export type Paper = 'a4' | 'letter'

export interface Report {
  id: ReportId
  title: string
  /** One sentence: what is on it and what it is for. */
  description: string
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
    title: 'Schedule',
    description: 'Every game in running order with its planned and actual times, the four corners in colour and in words, and the breaks — for the pit wall.',
    csv: true,
    scorersOnly: false,
    perPlayer: false,
    perArena: true,
  },
  {
    id: 'team-sheets',
    title: 'Team sheets',
    description: 'One page per player with their own games, corners and planned times, to hand to each team.',
    csv: true,
    scorersOnly: false,
    perPlayer: true,
    perArena: true,
  },
  {
    id: 'score-sheets',
    title: 'Score sheets',
    description: 'A blank sheet per game for the referees: the game, the corners with names, boxes for the points and signatures.',
    csv: false,
    scorersOnly: true,
    perPlayer: false,
    perArena: true,
  },
  {
    id: 'results',
    title: 'Results',
    description: 'Every scored game with its game and league points; corrected scores are marked.',
    csv: true,
    scorersOnly: false,
    perPlayer: false,
    perArena: true,
  },
  {
    id: 'standings',
    title: 'Standings',
    description: 'The ranked table with the tie-break rule printed under it.',
    csv: true,
    scorersOnly: false,
    perPlayer: false,
    perArena: false,
  },
  {
    id: 'bracket',
    title: 'Knockout bracket',
    description: 'The knockout rounds with who plays whom and the results so far.',
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
