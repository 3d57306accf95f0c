// `npx tsx bench/long-work-http.ts [--players 1000] [--games 20] [--rows 10000] [--quick]` (part of `npm run bench`):
// long work at a championship's size OVER HTTP (issue 32, item 4), on the real server in its own process. A data file
// of --players playing users is written first in this process; then, while a probe client asks Get Me with a personal key
// every PROBE_EVERY_MS on one kept connection and an administrator listens on the live stream: (a) a league schedule of
// --games per player is generated and committed (POST /events/{id}/schedule, as the console does), (b) committed again
// (replacing it), (c) a users CSV of --rows new players is imported as a job (POST /users/import-jobs). For each: the
// probe's worst and p99 latency against its quiet baseline, the server's worst event-loop delay (its debug log line,
// ARENA_LOOP_DELAY_LOG_MS), the time taken, the live events the listener got. Target: the probe's worst ≤ 50 ms over its
// quiet median. The import hashes every password (scrypt, minutes for 10,000 rows on 2 cores): --quick (200 rows, 300
// players × 10 games) or fewer --rows for a try. Environment: LONG_HTTP_PLAYERS, LONG_HTTP_GAMES, LONG_HTTP_ROWS,
// LONG_HTTP_SETTLE_MS (2500: the probe goes on this long after each answer, the idle snapshot included), PROBE_EVERY_MS (5),
// LONG_HTTP_CPU_PROF_DIR (the server profiled with --cpu-prof, its .cpuprofile written there).
// Figures to stdout and bench/results/long-work-http.md, with the load average at the start and the end.
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdtemp, rm } from 'node:fs/promises'
import { once } from 'node:events'
import { availableParallelism, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { parseArgs } from 'node:util'
import { buildIfNeeded } from '../scripts/build-if-needed'
import { LOOP_DELAY_LINE } from '../src-main/server/loop-delay-log'
import { openServices } from '../src-main/services/open-services'
import { insertUser } from '../src-main/store/users.repo'
import { envNumber } from './env'
import { httpJson, httpRequest } from './load'
import { runWithServers, startServerProcess, stopAllChildren } from './processes'
import { openStream, type SseMessage } from './sse-stream'
import { markdown, plain, type Table } from './tables'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`
const { values } = parseArgs({ options: { players: { type: 'string' }, games: { type: 'string' }, rows: { type: 'string' }, quick: { type: 'boolean', default: false } } })
const QUICK = values.quick === true
const size = (arg: string | undefined, name: string, full: number, quick: number) => (arg === undefined ? envNumber(name, QUICK ? quick : full, true) : Number(arg))
const CONFIG = {
  players: size(values.players, 'LONG_HTTP_PLAYERS', 1000, 300),
  games: size(values.games, 'LONG_HTTP_GAMES', 20, 10),
  rows: size(values.rows, 'LONG_HTTP_ROWS', 10_000, 200),
  settleMs: envNumber('LONG_HTTP_SETTLE_MS', 2_500, true),
  probeEveryMs: envNumber('PROBE_EVERY_MS', 5, true),
  baselineMs: 3_000,
  loopLogMs: 50,
}
const LIMIT_OVER_BASELINE_MS = 50
/** LONG_HTTP_CPU_PROF_DIR: the server runs with --cpu-prof, its profile written there as it stops. */
const PROFILE_DIR = process.env.LONG_HTTP_CPU_PROF_DIR

let workDir: string | undefined
const log = (message: string) => console.log(`[long-http] ${message}`)
const load = () => loadavg().map((figure) => figure.toFixed(2)).join(' ')
const sleep = (ms: number) => new Promise((done) => setTimeout(done, ms))

/**
 * The probe, on its own thread (plain JavaScript, evaluated): Get Me with a personal key, one at a time on one kept
 * connection, `everyMs` after each answer; each sample [sent at (performance.timeOrigin-based ms), latency ms] is posted
 * back. Its own event loop: the live stream's 2 MB of messages parsed on the main thread never delay its timing.
 */
const PROBE_CODE = `
const { parentPort, workerData } = require('node:worker_threads')
const { Agent, request } = require('node:http')
const { port, key, everyMs } = workerData
const agent = new Agent({ keepAlive: true, maxSockets: 1 })
let running = true
parentPort.on('message', () => (running = false))
const once = () => new Promise((done) => {
  const sentAt = performance.timeOrigin + performance.now()
  const req = request({ host: '127.0.0.1', port, path: '/api/v1/auth/me', headers: { Authorization: 'Bearer ' + key }, agent }, (res) => {
    res.resume()
    res.on('end', () => {
      parentPort.postMessage(res.statusCode === 200 ? [sentAt, performance.timeOrigin + performance.now() - sentAt] : [sentAt, -(res.statusCode || 1)])
      done()
    })
  })
  req.on('error', () => { parentPort.postMessage([sentAt, -1]); done() })
  req.end()
})
;(async () => {
  while (running) {
    await once()
    await new Promise((done) => setTimeout(done, everyMs))
  }
  agent.destroy()
  parentPort.close()
})()
`

/** One Get Me: when it was sent (ms since the epoch) and how long its answer took, in ms. */
interface ProbeSample {
  sentAt: number
  ms: number
}

function startProbe(port: number, key: string, everyMs: number): { samples: ProbeSample[]; failures: number[]; stop: () => Promise<void> } {
  const worker = new Worker(PROBE_CODE, { eval: true, workerData: { port, key, everyMs } })
  const samples: ProbeSample[] = []
  const failures: number[] = []
  worker.on('message', ([sentAt, ms]: [number, number]) => {
    if (ms >= 0) samples.push({ sentAt, ms })
    else failures.push(-ms)
  })
  const ended = once(worker, 'exit')
  return {
    samples,
    failures,
    stop: async () => {
      worker.postMessage('stop')
      await ended
    },
  }
}

const percentile = (sorted: number[], p: number) => (sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))])

interface Phase {
  name: string
  /** Wall time of the work (the answer, or the job's end), ms. */
  tookMs: number
  probes: number
  p50Ms: number
  p99Ms: number
  worstMs: number
  /** The server's worst event-loop delay over the phase (its log lines), ms. */
  loopWorstMs: number
  /** The CPU its main thread used in the interval of that worst delay, ms: well below the delay, the machine's other work held it. */
  loopWorstCpuMs: number
  liveEvents: number
  liveBytes: number
  /** From the work's answer to the last live event of the phase, ms. */
  lastEventAfterMs: number
}

async function measure(): Promise<void> {
  buildIfNeeded(ROOT)
  const loadAtStart = load()
  workDir = await mkdtemp(join(tmpdir(), 'arena-long-http-'))
  const dataFile = join(workDir, 'long-work.sqlite')

  // The players, written in this process before the server opens the file (one write: seconds, not an import's minutes).
  const opened = await openServices({ dataFile, adminPassword: PASSWORD })
  await opened.store.write((db) => {
    for (let i = 1; i <= CONFIG.players; i += 1) insertUser(db, { name: `Player ${i}`, password_hash: null, is_admin: false, is_playing: true, robot_ip: '' }, '2026-11-27T00:00:00Z')
  })
  await opened.close()

  const server = await startServerProcess(
    'arena server',
    [...(PROFILE_DIR ? ['--cpu-prof', `--cpu-prof-dir=${PROFILE_DIR}`] : []), join(ROOT, 'out', 'main', 'serve.js'), '--host', '127.0.0.1', '--port', '0', '--data', dataFile],
    { ...process.env, ARENA_ADMIN_PASSWORD: PASSWORD, ARENA_LOOP_DELAY_LOG_MS: String(CONFIG.loopLogMs), ARENA_LOG_LEVEL: 'warn' },
    ROOT,
    60_000,
  )
  /** The server's loop-delay lines so far: [Date.now() at the interval's end, worst delay ms, main-thread CPU ms]. */
  const loopLines: Array<[number, number, number]> = []
  let pending = ''
  server.child.stderr?.on('data', (chunk: string) => {
    pending += chunk
    const lines = pending.split('\n')
    pending = lines.pop() ?? ''
    for (const line of lines) {
      const match = LOOP_DELAY_LINE.exec(line)
      if (match) loopLines.push([Number(match[1]), Number(match[2]), Number(match[3])])
      if (process.env.LONG_HTTP_ECHO && !match) console.error(line)
    }
  })

  const { access_token } = await httpJson<{ access_token: string }>(server.port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password: PASSWORD }, 200)
  const auth = { Authorization: `Bearer ${access_token}` }
  const { key } = await httpJson<{ key: string }>(server.port, 'POST', '/api/v1/users/me/keys', auth, { name: 'probe' }, 201)
  const event = await httpJson<{ id: number }>(server.port, 'POST', '/api/v1/events', auth, { name: 'Championship', start_time: 1_900_000_000, end_time: 1_900_000_000 + 30 * 86_400 }, 201)

  const live: Array<SseMessage & { bytes: number }> = []
  const stream = await openStream({
    port: server.port,
    path: '/api/v1/stream',
    headers: auth,
    timeoutMs: 10_000,
    onMessage: (message) => {
      live.push({ ...message, bytes: message.data.length })
    },
  })
  if (stream.status !== 200) throw new Error(`the live stream answered ${stream.status}`)
  let streamEndedAt: number | undefined
  void stream.ended.then(() => (streamEndedAt ??= Date.now()))

  const probe = startProbe(server.port, key, CONFIG.probeEveryMs)
  await sleep(CONFIG.baselineMs)
  const quiet = probe.samples.map((sample) => sample.ms).sort((a, b) => a - b)
  const baseline = { probes: quiet.length, p50Ms: percentile(quiet, 50), p99Ms: percentile(quiet, 99), worstMs: quiet.at(-1) ?? Number.NaN }
  log(`quiet baseline: ${baseline.probes} Get Me, median ${baseline.p50Ms.toFixed(2)} ms, p99 ${baseline.p99Ms.toFixed(2)} ms, worst ${baseline.worstMs.toFixed(2)} ms`)

  /** Runs `work` (resolves when it is done), then lets the probe go on for the settle time; the phase's figures. */
  const phase = async (name: string, work: () => Promise<void>): Promise<Phase> => {
    const from = performance.timeOrigin + performance.now()
    const fromEpoch = Date.now()
    const liveFrom = live.length
    await work()
    const tookMs = performance.timeOrigin + performance.now() - from
    const doneEpoch = Date.now()
    await sleep(CONFIG.settleMs)
    const untilEpoch = Date.now()
    const latencies = probe.samples.filter((sample) => sample.sentAt >= from).map((sample) => sample.ms).sort((a, b) => a - b)
    const events = live.slice(liveFrom)
    const worstLine = loopLines.filter(([at]) => at > fromEpoch && at <= untilEpoch + CONFIG.loopLogMs).reduce<[number, number, number]>((worst, line) => (line[1] > worst[1] ? line : worst), [0, 0, 0])
    const figures: Phase = {
      name,
      tookMs,
      probes: latencies.length,
      p50Ms: percentile(latencies, 50),
      p99Ms: percentile(latencies, 99),
      worstMs: latencies.at(-1) ?? Number.NaN,
      loopWorstMs: worstLine[1],
      loopWorstCpuMs: worstLine[2],
      liveEvents: events.length,
      liveBytes: events.reduce((sum, message) => sum + message.bytes, 0),
      lastEventAfterMs: events.length === 0 ? 0 : Math.max(0, events.at(-1)!.receivedMs - doneEpoch),
    }
    log(`${name}: ${(tookMs / 1000).toFixed(1)} s; Get Me worst ${figures.worstMs.toFixed(1)} ms, p99 ${figures.p99Ms.toFixed(1)} ms (${figures.probes} probes); server loop worst ${figures.loopWorstMs.toFixed(0)} ms (its main thread's CPU in that ${CONFIG.loopLogMs} ms: ${figures.loopWorstCpuMs.toFixed(0)} ms); ${figures.liveEvents} live events (${(figures.liveBytes / 1024).toFixed(0)} KB), the last ${figures.lastEventAfterMs} ms after the answer`)
    return figures
  }

  const schedule = async () => {
    const answer = await httpRequest(server.port, 'POST', `/api/v1/events/${event.id}/schedule`, { ...auth, 'Content-Type': 'application/json' }, JSON.stringify({ games_per_player: CONFIG.games }))
    if (answer.status !== 201) throw new Error(`the schedule commit answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`)
  }
  const phases: Phase[] = []
  phases.push(await phase(`schedule ${CONFIG.players} × ${CONFIG.games} committed`, schedule))
  phases.push(await phase('the schedule committed again (replacing it)', schedule))

  const csv = ['username,password,is_admin,is_playing,robot_ip', ...Array.from({ length: CONFIG.rows }, (_, index) => `Import ${index + 1},import-password-${index + 1},false,true,`)].join('\r\n')
  const boundary = `----long-work-${randomBytes(8).toString('hex')}`
  const form = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="users.csv"\r\nContent-Type: text/csv\r\n\r\n${csv}\r\n--${boundary}--\r\n`
  phases.push(
    await phase(`import of ${CONFIG.rows} new users as a job`, async () => {
      const answer = await httpRequest(server.port, 'POST', '/api/v1/users/import-jobs', { ...auth, 'Content-Type': `multipart/form-data; boundary=${boundary}` }, form)
      if (answer.status !== 202) throw new Error(`the import answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`)
      const { id } = JSON.parse(answer.body.toString('utf8')) as { id: number }
      // Followed with Get Import Job (not the stream, which a server that falls behind may end).
      let job: { state: string; failure: unknown }
      do {
        await sleep(200)
        job = await httpJson(server.port, 'GET', `/api/v1/users/import-jobs/${id}`, auth, undefined, 200)
      } while (!['finished', 'failed', 'cancelled'].includes(job.state))
      if (job.state !== 'finished') throw new Error(`the import ended ${job.state}: ${JSON.stringify(job.failure)}`)
    }),
  )

  await probe.stop()
  const streamVerdict = streamEndedAt === undefined ? 'the administrator\'s live stream stayed open throughout' : `the server ENDED the administrator's live stream at ${new Date(streamEndedAt).toISOString()} (it fell behind)`
  log(streamVerdict)
  stream.close()
  await server.stop()
  const loadAtEnd = load()

  const over = (phaseFigures: Phase) => phaseFigures.worstMs - baseline.p50Ms
  const table: Table = {
    head: ['work', 'took s', 'Get Me worst ms', 'over quiet median', 'Get Me p99 ms', 'server loop worst ms', `main thread CPU in that ${CONFIG.loopLogMs} ms`, 'live events', 'last event after ms', `≤ ${LIMIT_OVER_BASELINE_MS} ms over`],
    rows: [
      ['quiet (baseline)', (CONFIG.baselineMs / 1000).toFixed(1), baseline.worstMs.toFixed(1), '', baseline.p99Ms.toFixed(1), '', '', '', '', ''],
      ...phases.map((each) => [each.name, (each.tookMs / 1000).toFixed(1), each.worstMs.toFixed(1), over(each).toFixed(1), each.p99Ms.toFixed(1), each.loopWorstMs.toFixed(0), each.loopWorstCpuMs.toFixed(0), String(each.liveEvents), String(each.lastEventAfterMs), over(each) <= LIMIT_OVER_BASELINE_MS ? 'MET' : 'MISSED']),
    ],
  }
  const command = `npx tsx bench/long-work-http.ts --players ${CONFIG.players} --games ${CONFIG.games} --rows ${CONFIG.rows}`
  const head = `${new Date().toISOString()} · node ${process.version} · ${availableParallelism()} cores · load average ${loadAtStart} at the start, ${loadAtEnd} at the end · Get Me every ${CONFIG.probeEveryMs} ms on one kept connection (quiet median ${baseline.p50Ms.toFixed(2)} ms, ${baseline.probes} probes in ${CONFIG.baselineMs / 1000} s); each phase watched until ${CONFIG.settleMs} ms after its end; server loop delay from its ARENA_LOOP_DELAY_LOG_MS=${CONFIG.loopLogMs} lines`
  console.log(`\n${head}; ${streamVerdict}\n${plain(table)}${probe.failures.length > 0 ? `\nprobe failures: ${probe.failures.length} (statuses ${[...new Set(probe.failures)].join(', ')})` : ''}`)
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true })
  writeFileSync(join(ROOT, 'bench', 'results', 'long-work-http.md'), `# Long work over HTTP\n\n\`${command}\`\n\n${head}; ${streamVerdict}\n\n${markdown(table)}\n`)
  await rm(workDir, { recursive: true, force: true })
  if (probe.failures.length > 0) throw new Error(`${probe.failures.length} Get Me probes failed`)
}

/** The measure, then an exit: the services opened to write the players leave something that keeps the process alive. */
async function main(): Promise<void> {
  try {
    await measure()
  } catch (error) {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    await stopAllChildren()
    if (workDir) await rm(workDir, { recursive: true, force: true })
    process.exit(1)
  }
  process.exit(0)
}

runWithServers(main, () => workDir)
