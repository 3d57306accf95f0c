// `npx tsx bench/reads.ts`: the reads robots and screens make — Get Game, an event's game list, its standings, Get Me and
// List My Keys with a robot's personal key, List Screens with a screen's key —
// on the real server (its own process) beside a bare node:http server answering the same bytes (its own process), and
// Get Game beside a FastAPI + uvicorn + sqlite3 peer (Debian's python3-fastapi, when installed) on a copy of the same data.
// 64 connections opened and warmed before measuring, 3 repetitions alternating the servers, medians. The load comes from
// wrk (Debian's package, its own process and threads) when installed, else autocannon (READS_CLIENT=autocannon forces it).
import { execFileSync } from 'node:child_process'
import { randomBytes } from 'node:crypto'
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { copyFile, mkdtemp, rm } from 'node:fs/promises'
import { createServer } from 'node:net'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from '../scripts/build-if-needed'
import { CpuMeter } from './cpu-meter'
import { httpJson, httpRequest, measureWarmConnections, type LoadSpec, type RawResponse, type WarmFigures } from './load'
import { runWithServers, startServerProcess, stopAllChildren, type ServerProcess } from './processes'
import { assertSameResponse, record, startBare } from './recorded'
import { markdown, plain, type Table } from './tables'
import { measureWithWrk, wrkAvailable } from './wrk'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`
const PYTHON = '/usr/bin/python3'

function envNumber(name: string, fallback: number): number {
  const value = Number(process.env[name] ?? '')
  return process.env[name] && Number.isFinite(value) && value > 0 ? value : fallback
}

const CONFIG = {
  connections: envNumber('READS_CONNECTIONS', 64),
  warmupSeconds: envNumber('READS_WARMUP_SECONDS', 3),
  seconds: envNumber('READS_SECONDS', 5),
  repeats: envNumber('READS_REPEATS', 3),
  players: 200,
  standingsGamesPerPlayer: 8,
  listGames: 100,
  client: process.env.READS_CLIENT !== 'autocannon' && wrkAvailable() ? ('wrk' as const) : ('autocannon' as const),
}

const TARGETS = { getGameVsBare: 0.5, getGameVsPeer: 10, listVsBare: 0.3, standingsVsBare: 0.3, p99Ms: 50, contractReadVsBare: 0.6, contractReadCpuVsBare: 1.5 }
/** The contract's reads a robot or a screen makes (issue 32: each ≥ 0.6 of the bare server, ≤ 1.5× its CPU per request). */
const CONTRACT_READS = ['Get Game', 'Get Me (a robot’s key)', 'List My Keys (a robot’s key)', 'List Screens (a screen’s key)']

const started = performance.now()
let workDir: string | undefined
function log(message: string): void {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`)
}

function startArena(dataFile: string): Promise<ServerProcess> {
  const args = [join(ROOT, 'out', 'main', 'serve.js'), '--host', '127.0.0.1', '--port', '0', '--data', dataFile]
  return startServerProcess('arena server', args, { ...process.env, ARENA_ADMIN_PASSWORD: PASSWORD }, ROOT, 60_000)
}

async function login(port: number): Promise<Record<string, string>> {
  const { access_token } = await httpJson<{ access_token: string }>(port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password: PASSWORD }, 200)
  return { Authorization: `Bearer ${access_token}` }
}

async function call<T>(port: number, auth: Record<string, string>, method: string, path: string, body: unknown, status: number): Promise<T> {
  return httpJson<T>(port, method, `/api/v1${path}`, auth, body, status)
}

// ---------------------------------------------------------------------------------------------------------------
// The data: 200 players (inserted with sqlite3 while the server is stopped: creating them through the API would spend a
// password hash each), a 100-game league event (Get Game reads its first game, 4 seated players), a 200 × 8 event scored
// through the API (start, stop, scores of each of its 400 games).

interface Paths {
  getGame: string
  list: string
  standings: string
  me: string
  keys: string
  screens: string
  /** A personal key (a robot's) and a screen's key. */
  robot: Record<string, string>
  screen: Record<string, string>
}

function insertPlayers(file: string, count: number): void {
  const sql = `BEGIN;
WITH RECURSIVE n(i) AS (SELECT 1 UNION ALL SELECT i + 1 FROM n WHERE i < ${count})
INSERT INTO users (name, name_key, password_hash, is_admin, is_playing, robot_ip, created_at)
SELECT 'Team ' || printf('%03d', i), 'team ' || printf('%03d', i), NULL, 0, 1, '', '2026-11-01T09:00:00Z' FROM n;
COMMIT;`
  execFileSync('sqlite3', ['-bail', '-batch', file], { input: sql })
  // The server keeps a checksum of the bytes it wrote and refuses a file changed behind its back unless the sum is gone.
  rmSync(`${file}.sum`, { force: true })
}

async function seed(port: number, auth: Record<string, string>): Promise<Paths> {
  const users = await call<Array<{ id: number; is_playing: boolean }>>(port, auth, 'GET', '/users', undefined, 200)
  const players = users.filter((user) => user.is_playing).map((user) => user.id)
  if (players.length < CONFIG.players) throw new Error(`only ${players.length} players in the data file`)
  const event = (name: string) => call<{ id: number }>(port, auth, 'POST', '/events', { name, start_time: 1_795_420_800, end_time: 1_795_507_200 }, 201)
  const listEvent = await event('List day')
  await call(port, auth, 'POST', `/events/${listEvent.id}/schedule`, { games_per_player: 4, players: players.slice(0, CONFIG.listGames), seed: 1 }, 201)
  const listed = await call<Array<{ id: number; corners: Array<number | null> }>>(port, auth, 'GET', `/games?event_id=${listEvent.id}`, undefined, 200)
  if (listed.length !== CONFIG.listGames || listed[0].corners.some((id) => id === null)) throw new Error(`the list event has ${listed.length} games, not ${CONFIG.listGames} with 4 players`)

  const standingsEvent = await event('Standings day')
  const schedule = await call<{ games: Array<{ id: number }> }>(port, auth, 'POST', `/events/${standingsEvent.id}/schedule`, { games_per_player: CONFIG.standingsGamesPerPlayer, players: players.slice(0, CONFIG.players), seed: 2 }, 201)
  const began = performance.now()
  for (const [index, game] of schedule.games.entries()) {
    await call(port, auth, 'POST', `/arena/games/${game.id}/start`, { mode: 'competition' }, 200)
    await call(port, auth, 'POST', `/arena/games/${game.id}/stop`, undefined, 200)
    const points = [0, 1, 2, 3].map((corner) => ((index * 7 + corner * 13) % 50) + corner)
    await call(port, auth, 'PUT', `/games/${game.id}/scores`, { red: points[0], yellow: points[1], green: points[2], blue: points[3] }, 200)
  }
  log(`seed: ${schedule.games.length} standings games played and scored through the API in ${((performance.now() - began) / 1000).toFixed(1)} s`)
  return {
    getGame: `/api/v1/games/${listed[0].id}`,
    list: `/api/v1/games?event_id=${listEvent.id}`,
    standings: `/api/v1/events/${standingsEvent.id}/standings`,
    me: '/api/v1/auth/me',
    keys: '/api/v1/users/me/keys',
    screens: '/api/v1/screens',
    robot: { Authorization: `Bearer ${(await call<{ key: string }>(port, auth, 'POST', '/users/me/keys', { name: 'robot' }, 201)).key}` },
    screen: { Authorization: `Bearer ${(await call<{ key: string }>(port, auth, 'POST', '/screens', { name: 'Hall TV' }, 201)).key}` },
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Measuring

interface Side {
  runs: WarmFigures[]
  median: { perSecond: number; p50Ms: number; p99Ms: number; cpuUsPerRequest?: number }
}

interface ReadRow {
  name: string
  path: string
  bytes: number
  real: Side
  bare: Side
  ratio: number
  ratios: number[]
}

function median(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

function side(runs: WarmFigures[]): Side {
  const cpu = runs.map((run) => run.cpuUsPerRequest).filter((value): value is number => value !== undefined)
  return {
    runs,
    median: {
      perSecond: median(runs.map((run) => run.perSecond)),
      p50Ms: median(runs.map((run) => run.p50Ms)),
      p99Ms: median(runs.map((run) => run.p99Ms)),
      cpuUsPerRequest: cpu.length === runs.length ? median(cpu) : undefined,
    },
  }
}

function failures(run: WarmFigures): number {
  return Object.values(run.otherStatuses).reduce((sum, count) => sum + count, 0) + run.errors
}

/** Each repetition measures every server once, in alternating order (A B, B A, A B), so background noise falls on all. */
interface Target {
  name: string
  port: number
  /** The process whose CPU is measured. */
  pid: number | undefined
}

function target(server: ServerProcess): Target {
  return { name: server.name, port: server.port, pid: server.child.pid }
}

async function measureSideBySide(servers: Target[], path: string, auth: Record<string, string>): Promise<WarmFigures[][]> {
  const runs: WarmFigures[][] = servers.map(() => [])
  for (let repeat = 0; repeat < CONFIG.repeats; repeat += 1) {
    const order = servers.map((_, index) => index)
    if (repeat % 2 === 1) order.reverse()
    for (const index of order) {
      const spec: LoadSpec = { port: servers[index].port, path, connections: CONFIG.connections, seconds: CONFIG.seconds, headers: auth, expectStatus: 200 }
      const run = CONFIG.client === 'wrk' ? await measureWithWrk(spec, CONFIG.warmupSeconds, servers[index].pid) : await measureWarmConnections(spec, CONFIG.warmupSeconds, new CpuMeter(servers[index].pid))
      if (failures(run) > 0) log(`WARNING: ${servers[index].name} ${path}: ${JSON.stringify(run.otherStatuses)}, ${run.errors} errors`)
      runs[index].push(run)
    }
  }
  return runs
}

async function benchRead(real: ServerProcess, name: string, path: string, auth: Record<string, string>): Promise<ReadRow> {
  const sample = await httpRequest(real.port, 'GET', path, auth)
  if (sample.status !== 200) throw new Error(`GET ${path} answered ${sample.status}: ${sample.body.toString('utf8').slice(0, 300)}`)
  const bare = await startBare(ROOT, record(sample))
  try {
    assertSameResponse(sample, await httpRequest(bare.port, 'GET', path, auth))
    log(`${name}: ${sample.body.length} body bytes; real and bare answer the same status, headers and body`)
    const [realRuns, bareRuns] = await measureSideBySide([target(real), target(bare)], path, auth)
    const ratios = realRuns.map((run, index) => run.perSecond / bareRuns[index].perSecond)
    const row: ReadRow = { name, path, bytes: sample.body.length, real: side(realRuns), bare: side(bareRuns), ratio: 0, ratios }
    row.ratio = row.real.median.perSecond / row.bare.median.perSecond
    log(`${name}: real ${Math.round(row.real.median.perSecond)} req/s, bare ${Math.round(row.bare.median.perSecond)} req/s, ratio ${row.ratio.toFixed(2)}`)
    return row
  } finally {
    await bare.stop()
  }
}

// ---------------------------------------------------------------------------------------------------------------
// The FastAPI peer

function peerAvailable(): boolean {
  try {
    execFileSync(PYTHON, ['-c', 'import fastapi, uvicorn'], { stdio: 'ignore' })
    return true
  } catch {
    return false
  }
}

function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number }
      server.close(() => resolvePort(port))
    })
  })
}

async function startPeer(dataFile: string): Promise<ServerProcess> {
  const port = await freePort()
  // startServerProcess runs node; the peer is python: the same announcement and bookkeeping through a tiny node wrapper.
  const wrapper = `const c=require('node:child_process').spawn(${JSON.stringify(PYTHON)},${JSON.stringify([join(ROOT, 'bench', 'fastapi_peer.py'), dataFile, String(port)])},{stdio:'inherit'});process.on('SIGTERM',()=>c.kill('SIGTERM'));c.on('exit',(code)=>process.exit(code??0));`
  const peer = await startServerProcess('FastAPI peer', ['-e', wrapper], process.env, ROOT, 30_000)
  return { ...peer, port }
}

/** The python process itself (the wrapper's child), for the CPU meter. */
function pythonPid(wrapperPid: number | undefined): number | undefined {
  if (wrapperPid === undefined) return undefined
  try {
    return Number(execFileSync('pgrep', ['-P', String(wrapperPid)], { encoding: 'utf8' }).trim().split('\n')[0]) || undefined
  } catch {
    return undefined
  }
}

async function waitFor200(port: number, path: string, auth: Record<string, string>): Promise<RawResponse> {
  for (let attempt = 0; ; attempt += 1) {
    try {
      const answer = await httpRequest(port, 'GET', path, auth)
      if (answer.status === 200) return answer
      throw new Error(`answered ${answer.status}: ${answer.body.toString('utf8').slice(0, 300)}`)
    } catch (error) {
      if (attempt > 50) throw error
      await new Promise((done) => setTimeout(done, 200))
    }
  }
}

interface PeerRow {
  real: Side
  peer: Side
  ratio: number
}

async function benchPeer(real: ServerProcess, copy: string, path: string, auth: Record<string, string>): Promise<PeerRow | string> {
  if (!peerAvailable()) return `${PYTHON} has no fastapi and uvicorn (apt-get install python3-fastapi python3-uvicorn)`
  const peer = await startPeer(copy)
  try {
    const answer = await waitFor200(peer.port, path, auth)
    const ours = await httpRequest(real.port, 'GET', path, auth)
    const same = JSON.stringify(JSON.parse(answer.body.toString('utf8'))) === JSON.stringify(JSON.parse(ours.body.toString('utf8')))
    log(`peer: FastAPI answers ${answer.body.length} body bytes; its Game record ${same ? 'equals' : 'DIFFERS from'} ours`)
    const [realRuns, peerRuns] = await measureSideBySide([target(real), { name: peer.name, port: peer.port, pid: pythonPid(peer.child.pid) }], path, auth)
    const row = { real: side(realRuns), peer: side(peerRuns), ratio: 0 }
    row.ratio = row.real.median.perSecond / row.peer.median.perSecond
    log(`peer: real ${Math.round(row.real.median.perSecond)} req/s, FastAPI ${Math.round(row.peer.median.perSecond)} req/s, ${row.ratio.toFixed(1)}×`)
    return row
  } finally {
    await peer.stop()
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Output

function count(value: number): string {
  return Math.round(value).toLocaleString('en-US')
}

function ms(value: number): string {
  return value < 10 ? value.toFixed(2) : value.toFixed(1)
}

function us(value: number | undefined): string {
  return value === undefined ? '–' : count(value)
}

function verdict(met: boolean): string {
  return met ? 'MET' : 'MISSED'
}

interface Results {
  date: string
  node: string
  cpus: number
  cpuModel: string
  loadAverage: { start: number[]; end: number[] }
  config: typeof CONFIG
  reads: ReadRow[]
  peer: PeerRow | string
  verdicts: string[]
  totalSeconds: number
}

function table(results: Results): Table {
  const rows: string[][] = []
  for (const read of results.reads) {
    rows.push([read.name, count(read.bytes), count(read.real.median.perSecond), count(read.bare.median.perSecond), read.ratio.toFixed(2), ms(read.real.median.p50Ms), ms(read.real.median.p99Ms), ms(read.bare.median.p99Ms), us(read.real.median.cpuUsPerRequest), us(read.bare.median.cpuUsPerRequest)])
  }
  if (typeof results.peer !== 'string') {
    const peer = results.peer
    rows.push(['Get Game: FastAPI peer', '', count(peer.peer.median.perSecond), '', `${peer.ratio.toFixed(1)}× (ours ÷ peer)`, ms(peer.peer.median.p50Ms), ms(peer.peer.median.p99Ms), '', us(peer.peer.median.cpuUsPerRequest), ''])
  }
  return { head: ['read', 'body bytes', 'real req/s', 'bare req/s', 'ratio', 'real p50 ms', 'real p99 ms', 'bare p99 ms', 'real CPU µs/req', 'bare CPU µs/req'], rows }
}

function verdicts(reads: ReadRow[], peer: PeerRow | string): string[] {
  const byName = new Map(reads.map((read) => [read.name, read]))
  const ratio = (name: string, target: number) => `${name}: ${byName.get(name)!.ratio.toFixed(2)}× bare (target ≥ ${target}): ${verdict(byName.get(name)!.ratio >= target)}`
  const lines = [ratio('Get Game', TARGETS.getGameVsBare), ratio('game list (100)', TARGETS.listVsBare), ratio('standings (200 × 8)', TARGETS.standingsVsBare)]
  lines.push(typeof peer === 'string' ? `Get Game vs FastAPI: not measured (${peer})` : `Get Game: ${peer.ratio.toFixed(1)}× the FastAPI peer (target ≥ ${TARGETS.getGameVsPeer}): ${verdict(peer.ratio >= TARGETS.getGameVsPeer)}`)
  for (const name of CONTRACT_READS) {
    const read = byName.get(name)!
    const cpu = (read.real.median.cpuUsPerRequest ?? NaN) / (read.bare.median.cpuUsPerRequest ?? NaN)
    lines.push(`${name}: ${read.ratio.toFixed(2)}× bare (target ≥ ${TARGETS.contractReadVsBare}), CPU per request ${cpu.toFixed(2)}× bare (target ≤ ${TARGETS.contractReadCpuVsBare}): ${verdict(read.ratio >= TARGETS.contractReadVsBare && cpu <= TARGETS.contractReadCpuVsBare)}`)
  }
  const worst = Math.max(...reads.map((read) => read.real.median.p99Ms))
  lines.push(`p99 of the real server, worst of the ${reads.length} reads: ${ms(worst)} ms (target < ${TARGETS.p99Ms}): ${verdict(worst < TARGETS.p99Ms)}`)
  const saturated = reads.filter((read) => read.bare.runs.some((run) => (run.loadGeneratorPct ?? 0) > 90)).map((read) => read.name)
  if (saturated.length > 0 && CONFIG.client === 'autocannon') lines.push(`Note: autocannon (one thread) used over 90 % of a core against the bare server for ${saturated.join(', ')}: there the bare figure is a lower bound and the ratio an upper bound.`)
  return lines
}

function writeAtomically(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
}

function save(results: Results): void {
  const folder = join(ROOT, 'bench', 'results')
  mkdirSync(folder, { recursive: true })
  writeAtomically(join(folder, 'reads.json'), `${JSON.stringify(results, null, 2)}\n`)
  const [start, end] = [results.loadAverage.start[0], results.loadAverage.end[0]]
  const md = [
    '# Reads: real server beside a bare node:http server and a FastAPI peer',
    '',
    `${results.date} · node ${results.node} · ${results.cpus} CPUs (${results.cpuModel}) · ${results.totalSeconds.toFixed(0)} s · load average (1 min) ${start.toFixed(2)} at start, ${end.toFixed(2)} at end`,
    '',
    ...results.verdicts.map((line) => `- ${line}`),
    '',
    (results.config.client === 'wrk'
      ? `Load from wrk (2 threads, its own process), ${results.config.connections} connections per run, a ${results.config.warmupSeconds} s warm-up run before ${results.config.seconds} s are measured; ` +
        `${results.config.repeats} repetitions alternating the servers; medians. p50/p99: wrk's latency distribution (closed loop). `
      : `${results.config.connections} connections per run, opened and warmed for ${results.config.warmupSeconds} s before ${results.config.seconds} s are measured (same autocannon run, same connections); ` +
        `${results.config.repeats} repetitions alternating the servers; medians. p50/p99: autocannon (closed loop, no coordinated-omission correction), each response's own time. `) +
      'CPU µs/req: the server process\'s user + system time over the measured seconds ÷ answered requests. The bare server answers the real one\'s status, headers and body bytes, in its own process; ' +
      'the FastAPI peer (bench/fastapi_peer.py, one uvicorn worker) reads a copy of the same data file with sqlite3.',
    '',
    markdown(table(results)),
    '',
  ].join('\n')
  writeAtomically(join(folder, 'reads.md'), md)
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  buildIfNeeded(ROOT)
  const loadAtStart = loadavg()
  const dir = await mkdtemp(join(tmpdir(), 'arena-reads-'))
  workDir = dir
  if (loadAtStart[0] > 1) log(`note: load average ${loadAtStart[0].toFixed(2)} before starting; other work on this ${cpus().length}-CPU machine will skew the figures`)
  const dataFile = join(dir, 'reads.sqlite')
  try {
    const first = await startArena(dataFile)
    await login(first.port)
    await first.stop()
    insertPlayers(dataFile, CONFIG.players)
    let real = await startArena(dataFile)
    const auth = await login(real.port)
    const paths = await seed(real.port, auth)
    // A clean stop leaves everything (the login's session too) in the data file alone: the peer reads a copy of it, and
    // the real server, started again on the file, the same data with the same token.
    await real.stop()
    const copy = join(dir, 'peer.sqlite')
    await copyFile(dataFile, copy)
    real = await startArena(dataFile)
    const reads: ReadRow[] = []
    reads.push(await benchRead(real, 'Get Game', paths.getGame, auth))
    reads.push(await benchRead(real, 'game list (100)', paths.list, auth))
    reads.push(await benchRead(real, 'standings (200 × 8)', paths.standings, auth))
    reads.push(await benchRead(real, CONTRACT_READS[1], paths.me, paths.robot))
    reads.push(await benchRead(real, CONTRACT_READS[2], paths.keys, paths.robot))
    reads.push(await benchRead(real, CONTRACT_READS[3], paths.screens, paths.screen))
    const peer = await benchPeer(real, copy, paths.getGame, auth)
    await real.stop()
    const cpuList = cpus()
    const results: Results = {
      date: new Date().toISOString(),
      node: process.version,
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      loadAverage: { start: loadAtStart, end: loadavg() },
      config: CONFIG,
      reads,
      peer,
      verdicts: verdicts(reads, peer),
      totalSeconds: (performance.now() - started) / 1000,
    }
    console.log('')
    console.log(plain(table(results)))
    console.log('')
    for (const line of results.verdicts) console.log(line)
    save(results)
    console.log('Saved bench/results/reads.json and bench/results/reads.md')
  } finally {
    await stopAllChildren()
    await rm(dir, { recursive: true, force: true })
  }
}

runWithServers(main, () => workDir)
