// The primary's side of replication (docs/standby.md): each standby's stream — a snapshot when it cannot resume, then every
// durable transaction as the journal holds it, in order, as the change feed tells it — with heartbeats, and a bound on
// what a slow standby may hold back: past it, that standby's stream is dropped (it reconnects and resumes), so no standby
// ever slows the primary's writes or its event loop. Synchronous (the default): a write is acknowledged only once a
// standby in sync says the transaction is on its disk, or after a bound (1 s) with the primary going on alone, warned,
// until the standby catches up.
import type { AppendedRecord } from '../../store/journal-format'
import { AckReader, eventsFrame, heartbeatFrame, recordFrame, snapshotFrames } from '../../store/replication-format'
import type { LiveBus } from '../../arena/live-bus'
import type { LiveMessage } from '../../contract/live-events'
import type { CommittedChange, Store } from '../../store/store'
import type { Logger } from '../../domain/logging'
import { isoSeconds } from '../../domain/clock'

/** Where a stream's bytes go: the HTTP answer to one standby. */
export interface StandbySink {
  /** Queues bytes to send (never waits). */
  write(bytes: Buffer): void
  /** Bytes queued and not yet taken by the network. */
  backlogBytes(): number
  /** Ends the answer (the standby reconnects). */
  close(): void
  /** False once the key it was opened with is revoked. */
  stillValid(): boolean
}

export interface StandbyStatus {
  address: string
  key_name: string
  connected_at: string
  /** The last transaction sent to it. */
  sent_seq: number
  /** The last transaction it says is on its disk (null: it does not acknowledge — an older standby, or not yet). */
  acked_seq: number | null
  /** Writes here wait for it (synchronous mode, and it has caught up). */
  in_sync: boolean
  /** Transactions acknowledged here that it has not said are on its disk (not yet sent, when it does not acknowledge). */
  lag_records: number
  /** How long it has been behind this PC (0 when it holds everything acknowledged here). */
  lag_ms: number
  backlog_bytes: number
}

export interface ReplicationSourceOptions {
  /** Bytes of recent records kept in memory to resume a standby from (older: a snapshot). */
  keptBytes?: number
  /** Bytes a standby may hold back (beyond a snapshot being sent) before its stream is dropped. */
  backlogBytes?: number
  /** Interval of the heartbeat frames (they carry the primary's position, so a standby knows its lag). */
  heartbeatMs?: number
  /** A write is acknowledged once a standby in sync has it on disk too (false: asynchronous, never waits). */
  synchronous?: boolean
  /** How long a write waits for the standby before the primary goes on alone. */
  synchronousTimeoutMs?: number
}

export const REPLICATION_DEFAULTS = { keptBytes: 8 * 1024 * 1024, backlogBytes: 16 * 1024 * 1024, heartbeatMs: 1_000, synchronous: true, synchronousTimeoutMs: 1_000 }

/**
 * A standby this close behind (in transactions) is in sync: writes wait for it from then on. Not zero: under a steady load
 * a standby that is not waited for trails by the group commit or two in flight, and would never be exactly level.
 */
const CAUGHT_UP_RECORDS = 256

/**
 * Live messages about this PC itself — its own log, backups, who is connected to it, and its view of the arena PCs —
 * that a standby does not take over: it has its own. Every other message a service publishes goes to the standbys too.
 */
const THIS_PC_ONLY = new Set<LiveMessage['event']>(['log_entry', 'backups_changed', 'screen_presence', 'robot_presence', 'arena_pcs'])

/** How writes wait for the standby now (GET /system/replication, the consoles' banner). */
export interface SynchronousStatus {
  mode: 'synchronous' | 'asynchronous'
  /**
   * Synchronous mode, a standby known (connected since this start, or recorded in the file) and none in sync: writes are
   * acknowledged by this PC alone, so a take-over now could lose the latest of them.
   */
  alone: boolean
  /** Since when it is alone (ISO), or null. */
  alone_since: string | null
  timeout_ms: number
}

/** A write waiting for a standby's acknowledgement of transaction `seq` (or the bound). */
interface Waiter {
  seq: number
  done: () => void
  /** Another PC took over while it waited: the write is refused, never acknowledged. */
  refuse: (error: Error) => void
  timer: NodeJS.Timeout | undefined
}

interface Follower {
  sink: StandbySink
  address: string
  keyName: string
  connectedAt: number
  sentSeq: number
  /** While its snapshot is made: the records committed meanwhile, sent after it. */
  held: AppendedRecord[] | undefined
  heldBytes: number
  /** The snapshot's size: it may be queued on top of the backlog bound. */
  allowance: number
  /** Where its stream started: what it held when it resumed, or its snapshot's position once sent (undefined before). */
  startSeq: number | undefined
  /** The last transaction it said is on its disk; undefined until it first says (a one-way stream never does). */
  ackedSeq: number | undefined
  /** Writes wait for it: it has acknowledged everything durable here, and has not since missed the bound. */
  inSync: boolean
  /** Since when it lacks a transaction acknowledged here (undefined: it holds them all). */
  behindSince: number | undefined
}

export class ReplicationSource {
  private readonly kept: AppendedRecord[] = []
  private keptBytes = 0
  private readonly followers = new Set<Follower>()
  private unfollow: Array<() => void> = []
  private heartbeat: NodeJS.Timeout | undefined
  private readonly options: Required<ReplicationSourceOptions>
  private waiters: Waiter[] = []
  /** A standby followed this PC since it started (so its absence is worth a warning). */
  private hadStandby = false
  /** Since when no standby is in sync (from the start until one is). */
  private aloneSince: number | undefined
  private lostStandbyCheck: (() => Promise<unknown>) | undefined
  /** The last standby in sync went away and is being asked whether it took over: writes wait for the answer. */
  private checkingLostStandby = false
  /** Streams dropped because their standby fell too far behind (measured by the benchmark and the tests). */
  dropped = 0

  constructor(
    private readonly store: Store,
    private readonly log: Logger,
    private readonly now: () => number,
    options: ReplicationSourceOptions = {},
    /** What services publish, sent on to the standbys (their consoles and screens see the same). */
    private readonly live?: Pick<LiveBus, 'onPublished'>,
  ) {
    this.options = { ...REPLICATION_DEFAULTS, ...options }
    this.aloneSince = now()
    if (this.options.synchronous) store.setAcknowledgementGate((seq) => this.waitForStandby(seq))
  }

  /**
   * The store's acknowledgement gate: resolves once a standby in sync has transaction `seq` on its disk, or after the
   * bound — then every standby that missed it is out of sync and the primary goes on alone (warned) until one catches up.
   * Undefined (nothing to wait for) when no standby is in sync.
   */
  private waitForStandby(seq: number): Promise<void> | undefined {
    if (!this.checkingLostStandby && ![...this.followers].some((follower) => follower.inSync)) return undefined
    return new Promise((resolve, reject) => {
      const settle = (then: () => void) => {
        clearTimeout(waiter.timer)
        this.waiters = this.waiters.filter((each) => each !== waiter)
        then()
      }
      const waiter: Waiter = {
        seq,
        done: () => settle(resolve),
        refuse: (error) => settle(() => reject(error)),
        // While the lost standby is asked whether it took over, the ask's own bound applies.
        timer: this.checkingLostStandby ? undefined : setTimeout(() => this.missed(waiter), this.options.synchronousTimeoutMs),
      }
      this.waiters.push(waiter)
    })
  }

  /** No standby confirmed `waiter`'s transaction within the bound: each in sync is out of it; the write goes on. */
  private missed(waiter: Waiter): void {
    for (const follower of this.followers) {
      if (follower.inSync && (follower.ackedSeq ?? 0) < waiter.seq) {
        follower.inSync = false
        this.log.warn(`standby ${follower.address} did not confirm transaction ${waiter.seq} within ${this.options.synchronousTimeoutMs} ms: writes are acknowledged without it until it catches up`, { address: follower.address })
      }
    }
    waiter.done()
    this.noteAlone()
  }

  /** Reads a standby's acknowledgements off its socket: bytes in; a damaged frame ends its stream. */
  acknowledgementsFrom(sink: StandbySink): (chunk: Buffer) => void {
    const acks = new AckReader()
    return (chunk) => {
      try {
        for (const seq of acks.push(chunk)) this.acknowledged(sink, seq)
      } catch (error) {
        this.log.warn(`a standby's acknowledgement is damaged (${(error as Error).message}); its stream is dropped`)
        sink.close()
      }
    }
  }

  /** A standby says everything up to `seq` is on its disk. */
  acknowledged(sink: StandbySink, seq: number): void {
    const follower = [...this.followers].find((each) => each.sink === sink)
    if (!follower || seq > follower.sentSeq) return // a standby cannot hold what it was not sent
    follower.ackedSeq = Math.max(follower.ackedSeq ?? 0, seq)
    if (follower.ackedSeq >= this.store.acknowledgedSeq) follower.behindSince = undefined
    if (this.options.synchronous && !follower.inSync && this.caughtUp(follower)) {
      follower.inSync = true
      this.log.info(`standby ${follower.address} is in sync: every write waits for it again (synchronous)`, { address: follower.address })
    }
    for (const waiter of [...this.waiters]) if (waiter.seq <= follower.ackedSeq) waiter.done()
    this.noteAlone()
  }

  /** It holds at least what its stream started from (its snapshot taken), and is at most a few transactions behind. */
  private caughtUp(follower: Follower): boolean {
    const acked = follower.ackedSeq
    if (acked === undefined || follower.startSeq === undefined || acked < follower.startSeq) return false
    return this.store.acknowledgedSeq - acked <= CAUGHT_UP_RECORDS
  }

  /** Keeps when the primary started going on alone (for the consoles) up to date. */
  private noteAlone(): void {
    const inSync = [...this.followers].some((follower) => follower.inSync)
    if (inSync) this.aloneSince = undefined
    else this.aloneSince ??= this.now()
    // Nobody left to wait for (and no lost standby being asked whether it took over): what waits is acknowledged now.
    if (!inSync && !this.checkingLostStandby) for (const waiter of [...this.waiters]) waiter.done()
  }

  /**
   * The last standby in sync closed its stream — it may have been promoted (a take-over stops following first). Before
   * any write is acknowledged without it, it is asked (the check's own bound): if it took over, this PC stops writing and
   * what waits is refused (close with a refusal); otherwise the primary goes on alone.
   */
  private checkLostStandby(): void {
    const check = this.lostStandbyCheck
    if (!check || this.checkingLostStandby || [...this.followers].some((follower) => follower.inSync)) return
    this.checkingLostStandby = true
    void check()
      .catch((error: Error) => this.log.warn(`asking the lost standby whether it took over failed: ${error.message}`))
      .finally(() => {
        this.checkingLostStandby = false
        this.noteAlone()
      })
  }

  /** How the primary asks its lost standby whether it took over (the replication service: its recorded address's epoch). */
  whenStandbyLost(check: () => Promise<unknown>): void {
    this.lostStandbyCheck = check
  }

  /** How writes wait for a standby now; `standbyKnown`: one is recorded in the data file. */
  synchronousStatus(standbyKnown: boolean): SynchronousStatus {
    const alone = this.options.synchronous && (this.hadStandby || standbyKnown) && ![...this.followers].some((follower) => follower.inSync)
    return {
      mode: this.options.synchronous ? 'synchronous' : 'asynchronous',
      alone,
      alone_since: alone ? isoSeconds(this.aloneSince ?? this.now()) : null,
      timeout_ms: this.options.synchronousTimeoutMs,
    }
  }

  /**
   * A standby connects, holding everything up to `fromSeq` of history `history` (either absent: nothing): it resumes after
   * it when this primary still keeps what follows; otherwise it gets a snapshot first.
   */
  open(sink: StandbySink, who: { address: string; keyName: string }, fromSeq: number | undefined, history: string | undefined): void {
    this.followFeed()
    const follower: Follower = { sink, ...who, connectedAt: this.now(), sentSeq: 0, held: undefined, heldBytes: 0, allowance: 0, startSeq: undefined, ackedSeq: undefined, inSync: false, behindSince: undefined }
    this.followers.add(follower)
    this.hadStandby = true
    this.startHeartbeat()
    const resumeFrom = fromSeq !== undefined && history === this.store.historyId ? this.resumable(fromSeq) : undefined
    if (resumeFrom) {
      follower.sentSeq = fromSeq!
      follower.startSeq = fromSeq!
      for (const record of resumeFrom) this.send(follower, record)
      this.log.info(`standby ${who.address} (key ${JSON.stringify(who.keyName)}) resumes after transaction ${fromSeq}`, { address: who.address })
      return
    }
    follower.held = []
    void this.sendSnapshot(follower)
  }

  /** The records after `fromSeq` when every one of them is kept (none when it is at the end); undefined: a snapshot is needed. */
  private resumable(fromSeq: number): AppendedRecord[] | undefined {
    const last = this.store.acknowledgedSeq
    if (fromSeq === last) return []
    if (fromSeq > last || this.kept.length === 0 || this.kept[0].seq > fromSeq + 1 || this.kept.at(-1)!.seq !== last) return undefined
    return this.kept.slice(fromSeq + 1 - this.kept[0].seq)
  }

  private async sendSnapshot(follower: Follower): Promise<void> {
    let snapshot: { seq: number; bytes: Uint8Array }
    try {
      snapshot = await this.store.replicationSnapshot()
    } catch (error) {
      this.log.error(`A standby's snapshot could not be made: ${(error as Error).message}`)
      this.drop(follower)
      return
    }
    if (!this.followers.has(follower)) return
    const frames = snapshotFrames(snapshot.seq, snapshot.bytes, this.store.historyId)
    follower.allowance = snapshot.bytes.byteLength
    for (const frame of frames) follower.sink.write(frame)
    follower.sentSeq = snapshot.seq
    follower.startSeq = snapshot.seq
    const held = follower.held!
    follower.held = undefined
    for (const record of held) if (record.seq > snapshot.seq) this.send(follower, record)
    this.log.info(`standby ${follower.address} (key ${JSON.stringify(follower.keyName)}) was sent a snapshot at transaction ${snapshot.seq} (${snapshot.bytes.byteLength} bytes)`, { address: follower.address })
  }

  private send(follower: Follower, record: AppendedRecord): void {
    if (record.seq !== follower.sentSeq + 1) {
      // Cannot happen while the feed keeps its order; a stream with a hole would be refused by the standby anyway.
      this.log.error(`standby ${follower.address}: transaction ${record.seq} does not follow ${follower.sentSeq}; its stream is dropped`)
      this.drop(follower)
      return
    }
    follower.sink.write(recordFrame(record))
    follower.sentSeq = record.seq
    this.dropIfBehind(follower)
  }

  private dropIfBehind(follower: Follower): boolean {
    const backlog = follower.sink.backlogBytes() + follower.heldBytes
    if (backlog <= this.options.backlogBytes + follower.allowance) return false
    this.dropped += 1
    this.log.warn(`standby ${follower.address} fell ${backlog} bytes behind; its stream is dropped (it reconnects and resumes)`, { address: follower.address })
    this.drop(follower)
    return true
  }

  /** The change feed: every durable transaction, in order, kept for resuming and sent to every standby. */
  private followFeed(): void {
    if (this.unfollow.length > 0) return
    this.unfollow = [
      this.store.onCommitted((change) => this.committed(change)),
      ...(this.live ? [this.live.onPublished((messages) => this.published(messages))] : []),
      // A restore or an undone append: what is kept may name other states now; every standby reconnects and is told.
      this.store.onReset(() => {
        this.kept.length = 0
        this.keptBytes = 0
        for (const follower of [...this.followers]) this.drop(follower)
      }),
    ]
  }

  private committed(change: CommittedChange): void {
    const record: AppendedRecord = { seq: change.seq, payload: change.payload }
    for (const follower of this.followers) follower.behindSince ??= this.now()
    this.kept.push(record)
    this.keptBytes += record.payload.length
    while (this.keptBytes > this.options.keptBytes && this.kept.length > 1) this.keptBytes -= this.kept.shift()!.payload.length
    for (const follower of this.followers) {
      if (follower.held) {
        follower.held.push(record)
        follower.heldBytes += record.payload.length
        this.dropIfBehind(follower)
      } else this.send(follower, record)
    }
  }

  /** Live messages published here (after the writes they follow were acknowledged): to every standby not taking a snapshot. */
  private published(messages: readonly LiveMessage[]): void {
    const forwarded = messages.filter((message) => !THIS_PC_ONLY.has(message.event))
    if (forwarded.length === 0 || this.followers.size === 0) return
    const frame = eventsFrame(this.store.acknowledgedSeq, forwarded)
    for (const follower of [...this.followers]) {
      if (follower.held) continue // its snapshot is newer than these: its screens read the state afresh
      follower.sink.write(frame)
      this.dropIfBehind(follower)
    }
  }

  private startHeartbeat(): void {
    if (this.heartbeat) return
    this.heartbeat = setInterval(() => this.beat(), this.options.heartbeatMs)
    this.heartbeat.unref()
  }

  private beat(): void {
    for (const follower of [...this.followers]) {
      if (!follower.sink.stillValid()) {
        this.log.info(`standby ${follower.address}: its replication key was revoked; its stream is ended`, { address: follower.address })
        this.drop(follower)
      } else if (!follower.held && !this.dropIfBehind(follower)) follower.sink.write(heartbeatFrame(this.store.acknowledgedSeq, this.now()))
    }
  }

  /** The standby went away (its connection closed). */
  closed(sink: StandbySink): void {
    for (const follower of this.followers) if (follower.sink === sink) this.forget(follower)
  }

  private drop(follower: Follower): void {
    this.forget(follower)
    follower.sink.close()
  }

  private forget(follower: Follower): void {
    this.followers.delete(follower)
    const wasInSync = follower.inSync
    follower.inSync = false
    if (wasInSync) {
      this.log.warn(`standby ${follower.address} is gone: writes are acknowledged without it until it is back and caught up`, { address: follower.address })
      this.checkLostStandby()
    }
    this.noteAlone()
    if (this.followers.size === 0) {
      clearInterval(this.heartbeat)
      this.heartbeat = undefined
    }
  }

  /** The standbys connected now. */
  standbys(): StandbyStatus[] {
    const last = this.store.acknowledgedSeq
    return [...this.followers].map((follower) => this.statusOf(follower, last))
  }

  private statusOf(follower: Follower, last: number): StandbyStatus {
    // What it holds: what it said is on its disk, or (a one-way stream) what it was sent.
    const holds = follower.ackedSeq ?? follower.sentSeq
    if (holds >= last) follower.behindSince = undefined
    return {
      address: follower.address,
      key_name: follower.keyName,
      connected_at: isoSeconds(follower.connectedAt),
      sent_seq: follower.sentSeq,
      acked_seq: follower.ackedSeq ?? null,
      in_sync: follower.inSync,
      lag_records: Math.max(0, last - holds),
      lag_ms: follower.behindSince === undefined ? 0 : this.now() - follower.behindSince,
      backlog_bytes: follower.sink.backlogBytes() + follower.heldBytes,
    }
  }

  /**
   * Ends every stream (the server stops, or this PC was superseded). `refusal`: another PC took over — the writes waiting
   * for a standby are refused with it rather than acknowledged (they are not on the PC that took over).
   */
  close(refusal?: Error): void {
    this.store.setAcknowledgementGate(undefined)
    if (refusal) for (const waiter of [...this.waiters]) waiter.refuse(refusal)
    for (const follower of [...this.followers]) this.drop(follower)
    for (const stop of this.unfollow) stop()
    this.unfollow = []
  }
}
