// Benchmark (`npx tsx bench/sse-listeners.ts`): how many live-stream (SSE) listeners one server holds with a running clock, what CPU and memory they cost (target: 500, every tick delivered).
import { randomBytes } from 'node:crypto'
import { readFileSync, renameSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { Agent, request, type ClientRequest, type IncomingMessage } from 'node:http'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from '../scripts/build-if-needed'
import { CpuMeter, type CpuShare } from './cpu-meter'
import { httpJson } from './load'
import { alive, startServerProcess, stopAllChildren, type ServerProcess } from './processes'
import { markdown, plain, type Table } from './tables'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RESULTS = join(ROOT, 'bench', 'results', 'sse-listeners.md')
const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`
const STREAM_PATH = '/api/v1/stream'

/** Listeners connected at each measured level (added on top of the previous level's). */
const LEVELS = [0, 100, 500, 1000]
/** The server's default bound on listeners: one more is answered 503. */
const MAX_LISTENERS = 1000
const TARGET_LISTENERS = 500
const WINDOW_MS = 10_000
/** Pause after a level's listeners connected, before its window opens. */
const SETTLE_MS = 1_500
/** After a window closes, how long its last tick may still take to reach every listener before it is counted as missed. */
const GRACE_MS = 500
/** Listeners opened at once while a level connects. */
const CONNECT_BATCH = 100
const CONNECT_TIMEOUT_MS = 15_000
/** VmRSS is sampled this often during a window; the median is reported (a single sample mostly shows where the GC happened to be). */
const RSS_SAMPLE_MS = 500
/** The server's default interval of heartbeat comments. */
const HEARTBEAT_MS = 15_000

const started = performance.now()
const loadAtStart = loadavg()
let workDir: string | undefined
const agent = new Agent({ keepAlive: true, maxSockets: MAX_LISTENERS + 100 })

function log(message: string): void {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`)
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms))
}

interface Receipt {
  /** server_time_ms of the clock event: the same for every listener of one tick, so it names the tick. */
  serverMs: number
  /** Date.now() in this process when the chunk holding the event arrived (the same machine clock as the server's). */
  receivedMs: number
}

/** One SSE listener of this process. */
interface Listener {
  index: number
  req: ClientRequest
  gotState: boolean
  clocks: Receipt[]
  heartbeats: number
  /** Events other than state and clock, by name. */
  otherEvents: Map<string, number>
  /** Set when the stream ended or failed: why. */
  closed?: string
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null
}

/** Handles one SSE message block (the lines between blank lines). */
function onMessage(listener: Listener, block: string, receivedMs: number): void {
  let event = 'message'
  const data: string[] = []
  let comment = false
  for (const line of block.split('\n')) {
    if (line.startsWith(':')) comment = true
    else if (line.startsWith('event:')) event = line.slice(6).trim()
    else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''))
  }
  if (data.length === 0) {
    if (comment && block.includes('heartbeat')) listener.heartbeats += 1
    return
  }
  if (event === 'state') {
    listener.gotState = true
    return
  }
  if (event === 'clock') {
    const parsed = JSON.parse(data.join('\n')) as unknown
    if (!isRecord(parsed) || typeof parsed.server_time_ms !== 'number') throw new Error(`a clock event without server_time_ms: ${data.join('\n')}`)
    listener.clocks.push({ serverMs: parsed.server_time_ms, receivedMs })
    return
  }
  listener.otherEvents.set(event, (listener.otherEvents.get(event) ?? 0) + 1)
}

type Opened = { kind: 'listening'; listener: Listener } | { kind: 'refused'; status: number; retryAfter?: string; body: string }

/** Opens one stream; resolves once its `state` event arrived (or with the refusal when the answer is not 200). */
function openListener(port: number, tokens: readonly string[], index: number): Promise<Opened> {
  const token = tokens[index]
  return new Promise((resolvePromise, reject) => {
    let settled = false
    const settle = (outcome: Opened | Error) => {
      if (settled) return
      settled = true
      clearTimeout(timer)
      if (outcome instanceof Error) reject(outcome)
      else resolvePromise(outcome)
    }
    const req = request({ host: '127.0.0.1', port, path: STREAM_PATH, method: 'GET', agent, headers: { Authorization: `Bearer ${token}`, Accept: 'text/event-stream' } })
    const listener: Listener = { index, req, gotState: false, clocks: [], heartbeats: 0, otherEvents: new Map() }
    const timer = setTimeout(() => {
      settle(new Error(`listener ${index}: no state event within ${CONNECT_TIMEOUT_MS} ms`))
      req.destroy()
    }, CONNECT_TIMEOUT_MS)
    req.on('error', (error) => {
      listener.closed ??= `error: ${error.message}`
      settle(error)
    })
    req.on('response', (res: IncomingMessage) => {
      res.setEncoding('utf8')
      if (res.statusCode !== 200) {
        let body = ''
        res.on('data', (chunk: string) => (body += chunk))
        res.on('end', () => settle({ kind: 'refused', status: res.statusCode ?? 0, retryAfter: res.headers['retry-after'], body }))
        return
      }
      let pending = ''
      res.on('data', (chunk: string) => {
        const receivedMs = Date.now()
        pending += chunk
        for (let end = pending.indexOf('\n\n'); end >= 0; end = pending.indexOf('\n\n')) {
          const block = pending.slice(0, end)
          pending = pending.slice(end + 2)
          onMessage(listener, block, receivedMs)
          if (listener.gotState) settle({ kind: 'listening', listener })
        }
      })
      res.on('close', () => {
        listener.closed ??= 'stream closed by the server'
        settle(new Error(`listener ${index}: the stream closed before its state event`))
      })
    })
    req.end()
  })
}

/** Opens `count` more listeners, CONNECT_BATCH at a time; answers those that got their state event, and the failures. */
async function openListeners(port: number, tokens: readonly string[], firstIndex: number, count: number): Promise<{ opened: Listener[]; failures: string[] }> {
  const opened: Listener[] = []
  const failures: string[] = []
  for (let from = 0; from < count; from += CONNECT_BATCH) {
    const batch = Array.from({ length: Math.min(CONNECT_BATCH, count - from) }, (_, i) => openListener(port, tokens, firstIndex + from + i))
    for (const outcome of await Promise.allSettled(batch)) {
      if (outcome.status === 'rejected') failures.push(outcome.reason instanceof Error ? outcome.reason.message : String(outcome.reason))
      else if (outcome.value.kind === 'refused') failures.push(`answered ${outcome.value.status}: ${outcome.value.body.slice(0, 200)}`)
      else opened.push(outcome.value.listener)
    }
  }
  return { opened, failures }
}

/** VmRSS of a process, in bytes. */
function rssBytes(pid: number): number {
  const match = /^VmRSS:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
  if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`)
  return Number(match[1]) * 1024
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]
}

interface Level {
  listeners: number
  /** Listeners that got their state event when this level connected (cumulative). */
  connected: number
  connectFailures: string[]
  connectSeconds: number
  windowSeconds: number
  cpu?: CpuShare
  serverRssBytes: number
  benchRssBytes: number
  /** Distinct clock ticks sent during the window (seen by at least one listener). */
  ticks: number
  /** Largest gap between consecutive ticks of the window, ms (1000 when the clock keeps time). */
  maxTickGapMs: number
  expectedDeliveries: number
  deliveries: number
  /** Listeners that got every tick of the window. */
  completeListeners: number
  /** The fewest ticks one listener got in the window. */
  minTicksPerListener: number
  /** Listeners whose stream closed or failed by the end of the window. */
  closedListeners: number
  /** Receive time − server_time_ms over every delivery of the window, ms. */
  lag: { min: number; p50: number; p99: number; max: number }
  /** Per tick: the last listener's receipt − the first's, ms. */
  spread: { p50: number; max: number }
  heartbeats: number
  otherEvents: Record<string, number>
}

function lagFigures(values: number[]): { min: number; p50: number; p99: number; max: number } {
  const sorted = [...values].sort((a, b) => a - b)
  return { min: sorted.length > 0 ? sorted[0] : Number.NaN, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: sorted.length > 0 ? sorted[sorted.length - 1] : Number.NaN }
}

/** The figures of one window [fromMs, toMs) over the listeners present during it. */
function windowFigures(listeners: Listener[], fromMs: number, toMs: number): Omit<Level, 'listeners' | 'connected' | 'connectFailures' | 'connectSeconds' | 'windowSeconds' | 'cpu' | 'serverRssBytes' | 'benchRssBytes'> {
  const inWindow = (receipt: Receipt) => receipt.serverMs >= fromMs && receipt.serverMs < toMs
  const ticks = new Map<number, { first: number; last: number }>()
  const lags: number[] = []
  let deliveries = 0
  let heartbeats = 0
  const otherEvents: Record<string, number> = {}
  for (const listener of listeners) {
    heartbeats += listener.heartbeats
    for (const [event, n] of listener.otherEvents) otherEvents[event] = (otherEvents[event] ?? 0) + n
    for (const receipt of listener.clocks) {
      if (!inWindow(receipt)) continue
      deliveries += 1
      lags.push(receipt.receivedMs - receipt.serverMs)
      const tick = ticks.get(receipt.serverMs)
      if (!tick) ticks.set(receipt.serverMs, { first: receipt.receivedMs, last: receipt.receivedMs })
      else {
        tick.first = Math.min(tick.first, receipt.receivedMs)
        tick.last = Math.max(tick.last, receipt.receivedMs)
      }
    }
  }
  const tickTimes = [...ticks.keys()].sort((a, b) => a - b)
  let maxTickGapMs = 0
  for (let i = 1; i < tickTimes.length; i += 1) maxTickGapMs = Math.max(maxTickGapMs, tickTimes[i] - tickTimes[i - 1])
  const perListener = listeners.map((listener) => new Set(listener.clocks.filter(inWindow).map((receipt) => receipt.serverMs)).size)
  const spreads = [...ticks.values()].map((tick) => tick.last - tick.first).sort((a, b) => a - b)
  return {
    ticks: ticks.size,
    maxTickGapMs,
    expectedDeliveries: ticks.size * listeners.length,
    deliveries,
    completeListeners: perListener.filter((n) => n === ticks.size).length,
    minTicksPerListener: perListener.length > 0 ? Math.min(...perListener) : 0,
    closedListeners: listeners.filter((listener) => listener.closed !== undefined).length,
    lag: lagFigures(lags),
    spread: { p50: percentile(spreads, 50), max: spreads.length > 0 ? spreads[spreads.length - 1] : Number.NaN },
    heartbeats,
    otherEvents,
  }
}

/**
 * Starts the server with a game running for the whole benchmark; answers one bearer token per listener: the admin's
 * personal access keys, since the server holds at most a few streams per credential (a TV per screen key, a console per
 * login) and keeps its last slots for administrators.
 */
async function startArenaWithRunningGame(dataFile: string): Promise<{ server: ServerProcess; tokens: string[]; gameId: number }> {
  const args = [join(ROOT, 'out', 'main', 'serve.js'), '--host', '127.0.0.1', '--port', '0', '--data', dataFile]
  const server = await startServerProcess('arena server', args, { ...process.env, ARENA_ADMIN_PASSWORD: PASSWORD }, ROOT)
  const { access_token: token } = await httpJson<{ access_token: string }>(server.port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password: PASSWORD }, 200)
  const auth = { Authorization: `Bearer ${token}` }
  await httpJson<unknown>(server.port, 'PATCH', '/api/v1/system/settings', auth, { game_length_s: 3600 }, 200)
  const game = await httpJson<{ id: number }>(server.port, 'POST', '/api/v1/games', auth, { name: 'SSE listeners bench' }, 201)
  const running = await httpJson<{ status: string; end_time: number }>(server.port, 'POST', `/api/v1/arena/games/${game.id}/start`, auth, { mode: 'competition' }, 200)
  if (running.status !== 'running') throw new Error(`game ${game.id} is ${running.status} after its start`)
  const tokens: string[] = []
  for (let index = 0; index < MAX_LISTENERS + 32; index += 1) {
    tokens.push((await httpJson<{ key: string }>(server.port, 'POST', '/api/v1/users/me/keys', auth, { name: `listener ${index}` }, 201)).key)
  }
  return { server, tokens, gameId: game.id }
}

interface BoundCheck {
  /** The answer to listener MAX_LISTENERS + 1. */
  status: number
  retryAfter?: string
  body: string
  /** Whether a new listener was accepted after one of the MAX_LISTENERS left, and after how many ms. */
  freedSlotAccepted: boolean
  freedSlotMs: number
}

async function checkBound(port: number, tokens: readonly string[], listeners: Listener[]): Promise<BoundCheck> {
  const extra = await openListener(port, tokens, MAX_LISTENERS)
  if (extra.kind === 'listening') {
    extra.listener.req.destroy()
    return { status: 200, body: 'accepted: the bound did not hold', freedSlotAccepted: false, freedSlotMs: Number.NaN }
  }
  // One listener leaves: its slot must come free once the server saw the connection close.
  const leaving = listeners.pop()
  if (!leaving) throw new Error('no listener to close')
  leaving.req.destroy()
  const began = performance.now()
  let freedSlotAccepted = false
  for (let attempt = 0; attempt < 20 && !freedSlotAccepted; attempt += 1) {
    await sleep(50)
    const retry = await openListener(port, tokens, MAX_LISTENERS + 1 + attempt)
    if (retry.kind === 'listening') {
      freedSlotAccepted = true
      listeners.push(retry.listener)
    }
  }
  return { status: extra.status, retryAfter: extra.retryAfter, body: extra.body, freedSlotAccepted, freedSlotMs: performance.now() - began }
}




function fixed(value: number | undefined, digits: number): string {
  return value === undefined || Number.isNaN(value) ? '–' : value.toFixed(digits)
}

function mib(bytes: number): string {
  return (bytes / (1024 * 1024)).toFixed(1)
}

/** Server CPU above the 0-listener level, per listener: µs of CPU per listener per second (one tick a second). */
function cpuPerListenerUs(level: Level, base: Level): number | undefined {
  if (!level.cpu || !base.cpu || level.listeners === 0) return undefined
  return ((level.cpu.serverPct - base.cpu.serverPct) * 10_000) / level.listeners
}

/** Least-squares slope of y over the listener count: less sensitive to one noisy level than a difference between two. */
function slope(levels: Level[], y: (level: Level) => number | undefined): number | undefined {
  const points = levels.flatMap((level) => {
    const value = y(level)
    return value === undefined ? [] : [{ x: level.listeners, y: value }]
  })
  if (points.length < 2) return undefined
  const meanX = points.reduce((sum, p) => sum + p.x, 0) / points.length
  const meanY = points.reduce((sum, p) => sum + p.y, 0) / points.length
  const sxx = points.reduce((sum, p) => sum + (p.x - meanX) ** 2, 0)
  const sxy = points.reduce((sum, p) => sum + (p.x - meanX) * (p.y - meanY), 0)
  return sxx === 0 ? undefined : sxy / sxx
}

/** Server CPU per listener, fitted over every level: µs of CPU per listener per second (1 % of a core = 10 ms/s). */
function cpuSlopeUs(levels: Level[]): number | undefined {
  const perPct = slope(levels, (level) => level.cpu?.serverPct)
  return perPct === undefined ? undefined : perPct * 10_000
}

/** Server RSS per listener, fitted over every level, KiB. */
function rssSlopeKiB(levels: Level[]): number | undefined {
  const perByte = slope(levels, (level) => level.serverRssBytes)
  return perByte === undefined ? undefined : perByte / 1024
}

function levelTable(levels: Level[]): Table {
  const base = levels[0]
  return {
    head: [
      'listeners',
      'connected',
      'ticks',
      'delivered / expected',
      'all ticks',
      'min ticks',
      'lag min ms',
      'lag p50 ms',
      'lag p99 ms',
      'lag max ms',
      'spread p50 ms',
      'spread max ms',
      'server CPU %',
      'µs CPU / listener·s',
      'server RSS MiB',
      'KiB RSS / listener',
      'bench CPU %',
      'other CPU %',
    ],
    rows: levels.map((level) => [
      String(level.listeners),
      String(level.connected),
      level.listeners === 0 ? '–' : String(level.ticks),
      level.listeners === 0 ? '–' : `${level.deliveries} / ${level.expectedDeliveries}`,
      level.listeners === 0 ? '–' : `${level.completeListeners}/${level.listeners}`,
      level.listeners === 0 ? '–' : String(level.minTicksPerListener),
      fixed(level.lag.min, 0),
      fixed(level.lag.p50, 0),
      fixed(level.lag.p99, 0),
      fixed(level.lag.max, 0),
      fixed(level.spread.p50, 0),
      fixed(level.spread.max, 0),
      fixed(level.cpu?.serverPct, 1),
      level.listeners === 0 ? '–' : fixed(cpuPerListenerUs(level, base), 1),
      mib(level.serverRssBytes),
      level.listeners === 0 ? '–' : ((level.serverRssBytes - base.serverRssBytes) / 1024 / level.listeners).toFixed(1),
      fixed(level.cpu?.loadGeneratorPct, 1),
      fixed(level.cpu?.otherPct, 1),
    ]),
  }
}

function targetMet(levels: Level[]): { met: boolean; level?: Level } {
  const level = levels.find((l) => l.listeners === TARGET_LISTENERS)
  if (!level) return { met: false }
  return { met: level.connected === TARGET_LISTENERS && level.closedListeners === 0 && level.ticks >= Math.floor(WINDOW_MS / 1000) - 1 && level.deliveries === level.expectedDeliveries, level }
}

interface HeartbeatCheck {
  /** How long the first listener was connected, s. */
  seconds: number
  /** Heartbeat comments of the first level's listeners: the most and the fewest one of them got. */
  heartbeats: number
  fewest: number
}

function summaryLines(levels: Level[], bound: BoundCheck, gameId: number, heartbeat: HeartbeatCheck): string[] {
  const { met, level } = targetMet(levels)
  const base = levels[0]
  const lines: string[] = []
  if (level) {
    const perListener = cpuPerListenerUs(level, base)
    lines.push(
      `${TARGET_LISTENERS} listeners (target ${TARGET_LISTENERS}, every tick delivered): ${level.connected} connected, ${level.deliveries}/${level.expectedDeliveries} clock events delivered over ${level.ticks} ticks: ${met ? 'MET' : 'MISSED'}`,
      `CPU per listener, fitted over all levels: ${fixed(cpuSlopeUs(levels), 1)} µs of server CPU per listener per tick (one tick a second), i.e. ${fixed(((cpuSlopeUs(levels) ?? Number.NaN) * 100) / 10_000, 2)} % of a core per 100 listeners; ` +
        `measured: ${fixed(base.cpu?.serverPct, 1)} % of one core with no listener, ${fixed(level.cpu?.serverPct, 1)} % with ${level.listeners} (${fixed(perListener, 1)} µs per listener per tick from these two alone).`,
      `Memory per listener, fitted: ${fixed(rssSlopeKiB(levels), 1)} KiB of server RSS (garbage collection moves RSS by more than the listeners do: read it as "small").`,
    )
  }
  const top = levels[levels.length - 1]
  lines.push(`At ${top.listeners} listeners: ${top.deliveries}/${top.expectedDeliveries} delivered, server ${fixed(top.cpu?.serverPct, 1)} % CPU, lag p99 ${fixed(top.lag.p99, 0)} ms, RSS ${mib(top.serverRssBytes)} MiB.`)
  lines.push(
    `Listener ${MAX_LISTENERS + 1}: answered ${bound.status}${bound.retryAfter ? ` (Retry-After ${bound.retryAfter})` : ''}${bound.status === 503 ? ' as expected' : ' — EXPECTED 503'}; ` +
      (bound.freedSlotAccepted ? `after one listener left, a new one was accepted within ${bound.freedSlotMs.toFixed(0)} ms.` : 'after one listener left, no new one was accepted within 1 s.'),
  )
  lines.push(
    `Heartbeat comments: the first ${levels[1]?.listeners ?? 0} listeners, connected ${heartbeat.seconds.toFixed(0)} s, got ${heartbeat.fewest}–${heartbeat.heartbeats} each (one per ${HEARTBEAT_MS / 1000} s: ${Math.floor(heartbeat.seconds / (HEARTBEAT_MS / 1000))} or ${Math.ceil(heartbeat.seconds / (HEARTBEAT_MS / 1000))} expected).`,
  )
  const others = Object.entries(levels[levels.length - 1].otherEvents)
  if (others.length > 0) lines.push(`Other events received: ${others.map(([event, n]) => `${n}× ${event}`).join(', ')}.`)
  const busiest = Math.max(...levels.map((l) => l.cpu?.loadGeneratorPct ?? 0))
  lines.push(`The bench process (reading every stream) used up to ${busiest.toFixed(1)} % of a core on the same 2 cores; the lag includes its own read queue. Game ${gameId} ran throughout.`)
  return lines
}

function saveMarkdown(levels: Level[], bound: BoundCheck, gameId: number, heartbeat: HeartbeatCheck, totalSeconds: number): void {
  const cpuList = cpus()
  const end = loadavg()
  const md = [
    '# SSE listeners with a running clock',
    '',
    `${new Date().toISOString()} · node ${process.version} · ${process.platform} ${process.arch} · ${cpuList.length} CPUs (${cpuList[0]?.model.trim() ?? 'unknown'}) · ${totalSeconds.toFixed(0)} s · load average (1 min) ${loadAtStart[0].toFixed(2)} at start, ${end[0].toFixed(2)} at end`,
    '',
    ...summaryLines(levels, bound, gameId, heartbeat).map((line) => `- ${line}`),
    '',
    `The built server (\`out/main/serve.js\`) runs as a child process with one game running (\`competition\`, game_length_s 3600), so it publishes a \`clock\` event every second. ` +
      `This process opens \`GET ${STREAM_PATH}\` streams with node:http (bearer header, one keep-alive agent), ${CONNECT_BATCH} at a time, counts those that got their \`state\` event ("connected"), ` +
      `waits ${SETTLE_MS / 1000} s, then measures for ${WINDOW_MS / 1000} s. Levels add listeners to the previous level's, which stay connected.`,
    '',
    `- **ticks**: distinct clock events (by \`server_time_ms\`) sent in the window; **delivered / expected**: clock events received by all listeners together / ticks × listeners; **all ticks**: listeners that got every tick; **min ticks**: the fewest one listener got.`,
    `- **lag**: this process's \`Date.now()\` when the chunk arrived − the event's \`server_time_ms\` (same machine clock, 1 ms resolution), over every delivery; it includes the server's fan-out loop and this process's queue of socket reads. **spread**: per tick, last listener's receipt − first's.`,
    `- **CPU %**: of one core, from /proc (\`utime + stime\`, 10 ms resolution) over the window; "bench" is this process (the load generator, sharing the 2 cores), "other" the rest of the machine. **µs CPU / listener·s**: (server CPU − its 0-listener CPU) / listeners. **RSS**: median of VmRSS sampled every ${RSS_SAMPLE_MS} ms in the window; per listener: above the 0-listener RSS (garbage collection moves RSS by more than the listeners do).`,
    '',
    markdown(levelTable(levels)),
    '',
    `Listener ${MAX_LISTENERS + 1} (default bound ${MAX_LISTENERS}): ${bound.status} ${bound.body.trim().slice(0, 200)}`,
    '',
  ].join('\n')
  writeFileSync(`${RESULTS}.tmp`, md)
  renameSync(`${RESULTS}.tmp`, RESULTS)
}

async function main(): Promise<void> {
  buildIfNeeded(ROOT)
  const dir = await mkdtemp(join(tmpdir(), 'arena-sse-bench-'))
  workDir = dir
  if (loadAtStart[0] > 1) log(`note: load average ${loadAtStart[0].toFixed(2)} before starting; other work on this ${cpus().length}-CPU machine will skew the figures`)
  try {
    const { server, tokens, gameId } = await startArenaWithRunningGame(join(dir, 'sse.sqlite'))
    const pid = server.child.pid
    if (pid === undefined) throw new Error('the server has no pid')
    log(`server on port ${server.port} (pid ${pid}), game ${gameId} running`)
    const listeners: Listener[] = []
    const levels: Level[] = []
    let firstConnectedAt: number | undefined
    for (const target of LEVELS) {
      const connectBegan = performance.now()
      const { opened, failures } = await openListeners(server.port, tokens, listeners.length, target - listeners.length)
      listeners.push(...opened)
      if (opened.length > 0) firstConnectedAt ??= performance.now()
      const connectSeconds = (performance.now() - connectBegan) / 1000
      log(`${target} listeners: ${listeners.length} connected in ${connectSeconds.toFixed(1)} s${failures.length > 0 ? `, ${failures.length} failed (first: ${failures[0]})` : ''}`)
      await sleep(SETTLE_MS)
      if (!alive(server.child)) throw new Error(`the server stopped:\n${server.output()}`)
      const meter = new CpuMeter(pid)
      const fromMs = Date.now()
      meter.start()
      const rssSamples: number[] = []
      for (let elapsed = 0; elapsed < WINDOW_MS; elapsed += RSS_SAMPLE_MS) {
        await sleep(Math.min(RSS_SAMPLE_MS, WINDOW_MS - elapsed))
        rssSamples.push(rssBytes(pid))
      }
      meter.stop()
      const toMs = Date.now()
      const serverRssBytes = percentile(rssSamples.sort((a, b) => a - b), 50)
      const benchRssBytes = process.memoryUsage().rss
      await sleep(GRACE_MS)
      const figures = windowFigures(listeners, fromMs, toMs)
      const level: Level = { listeners: target, connected: listeners.length, connectFailures: failures, connectSeconds, windowSeconds: (toMs - fromMs) / 1000, cpu: meter.share(), serverRssBytes, benchRssBytes, ...figures }
      levels.push(level)
      log(
        `${target} listeners: ${figures.ticks} ticks, ${figures.deliveries}/${figures.expectedDeliveries} delivered, lag p50 ${fixed(figures.lag.p50, 0)} / p99 ${fixed(figures.lag.p99, 0)} / max ${fixed(figures.lag.max, 0)} ms, ` +
          `server CPU ${fixed(level.cpu?.serverPct, 1)} %, bench CPU ${fixed(level.cpu?.loadGeneratorPct, 1)} %, server RSS ${mib(serverRssBytes)} MiB`,
      )
    }
    const firstCohort = listeners.slice(0, LEVELS[1])
    const heartbeat: HeartbeatCheck = {
      seconds: firstConnectedAt === undefined ? 0 : (performance.now() - firstConnectedAt) / 1000,
      heartbeats: Math.max(0, ...firstCohort.map((listener) => listener.heartbeats)),
      fewest: Math.min(...firstCohort.map((listener) => listener.heartbeats)),
    }
    const bound = await checkBound(server.port, tokens, listeners)
    log(`listener ${MAX_LISTENERS + 1}: ${bound.status}; freed slot accepted: ${bound.freedSlotAccepted}`)
    const stillOpen = listeners.filter((listener) => listener.closed === undefined).length
    if (stillOpen !== listeners.length) log(`note: ${listeners.length - stillOpen} listeners were closed before the end`)
    for (const listener of listeners) listener.req.destroy()
    agent.destroy()
    await server.stop()

    const totalSeconds = (performance.now() - started) / 1000
    console.log('')
    console.log(`SSE listeners with a running clock (${WINDOW_MS / 1000} s per level)`)
    console.log(plain(levelTable(levels)))
    console.log('')
    for (const line of summaryLines(levels, bound, gameId, heartbeat)) console.log(line)
    console.log(`Total ${totalSeconds.toFixed(0)} s; node ${process.version}, ${cpus().length} CPUs (${cpus()[0]?.model.trim() ?? 'unknown'}); load average (1 min) ${loadAtStart[0].toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end`)
    saveMarkdown(levels, bound, gameId, heartbeat, totalSeconds)
    console.log(`written to ${RESULTS}`)
  } finally {
    agent.destroy()
    await stopAllChildren()
    await rm(dir, { recursive: true, force: true })
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the server`)
    agent.destroy()
    void stopAllChildren()
      .then(() => (workDir ? rm(workDir, { recursive: true, force: true }) : undefined))
      .finally(() => process.exit(130))
  })
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  agent.destroy()
  await stopAllChildren()
  process.exitCode = 1
})
