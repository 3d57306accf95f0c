// The database: sql.js in memory, every committed write flushed durably to the data file, concurrent writes sharing one flush.
import { mkdirSync, readFileSync } from 'node:fs'
import { dirname } from 'node:path'
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js'
import { applyConnectionPragmas, openArenaDatabase } from './data-file'
import { lockDataFile } from './file-lock'
import { removeStaleTempFiles, replaceFileDurably, type DurableWriteHooks } from './durable-file'

/** A write was applied in memory but could not reach the disk; it has been undone. */
export class FlushFailed extends Error {
  override name = 'FlushFailed'
}

export interface StoreOptions {
  path: string
  /** Test seam: replaces the durable file write (to inject a full disk) or hooks into it. */
  writeFile?: (path: string, bytes: Uint8Array, hooks?: DurableWriteHooks) => Promise<void>
  hooks?: DurableWriteHooks
}

export interface StoreStats {
  writes: number
  flushes: number
  lastFlushBytes: number
}

interface Waiter {
  resolve: () => void
  reject: (error: Error) => void
}

let sqlModule: Promise<SqlJsStatic> | undefined
function loadSql(): Promise<SqlJsStatic> {
  sqlModule ??= initSqlJs()
  return sqlModule
}

export class Store {
  readonly stats: StoreStats = { writes: 0, flushes: 0, lastFlushBytes: 0 }
  private pending: Waiter[] = []
  private flushScheduled = false
  private flushRunning: Promise<void> | undefined
  private resetListeners: Array<() => void> = []
  private closed = false

  private constructor(
    private db: Database,
    private persisted: Uint8Array,
    private readonly SQL: SqlJsStatic,
    private readonly options: StoreOptions,
    private readonly releaseLock: () => void,
  ) {}

  /** Opens (or creates) the data file at options.path; refuses foreign or newer files without touching them. */
  static async open(options: StoreOptions): Promise<Store> {
    const SQL = await loadSql()
    mkdirSync(dirname(options.path), { recursive: true })
    const releaseLock = lockDataFile(options.path)
    try {
      await removeStaleTempFiles(options.path)
      let bytes: Uint8Array = new Uint8Array(0)
      try {
        bytes = readFileSync(options.path)
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
      }
      const opened = openArenaDatabase(SQL, bytes, options.path)
      const store = new Store(opened.db, bytes, SQL, options, releaseLock)
      if (opened.changed) await store.flush()
      return store
    } catch (error) {
      releaseLock()
      throw error
    }
  }

  /** Runs synchronous reads against the database. */
  read<T>(work: (db: Database) => T): T {
    return work(this.db)
  }

  /**
   * Runs `work` in one transaction (rolled back if it throws) and resolves once the change is on disk.
   * If the flush fails the change is undone in memory too and the promise rejects with FlushFailed.
   */
  async write<T>(work: (db: Database) => T): Promise<T> {
    if (this.closed) throw new FlushFailed('The data file is closed.')
    this.db.exec('BEGIN IMMEDIATE')
    let result: T
    try {
      result = work(this.db)
      this.db.exec('COMMIT')
    } catch (error) {
      this.db.exec('ROLLBACK')
      throw error
    }
    this.stats.writes += 1
    await this.durable()
    return result
  }

  /** Resolves once everything committed so far is on disk. */
  flush(): Promise<void> {
    return this.durable()
  }

  /** Called after the in-memory database was put back to the last flushed state (caches must forget). */
  onReset(listener: () => void): void {
    this.resetListeners.push(listener)
  }

  /** A consistent copy of the database file as it is in memory now. */
  snapshot(): Uint8Array {
    const bytes = this.db.export()
    applyConnectionPragmas(this.db)
    return bytes
  }

  async close(): Promise<void> {
    if (this.closed) return
    await this.flush().catch(() => undefined)
    await this.flushRunning
    this.closed = true
    this.db.close()
    this.releaseLock()
  }

  get path(): string {
    return this.options.path
  }

  private durable(): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ resolve, reject })
      this.scheduleFlush()
    })
  }

  private scheduleFlush(): void {
    if (this.flushScheduled || this.flushRunning) return
    this.flushScheduled = true
    // setImmediate lets every request already read from the sockets commit before the flush starts.
    setImmediate(() => {
      this.flushScheduled = false
      this.flushRunning = this.runFlush().finally(() => {
        this.flushRunning = undefined
        if (this.pending.length > 0) this.scheduleFlush()
      })
    })
  }

  private async runFlush(): Promise<void> {
    const batch = this.pending
    this.pending = []
    // db.export() runs between transactions here: every write commits synchronously before yielding.
    const bytes = this.snapshot()
    try {
      await (this.options.writeFile ?? replaceFileDurably)(this.options.path, bytes, this.options.hooks)
    } catch (error) {
      this.undoUnflushed(batch, error as Error)
      return
    }
    this.persisted = bytes
    this.stats.flushes += 1
    this.stats.lastFlushBytes = bytes.length
    for (const waiter of batch) waiter.resolve()
  }

  /** Puts memory back to the last state on disk and fails every write that is not on disk. */
  private undoUnflushed(batch: Waiter[], cause: Error): void {
    const failed = new FlushFailed(`The data file ${this.options.path} could not be written (${cause.message}); the change was not saved.`)
    const waiting = [...batch, ...this.pending]
    this.pending = []
    this.db.close()
    this.db = openArenaDatabase(this.SQL, this.persisted, this.options.path).db
    for (const listener of this.resetListeners) listener()
    for (const waiter of waiting) waiter.reject(failed)
  }
}
