// The standby's side of replication (docs/standby.md): one long-lived request to the primary's stream, resumed after the
// last transaction on disk here; the snapshot, when sent, becomes this PC's data file; each transaction is appended to
// its own journal (fsync) and applied, and acknowledged back on the same socket (the primary's synchronous mode waits for
// it). A drop, a silent link or a bad frame: reconnect with a growing wait.
import { request as httpRequest, type ClientRequest, type IncomingMessage } from 'node:http'
import { request as httpsRequest } from 'node:https'
import type { Socket } from 'node:net'
import type { AppendedRecord } from '../../store/journal-format'
import { ackFrame, StreamReader, type StreamItem } from '../../store/replication-format'
import type { Store } from '../../store/store'
import type { Logger } from '../../domain/logging'

export const REPLICATION_STREAM_PATH = '/api/v1/system/replication/stream'
/** The protocol the stream's request upgrades to: frames down, acknowledgements up (docs/standby.md). */
export const REPLICATION_PROTOCOL = 'arena-replication'
/** The port this standby listens on, sent with the stream's request: the primary keeps its address for fencing. */
export const STANDBY_PORT_HEADER = 'X-Arena-Standby-Port'

export interface FollowOptions {
  /** The primary's address: http://192.168.1.10:8700 */
  primary: string
  /** A replication key made on the primary. */
  key: string
  /** No byte from the primary for this long (it sends a heartbeat every second): the link is dead, reconnect. */
  silenceMs?: number
  /** The first wait before a reconnect, doubled after each failure up to `maxBackoffMs`. */
  backoffMs?: number
  maxBackoffMs?: number
}

export interface FollowerStatus {
  connected: boolean
  /** The primary's last transaction, as it last said. */
  primary_seq: number
  lag_records: number
  /** How long this PC has been behind the primary (0 when it holds all the primary said it has). */
  lag_ms: number
  /** Why the last connection ended or failed. */
  last_error: string | null
}

/** Queued items past this: the socket is paused until the disk catches up (the primary bounds what it holds for us). */
const MAX_QUEUED_RECORDS = 20_000

export class StandbyFollower {
  private request: ClientRequest | undefined
  /** The upgraded connection: frames from the primary, acknowledgements to it. */
  private socket: Socket | undefined
  private reader: StreamReader | undefined
  private queue: StreamItem[] = []
  private pumping = false
  private stopped = false
  private connected = false
  private primarySeq = 0
  private behindSince: number | undefined
  private lastHeard = 0
  private lastError: string | null = null
  private wait: number
  private retry: NodeJS.Timeout | undefined
  private watchdog: NodeJS.Timeout | undefined
  private port: number | undefined

  constructor(
    private readonly store: Store,
    private readonly log: Logger,
    private readonly now: () => number,
    private readonly options: FollowOptions,
    /** The live messages the primary published, in order, each after the transactions it follows are applied here. */
    private readonly publish: (messages: unknown[]) => void = () => {},
  ) {
    this.wait = options.backoffMs ?? 250
  }

  /** The primary followed. */
  get primaryAddress(): string {
    return this.options.primary
  }

  start(port?: number): void {
    this.port = port
    this.connect()
    this.watchdog = setInterval(() => this.checkSilence(), 500)
    this.watchdog.unref()
  }

  status(): FollowerStatus {
    const applied = this.store.acknowledgedSeq
    this.noteBehind()
    return {
      connected: this.connected,
      primary_seq: Math.max(this.primarySeq, applied),
      lag_records: Math.max(0, this.primarySeq - applied),
      lag_ms: this.behindSince === undefined ? 0 : this.now() - this.behindSince,
      last_error: this.lastError,
    }
  }

  private connect(): void {
    if (this.stopped) return
    // What the last connection sent is still being written: resume after it, not before.
    if (this.pumping) {
      this.retry = setTimeout(() => this.connect(), 20)
      return
    }
    const from = this.store.acknowledgedSeq
    const url = new URL(REPLICATION_STREAM_PATH, this.options.primary)
    url.searchParams.set('from_seq', String(from))
    url.searchParams.set('history', this.store.historyId)
    const request = (url.protocol === 'https:' ? httpsRequest : httpRequest)(url, {
      headers: {
        Authorization: `Bearer ${this.options.key}`,
        Connection: 'Upgrade',
        Upgrade: REPLICATION_PROTOCOL,
        ...(this.port ? { [STANDBY_PORT_HEADER]: String(this.port) } : {}),
      },
    })
    this.request = request
    request.on('upgrade', (_response, socket: Socket, head: Buffer) => this.upgraded(request, socket, head, from))
    request.on('response', (response) => this.refused(request, response))
    request.on('error', (error) => this.ended(request, error.message))
    request.end()
  }

  /** An ordinary answer instead of the switch to the replication protocol: a refusal (401, 403, 503…), said in the state. */
  private refused(request: ClientRequest, response: IncomingMessage): void {
    let text = ''
    response.setEncoding('utf8')
    response.on('data', (chunk: string) => (text += chunk.slice(0, 2000)))
    response.on('end', () => this.ended(request, `the primary answered ${response.statusCode}: ${describeRefusal(text)}`))
  }

  private upgraded(request: ClientRequest, socket: Socket, head: Buffer, from: number): void {
    if (request !== this.request) {
      socket.destroy()
      return
    }
    this.socket = socket
    this.reader = new StreamReader(from)
    this.connected = true
    this.lastHeard = this.now()
    socket.setNoDelay(true)
    socket.setKeepAlive(true)
    this.log.info(`standby: following ${this.options.primary} after transaction ${from}`, { primary: this.options.primary })
    socket.on('data', (chunk: Buffer) => this.received(request, chunk))
    socket.on('end', () => this.ended(request, this.reader?.end()?.message ?? 'the primary ended the stream'))
    socket.on('close', () => this.ended(request, 'the connection to the primary closed'))
    socket.on('error', (error) => this.ended(request, error.message))
    // Where this PC stands: a standby already level with the primary is in sync at once.
    this.acknowledge()
    if (head.length > 0) this.received(request, head)
  }

  /** Tells the primary the last transaction on this PC's disk. */
  private acknowledge(): void {
    if (this.socket && !this.socket.destroyed) this.socket.write(ackFrame(this.store.acknowledgedSeq))
  }

  private received(request: ClientRequest, chunk: Buffer): void {
    if (request !== this.request || this.stopped) return
    this.lastHeard = this.now()
    let items: StreamItem[]
    try {
      items = this.reader!.push(chunk)
    } catch (error) {
      this.abort(request, (error as Error).message)
      return
    }
    for (const item of items) {
      if (item.type === 'heartbeat') this.primarySeq = Math.max(this.primarySeq, item.primarySeq)
      else {
        this.primarySeq = Math.max(this.primarySeq, item.type === 'record' ? item.record.seq : item.seq)
        this.queue.push(item)
      }
    }
    this.noteBehind()
    if (this.queue.length > MAX_QUEUED_RECORDS) this.socket?.pause()
    this.pump(request)
  }

  /** Applies what arrived, in order: a snapshot adopted, consecutive records applied together (one append, one fsync). */
  private pump(request: ClientRequest): void {
    if (this.pumping) return
    this.pumping = true
    void (async () => {
      try {
        while (this.queue.length > 0 && request === this.request) {
          const item = this.queue.shift()!
          if (item.type === 'events') {
            this.publish(item.messages)
            continue
          }
          if (item.type === 'snapshot') {
            await this.store.adoptSnapshot(item.bytes)
            if (request === this.request) this.acknowledge()
            this.log.info(`standby: took the primary's snapshot at transaction ${item.seq} (${item.bytes.length} bytes) as this PC's data file`)
            continue
          }
          const records: AppendedRecord[] = []
          for (let next: StreamItem | undefined = item; next?.type === 'record'; next = this.queue[0]?.type === 'record' ? this.queue.shift() : undefined) records.push(next.record)
          await this.store.applyReplicated(records)
          if (request === this.request) this.acknowledge()
          this.wait = this.options.backoffMs ?? 250 // the link works: the next drop reconnects at once-ish
          this.noteBehind()
          if (this.queue.length < MAX_QUEUED_RECORDS / 2) this.socket?.resume()
        }
      } catch (error) {
        this.abort(request, `could not keep what the primary sent: ${(error as Error).message}`)
      } finally {
        this.pumping = false
        if (this.queue.length > 0 && this.request) this.pump(this.request)
      }
    })()
  }

  private noteBehind(): void {
    if (this.primarySeq > this.store.acknowledgedSeq) this.behindSince ??= this.now()
    else this.behindSince = undefined
  }

  private checkSilence(): void {
    const silenceMs = this.options.silenceMs ?? 5_000
    if (this.connected && this.request && this.now() - this.lastHeard > silenceMs) this.abort(this.request, `nothing from the primary for ${silenceMs} ms`)
  }

  private abort(request: ClientRequest, why: string): void {
    this.ended(request, why)
    request.destroy()
  }

  /** The connection is over (once per request): what arrived and is not yet on disk is dropped, and a reconnect is timed. */
  private ended(request: ClientRequest, why: string): void {
    if (request !== this.request) return
    this.request = undefined
    this.socket?.destroy()
    this.socket = undefined
    this.queue = []
    this.connected = false
    this.lastError = why
    if (this.stopped) return
    this.log.warn(`standby: the stream from ${this.options.primary} ended (${why}); reconnecting in ${this.wait} ms`, { primary: this.options.primary })
    this.retry = setTimeout(() => this.connect(), this.wait)
    this.wait = Math.min(this.wait * 2, this.options.maxBackoffMs ?? 5_000)
  }

  /** Stops following; resolves once nothing more is being written here. */
  async stop(): Promise<void> {
    await this.halt()
    this.disconnect()
  }

  /**
   * Takes nothing more from the primary (what arrives is ignored, nothing is acknowledged) but keeps the connection open;
   * resolves once nothing more is being written here. A take-over raises the epoch before it disconnects: the primary,
   * losing its standby, asks it whether it took over, and must hear "yes" (docs/standby.md).
   */
  async halt(): Promise<void> {
    this.stopped = true
    clearTimeout(this.retry)
    clearInterval(this.watchdog)
    this.queue = []
    while (this.pumping) await new Promise((resolve) => setTimeout(resolve, 5))
  }

  /** Closes the connection to the primary (after halt). */
  disconnect(): void {
    const request = this.request
    this.request = undefined
    request?.destroy()
    this.socket?.destroy()
    this.socket = undefined
  }
}

/** The primary's JSON refusal's detail, or its text. */
export function describeRefusal(text: string): string {
  try {
    const detail = (JSON.parse(text) as { detail?: unknown }).detail
    return typeof detail === 'string' ? detail : text
  } catch {
    return text || 'no detail'
  }
}
