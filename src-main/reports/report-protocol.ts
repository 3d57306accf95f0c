// The messages between the server and its report thread (report-worker.ts): what to render, and the file made.
import type { ReportData } from './report-data'
import type { ReportFile, ReportRequest } from './report-request'

export interface ReportTask {
  request: ReportRequest
  data: ReportData
  madeAt: string
}

export type ReportTaskMessage = ReportTask & { id: number }

export type { ReportFile }
