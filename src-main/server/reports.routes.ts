// Route of an event's printable reports: schedule, team sheets, score sheets, results, standings and bracket, as PDF or CSV.
import { ERROR_SCHEMA } from '../contract/common.schema'
import { REPORT_PATH, REPORT_QUERY, SCORER_REPORTS, type ReportPath, type ReportQuery } from '../contract/reports.schema'
import { forbidden } from './errors'
import { notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

const FILE_SCHEMA = { type: 'string', format: 'binary' } as const

export function reportsRoutes(services: Services): AnyRoute[] {
  const { reports } = services
  return [
    route<ReportPath, ReportQuery>({
      method: 'get',
      path: '/events/{event_id}/reports/{report}',
      summary: 'A printable report of an event as a PDF (A4 or US Letter) or a CSV: schedule, team-sheets, score-sheets, results, standings, bracket',
      description: 'Makes a printable report of an event (schedule, team-sheets, score-sheets, results, standings or bracket) as a PDF on A4 or US Letter, or as a CSV, and answers it as an attachment. Any user may call it, except that the score-sheets report needs a scorer or an administrator (403); a screen key is refused. It refuses an unknown event or player (404), a user with as many reports under way as one may have (429), and more reports waiting than the server makes in turn (503), both with Retry-After.',
      tag: 'events',
      access: 'user',
      params: REPORT_PATH,
      query: REPORT_QUERY,
      responses: {
        200: { description: 'The report as an attachment named <event-name>-<report>.pdf or .csv (UTF-8 with a byte order mark, CRLF line ends)', schema: FILE_SCHEMA, contentType: 'application/pdf', moreContentTypes: ['text/csv'] },
        403: { description: 'score-sheets: needs a scorer or an administrator' },
        ...notFoundResponse('event, or no such player in it (user_id)'),
        429: { description: 'This user has as many reports under way as one user may (each user\'s reports are made in turn); see Retry-After', schema: ERROR_SCHEMA },
        503: { description: 'Too many reports are waiting to be made; see Retry-After', schema: ERROR_SCHEMA },
      },
      async handler({ params, query, principal }) {
        if (SCORER_REPORTS.includes(params.report) && !principal.user.is_admin && !principal.scorer) {
          throw forbidden('Score sheets are for scorers and administrators')
        }
        const file = await reports.make(params.event_id, { report: params.report, format: query.format, paper: query.paper, userId: query.user_id, arenaId: query.arena_id, requester: principal.user.id })
        return {
          body: file.bytes,
          headers: { 'Content-Type': file.contentType, 'Content-Disposition': `attachment; filename="${file.fileName}"` },
        }
      },
    }),
  ]
}
