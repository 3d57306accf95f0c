// The threads that check and make passwords for logins and user changes: scrypt off libuv's pool of 4 threads, which
// the journal's writes and fdatasync use, so that failed logins from many addresses can never queue ahead of a write
// (measured before: 8 loops of failed logins from random addresses made the operator's writes wait 1.2 s at the median).
// Logins from the LAN wait in a bounded line — when it is full the next is refused at once (503, Retry-After) — and the
// arena PC's own console and administrators' changes go first.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { Busy } from '../domain/refusals'
import { hashingThreadCode, type HashReply, type HashTask } from './hashing-thread-code'

/** Who waits for a hash: the arena PC's console and administrators' changes first, then logins from the LAN. */
export type HashingLane = 'first' | 'lan'

export interface HashingLimits {
  /** Threads hashing at once: one core is left to the event loop. */
  threads: number
  /** LAN logins waiting for a thread before the next is refused (about a second's work per thread). */
  lanWaiting: number
}

/** One hash is 37 ms on this project's 2-core machine (N = 2^14): 32 waiting is about a second per thread. */
export const DEFAULT_HASHING_LIMITS: HashingLimits = { threads: Math.max(1, Math.min(4, availableParallelism() - 1)), lanWaiting: 32 }

/** Below the event loop (nice 0), above a users import's hashing (19): a login is answered before an import goes on. */
export const LOGIN_HASH_NICE = 10

type Job = Omit<HashTask, 'index'> & { resolve: (key: Buffer) => void; reject: (error: Error) => void }

export class HashingThreads {
  private readonly idle: Worker[] = []
  private started = 0
  private readonly working = new Map<Worker, Job>()
  private readonly lanes: Record<HashingLane, Job[]> = { first: [], lan: [] }

  constructor(private readonly limits: HashingLimits = DEFAULT_HASHING_LIMITS) {}

  /** scrypt of `password` on a hashing thread; Busy (503) at once when `lane` is 'lan' and its line is full. */
  derive(password: string, salt: Buffer, keyLength: number, options: HashTask['options'], lane: HashingLane): Promise<Buffer> {
    if (lane === 'lan' && this.lanes.lan.length >= this.limits.lanWaiting) {
      return Promise.reject(new Busy(`${this.lanes.lan.length} logins are waiting to be checked; try again in a second`, 503, 1))
    }
    return new Promise((resolve, reject) => {
      this.lanes[lane].push({ password, salt, keyLength, options, resolve, reject })
      this.next()
    })
  }

  /** Hands the next job waiting (first lane first) to a free thread. */
  private next(): void {
    for (;;) {
      const lane = this.lanes.first.length > 0 ? this.lanes.first : this.lanes.lan
      if (lane.length === 0) return
      const worker = this.freeThread()
      if (!worker) return
      const job = lane.shift()!
      this.working.set(worker, job)
      const { password, salt, keyLength, options } = job
      worker.postMessage({ index: 0, password, salt, keyLength, options } satisfies HashTask)
    }
  }

  private freeThread(): Worker | undefined {
    const idle = this.idle.pop()
    if (idle) return idle
    if (this.started >= this.limits.threads) return undefined
    this.started += 1
    const worker = new Worker(hashingThreadCode(LOGIN_HASH_NICE), { eval: true })
    worker.unref()
    worker.on('message', (reply: HashReply) => {
      const job = this.working.get(worker)
      this.working.delete(worker)
      this.idle.push(worker)
      if ('error' in reply) job?.reject(new Error(`scrypt refused: ${reply.error}`))
      else job?.resolve(Buffer.from(reply.key))
      this.next()
    })
    let gone = false
    const lost = (error: Error) => {
      if (gone) return
      gone = true
      const job = this.working.get(worker)
      this.working.delete(worker)
      const at = this.idle.indexOf(worker)
      if (at >= 0) this.idle.splice(at, 1)
      this.started -= 1
      job?.reject(new Error(`a hashing thread stopped: ${error.message}`))
      this.next()
    }
    worker.on('error', lost)
    worker.on('exit', (code) => lost(new Error(`exit code ${code}`)))
    return worker
  }
}
