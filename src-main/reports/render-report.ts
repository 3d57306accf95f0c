// One report of one event as a file: the renderer for its name and format, and what the file is called.
import type { MessageId } from '../domain/i18n/catalogues'
import { intlLocaleOf } from '../domain/i18n/locales'
import { translator } from '../domain/i18n/translator'
import type { ReportName } from '../contract/reports.schema'
import { isolatingWords } from './isolating-words'
import { bracketCsv, bracketPdf } from './bracket-report'
import type { ReportFrame } from './page-frame'
import type { ReportData } from './report-data'
import { csvRefused, refuseUnmakeable, type ReportFile, type ReportRequest } from './report-request'
import { resultsCsv, resultsPdf } from './results-report'
import { scheduleCsv, schedulePdf } from './schedule-report'
import { scoreSheetsPdf } from './score-sheets-report'
import { standingsCsv, standingsPdf } from './standings-report'
import { teamSheetsCsv, teamSheetsPdf } from './team-sheets-report'

const TITLES: Record<ReportName, MessageId> = {
  schedule: 'reports.title.schedule',
  'team-sheets': 'reports.title.teamSheets',
  'score-sheets': 'reports.title.scoreSheets',
  results: 'reports.title.results',
  standings: 'reports.title.standings',
  bracket: 'reports.title.bracket',
}

/** "Spring Cup 2026!" → "spring-cup-2026"; "event" when nothing of the name is left. */
export function slug(name: string): string {
  const words = name.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '')
  return words.slice(0, 60).replace(/-+$/, '') || 'event'
}

function pdfOf(request: ReportRequest, data: ReportData, frame: ReportFrame): Promise<Buffer> {
  switch (request.report) {
    case 'schedule': return schedulePdf(data, frame)
    case 'team-sheets': return teamSheetsPdf(data, frame, request.userId)
    case 'score-sheets': return scoreSheetsPdf(data, frame)
    case 'results': return resultsPdf(data, frame)
    case 'standings': return standingsPdf(data, frame)
    case 'bracket': return bracketPdf(data, frame)
  }
}

/** A CSV in English whatever the event's language: stable headers and values for the tools that read it (docs/decisions.md). */
function csvOf(request: ReportRequest, data: ReportData): string {
  switch (request.report) {
    case 'schedule': return scheduleCsv(data)
    case 'team-sheets': return teamSheetsCsv(data, request.userId)
    case 'results': return resultsCsv(data)
    case 'standings': return standingsCsv(data)
    case 'bracket': return bracketCsv(data)
    case 'score-sheets': throw csvRefused(request.format)
  }
}

export async function renderReport(request: ReportRequest, data: ReportData, madeAt: string): Promise<ReportFile> {
  refuseUnmakeable(request)
  const base = `${slug(data.eventName)}-${request.report}`
  if (request.format === 'csv') {
    return { bytes: Buffer.from(csvOf(request, data), 'utf8'), contentType: 'text/csv; charset=utf-8', fileName: `${base}.csv` }
  }
  const words = isolatingWords(translator(request.locale ?? 'en'))
  const timed = { ...data, timeStyle: { ...data.timeStyle, locale: intlLocaleOf(words.locale) } }
  const frame: ReportFrame = { eventName: data.eventName, title: words.t(TITLES[request.report]), madeAt, paper: request.paper, words }
  return { bytes: await pdfOf(request, timed, frame), contentType: 'application/pdf', fileName: `${base}.pdf` }
}
