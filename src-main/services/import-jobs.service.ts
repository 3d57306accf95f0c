// Users CSV imports as jobs: answered at once, then the file checked (on the domain thread), the passwords hashed (on every
// core), the users written in one write. Progress goes to administrators as `import_job`; Cancel before the write leaves
// nothing written. One job at a time. Bulk Import Users runs on the same jobs and waits for its own.
import { performance } from 'node:perf_hooks'
import type { ImportFailure, ImportJob } from '../contract/import-jobs.schema'
import type { ImportResult } from '../contract/users.schema'
import { isoSeconds } from '../domain/clock'
import { Conflict, Invalid, NotFound, refusalStatus } from '../domain/refusals'
import { lookalikeKey, MAX_IMPORT_ROWS, nameKey } from '../domain/user-import'
import { listUsers } from '../store/users.repo'
import type { Principal } from './auth-cache'
import type { DomainThread } from './domain-thread'
import { HashingCancelled, hashPasswords } from './password-batch'
import { commitInSlices, type ServiceDeps } from './service-deps'
import { applyImport, sessionOf, SLICED_ROWS } from './users-import'

/** Progress events at most this often (state changes are told at once). */
export const PROGRESS_INTERVAL_MS = 250
/** Ended jobs kept for GET, newest first. */
const KEPT_JOBS = 20

/** What an import ended with: the counts, or that the file has too many rows to import at all (the route answers 413). */
export type ImportOutcome = { imported: ImportResult } | { tooManyRows: number }

/** A file with too many rows: the job fails with 413, and Bulk Import Users answers 413 as before. */
class TooManyRows extends Error {
  constructor(readonly rows: number) {
    super(`The file has ${rows} user rows; at most ${MAX_IMPORT_ROWS} are imported at once`)
  }
}

interface Tracked {
  job: ImportJob
  abort: AbortController
  /** The error the job failed with, as the service threw it (Bulk Import Users throws it again). */
  error?: Error
  ended: Promise<void>
  end: () => void
  hashingSince: number
  lastTold: number
  timer?: NodeJS.Timeout
}

const ENDED = new Set<ImportJob['state']>(['finished', 'failed', 'cancelled'])

/** The status Bulk Import Users answers for the same error: a refusal's own (refusalStatus), 413 for too many rows, else 500. */
function statusOf(error: Error): number | undefined {
  return error instanceof TooManyRows ? 413 : refusalStatus(error)
}

function failureOf(error: Error): ImportFailure {
  const status = statusOf(error)
  if (status === undefined) return { status: 500, detail: 'The import failed on the server; nothing was imported' }
  return { status, detail: error instanceof Invalid ? (error.items as ImportFailure['detail']) : error.message }
}

export class ImportJobsService {
  private readonly jobs = new Map<number, Tracked>()
  private running: Tracked | undefined
  private nextId = 1

  constructor(
    private readonly deps: ServiceDeps,
    private readonly domain: DomainThread,
  ) {}

  /**
   * Starts importing `file`; answers the job at once. 409 while another job has not ended. `fromArenaPc`: asked from the
   * arena PC itself, where loopback robot addresses are taken (domain/robot-ip.ts).
   */
  start(file: Uint8Array, caller: Principal, fromArenaPc = false): ImportJob {
    if (this.running) {
      const { id, state } = this.running.job
      throw new Conflict(`Import job ${id} is still ${state === 'checking' ? 'checking its file' : state === 'hashing' ? 'hashing passwords' : 'writing users'}; wait for it to end or cancel it`)
    }
    let end = () => {}
    const ended = new Promise<void>((resolve) => (end = resolve))
    const tracked: Tracked = {
      job: { id: this.nextId++, state: 'checking', rows: null, rows_checked: 0, to_hash: 0, hashed: 0, eta_s: null, started_at: isoSeconds(this.deps.clock.now()), ended_at: null, result: null, failure: null },
      abort: new AbortController(),
      ended,
      end,
      hashingSince: 0,
      lastTold: 0,
    }
    this.jobs.set(tracked.job.id, tracked)
    this.running = tracked
    this.tell(tracked, true)
    void this.run(tracked, file, caller, fromArenaPc)
    return { ...tracked.job }
  }

  get(id: number): ImportJob {
    return { ...this.find(id).job }
  }

  /** Cancels a job still checking or hashing: nothing is written. 409 once it writes or has ended. */
  cancel(id: number): ImportJob {
    const tracked = this.find(id)
    const { state } = tracked.job
    if (state === 'writing') throw new Conflict(`Import job ${id} is writing its users; it can no longer be cancelled`)
    if (ENDED.has(state)) throw new Conflict(`Import job ${id} has ${state === 'finished' ? 'finished' : state === 'failed' ? 'failed' : 'been cancelled'} already`)
    tracked.abort.abort()
    this.endJob(tracked, { state: 'cancelled' })
    return { ...tracked.job }
  }

  /** Bulk Import Users: a job run to its end; the counts, or the refusal the job failed with. */
  async importNow(file: Uint8Array, caller: Principal, fromArenaPc = false): Promise<ImportOutcome> {
    const tracked = this.find(this.start(file, caller, fromArenaPc).id)
    await tracked.ended
    if (tracked.job.state === 'finished') return { imported: tracked.job.result! }
    if (tracked.error instanceof TooManyRows) return { tooManyRows: tracked.error.rows }
    throw tracked.error ?? new Conflict(`Import job ${tracked.job.id} was cancelled; nothing was imported`)
  }

  private find(id: number): Tracked {
    const tracked = this.jobs.get(id)
    if (!tracked) throw new NotFound(`There is no import job ${id}`)
    return tracked
  }

  private async run(tracked: Tracked, file: Uint8Array, caller: Principal, fromArenaPc: boolean): Promise<void> {
    const { job, abort } = tracked
    try {
      const users = this.deps.store.read(listUsers)
      const existing = new Set(users.map((user) => nameKey(user.name)))
      const lookalikes = new Map(users.map((user) => [lookalikeKey(user.name), user.name]))
      const robots = { loopback: fromArenaPc, kept: new Map(users.map((user) => [nameKey(user.name), user.robot_ip])) }
      const reading = await this.domain.readUserCsv(file, existing, lookalikes, robots)
      if (abort.signal.aborted) return
      if (reading.kind === 'too-many') throw new TooManyRows(reading.rows)
      if (reading.kind === 'invalid') throw new Invalid(reading.problems)
      const passwords = reading.rows.map((row) => row.password)
      Object.assign(job, { state: 'hashing', rows: reading.rows.length, rows_checked: reading.rows.length, to_hash: passwords.filter((password) => password !== '').length })
      tracked.hashingSince = performance.now()
      this.tell(tracked, true)
      // Hashing is slow (scrypt): done before the write, so that the write itself is quick.
      const hashes = await hashPasswords(passwords, {
        signal: abort.signal,
        onProgress: ({ hashed, total }) => {
          const perHash = (performance.now() - tracked.hashingSince) / hashed
          Object.assign(job, { hashed, eta_s: Math.ceil((perHash * (total - hashed)) / 1000) })
          this.tell(tracked)
        },
      })
      if (abort.signal.aborted) return
      job.state = 'writing'
      this.tell(tracked, true)
      const createdAt = isoSeconds(this.deps.clock.now())
      const result = await commitInSlices(this.deps, reading.rows.length > SLICED_ROWS, (db) => applyImport(db, reading.rows, hashes, createdAt, sessionOf(caller)))
      this.endJob(tracked, { state: 'finished', result, eta_s: 0 })
    } catch (error) {
      if (error instanceof HashingCancelled || abort.signal.aborted) return
      if (statusOf(error as Error) === undefined) {
        this.deps.log.error(`Import job ${job.id} failed`, { error: (error as Error).stack ?? String(error) })
      }
      tracked.error = error as Error
      this.endJob(tracked, { state: 'failed', failure: failureOf(error as Error) })
    }
  }

  private endJob(tracked: Tracked, changes: Partial<ImportJob>): void {
    Object.assign(tracked.job, changes, { ended_at: isoSeconds(this.deps.clock.now()) })
    if (this.running === tracked) this.running = undefined
    this.tell(tracked, true)
    tracked.end()
    const ended = [...this.jobs.values()].filter((other) => ENDED.has(other.job.state))
    for (const old of ended.slice(0, Math.max(0, ended.length - KEPT_JOBS))) this.jobs.delete(old.job.id)
  }

  /** Publishes the job to administrators: at once (`now`, a change of state), else at most every PROGRESS_INTERVAL_MS. */
  private tell(tracked: Tracked, now = false): void {
    const wait = tracked.lastTold + PROGRESS_INTERVAL_MS - performance.now()
    if (now || wait <= 0) {
      clearTimeout(tracked.timer)
      tracked.timer = undefined
      tracked.lastTold = performance.now()
      this.deps.live.publish('import_job', { ...tracked.job })
    } else {
      tracked.timer ??= setTimeout(() => {
        tracked.timer = undefined
        this.tell(tracked, true)
      }, wait)
    }
  }
}
