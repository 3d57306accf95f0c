// The database: sql.js in memory; every committed write made durable by appending its row images to a journal (group
// commit, one fdatasync per batch); full snapshots and checked backups written now and then by the keeper thread.
import { existsSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Database, SqlJsStatic } from 'sql.js'
import { backupsFolder, listBackups, summarise, unlistedBackup, writeCheckedBackup, type BackupInfo, type BackupReason } from './backups'
import { applyConnectionPragmas, exportDatabase, recogniseArenaDatabase } from './data-file'
import { sumPath, writeDataFile } from './data-file-sum'
import { makeFolderDurably, removeStaleTempFiles } from './durable-file'
import { acquireDataFileLock, type DataFileLock } from './file-lock'
import { JournalWriter, listJournalFiles, removeJournalFiles } from './journal-files'
import { Keeper } from './keeper'
import { loadBackupForRestore, loadDataFile } from './load-data-file'
import { LATEST_SCHEMA_VERSION } from './migrations'
import { applyRecords, ChangeCollector, decodeRecord, encodeRecord, readPosition, RowImages, writePosition, type RowChange, type TransactionRecord } from './row-changes'
import type { AppendedRecord } from './journal-format'
import { raiseEpoch, readHistoryId, readLineage, recordPrimaryNow, type ReplicationLineage } from './replication.repo'
import { BackupSchedule } from './backup-schedule'
import { restoreBeforeOpen } from './restore-before-open'
import { recoverJournal, type JournalRecovery } from './recover-journal'
import { FlushFailed } from '../domain/refusals'
import { silentLogger, type Logger } from '../domain/logging'
import { keepPresentCredentials, refuseIfNoAdministratorLeft, type RestoreEffects } from './restore-credentials'
import { execute } from './sql'
import { loadSql } from './sql-module'

/** A write could not be made durable (or the store cannot write now): it was undone, and the reason says why. */
export { FlushFailed }

export interface StoreOptions {
  path: string
  /** Journal size at which a snapshot is written and the journal starts afresh (bounds the replay at open). */
  journalLimitBytes?: number
  /** A snapshot is written once writes have paused this long, so the data file alone is current within seconds. */
  idleSnapshotMs?: number
  /** While writes happen, a backup at most this often (besides one after each scored game and one on close). */
  periodicBackupMs?: number
  lock?: { refreshMs?: number; staleMs?: number }
  /** Replace the data file with this backup before opening it (the current file is kept as a backup first). */
  restoreFrom?: string
  /** Cut a journal damaged before its last append at the damage before opening (the files kept byte for byte first). */
  recoverJournal?: boolean
  now?: () => number
  log?: Logger
  /**
   * A standby's store (docs/standby.md): it takes only what its primary sends (a snapshot, then each transaction, through
   * adoptSnapshot and applyReplicated); every write of its own is refused with FlushFailed naming the primary.
   */
  standby?: { primary: string }
  /** Test seam: runs before each journal append; throwing makes the append fail as a full disk would. */
  beforeAppend?: () => void | Promise<void>
}

export interface StoreStats {
  writes: number
  /** Journal appends (each one fdatasync); concurrent writes share one. */
  appends: number
  snapshots: number
  backups: number
  journalBytes: number
}

/** One transaction as the feed tells it: durable in the journal, in sequence order. */
export interface CommittedChange {
  seq: number
  /** The tables whose rows it inserted, updated or deleted. */
  tables: ReadonlySet<string>
  /** Each touched row's image after it (null: deleted). */
  changes: readonly RowChange[]
  /** The same row images as the journal holds them (its record's payload): what a standby is sent. */
  payload: Buffer
}

interface Pending {
  payload: Buffer
  record: TransactionRecord
  resolve: () => void
  reject: (error: Error) => void
}

type State = 'open' | 'recovering' | 'restoring' | 'halted' | 'closed'

/** A write made in slices: the work yields wherever it may pause; the store decides how much runs between pauses. */
export type SlicedWork<T> = (db: Database) => Generator<unknown, T, undefined>

/** A write in slices under way: reads see `before` (the database as it began), other writes wait for `done`. */
interface SlicedWrite {
  before: Database
  done: Promise<void>
}

/** How long a write in slices works before it lets the event loop run (timers, requests, reads of the state before it). */
export const SLICE_MS = 10
/** Row images encoded to JSON between two pauses of a write in slices. */
const ENCODE_SLICE = 2_000

const DEFAULTS = { journalLimitBytes: 8 * 1024 * 1024, idleSnapshotMs: 2_000, periodicBackupMs: 5 * 60_000 }

export class Store {
  readonly stats: StoreStats = { writes: 0, appends: 0, snapshots: 0, backups: 0, journalBytes: 0 }
  /** What `recoverJournal` changed at open, when it was asked for. */
  journalRecovery: JournalRecovery | undefined
  private state: State = 'open'
  private stateReason = ''
  private seq: number
  private durableSeq: number
  private snapshotSeq: number
  private pending: Pending[] = []
  private appendScheduled = false
  private appending: Promise<void> | undefined
  private snapshotWanted = false
  /** The journal file vanished under an append: what it held is on disk no more until the next snapshot. */
  private journalLost = false
  private snapshotting: Promise<void> | undefined
  private readonly backups: BackupSchedule
  private idleTimer: NodeJS.Timeout | undefined
  /** Bumped by every write as it begins (whether it commits or not), by every changed row and by every reset. */
  private writeGeneration = 0
  private resetListeners: ReadonlyArray<() => void> = []
  private committedListeners: ReadonlyArray<(change: CommittedChange) => void> = []
  private appliedListeners: ReadonlyArray<(record: TransactionRecord) => void> = []
  /** Synchronous replication: what a durable append waits for before its writes resolve (a standby's acknowledgement). */
  private acknowledgementGate: ((seq: number) => Promise<void> | undefined) | undefined
  /** The answers of the durable batches, in order (each waits for its standby's acknowledgement, then the one before). */
  private acknowledging: Promise<void> = Promise.resolve()
  /** The transaction that recorded this PC superseded (supersede): the last write it acknowledges. */
  private fenceSeq: number | undefined
  private backupListeners: Array<(backup: BackupInfo) => void> = []
  private readonly collector: ChangeCollector
  private sliced: SlicedWrite | undefined
  private readonly keeper: Keeper
  private readonly now: () => number
  private readonly log: Logger
  /** The primary this store follows (a standby), until it is promoted. */
  private standbyPrimary: string | undefined
  /** The PC that took over from this one (a higher epoch): every write is refused, naming it. */
  private takenOverBy: string | undefined

  private constructor(
    private db: Database,
    private journal: JournalWriter | undefined,
    private readonly SQL: SqlJsStatic,
    private readonly options: StoreOptions,
    private readonly lock: DataFileLock,
    bytes: Uint8Array,
  ) {
    this.seq = this.durableSeq = this.snapshotSeq = readPosition(db)
    this.standbyPrimary = options.standby?.primary
    this.takenOverBy = this.standbyPrimary === undefined ? (readLineage(db).primary_now ?? undefined) : undefined
    // During a write in slices reads see the copy taken before it, which no row change touches: the generation moves
    // as it begins and as it ends, so answers built from the copy stay kept while it runs.
    this.collector = new ChangeCollector(db, () => {
      if (!this.sliced) this.bumpGeneration()
    })
    // Started at once: it holds the durable state in memory, so a failed append can be undone even without the folder.
    this.keeper = new Keeper(options.path, () => this.durableSeq)
    this.keeper.start(bytes)
    this.now = options.now ?? Date.now
    this.log = options.log ?? silentLogger
    this.backups = new BackupSchedule({
      make: (reason) => this.keeper.backup(reason, this.now()),
      made: (backup) => this.backedUp(backup),
      log: this.log,
      periodicMs: options.periodicBackupMs ?? DEFAULTS.periodicBackupMs,
    })
    // The store's own followers come first: the keeper's copy and the backup schedule.
    this.onCommitted((change) => this.keeper.durable(change))
    this.onCommitted((change) => this.backups.acknowledged(change))
  }

  /** Opens (or creates) the data file at options.path; refuses foreign, newer or damaged files without touching them. */
  static async open(options: StoreOptions): Promise<Store> {
    const SQL = await loadSql()
    await makeFolderDurably(dirname(options.path))
    const lostBeforeOpen: { store?: Store } = {}
    const lock = await acquireDataFileLock(options.path, { ...options.lock, onLost: (error) => lostBeforeOpen.store?.halt(error.message) })
    try {
      await removeStaleTempFiles(options.path)
      await removeStaleTempFiles(sumPath(options.path))
      if (options.restoreFrom) await restoreBeforeOpen(SQL, options)
      const recovery = options.recoverJournal ? await recoverJournal(SQL, options.path, (options.now ?? Date.now)()) : undefined
      const loaded = loadDataFile(SQL, options.path)
      const bytes = loaded.needsSnapshot ? exportDatabase(loaded.db) : loaded.bytes
      if (loaded.needsSnapshot) await writeDataFile(options.path, bytes)
      await removeJournalFiles(loaded.journalFiles)
      const generation = (loaded.journalFiles.at(-1)?.generation ?? 0) + 1
      const journal = await JournalWriter.create(options.path, generation, loaded.seq + 1, LATEST_SCHEMA_VERSION)
      const store = new Store(loaded.db, journal, SQL, options, lock, bytes)
      store.journalRecovery = recovery
      lostBeforeOpen.store = store
      return store
    } catch (error) {
      lock.release()
      throw error
    }
  }

  get path(): string {
    return this.options.path
  }

  /** Why writes are refused now (the lock lost, a restore under way), or undefined when they are accepted. */
  get unavailable(): string | undefined {
    return this.state === 'open' ? undefined : this.stateReason
  }

  /** Runs synchronous reads against the database (during a write in slices: against the state before it). */
  read<T>(work: (db: Database) => T): T {
    return work(this.sliced?.before ?? this.db)
  }

  /**
   * The write generation: it changes whenever what a read answers may have changed — as every write begins (committed or
   * rolled back), on every row any statement changes (SQLite's update hook, the journal's position row included, so also
   * as each write commits), and when the database is replaced. An answer built while it had one value is current for as
   * long as it keeps that value.
   */
  get generation(): number {
    return this.writeGeneration
  }

  /**
   * The sequence number the transaction being written has, inside a write's work (the feed tells it as `seq`): a service
   * that publishes what its own write changed can recognise that write in the feed.
   */
  get writingSeq(): number {
    return this.seq + 1
  }

  private bumpGeneration(): void {
    this.writeGeneration += 1
  }

  /**
   * Runs `work` in one transaction (rolled back if it throws) and resolves once the change is in the journal on disk.
   * If the append fails the change is undone in memory too and the promise rejects with FlushFailed.
   */
  async write<T>(work: (db: Database) => T): Promise<T> {
    // Synchronous unless a write in slices holds the transaction open: then it waits its turn.
    if (this.sliced) await this.slicedWritesDone()
    if (this.state !== 'open') throw new FlushFailed(this.stateReason)
    this.refuseOnStandby()
    const seq = this.seq + 1
    this.bumpGeneration()
    execute(this.db, 'BEGIN IMMEDIATE')
    let result: T
    let record: TransactionRecord
    try {
      this.collector.begin()
      result = work(this.db)
      record = { seq, changes: this.collector.images() }
      this.collector.writePosition(seq)
      execute(this.db, 'COMMIT')
    } catch (error) {
      execute(this.db, 'ROLLBACK')
      throw error
    }
    this.seq = seq
    this.stats.writes += 1
    this.applied(record)
    await this.appended(record, encodeRecord(record))
    return result
  }

  /**
   * Like `write` — one transaction, all or nothing, resolved once it is in the journal on disk — for work too long to hold
   * the event loop: `work` is a generator that yields wherever it may pause, and every SLICE_MS of it the store lets the
   * loop run, inside the one open transaction. Meanwhile reads see a copy of the database as it was before (so no read
   * sees half of it), and other writes wait for it to end. The row images are read slice by slice and journaled once, at
   * the end, as one record.
   */
  async writeInSlices<T>(work: SlicedWork<T>, sliceMs = SLICE_MS): Promise<T> {
    if (this.sliced) await this.slicedWritesDone()
    if (this.state !== 'open') throw new FlushFailed(this.stateReason)
    this.refuseOnStandby()
    const db = this.db
    const seq = this.seq + 1
    const before = this.readOnlyCopy(db)
    let ended!: () => void
    this.sliced = { before, done: new Promise<void>((resolve) => (ended = resolve)) }
    this.bumpGeneration()
    let result: T
    let record: TransactionRecord
    let payload: Buffer
    try {
      execute(db, 'BEGIN IMMEDIATE')
      try {
        this.collector.begin()
        const steps = work(db)
        const images = new RowImages()
        // The copy above took its share of this turn; a timer, not setImmediate, so that timers run too even when this
        // write began in the poll phase (setImmediate would run it in the same turn's check phase).
        await this.pause(db, 'timers too')
        for (;;) {
          const step = runFor(steps, sliceMs, () => this.collector.takeImages(images))
          if (!step.done) {
            await this.pause(db)
            continue
          }
          result = step.value
          break
        }
        record = { seq, changes: images.list() }
        payload = await this.encodeInSlices(db, record.changes)
        this.collector.writePosition(seq)
        execute(db, 'COMMIT')
        this.seq = seq
        this.stats.writes += 1
      } catch (error) {
        // A database replaced meanwhile (a failed append undone) took the open transaction with it.
        if (this.db === db) execute(db, 'ROLLBACK')
        throw error
      }
    } finally {
      this.sliced = undefined
      this.bumpGeneration()
      before.close()
      ended()
    }
    // Committed, and reads see it from now on (the copy from before it is gone).
    this.applied(record)
    await this.appended(record, payload)
    return result
  }

  /** Waits until no write in slices holds the transaction (another may have started in the meantime: waits for it too). */
  private async slicedWritesDone(): Promise<void> {
    while (this.sliced) await this.sliced.done
  }

  /** The database as it is now, for reads only (query_only: a statement that would write is refused). */
  private readOnlyCopy(db: Database): Database {
    const copy = new this.SQL.Database(exportDatabase(db))
    applyConnectionPragmas(copy)
    copy.exec('PRAGMA query_only = ON')
    return copy
  }

  /** Lets the event loop run between two slices; the write goes on only if its database is still the store's. */
  private async pause(db: Database, timersToo?: 'timers too'): Promise<void> {
    await new Promise<void>((resolve) => (timersToo ? setTimeout(resolve, 0) : setImmediate(resolve)))
    if (this.db !== db || this.state === 'halted' || this.state === 'closed') {
      throw new FlushFailed(this.stateReason || `The data file ${this.options.path} was reloaded during the write; the change was not saved.`)
    }
  }

  /** encodeRecord's bytes, built a slice of rows at a time with pauses between. */
  private async encodeInSlices(db: Database, changes: readonly RowChange[]): Promise<Buffer> {
    const parts: string[] = []
    for (let start = 0; start < changes.length; start += ENCODE_SLICE) {
      if (start > 0) await this.pause(db)
      parts.push(changes.slice(start, start + ENCODE_SLICE).map((change) => JSON.stringify(change)).join(','))
    }
    return Buffer.from(`[${parts.join(',')}]`)
  }

  /** Queues a committed transaction's record for the journal; resolves once it is on disk. */
  private appended(record: TransactionRecord, payload: Buffer): Promise<void> {
    return new Promise<void>((resolve, reject) => {
      this.pending.push({ payload, record, resolve, reject })
      this.scheduleAppend()
    })
  }

  /** Resolves once everything committed so far is on disk. */
  async flush(): Promise<void> {
    while (this.pending.length > 0 || this.appending || this.appendScheduled) {
      if (this.pending.length > 0) this.scheduleAppend()
      await (this.appending ?? new Promise<void>((done) => setImmediate(done)))
    }
  }

  /**
   * The change feed: `listener` is called once per transaction as soon as it is durable, in sequence order, before the
   * write that made it resolves (so before any answer to it is sent). Everything derived from the rows (the credential
   * cache, the game on deck, the keeper's copy) follows it. A listener must not throw (a throw is logged) and must not wait.
   */
  onCommitted(listener: (change: CommittedChange) => void): () => void {
    // A new array on each change: a follower added or removed while the feed is told takes effect from the next transaction.
    this.committedListeners = [...this.committedListeners, listener]
    return () => {
      this.committedListeners = this.committedListeners.filter((each) => each !== listener)
    }
  }

  /**
   * Transactions as reads begin to see them: `listener` is called once per transaction, in sequence order, as it is
   * committed in memory — before its append is durable (the change feed, onCommitted, tells it then). For state that
   * answers reads and must see what they see (the kept standings); a failed append undoes the transaction, and onReset
   * tells it. A listener must not throw (a throw is logged) and must not wait.
   */
  onApplied(listener: (record: TransactionRecord) => void): () => void {
    this.appliedListeners = [...this.appliedListeners, listener]
    return () => {
      this.appliedListeners = this.appliedListeners.filter((each) => each !== listener)
    }
  }

  private applied(record: TransactionRecord): void {
    for (const listener of this.appliedListeners) {
      try {
        listener(record)
      } catch (error) {
        this.log.error(`A follower of the data file's applied changes failed at transaction ${record.seq}: ${(error as Error).stack ?? String(error)}`)
      }
    }
  }

  /**
   * Synchronous replication (docs/standby.md): after each append is durable here and the feed told it (so sent to the
   * standbys), the writes in it resolve only once `gate(seq)` does — a standby has it on its disk too, or the gate's own
   * bound passed. The gate answers undefined when nothing is to be waited for (no standby in sync, asynchronous mode).
   * It rejects when this PC learns, while waiting, that another took over: those writes were never acknowledged, and
   * are refused with its error (they stay in this PC's file, which is no longer the event's).
   */
  setAcknowledgementGate(gate: ((seq: number) => Promise<void> | undefined) | undefined): void {
    this.acknowledgementGate = gate
  }

  /** Called after the in-memory database was replaced (a failed append undone, a backup restored): caches must forget. */
  onReset(listener: () => void): () => void {
    this.resetListeners = [...this.resetListeners, listener]
    return () => {
      this.resetListeners = this.resetListeners.filter((each) => each !== listener)
    }
  }

  /** Called after every backup made (by itself or on demand): the list of backups changed. */
  onBackup(listener: (backup: BackupInfo) => void): void {
    this.backupListeners.push(listener)
  }

  private backedUp(backup: BackupInfo): void {
    this.stats.backups += 1
    for (const listener of this.backupListeners) listener(backup)
  }

  /** A complete, consistent copy of everything acknowledged so far, as SQLite bytes (made off the event loop). */
  async copy(): Promise<Uint8Array> {
    await this.flush()
    return this.keeper.export()
  }

  /** The last transaction on disk: everything up to it is acknowledged. */
  get acknowledgedSeq(): number {
    return this.durableSeq
  }

  /** The id of the history of sequence numbers this file holds (replication_history): a standby must share it to resume. */
  get historyId(): string {
    return this.read(readHistoryId)
  }

  /** The primary a standby's store follows; undefined on a primary. */
  get standbyOf(): string | undefined {
    return this.standbyPrimary
  }

  /** The PC that took over from this one (a higher epoch, or an operator said so); undefined while this one may write. */
  get supersededBy(): string | undefined {
    return this.takenOverBy
  }

  /** The file's epoch, its last standby and the primary that took over (replication_history). */
  get lineage(): ReplicationLineage {
    return this.read(readLineage)
  }

  private refuseOnStandby(): void {
    if (this.standbyPrimary !== undefined) throw new FlushFailed(standbyRefusal(this.standbyPrimary))
    if (this.takenOverBy !== undefined) throw new FlushFailed(supersededRefusal(this.takenOverBy))
  }

  /**
   * Take-over (docs/standby.md): this standby becomes a primary. Its first write of its own raises the epoch and starts
   * a new history, durably; only then does it answer. If that write fails it stays a standby.
   */
  async promote(): Promise<number> {
    const primary = this.standbyPrimary
    if (primary === undefined) throw new Error('Only a standby is promoted')
    await this.flush()
    this.standbyPrimary = undefined
    try {
      return await this.write(raiseEpoch)
    } catch (error) {
      this.standbyPrimary = primary
      throw error
    }
  }

  /**
   * Fencing: another PC took over (`primary`, with a higher epoch), or an administrator said this one must stop. Every
   * later write is refused naming it from this instant; the record of it is durable when this resolves (a restart stays
   * fenced).
   */
  async supersede(primary: string): Promise<void> {
    this.refuseOnStandby()
    // A write in slices holds the transaction: wait for it, so that the record below is made at once (write() is then
    // synchronous up to its append) and not refused by the fence set right after it.
    while (this.sliced) await this.slicedWritesDone()
    // The record is made now (in memory, queued for its append) and every later write refused from this instant: the
    // append may have to wait behind writes waiting for a standby, which the caller refuses meanwhile.
    const recorded = this.write((db) => {
      this.fenceSeq = this.seq + 1 // this transaction's number (write() assigns it): the one write still acknowledged
      recordPrimaryNow(db, primary)
    })
    this.takenOverBy = primary
    await recorded
  }

  private refuseUnlessStandby(): void {
    if (this.standbyPrimary === undefined) throw new Error('Only a standby takes transactions from a primary')
    if (this.state !== 'open') throw new FlushFailed(this.stateReason)
  }

  /** Everything acknowledged so far, as SQLite bytes, and the last transaction it holds (for a standby to start from). */
  async replicationSnapshot(): Promise<{ seq: number; bytes: Uint8Array }> {
    await this.flush()
    return this.keeper.exportAt()
  }

  /**
   * A standby takes its primary's snapshot: written durably as its data file (journal started afresh after it), then
   * loaded in memory; the feed's followers forget what they held (as after a restore). Answers its position.
   */
  async adoptSnapshot(bytes: Uint8Array): Promise<number> {
    this.refuseUnlessStandby()
    await this.flush()
    await this.snapshotting
    const label = `the snapshot from ${this.standbyPrimary!}`
    const { db: incoming, version } = recogniseArenaDatabase(this.SQL, new Uint8Array(bytes), label, 'restore')
    try {
      if (version !== LATEST_SCHEMA_VERSION) throw new Error(`${label} is at data schema ${version}; this version needs ${LATEST_SCHEMA_VERSION} (run the same Arena Console version on both PCs)`)
      await this.lock.verify()
      await this.replaceDataFile(bytes, readPosition(incoming))
    } catch (error) {
      incoming.close()
      throw error
    }
    this.switchTo(incoming)
    return this.seq
  }

  /**
   * A standby takes its primary's transactions, each its journal record's payload as the primary's journal holds it: the
   * next ones in sequence (anything else is refused), applied in memory at once, then appended to its own journal with the
   * same group commit as a write; resolves once they are on disk, after the feed told them (caches and keeper follow).
   */
  async applyReplicated(records: readonly AppendedRecord[]): Promise<void> {
    this.refuseUnlessStandby()
    if (records.length === 0) return
    records.forEach((record, index) => {
      if (record.seq !== this.seq + 1 + index) throw new Error(`transaction ${record.seq} does not follow ${this.seq + index}: refused`)
    })
    const decoded = records.map((record) => decodeRecord(record.seq, record.payload))
    this.bumpGeneration()
    applyRecords(this.db, decoded)
    this.collector.begin() // the rows the replay touched are not a write of its own
    this.seq = records.at(-1)!.seq
    this.stats.writes += records.length
    for (const record of decoded) this.applied(record)
    await Promise.all(decoded.map((record, index) => this.appended(record, records[index].payload)))
  }

  listBackups(): Promise<BackupInfo[]> {
    return listBackups(this.options.path)
  }

  /** Makes a checked backup of everything acknowledged so far, now. */
  async backupNow(reason: BackupReason = 'manual'): Promise<BackupInfo> {
    await this.flush()
    return this.backups.makeNow(reason)
  }

  /** The backup's file (by its name in the backups folder, or any file), and its listing when it is in the folder. */
  private async findBackup(source: { name: string } | { path: string }): Promise<{ path: string; known: BackupInfo | undefined }> {
    const listed = await this.listBackups()
    const known = 'name' in source ? listed.find((backup) => backup.name === source.name) : listed.find((backup) => backup.path === source.path)
    if ('name' in source && !known) throw new BackupNotFound(`There is no backup named ${source.name} in ${backupsFolder(this.options.path)}.`)
    return { path: known?.path ?? (source as { path: string }).path, known }
  }

  /** What restoring this backup now would revive or drop (nothing changes): the restore's own work, on a copy. */
  async previewRestore(source: { name: string } | { path: string }): Promise<RestoreEffects> {
    const { path } = await this.findBackup(source)
    const incoming = loadBackupForRestore(this.SQL, await readFile(path), path)
    try {
      return keepPresentCredentials(this.sliced?.before ?? this.db, incoming)
    } finally {
      incoming.close()
    }
  }

  /**
   * Switches to a backup (by its name in the backups folder, or any file): the current state is first kept as a backup,
   * then the backup (migrated if older) becomes the data file, holding the present's credentials and rights (see
   * keepPresentCredentials): what was revoked or changed since stays so. Refused (Conflict) when it would leave no
   * administrator where there is one now. `precondition` runs once writes are held and may throw to refuse (a game running).
   */
  async restore(source: { name: string } | { path: string }, precondition?: (db: Database) => void): Promise<{ restored: BackupInfo; kept: BackupInfo; effects: RestoreEffects }> {
    const { path, known } = await this.findBackup(source)
    if (this.state !== 'open') throw new FlushFailed(this.stateReason)
    this.refuseOnStandby()
    this.enter('restoring', 'A backup is being restored; try again in a moment.')
    try {
      await this.slicedWritesDone()
      await this.flush()
      await this.snapshotting
      precondition?.(this.db)
      const bytes = await readFile(path)
      const incoming = loadBackupForRestore(this.SQL, bytes, path)
      const restored = known ?? { ...unlistedBackup(path, bytes.length, this.now()), ...summarise(incoming) }
      let kept: BackupInfo
      let effects: RestoreEffects
      try {
        effects = keepPresentCredentials(this.db, incoming)
        refuseIfNoAdministratorLeft(this.db, effects)
        kept = await this.backups.makeNow('before-restore')
        writePosition(incoming, this.seq)
        await this.lock.verify()
        await this.replaceDataFile(exportDatabase(incoming), this.seq)
      } catch (error) {
        incoming.close()
        throw error
      }
      this.switchTo(incoming)
      return { restored, kept, effects }
    } finally {
      if ((this.state as State) === 'restoring') this.enter('open', '')
    }
  }

  async close(): Promise<void> {
    if (this.state === 'closed') return
    await this.slicedWritesDone()
    await this.flush().catch(() => undefined)
    await this.acknowledging
    await this.snapshotting
    await this.backups.stop()
    clearTimeout(this.idleTimer)
    this.idleTimer = undefined
    const halted = this.state === 'halted'
    this.enter('closed', 'The data file is closed.')
    try {
      if (!halted) await this.writeFinalState()
    } finally {
      this.db.close()
      await this.journal?.close()
      await this.keeper.close()
      this.lock.release()
    }
  }

  /** On close: the data file alone holds everything (journal removed), and a checked backup if anything changed. */
  private async writeFinalState(): Promise<void> {
    const bytes = exportDatabase(this.db)
    if (this.seq !== this.snapshotSeq) await writeDataFile(this.options.path, bytes)
    await this.journal?.close()
    this.journal = undefined
    await removeJournalFiles(await listJournalFiles(this.options.path))
    if (this.backups.writesSince > 0) {
      await writeCheckedBackup(this.SQL, this.options.path, bytes, 'close', this.now()).catch((error: Error) => this.log.error(`Backup on close failed: ${error.message}`))
    }
  }

  /** Stops every write for good: the lock was lost, so another process may own the file now. */
  private halt(reason: string): void {
    if (this.state === 'closed' || this.state === 'halted') return
    this.enter('halted', `This server stopped writing so it cannot overwrite another owner's changes: ${reason.replace(/\.$/, '')}. Restart Arena Console on this data file.`)
    this.log.error(`Data file: ${this.stateReason}`)
    this.failPending(new FlushFailed(this.stateReason))
  }

  private enter(state: State, reason: string): void {
    this.state = state
    this.stateReason = reason
  }

  private scheduleAppend(): void {
    if (this.appendScheduled || this.appending) return
    this.appendScheduled = true
    // setImmediate lets every request already read from the sockets commit before the append starts.
    setImmediate(() => {
      this.appendScheduled = false
      this.appending = this.runAppend().finally(() => {
        this.appending = undefined
        if (this.pending.length > 0 || (this.snapshotWanted && !this.snapshotting)) this.scheduleAppend()
      })
    })
  }

  private async runAppend(): Promise<void> {
    if (this.snapshotWanted && !this.snapshotting && this.state === 'open') await this.startSnapshot()
    const batch = this.pending
    this.pending = []
    if (batch.length === 0) return
    try {
      if (this.options.beforeAppend) await this.options.beforeAppend()
      this.journal ??= await this.freshJournal()
      await this.journal.append(batch.map((item) => ({ seq: item.record.seq, payload: item.payload })))
      // Both after the data is on disk: a process that takes the file over later replays it.
      const inPlace = this.journal.stillInPlace()
      await this.lock.verify()
      if (!inPlace) {
        this.journalLost = true
        throw new Error(`the journal ${this.journal.file.path} was removed`)
      }
    } catch (error) {
      await this.undoUnsaved(batch, error as Error)
      return
    }
    const seq = this.durable(batch)
    // Synchronous replication: one round trip to the standby per group commit. The next append does not wait for it (its
    // fsync overlaps the standby's turn); the answers still go out in sequence order, each batch after the one before.
    const standby = this.acknowledgementGate?.(seq)
    const before = this.acknowledging
    this.acknowledging = (async () => {
      await before
      const refused = standby && (await standby.then(() => undefined, (error: Error) => error))
      this.settle(batch, refused)
    })()
  }

  /** A durable batch's writes answered: refused when the standby's wait was, or when another PC took over meanwhile. */
  private settle(batch: Pending[], refused: Error | undefined): void {
    if (refused) {
      for (const item of batch) item.reject(refused)
      return
    }
    if (this.takenOverBy !== undefined) {
      // Made before another PC took over and not acknowledged then: refused, as they are not on that PC.
      const refusal = new FlushFailed(supersededRefusal(this.takenOverBy))
      for (const item of batch) {
        if (item.record.seq === this.fenceSeq) item.resolve()
        else item.reject(refusal)
      }
      return
    }
    for (const item of batch) item.resolve()
  }

  /** The batch is on disk here: its transactions are told to the feed (in order) before any of its writes resolves. */
  private durable(batch: Pending[]): number {
    this.durableSeq = batch.at(-1)!.record.seq
    this.stats.appends += 1
    this.stats.journalBytes = this.journal!.size
    for (const item of batch) this.announce(item.record, item.payload)
    if (this.journal!.size >= (this.options.journalLimitBytes ?? DEFAULTS.journalLimitBytes)) this.snapshotWanted = true
    // One timer, pushed back by each batch (refresh() is cheaper than a new timer per group commit).
    if (this.idleTimer) this.idleTimer.refresh()
    else {
      this.idleTimer = setTimeout(() => {
        this.idleTimer = undefined
        this.snapshotWanted = true
        this.scheduleAppend()
      }, this.options.idleSnapshotMs ?? DEFAULTS.idleSnapshotMs)
      this.idleTimer.unref()
    }
    return this.durableSeq
  }

  /** Tells the feed's listeners of one durable transaction. */
  private announce(record: TransactionRecord, payload: Buffer): void {
    const change: CommittedChange = { seq: record.seq, tables: new Set(record.changes.map(([table]) => table)), changes: record.changes, payload }
    for (const listener of this.committedListeners) {
      try {
        listener(change)
      } catch (error) {
        this.log.error(`A follower of the data file's changes failed at transaction ${record.seq}: ${(error as Error).stack ?? String(error)}`)
      }
    }
  }

  /** Between appends: later transactions go to a new journal file while the keeper writes the snapshot of the old ones. */
  private async startSnapshot(): Promise<void> {
    this.snapshotWanted = false
    const old = this.journal
    const upTo = this.durableSeq
    if (!old || upTo === this.snapshotSeq) return
    const covered = (await listJournalFiles(this.options.path)).filter((file) => file.generation <= old.file.generation)
    await old.close()
    this.journal = undefined
    this.journal = await JournalWriter.create(this.options.path, old.file.generation + 1, upTo + 1, LATEST_SCHEMA_VERSION).catch(() => undefined)
    this.snapshotting = (async () => {
      await this.lock.verify()
      await this.keeper.snapshot(upTo)
      this.snapshotSeq = upTo
      this.stats.snapshots += 1
      await removeJournalFiles(covered)
    })()
      .catch((error: Error) => this.log.warn(`Snapshot of the data file failed (the journal keeps every change): ${error.message}`))
      .finally(() => {
        this.snapshotting = undefined
        if (this.snapshotWanted) this.scheduleAppend()
      })
  }

  /**
   * A new journal after a failed append. It starts after the last durable transaction, so it supersedes whatever the broken
   * file holds past that; only when the data file or the journal itself is gone (removed by hand, the folder deleted) is a
   * snapshot of the durable state written first, since the disk no longer holds it.
   */
  private async freshJournal(): Promise<JournalWriter> {
    const files = await listJournalFiles(this.options.path)
    const generation = (files.at(-1)?.generation ?? 0) + 1
    if (!existsSync(this.options.path) || this.journalLost) {
      await this.lock.verify()
      await this.keeper.snapshot(this.durableSeq)
      this.snapshotSeq = this.durableSeq
      await removeJournalFiles(files)
      this.journalLost = false
    }
    return JournalWriter.create(this.options.path, generation, this.durableSeq + 1, LATEST_SCHEMA_VERSION)
  }

  /**
   * The append failed: memory goes back to the durable state (from the keeper), then every write not on disk is refused.
   * A lost lock also stops writes for good.
   */
  private async undoUnsaved(batch: Pending[], cause: Error): Promise<void> {
    const lost = cause.name === 'LockLost'
    const failed = new FlushFailed(`The data file ${this.options.path} could not be written (${cause.message}); the change was not saved.`)
    if (lost) this.halt(cause.message)
    else this.enter('recovering', failed.message)
    await this.journal?.close()
    this.journal = undefined
    try {
      const bytes = await this.keeper.export()
      this.db.close()
      this.db = recogniseArenaDatabase(this.SQL, bytes, this.options.path).db
      this.collector.listen(this.db)
      this.seq = this.durableSeq = readPosition(this.db)
      this.bumpGeneration()
      for (const listener of this.resetListeners) listener()
      if (this.state === 'recovering') this.enter('open', '')
    } catch (error) {
      this.halt(`the last saved state could not be reloaded (${(error as Error).message})`)
    }
    for (const item of batch) item.reject(failed)
    this.failPending(failed)
  }

  private failPending(error: Error): void {
    const waiting = this.pending
    this.pending = []
    for (const item of waiting) item.reject(error)
  }

  /** The restore's switch: the new file (at position `seq`) durably in place, every old journal gone, a new journal after it. */
  private async replaceDataFile(bytes: Uint8Array, seq: number): Promise<void> {
    const files = await listJournalFiles(this.options.path)
    await this.journal?.close()
    this.journal = undefined
    await writeDataFile(this.options.path, bytes)
    this.snapshotSeq = this.durableSeq = this.seq = seq
    await removeJournalFiles(files)
    const generation = (files.at(-1)?.generation ?? 0) + 1
    this.journal = await JournalWriter.create(this.options.path, generation, seq + 1, LATEST_SCHEMA_VERSION)
  }

  /** The new file is in place: memory follows it, and every follower of the feed forgets what it held. */
  private switchTo(incoming: Database): void {
    this.db.close()
    this.db = incoming
    this.collector.listen(incoming)
    this.keeper.reload(this.options.path)
    this.bumpGeneration()
    for (const listener of this.resetListeners) listener()
  }
}

/** The parts of a slice after each of which the row images touched so far are read (their reading counts in the slice). */
const IMAGE_READS_PER_SLICE = 4

/**
 * Runs steps for about `ms`, reading the row images they touched (`takeImages`) after each part of it: reading the images
 * of what 10 ms of steps wrote can take longer than the steps did, so it is done within the slice, not after it.
 */
function runFor<T>(steps: Generator<unknown, T, undefined>, ms: number, takeImages: () => void): IteratorResult<unknown, T> {
  const until = performance.now() + ms
  for (;;) {
    const partUntil = Math.min(until, performance.now() + ms / IMAGE_READS_PER_SLICE)
    let step: IteratorResult<unknown, T>
    do step = steps.next()
    while (!step.done && performance.now() < partUntil)
    takeImages()
    if (step.done || performance.now() >= until) return step
  }
}

/** Why a PC another took over from refuses every write: it names the primary now and how to follow it. */
export function supersededRefusal(primary: string): string {
  return `This arena PC is no longer the primary: ${primary} took over. It is read-only; make changes on ${primary}. To make this PC its standby, restart it with --follow ${primary} --follow-key <a replication key made there>.`
}

/** Why a standby refuses a write of its own: it names the primary, where changes are made. */
export function standbyRefusal(primary: string): string {
  return `This arena PC is a standby following the primary at ${primary}: it is read-only; make changes on the primary.`
}

export class BackupNotFound extends Error {
  override name = 'BackupNotFound'
}
