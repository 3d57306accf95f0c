// Schemas of the printable reports (GET /events/{event_id}/reports/{report}): which reports, formats and paper sizes there are.
import type { FromSchema } from 'json-schema-to-ts'
import { ID, type Declared } from './common.schema'

export const REPORTS = ['schedule', 'team-sheets', 'score-sheets', 'results', 'standings', 'bracket'] as const
export type ReportName = (typeof REPORTS)[number]
/** The reports that have a CSV too (score sheets are blank forms for referees: PDF only). */
export const CSV_REPORTS: readonly ReportName[] = ['schedule', 'team-sheets', 'results', 'standings', 'bracket']
/** The reports that list games, which an arena_id narrows to one arena's games. */
export const GAME_REPORTS: readonly ReportName[] = ['schedule', 'team-sheets', 'score-sheets', 'results']
/** Reports only administrators and scorers may have (blank referee sheets are not for teams). */
export const SCORER_REPORTS: readonly ReportName[] = ['score-sheets']
export const PAPERS = ['a4', 'letter'] as const
export type Paper = (typeof PAPERS)[number]
export const FORMATS = ['pdf', 'csv'] as const
export type ReportFormat = (typeof FORMATS)[number]

export const REPORT_PATH = {
  type: 'object',
  required: ['event_id', 'report'],
  properties: {
    event_id: ID,
    report: { type: 'string', enum: [...REPORTS], description: 'score-sheets: administrators and scorers only' },
  },
} as const

export const REPORT_QUERY = {
  type: 'object',
  properties: {
    format: { type: 'string', enum: [...FORMATS], default: 'pdf', description: 'csv exists for every report but score-sheets' },
    paper: { type: 'string', enum: [...PAPERS], default: 'a4', description: 'ISO A4 or US Letter (PDF only)' },
    user_id: { ...ID, description: "team-sheets only: just this player's sheet" },
    arena_id: { ...ID, description: 'Only the games of this arena (reports that list games: schedule, team-sheets, score-sheets, results); an unknown arena is 422' },
  },
} as const

export type ReportPath = Declared<FromSchema<typeof REPORT_PATH>>
export type ReportQuery = Declared<FromSchema<typeof REPORT_QUERY>>
