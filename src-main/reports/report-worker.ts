// The report thread: renders report files (PDF pages, CSV) off the event loop, so that a report — or 32 asked at once —
// never delays the game clock or a write. Started by services/report-thread.ts; renders one report at a time.
import { setPriority } from 'node:os'
import { parentPort } from 'node:worker_threads'
import { answerTasks } from '../domain/worker-tasks'
import { renderReport } from './render-report'
import type { ReportFile } from './report-request'
import { preloadReportFonts } from './report-fonts'
import type { ReportTaskMessage } from './report-protocol'

/** Below the event loop's priority (Linux gives each thread its own nice value): the clock and requests go first. */
const REPORT_THREAD_NICE = 10

try {
  setPriority(REPORT_THREAD_NICE)
} catch {
  // Refused (another system's rules): the thread runs at the usual priority.
}
void preloadReportFonts()

answerTasks<ReportTaskMessage, ReportFile>(parentPort!, ({ request, data, madeAt }) => renderReport(request, data, madeAt))
