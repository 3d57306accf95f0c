// The server's side of the report thread (reports/report-worker.ts): a report's data goes over, its file comes back.
import type { ReportData } from '../reports/report-data'
import type { ReportFile, ReportRequest } from '../reports/report-request'
import type { ReportTask } from '../reports/report-protocol'
import { startWorker } from '../store/worker-start'
import { WorkerClient } from './worker-client'

export class ReportThread {
  private readonly thread = new WorkerClient<ReportTask, ReportFile>(() => startWorker(import.meta.url, 'report-worker', ['reports', 'domain', 'contract']), 'the report thread')

  async render(request: ReportRequest, data: ReportData, madeAt: string): Promise<ReportFile> {
    const file = await this.thread.run({ request, data, madeAt })
    // The bytes come over as a Uint8Array (a copy): a Buffer again, without copying.
    return { ...file, bytes: Buffer.from(file.bytes.buffer, file.bytes.byteOffset, file.bytes.byteLength) }
  }

  close(): Promise<void> {
    return this.thread.close()
  }
}
