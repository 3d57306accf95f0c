// The store's side of the keeper thread: starts it (built bundle or TypeScript source), sends it durable transactions, asks for work.
import type { Worker } from 'node:worker_threads'
import type { BackupInfo, BackupReason } from './backups'
import type { KeeperReply, KeeperRequest } from './keeper-protocol'
import { startWorker } from './worker-start'

/** A transaction on disk, as its journal record holds it. */
export interface DurableRecord {
  seq: number
  payload: Buffer
}

type Job = Extract<KeeperRequest, { id: number }>
type JobWithoutId = Job extends infer J ? (J extends { id: number } ? Omit<J, 'id'> : never) : never
type Success = Extract<KeeperReply, { ok: true }>

const OUTBOX_DELAY_MS = 50
const OUTBOX_LIMIT = 1000

export class Keeper {
  private worker: Worker | undefined
  private nextId = 1
  private waiting = new Map<number, { resolve: (reply: Success) => void; reject: (error: Error) => void }>()
  /** Durable transactions not yet handed over: sent together, so the thread is not woken for every append. */
  private outbox: DurableRecord[] = []
  private outboxTimer: NodeJS.Timeout | undefined

  constructor(
    private path: string,
    /** The last transaction on disk: the thread loads the journal up to it when it starts. */
    private readonly durableSeq: () => number,
  ) {}

  /** Starts the thread (again, after a crash) and has it load the data file and journal from disk. */
  private ensure(bytes?: Uint8Array): Worker {
    if (this.worker) return this.worker
    const worker = startWorker(import.meta.url, 'keeper-worker', ['store'])
    worker.unref()
    worker.on('message', (reply: KeeperReply) => this.settle(reply))
    const fail = (error: Error) => {
      if (this.worker !== worker) return
      this.worker = undefined
      for (const waiter of this.waiting.values()) waiter.reject(new Error(`the keeper thread stopped: ${error.message}`))
      this.waiting.clear()
    }
    worker.on('error', fail)
    worker.on('exit', (code) => fail(new Error(`exit code ${code}`)))
    this.worker = worker
    const load: KeeperRequest = { type: 'load', path: this.path, upTo: this.durableSeq(), ...(bytes ? { bytes } : {}) }
    worker.postMessage(load, bytes ? [bytes.buffer as ArrayBuffer] : [])
    return worker
  }

  private settle(reply: KeeperReply): void {
    if (reply.id === -1 && !reply.ok) {
      for (const waiter of this.waiting.values()) waiter.reject(new Error(reply.error))
      this.waiting.clear()
      void this.worker?.terminate()
      this.worker = undefined
      return
    }
    const waiter = this.waiting.get(reply.id)
    if (!waiter) return
    this.waiting.delete(reply.id)
    if (reply.ok) waiter.resolve(reply)
    else waiter.reject(new Error(reply.error))
  }

  /** Starts the thread now with the data file's bytes (handed over), so it holds the durable state even if the folder goes. */
  start(bytes: Uint8Array): void {
    // A copy of its own: the bytes read from the file are the main database's storage (sql.js lets its in-memory file
    // system own them), and a small Buffer shares Node's pool with other buffers; a transfer would detach either.
    this.ensure(new Uint8Array(bytes))
  }

  private ask(job: JobWithoutId): Promise<Success> {
    const worker = this.ensure()
    this.sendOutbox()
    const id = this.nextId++
    return new Promise<Success>((resolve, reject) => {
      this.waiting.set(id, { resolve, reject })
      worker.postMessage({ ...job, id })
    })
  }

  /** Reloads from disk (after the data file was replaced by a restore). */
  reload(path: string): void {
    this.path = path
    this.outbox = [] // the thread reads the new file and its journal itself
    this.worker?.postMessage({ type: 'load', path, upTo: this.durableSeq() } satisfies KeeperRequest)
  }

  /**
   * A transaction now durable in the journal (from the store's change feed), handed over every 50 ms or 1,000 transactions, and before any job. A stopped
   * thread needs none: it reads the journal when it starts again.
   */
  durable(record: DurableRecord): void {
    if (!this.worker) return
    this.outbox.push(record)
    if (this.outbox.length >= OUTBOX_LIMIT) this.sendOutbox()
    else if (!this.outboxTimer) {
      this.outboxTimer = setTimeout(() => this.sendOutbox(), OUTBOX_DELAY_MS)
      this.outboxTimer.unref()
    }
  }

  private sendOutbox(): void {
    clearTimeout(this.outboxTimer)
    this.outboxTimer = undefined
    if (this.outbox.length === 0) return
    const records = this.outbox
    this.outbox = []
    if (!this.worker) return
    // Its own ArrayBuffer (never Buffer's shared pool), so that it can be transferred.
    const bytes = new Uint8Array(records.reduce((sum, record) => sum + record.payload.length, 0))
    const ends: number[] = []
    let end = 0
    for (const record of records) {
      bytes.set(record.payload, end)
      ends.push((end += record.payload.length))
    }
    const message: KeeperRequest = { type: 'records', seqs: records.map((record) => record.seq), ends, bytes }
    this.worker.postMessage(message, [bytes.buffer])
  }

  async snapshot(upTo: number): Promise<{ seq: number; bytes: number }> {
    return (await this.ask({ type: 'snapshot', upTo })).snapshot!
  }

  async backup(reason: BackupReason, nowMs: number): Promise<BackupInfo> {
    return (await this.ask({ type: 'backup', reason, nowMs })).backup!
  }

  /** The durable state as SQLite bytes. */
  async export(): Promise<Uint8Array> {
    return (await this.exportAt()).bytes
  }

  /** The durable state as SQLite bytes, and the last transaction it holds. */
  async exportAt(): Promise<{ seq: number; bytes: Uint8Array }> {
    const reply = await this.ask({ type: 'export' })
    return { seq: reply.snapshot!.seq, bytes: reply.bytes! }
  }

  async close(): Promise<void> {
    clearTimeout(this.outboxTimer)
    const worker = this.worker
    this.worker = undefined
    await worker?.terminate()
  }
}
