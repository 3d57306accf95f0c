// Makes report files one at a time, users taking turns, and keeps each file until the data file next changes: a report
// asked for again (or 32 times at once) is made once; a user may have only a few reports waiting or being made, and the
// server only so many in all. The making itself (data read in turns, rendered on the report thread) is given per report.
import { FairQueue } from '../domain/fair-queue'
import { Busy } from '../domain/refusals'
import type { ReportFile } from '../reports/report-request'

export interface ReportLimits {
  /** Reports one user may have waiting or being made at once (a report already asked for by anyone does not count). */
  perUser: number
  /** Reports waiting in all. */
  waiting: number
  /** Files kept for asking again. */
  kept: number
}

export const DEFAULT_REPORT_LIMITS: ReportLimits = { perUser: 3, waiting: 64, kept: 16 }

interface Job {
  produce: () => Promise<ReportFile>
  resolve: (file: ReportFile) => void
  reject: (error: unknown) => void
}

export class ReportMaker {
  /** Files made or being made, by write generation and what was asked; the oldest first. */
  private readonly files = new Map<string, Promise<ReportFile>>()
  private readonly queue = new FairQueue<Job>()
  /** Reports each user has waiting or being made. */
  private readonly outstanding = new Map<string, number>()
  private busy = false

  constructor(
    /** The store's write generation: a file is kept while it has the value it had when the file was asked for. */
    private readonly generation: () => number,
    private readonly limits: ReportLimits = DEFAULT_REPORT_LIMITS,
  ) {}

  /** The file `key` names (what is printed, not who asks), made by `produce` in `owner`'s turn unless already made or under way. */
  make(key: string, owner: string, produce: () => Promise<ReportFile>): Promise<ReportFile> {
    const keyNow = `${this.generation()} ${key}`
    const known = this.files.get(keyNow)
    if (known) return known
    const own = this.outstanding.get(owner) ?? 0
    if (own >= this.limits.perUser) {
      throw new Busy(`${own} reports you asked for are still being made; ask again when one is done`, 429, 2)
    }
    if (this.queue.size >= this.limits.waiting) throw new Busy(`${this.queue.size} reports are waiting to be made; try again in a few seconds`, 503, 5)
    const file = new Promise<ReportFile>((resolve, reject) => this.queue.add(owner, { produce, resolve, reject }))
    this.outstanding.set(owner, own + 1)
    this.keep(keyNow, file)
    this.next()
    return file
  }

  private keep(key: string, file: Promise<ReportFile>): void {
    const generation = key.slice(0, key.indexOf(' ') + 1)
    for (const old of this.files.keys()) {
      // Files of an earlier generation are never asked for again.
      if (!old.startsWith(generation) || this.files.size >= this.limits.kept) this.files.delete(old)
    }
    this.files.set(key, file)
    // A report that failed is made again when asked again.
    file.catch(() => {
      if (this.files.get(key) === file) this.files.delete(key)
    })
  }

  /** Starts the next report when none is being made. */
  private next(): void {
    if (this.busy) return
    const turn = this.queue.take()
    if (!turn) return
    this.busy = true
    const { owner, item } = turn
    item
      .produce()
      .then(item.resolve, item.reject)
      .finally(() => {
        const left = (this.outstanding.get(owner) ?? 1) - 1
        if (left > 0) this.outstanding.set(owner, left)
        else this.outstanding.delete(owner)
        this.busy = false
        this.next()
      })
  }
}
