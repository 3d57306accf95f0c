// The one connection to the live stream (/api/v1/stream) of both renderer apps: opens it, hands each event of the catalogue
// (contract/live-events.ts) to the app's handler, keeps the server's time offset from server_time_ms, and reconnects by
// itself with a backoff. What an app does with an event is its own (the console's cache, a screen's state), through the
// shared reducers (reducers.ts).
import type { LiveEventName, LiveEvents } from '../../../src-main/contract/live-events'
import { retryDelay } from './backoff'
import { openEventStream } from './event-stream'
import { clockOffset } from './server-time'

/** connecting: before the first `state`; live: the stream is open and told its state; offline: lost, trying again. */
export type LiveStatus = 'connecting' | 'live' | 'offline'

/** The events an app subscribes to, each with its payload type from the catalogue (a misspelt name fails the typecheck). */
export type LiveHandlers = { [K in LiveEventName]?: (data: LiveEvents[K]) => void }

export interface LiveConnectionOptions {
  /** The stream's URL (a screen's carries its key: ?key=). */
  url: string
  /** A login token, sent as the bearer (never in the URL: the server takes ?key= from screen keys only). */
  token?: string
  handlers: LiveHandlers
  /** Before each (re)connect: what the app reads first (a screen: its screen, then its lists); a throw counts as a drop. */
  prepare?: () => Promise<void>
  /** How long to wait after `error` before the next try (`attempt`: tries since the last `state`); by default the backoff. */
  retryAfter?: (error: unknown, attempt: number) => number
  /** The status changed (`error`: why it went offline). */
  onStatus?: (status: LiveStatus, error?: unknown) => void
  /** The server's time offset changed (server time minus this page's, ms): each `state` and `clock` event tells it. */
  onOffset?: (offsetMs: number) => void
}

export class LiveConnection {
  private statusNow: LiveStatus = 'connecting'
  private offset = 0
  /** Bumped by every (re)connect and stop: work of an older connection finds it changed and stops. */
  private generationNow = 0
  private attempt = 0
  private closeStream: (() => void) | undefined
  private retryTimer: ReturnType<typeof setTimeout> | undefined
  private stopped = true

  constructor(private readonly options: LiveConnectionOptions) {}

  get status(): LiveStatus {
    return this.statusNow
  }

  /** Server time minus this page's time, ms, from the last `state` or `clock` event. */
  get offsetMs(): number {
    return this.offset
  }

  /** The connection's generation now: work started under another one is stale. */
  get generation(): number {
    return this.generationNow
  }

  start(): void {
    this.stopped = false
    void this.connect()
  }

  stop(): void {
    this.stopped = true
    this.generationNow += 1
    this.closeStream?.()
    this.closeStream = undefined
    clearTimeout(this.retryTimer)
  }

  /** The stream is lost or the server refused: go offline and try again after a while (also for a probe that found the server gone). */
  lost(error: unknown): void {
    this.generationNow += 1
    this.closeStream?.()
    this.closeStream = undefined
    if (this.stopped) return
    this.setStatus('offline', error)
    const delay = this.options.retryAfter?.(error, this.attempt) ?? retryDelay(this.attempt)
    this.attempt += 1
    clearTimeout(this.retryTimer)
    this.retryTimer = setTimeout(() => void this.connect(), delay)
  }

  private setStatus(status: LiveStatus, error?: unknown): void {
    if (status === this.statusNow && status !== 'offline') return
    this.statusNow = status
    this.options.onStatus?.(status, error)
  }

  private async connect(): Promise<void> {
    const generation = ++this.generationNow
    this.closeStream?.()
    clearTimeout(this.retryTimer)
    try {
      await this.options.prepare?.()
    } catch (error) {
      if (generation === this.generationNow) this.lost(error)
      return
    }
    if (generation !== this.generationNow || this.stopped) return
    this.closeStream = openEventStream(this.options.url, this.options.token, {
      open: () => undefined,
      event: ({ event, data }) => {
        if (generation === this.generationNow) this.receive(event as LiveEventName, data)
      },
      ended: () => {
        // The server answered an error, restarted or went away: try again shortly.
        if (generation === this.generationNow) this.lost(new Error('the live stream was lost'))
      },
    })
  }

  private receive(name: LiveEventName, text: string): void {
    const handle = this.options.handlers[name] as ((data: unknown) => void) | undefined
    const data = JSON.parse(text) as unknown
    if (name === 'state' || name === 'clock') {
      const offset = clockOffset((data as LiveEvents['state' | 'clock']).server_time_ms, Date.now())
      if (offset !== this.offset) {
        this.offset = offset
        this.options.onOffset?.(offset)
      }
    }
    handle?.(data)
    if (name === 'state') {
      this.attempt = 0
      this.setStatus('live')
    }
  }
}
