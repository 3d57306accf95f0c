// What the LAN availability benchmark measures: the operator at the arena PC (127.0.0.1, the admin's token) reading and
// writing on a fixed schedule, and the clock's ticks as the operator's stream and the venue screens' streams receive them.
import { request } from 'node:http'
import { performance } from 'node:perf_hooks'
import { HeldStream } from './sse-stream'

/** Requests per second of each kind, sent on schedule whether or not the previous one was answered (open loop). */
export const OPERATOR_RATE = 10
const REQUEST_TIMEOUT_MS = 5_000

export interface Sample {
  /** Date.now() when it happened (a request: when it was sent; a tick: when it arrived). */
  at: number
  ms: number
  ok: boolean
}

interface Tick {
  at: number
  /** The instant the figure turned: end_ms − remaining_s × 1000. */
  dueMs: number
  observer: number
}

/** One request on a new connection from 127.0.0.1; ok when answered `expect`. */
function timed(port: number, method: string, path: string, token: string, expect: number, body?: unknown): Promise<Sample> {
  const at = Date.now()
  const began = performance.now()
  const text = body === undefined ? undefined : JSON.stringify(body)
  return new Promise((resolve) => {
    const done = (status: number) => resolve({ at, ms: performance.now() - began, ok: status === expect })
    const req = request(
      { host: '127.0.0.1', port, method, path, agent: false, timeout: REQUEST_TIMEOUT_MS, headers: { Authorization: `Bearer ${token}`, ...(text ? { 'Content-Type': 'application/json' } : {}) } },
      (res) => {
        res.resume()
        res.on('end', () => done(res.statusCode ?? 0))
        res.on('error', () => done(0))
      },
    )
    req.on('timeout', () => req.destroy())
    req.on('error', () => done(0))
    req.end(text)
  })
}

export interface OperatorSetup {
  port: number
  adminToken: string
  eventId: number
  runningGameId: number
  editedGameId: number
  screenKeys: string[]
}

export class Operator {
  readonly reads: Sample[] = []
  readonly writes: Sample[] = []
  readonly ticks: Tick[] = []
  readonly observers: HeldStream[]
  private timers: NodeJS.Timeout[] = []
  private inFlight = new Set<Promise<void>>()
  private edits = 0

  constructor(private readonly setup: OperatorSetup) {
    const onClock = (observer: number) => (message: { event: string; data: string; receivedMs: number }) => {
      if (message.event !== 'clock') return
      const clock = JSON.parse(message.data) as { end_ms: number; remaining_s: number }
      this.ticks.push({ at: message.receivedMs, dueMs: clock.end_ms - clock.remaining_s * 1000, observer })
    }
    const path = '/api/v1/stream'
    // The operator's own console, then each venue screen from its own machine (as a TV's browser: the key in the URL).
    this.observers = [
      new HeldStream({ port: setup.port, path, headers: { Authorization: `Bearer ${setup.adminToken}` }, onMessage: onClock(0) }),
      ...setup.screenKeys.map((key, n) => new HeldStream({ port: setup.port, path: `${path}?key=${key}`, localAddress: `127.0.3.${n + 1}`, onMessage: onClock(n + 1) })),
    ]
  }

  async start(): Promise<void> {
    const statuses = await Promise.all(this.observers.map((observer) => observer.start()))
    if (statuses.some((status) => status !== 200)) throw new Error(`the operator's and the screens' streams answered ${statuses.join(', ')}`)
    const { port, adminToken: token, eventId, runningGameId, editedGameId } = this.setup
    const readPaths = [`/api/v1/games/${runningGameId}`, `/api/v1/games?event_id=${eventId}`, '/api/v1/auth/me']
    let readCount = 0
    this.every(() => timed(port, 'GET', readPaths[readCount++ % readPaths.length], token, 200).then((sample) => void this.reads.push(sample)))
    this.every(() => timed(port, 'PATCH', `/api/v1/games/${editedGameId}`, token, 200, { name: `Final · note ${++this.edits}` }).then((sample) => void this.writes.push(sample)))
  }

  /** Stops the loops and the streams; waits for the requests under way. */
  async stop(): Promise<void> {
    for (const timer of this.timers) clearInterval(timer)
    for (const observer of this.observers) observer.stop()
    await Promise.all(this.inFlight)
  }

  private every(send: () => Promise<void>): void {
    this.timers.push(
      setInterval(() => {
        const sent = send().finally(() => this.inFlight.delete(sent))
        this.inFlight.add(sent)
      }, 1000 / OPERATOR_RATE),
    )
  }

  /** Each tick's lateness in [from, to): arrival − the instant its figure turned; and ticks missed by an open observer. */
  ticksIn(from: number, to: number): { late: Sample[]; missed: number } {
    const inWindow = this.ticks.filter((tick) => tick.dueMs >= from && tick.dueMs < to)
    const due = new Set(inWindow.map((tick) => tick.dueMs))
    let missed = 0
    for (let observer = 0; observer < this.observers.length; observer += 1) {
      missed += due.size - new Set(inWindow.filter((tick) => tick.observer === observer).map((tick) => tick.dueMs)).size
    }
    return { late: inWindow.map((tick) => ({ at: tick.at, ms: tick.at - tick.dueMs, ok: true })), missed }
  }
}

export function inWindow(samples: Sample[], from: number, to: number): Sample[] {
  return samples.filter((sample) => sample.at >= from && sample.at < to)
}
