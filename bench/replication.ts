// `tsx bench/replication.ts` (part of `npm run bench`): acknowledged durable writes (POST /api/v1/users/me/keys, 201 only
// once on disk) with 1, 8 and 64 writers on a primary alone, with a synchronous standby and with an asynchronous one (the
// primary started with --asynchronous-standby), two real built servers on loopback; the standby's lag sampled during the
// load; every acknowledged write counted on the standby after each run; issue 29's targets (docs/standby.md).
//
// Durations by environment (for a quick run, e.g. REPLICATION_SECONDS=2 REPLICATION_WARMUP_SECONDS=1 REPLICATION_REPEATS=1):
//   REPLICATION_SECONDS (8), REPLICATION_WARMUP_SECONDS (2), REPLICATION_REPEATS (3), REPLICATION_WRITERS (1,8,64),
//   REPLICATION_MODES (alone,synchronous,asynchronous): a subset, e.g. for a profile of one mode,
//   REPLICATION_SAMPLE_MS (100): how often the lag is read on both PCs during the load,
//   REPLICATION_CPU_PROF: a folder; each primary and standby then runs with node --cpu-prof and leaves its profiles in a folder of its own there,
//   REPLICATION_SERVER: path of a built serve.js to measure instead of building and measuring out/main/serve.js,
//   REPLICATION_SERVER_NOTE: what that server is, kept with the results.
import { randomBytes } from 'node:crypto'
import { mkdir, mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { buildText, prepareServer, type BuildInfo } from './built-server'
import { CpuMeter, type CpuShare } from './cpu-meter'
import { envList, envNumber } from './env'
import { copyDurably, sqlite, writeAtomically } from './files'
import { failures, httpJson, httpRequest, measureWarmConnections, type LoadSpec, type WarmFigures } from './load'
import { machine, warnIfBusy, type Machine } from './machine'
import { runWithServers, startServerProcess, stopAllChildren, type ChildExit, type ServerProcess } from './processes'
import { count, latency, optionalSpread, percentText, spread, spreadText, type Spread } from './spread'
import { markdown, plain, targetTable, type Table, type TargetCheck } from './tables'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RESULTS = join(ROOT, 'bench', 'results')
const KEYS_PATH = '/api/v1/users/me/keys'
const STATE_PATH = '/api/v1/system/replication'
const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`
/** autocannon replaces `[<id>]` with a new id for every request, so that every key has its own name. */
const KEY_BODY = JSON.stringify({ name: 'bench key [<id>]' })

const CONFIG = {
  writers: envList('REPLICATION_WRITERS', [1, 8, 64], true),
  warmupSeconds: envNumber('REPLICATION_WARMUP_SECONDS', 2),
  seconds: envNumber('REPLICATION_SECONDS', 8),
  repeats: Math.max(1, envNumber('REPLICATION_REPEATS', 3, true)),
  sampleMs: Math.max(10, envNumber('REPLICATION_SAMPLE_MS', 100)),
  cpuProfileDir: process.env.REPLICATION_CPU_PROF ? resolve(process.env.REPLICATION_CPU_PROF) : undefined,
}
if (!(CONFIG.seconds > 0)) throw new Error('REPLICATION_SECONDS must be > 0')

const TARGETS = {
  /** Issue 29: synchronous costs at most one LAN round trip per group commit — with this many writers, at least this rate on loopback. */
  syncWriters: 64,
  syncMinPerSecond: 3_000,
  /** Issue 29: the asynchronous standby's lag (its own lag_ms, the largest sample of every run) under this. */
  asyncMaxLagMs: 50,
}

type Mode = 'alone' | 'synchronous' | 'asynchronous'
const ALL_MODES: Mode[] = ['alone', 'synchronous', 'asynchronous']
const MODES = modesFromEnvironment()
const MODE_LABEL: Record<Mode, string> = { alone: 'alone (no standby)', synchronous: 'synchronous standby', asynchronous: 'asynchronous standby' }

function modesFromEnvironment(): Mode[] {
  const text = process.env.REPLICATION_MODES
  if (text === undefined || text.trim() === '') return ALL_MODES
  const modes = text.split(',').map((part) => part.trim())
  const unknown = modes.filter((mode) => !ALL_MODES.includes(mode as Mode))
  if (unknown.length > 0 || modes.length === 0) throw new Error(`REPLICATION_MODES must name some of ${ALL_MODES.join(', ')}, not ${text}`)
  return ALL_MODES.filter((mode) => modes.includes(mode))
}

const started = performance.now()
const loadAtStart = loadavg()
/** Temporary folders removed at the end. */
const temporary: string[] = []

function log(message: string): void {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`)
}

// ---------------------------------------------------------------------------------------------------------------
// The two servers

function serverArgs(build: BuildInfo, dataFile: string, extra: string[], profileName?: string): string[] {
  // A folder per process: its worker threads leave their own profiles beside the main thread's (the largest).
  const profile = CONFIG.cpuProfileDir && profileName ? ['--cpu-prof', '--cpu-prof-dir', join(CONFIG.cpuProfileDir, profileName)] : []
  return [...profile, build.serveJs, '--host', '127.0.0.1', '--port', '0', '--data', dataFile, ...extra]
}

async function login(port: number): Promise<Record<string, string>> {
  const { access_token } = await httpJson<{ access_token: string }>(port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password: PASSWORD }, 200)
  return { Authorization: `Bearer ${access_token}` }
}

async function stopAndCheck(server: ServerProcess, what: string, problems: string[]): Promise<ChildExit> {
  const exit = await server.stop()
  if (exit.code !== 0) problems.push(`${what}: the ${server.name} ended with code ${exit.code}, signal ${exit.signal} after SIGTERM\n${server.output().slice(-2000)}`)
  return exit
}

function keyRows(file: string): number {
  return Number(sqlite(file, 'SELECT count(*) FROM api_keys;'))
}

interface Base {
  path: string
  /** A replication key made on it by the administrator (the standbys follow with it). */
  key: string
  keyRows: number
}

/** One start of the server on an empty file: the administrator and a replication key; copied for every run. */
async function prepareBase(build: BuildInfo, dir: string): Promise<Base> {
  const path = join(dir, 'base.sqlite')
  const server = await startServerProcess('server', serverArgs(build, path, []), { ...process.env, ARENA_ADMIN_PASSWORD: PASSWORD }, ROOT, 60_000)
  const auth = await login(server.port)
  const { key } = await httpJson<{ key: string }>(server.port, 'POST', `${STATE_PATH}/keys`, auth, { name: 'Bench standby' }, 201)
  const problems: string[] = []
  await stopAndCheck(server, 'preparing the data file', problems)
  if (problems.length > 0) throw new Error(problems.join('\n'))
  return { path, key, keyRows: keyRows(path) }
}

// ---------------------------------------------------------------------------------------------------------------
// The state of replication on both PCs, read during the load

interface PrimaryState {
  applied_seq: number
  standbys?: Array<{ in_sync: boolean; acked_seq: number | null; sent_seq: number; lag_records: number }>
  synchronous?: { mode: 'synchronous' | 'asynchronous'; alone: boolean }
}

interface StandbyState {
  applied_seq: number
  primary?: { connected: boolean; lag_records: number; lag_ms: number }
}

async function stateOf<T>(port: number, auth: Record<string, string>): Promise<T | undefined> {
  try {
    const answer = await httpRequest(port, 'GET', STATE_PATH, auth)
    return answer.status === 200 ? (JSON.parse(answer.body.toString('utf8')) as T) : undefined
  } catch {
    return undefined
  }
}

interface Sample {
  /** ms since the load began. */
  atMs: number
  primary?: PrimaryState
  standby?: StandbyState
}

/** Reads both PCs' state every CONFIG.sampleMs until stopped. */
function startSampling(primary: number, standby: number, auth: Record<string, string>): { stop(): Promise<Sample[]> } {
  const samples: Sample[] = []
  const began = performance.now()
  let stopped = false
  const loop = (async () => {
    while (!stopped) {
      const at = performance.now()
      const [primaryState, standbyState] = await Promise.all([stateOf<PrimaryState>(primary, auth), stateOf<StandbyState>(standby, auth)])
      samples.push({ atMs: at - began, primary: primaryState, standby: standbyState })
      const wait = CONFIG.sampleMs - (performance.now() - at)
      if (wait > 0) await new Promise((done) => setTimeout(done, wait))
    }
  })()
  return {
    async stop() {
      stopped = true
      await loop
      return samples
    },
  }
}

/** Waits until the standby holds everything and, synchronous, the primary waits for it (in_sync). */
async function waitForStandby(mode: Mode, primary: number, standby: number, auth: Record<string, string>, withinMs = 30_000): Promise<void> {
  const until = performance.now() + withinMs
  for (;;) {
    const [state, standbyState] = await Promise.all([stateOf<PrimaryState>(primary, auth), stateOf<StandbyState>(standby, auth)])
    const follower = state?.standbys?.[0]
    const ready = follower !== undefined && standbyState !== undefined && (mode === 'synchronous' ? follower.in_sync : follower.acked_seq === state!.applied_seq)
    if (ready) return
    if (performance.now() > until) throw new Error(`${MODE_LABEL[mode]}: the standby was not ready within ${withinMs} ms: ${JSON.stringify(state)} ${JSON.stringify(standbyState)}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

function quantile(values: number[], q: number): number {
  if (values.length === 0) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]
}

interface Lag {
  samples: number
  /** Samples without an answer from either PC. */
  missing: number
  /** The standby's own figures (GET /system/replication there: primary.lag_ms, primary.lag_records). */
  lagMsMax: number
  lagMsP99: number
  lagRecordsMax: number
  lagRecordsP99: number
  /** On the primary: transactions durable there and not yet acknowledged by the standby (applied_seq − acked_seq). */
  unackedMax: number
  unackedP99: number
  /** The primary's transactions per second over the samples (first to last). */
  transactionsPerSecond: number
  /** Synchronous: samples where the primary did not wait for the standby (in_sync false or synchronous.alone). */
  outOfSyncSamples: number
  /** Every sample of the measured period: [ms since the load began, lag_ms, lag_records, unacked at primary] (JSON only). */
  series: Array<[number, number, number, number]>
}

function lagOf(mode: Mode, all: Sample[], fromMs: number): Lag {
  const samples = all.filter((sample) => sample.atMs >= fromMs)
  const both = samples.filter((sample) => sample.primary && sample.standby?.primary)
  const lagMs = both.map((sample) => sample.standby!.primary!.lag_ms)
  const lagRecords = both.map((sample) => sample.standby!.primary!.lag_records)
  const unacked = both.map((sample) => sample.primary!.applied_seq - (sample.primary!.standbys?.[0]?.acked_seq ?? 0))
  const first = both[0]
  const last = both.at(-1)
  const seconds = first && last ? (last.atMs - first.atMs) / 1000 : 0
  return {
    samples: samples.length,
    missing: samples.length - both.length,
    lagMsMax: Math.max(0, ...lagMs),
    lagMsP99: quantile(lagMs, 0.99),
    lagRecordsMax: Math.max(0, ...lagRecords),
    lagRecordsP99: quantile(lagRecords, 0.99),
    unackedMax: Math.max(0, ...unacked),
    unackedP99: quantile(unacked, 0.99),
    transactionsPerSecond: seconds > 0 ? (last!.primary!.applied_seq - first.primary!.applied_seq) / seconds : NaN,
    // Over every answer of the primary: a standby that stopped answering is out of sync all the same.
    outOfSyncSamples: mode === 'synchronous' ? samples.filter((sample) => sample.primary && (!sample.primary.standbys?.[0]?.in_sync || sample.primary.synchronous?.alone)).length : 0,
    series: both.map((sample, index) => [Math.round(sample.atMs), lagMs[index], lagRecords[index], unacked[index]]),
  }
}

// ---------------------------------------------------------------------------------------------------------------
// One measured run

interface Run extends WarmFigures {
  mode: Mode
  writers: number
  repeat: number
  /** Primary and standby CPU over the measured period, % of one core. */
  primaryCpu?: CpuShare
  standbyCpu?: CpuShare
  /** CPU µs per acknowledged write. */
  primaryCpuUsPerWrite?: number
  standbyCpuUsPerWrite?: number
  lag?: Lag
  /** Synchronous: the primary's state right after the load — its standby in sync, the primary not alone. */
  endedInSync?: boolean
  /** The primary's warnings of a standby that missed the bound, went away or fell behind (its log). */
  standbyWarnings: number
  /** Writes acknowledged (warm-up and measured) and api_keys rows added on each PC (sqlite3 after both stopped; the standby first). */
  acknowledged: number
  primaryRows: number
  standbyRows?: number
  exits: { primary: ChildExit; standby?: ChildExit }
  seconds: number
}

const STANDBY_WARNING = /did not confirm transaction|is gone: writes are acknowledged without it|fell \d+ bytes behind/g

async function runOnce(build: BuildInfo, base: Base, mode: Mode, writers: number, repeat: number, dir: string, problems: string[]): Promise<Run> {
  const began = performance.now()
  const name = `${mode}-${writers}w-${repeat}`
  const folder = join(dir, name)
  const primaryFile = join(folder, 'primary', 'arena.sqlite')
  const standbyFile = join(folder, 'standby', 'arena.sqlite')
  await mkdir(dirname(primaryFile), { recursive: true })
  await mkdir(dirname(standbyFile), { recursive: true })
  await copyDurably(base.path, primaryFile)
  const where = `${MODE_LABEL[mode]}, ${writers} writers, run ${repeat}`
  let primary: ServerProcess | undefined
  let standby: ServerProcess | undefined
  try {
    primary = await startServerProcess('primary', serverArgs(build, primaryFile, mode === 'asynchronous' ? ['--asynchronous-standby'] : [], `primary-${name}`), process.env, ROOT, 60_000)
    const auth = await login(primary.port)
    if (mode !== 'alone') {
      standby = await startServerProcess('standby', serverArgs(build, standbyFile, ['--follow', `http://127.0.0.1:${primary.port}`, '--follow-key', base.key], `standby-${name}`), process.env, ROOT, 60_000)
      await waitForStandby(mode, primary.port, standby.port, auth)
    }
    const spec: LoadSpec = { port: primary.port, path: KEYS_PATH, method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: KEY_BODY, uniqueIds: true, connections: writers, seconds: CONFIG.seconds, expectStatus: 201 }
    const primaryMeter = new CpuMeter(primary.child.pid)
    const standbyMeter = standby ? new CpuMeter(standby.child.pid) : undefined
    const sampling = standby ? startSampling(primary.port, standby.port, auth) : undefined
    const measureFrom = setTimeout(() => standbyMeter?.start(), CONFIG.warmupSeconds * 1000)
    const figures = await measureWarmConnections(spec, CONFIG.warmupSeconds, primaryMeter)
    clearTimeout(measureFrom)
    standbyMeter?.stop()
    const samples = (await sampling?.stop()) ?? []
    const logDuringLoad = primary.output()
    const end = standby ? await stateOf<PrimaryState>(primary.port, auth) : undefined
    const endedInSync = mode === 'synchronous' ? end?.standbys?.[0]?.in_sync === true && end.synchronous?.alone === false : undefined
    // The standby first: what it holds is what it had when the load ended, not what it caught up to afterwards.
    const standbyExit = standby ? await stopAndCheck(standby, where, problems) : undefined
    const primaryExit = await stopAndCheck(primary, where, problems)
    const acknowledged = figures.ok + figures.okInWarmup
    const perWrite = (share: CpuShare | undefined) => (share && figures.ok > 0 ? ((share.serverPct / 100) * figures.seconds * 1e6) / figures.ok : undefined)
    const run: Run = {
      ...figures,
      mode,
      writers,
      repeat,
      primaryCpu: primaryMeter.share(),
      standbyCpu: standbyMeter?.share(),
      primaryCpuUsPerWrite: perWrite(primaryMeter.share()),
      standbyCpuUsPerWrite: perWrite(standbyMeter?.share()),
      lag: standby ? lagOf(mode, samples, CONFIG.warmupSeconds * 1000) : undefined,
      endedInSync,
      standbyWarnings: logDuringLoad.match(STANDBY_WARNING)?.length ?? 0,
      acknowledged,
      primaryRows: keyRows(primaryFile) - base.keyRows,
      standbyRows: standby ? keyRows(standbyFile) - base.keyRows : undefined,
      exits: { primary: primaryExit, standby: standbyExit },
      seconds: (performance.now() - began) / 1000,
    }
    if (run.primaryRows < acknowledged) problems.push(`${where}: ${acknowledged} writes acknowledged, only ${run.primaryRows} in the primary's file`)
    if (mode === 'synchronous') {
      if (run.standbyRows! < acknowledged) problems.push(`${where}: ${acknowledged} writes acknowledged, only ${run.standbyRows} on the synchronous standby`)
      if (!endedInSync) problems.push(`${where}: the run did not end in sync (${JSON.stringify(end)})`)
    }
    return run
  } finally {
    await primary?.stop()
    await standby?.stop()
    await rm(folder, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Summaries, targets, output

interface Cell {
  mode: Mode
  writers: number
  runs: Run[]
  perSecond: Spread
  p50Ms: Spread
  p99Ms: Spread
  primaryCpuUsPerWrite?: Spread
  standbyCpuUsPerWrite?: Spread
  primaryCpuPct?: Spread
  standbyCpuPct?: Spread
  loadGeneratorCpuPct?: Spread
  otherCpuPct?: Spread
  /** Standby modes: the largest of the runs' largest samples, the median of their p99s. */
  lagMsMax?: number
  lagMsP99?: number
  lagRecordsMax?: number
  lagRecordsP99?: number
  unackedMax?: number
  transactionsPerSecond?: Spread
  outOfSyncSamples: number
  standbyWarnings: number
  failures: number
  /** Acknowledged writes missing from the standby's file when it stopped (synchronous: must be 0). */
  missingOnStandby?: number
  allOnPrimary: boolean
  cleanExits: boolean
}

function summariseCell(mode: Mode, writers: number, runs: Run[]): Cell {
  const lags = runs.map((run) => run.lag).filter((lag): lag is Lag => lag !== undefined)
  const hasStandby = mode !== 'alone'
  return {
    mode,
    writers,
    runs,
    perSecond: spread(runs.map((run) => run.perSecond)),
    p50Ms: spread(runs.map((run) => run.p50Ms)),
    p99Ms: spread(runs.map((run) => run.p99Ms)),
    primaryCpuUsPerWrite: optionalSpread(runs.map((run) => run.primaryCpuUsPerWrite)),
    standbyCpuUsPerWrite: hasStandby ? optionalSpread(runs.map((run) => run.standbyCpuUsPerWrite)) : undefined,
    primaryCpuPct: optionalSpread(runs.map((run) => run.primaryCpu?.serverPct)),
    standbyCpuPct: hasStandby ? optionalSpread(runs.map((run) => run.standbyCpu?.serverPct)) : undefined,
    loadGeneratorCpuPct: optionalSpread(runs.map((run) => run.primaryCpu?.loadGeneratorPct)),
    // The primary's meter counts the standby among the others: take it out.
    otherCpuPct: optionalSpread(runs.map((run) => (run.primaryCpu ? Math.max(0, run.primaryCpu.otherPct - (run.standbyCpu?.serverPct ?? 0)) : undefined))),
    lagMsMax: lags.length ? Math.max(...lags.map((lag) => lag.lagMsMax)) : undefined,
    lagMsP99: lags.length ? spread(lags.map((lag) => lag.lagMsP99)).median : undefined,
    lagRecordsMax: lags.length ? Math.max(...lags.map((lag) => lag.lagRecordsMax)) : undefined,
    lagRecordsP99: lags.length ? spread(lags.map((lag) => lag.lagRecordsP99)).median : undefined,
    unackedMax: lags.length ? Math.max(...lags.map((lag) => lag.unackedMax)) : undefined,
    transactionsPerSecond: lags.length ? spread(lags.map((lag) => lag.transactionsPerSecond)) : undefined,
    outOfSyncSamples: lags.reduce((sum, lag) => sum + lag.outOfSyncSamples, 0) + runs.filter((run) => run.endedInSync === false).length,
    standbyWarnings: runs.reduce((sum, run) => sum + run.standbyWarnings, 0),
    failures: runs.reduce((sum, run) => sum + failures(run), 0),
    missingOnStandby: hasStandby ? runs.reduce((sum, run) => sum + Math.max(0, run.acknowledged - (run.standbyRows ?? 0)), 0) : undefined,
    allOnPrimary: runs.every((run) => run.primaryRows >= run.acknowledged),
    cleanExits: runs.every((run) => run.exits.primary.code === 0 && (run.exits.standby === undefined || run.exits.standby.code === 0)),
  }
}

function findCell(cells: Cell[], mode: Mode, writers: number): Cell | undefined {
  return cells.find((cell) => cell.mode === mode && cell.writers === writers)
}

function checkTargets(cells: Cell[]): TargetCheck[] {
  const checks: TargetCheck[] = []
  const sync = findCell(cells, 'synchronous', TARGETS.syncWriters)
  const alone = findCell(cells, 'alone', TARGETS.syncWriters)
  const short = sync ? TARGETS.syncMinPerSecond - sync.perSecond.median : 0
  checks.push({
    target: `${TARGETS.syncWriters} writers, synchronous standby: ≥ ${count(TARGETS.syncMinPerSecond)} writes/s on loopback`,
    measured: sync
      ? `${count(sync.perSecond.median)}/s${short > 0 ? `, ${count(short)}/s (${((100 * short) / TARGETS.syncMinPerSecond).toFixed(0)} %) short` : ''}${alone ? ` (alone ${count(alone.perSecond.median)}/s)` : ''}`
      : '–',
    verdict: sync ? (short <= 0 ? 'PASS' : 'FAIL') : 'NOT MEASURED',
  })
  const asyncCells = cells.filter((cell) => cell.mode === 'asynchronous' && cell.lagMsMax !== undefined)
  const worst = asyncCells.length ? Math.max(...asyncCells.map((cell) => cell.lagMsMax!)) : undefined
  checks.push({
    target: `asynchronous standby: lag < ${TARGETS.asyncMaxLagMs} ms (its lag_ms, the largest sample of any run, ${CONFIG.writers.join('/')} writers)`,
    measured: worst === undefined ? '–' : `max ${count(worst)} ms (${asyncCells.map((cell) => `${cell.writers}w: ${count(cell.lagMsMax!)}`).join(', ')})${worst >= TARGETS.asyncMaxLagMs ? `, ${count(worst - TARGETS.asyncMaxLagMs)} ms over` : ''}`,
    verdict: worst === undefined ? 'NOT MEASURED' : worst < TARGETS.asyncMaxLagMs ? 'PASS' : 'FAIL',
  })
  const inSync = cells.filter((cell) => cell.mode === 'synchronous')
  checks.push({
    target: 'synchronous runs stay synchronous and every acknowledged write is on the standby',
    measured: inSync.length ? `${count(inSync.reduce((sum, cell) => sum + cell.outOfSyncSamples, 0))} samples out of sync, ${count(inSync.reduce((sum, cell) => sum + (cell.missingOnStandby ?? 0), 0))} writes missing` : '–',
    verdict: inSync.length ? (inSync.every((cell) => cell.outOfSyncSamples === 0 && cell.missingOnStandby === 0) ? 'PASS' : 'FAIL') : 'NOT MEASURED',
  })
  return checks
}

/** What one synchronous write costs over one alone, where each write is its own group commit: the round trip and the standby's fsync. */
function singleWriterLine(cells: Cell[]): string | undefined {
  const alone = findCell(cells, 'alone', 1)
  const sync = findCell(cells, 'synchronous', 1)
  if (!alone || !sync) return undefined
  return `1 writer (every write its own group commit): p50 ${latency(alone.p50Ms.median)} ms alone, ${latency(sync.p50Ms.median)} ms synchronous — the standby's turn (round trip, decode and apply, fsync, acknowledgement) adds ${latency(sync.p50Ms.median - alone.p50Ms.median)} ms per group commit (autocannon: 1 ms resolution).`
}

/** The synchronous figure over the one alone, repeat by repeat (run next to each other: the machine's drift falls on both). */
function ratioLine(cells: Cell[]): string | undefined {
  const writers = TARGETS.syncWriters
  const alone = findCell(cells, 'alone', writers)
  const sync = findCell(cells, 'synchronous', writers)
  if (!alone || !sync) return undefined
  const ratios = sync.runs.flatMap((run) => {
    const beside = alone.runs.find((each) => each.repeat === run.repeat)
    return beside && beside.perSecond > 0 ? [run.perSecond / beside.perSecond] : []
  })
  return ratios.length === 0 ? undefined : `${writers} writers, synchronous ÷ alone, repeat by repeat: ${ratios.map((ratio) => ratio.toFixed(2)).join(', ')} (median ${spread(ratios).median.toFixed(2)}).`
}

/** Above this share of a core used by other processes during a measured period, the figures are lower than on a quiet machine. */
const CROWDED_PCT = 25

function crowdedLine(cells: Cell[]): string | undefined {
  const crowded = cells.flatMap((cell) => cell.runs.filter((run) => (run.primaryCpu?.otherPct ?? 0) - (run.standbyCpu?.serverPct ?? 0) > CROWDED_PCT).map((run) => `${cell.mode}/${cell.writers}w run ${run.repeat}`))
  const runs = cells.reduce((sum, cell) => sum + cell.runs.length, 0)
  return crowded.length === 0 ? undefined : `Note: other processes on the machine used over ${CROWDED_PCT} % of a core during ${crowded.length} of ${runs} measured periods${crowded.length < runs ? ` (${crowded.join(', ')})` : ''}; those figures are lower than on a quiet machine.`
}

function notes(cells: Cell[]): string[] {
  return [singleWriterLine(cells), ratioLine(cells), crowdedLine(cells)].filter((line): line is string => line !== undefined)
}

function ms(value: number | undefined): string {
  return value === undefined || !Number.isFinite(value) ? '–' : count(value)
}

function matrixTable(cells: Cell[]): Table {
  return {
    head: [`Durable \`POST ${KEYS_PATH}\`, median of ${CONFIG.repeats}: writes/s (p50 / p99 ms)`, ...CONFIG.writers.map((n) => `${n} writer${n === 1 ? '' : 's'}`)],
    rows: MODES.map((mode) => [
      MODE_LABEL[mode],
      ...CONFIG.writers.map((writers) => {
        const cell = findCell(cells, mode, writers)
        return cell ? `${count(cell.perSecond.median)} (${latency(cell.p50Ms.median)} / ${latency(cell.p99Ms.median)})` : '–'
      }),
    ]),
  }
}

function lagTable(cells: Cell[]): Table {
  return {
    head: ['standby', 'writers', 'lag_ms max', 'lag_ms p99', 'lag_records max', 'lag_records p99', 'unacked at primary max', 'transactions/s', 'unacked max ÷ rate, ms', 'samples out of sync', 'standby warnings', 'acked missing on standby'],
    rows: cells
      .filter((cell) => cell.mode !== 'alone')
      .map((cell) => [
        cell.mode,
        String(cell.writers),
        ms(cell.lagMsMax),
        ms(cell.lagMsP99),
        ms(cell.lagRecordsMax),
        ms(cell.lagRecordsP99),
        ms(cell.unackedMax),
        spreadText(cell.transactionsPerSecond, count),
        cell.unackedMax !== undefined && cell.transactionsPerSecond ? ms((1000 * cell.unackedMax) / cell.transactionsPerSecond.median) : '–',
        cell.mode === 'synchronous' ? String(cell.outOfSyncSamples) : '–',
        String(cell.standbyWarnings),
        String(cell.missingOnStandby ?? '–'),
      ]),
  }
}

function detailTable(cells: Cell[]): Table {
  return {
    head: ['mode', 'writers', 'writes/s (min–max)', 'p50 ms', 'p99 ms (min–max)', 'non-201 / errors', 'primary CPU µs/write', 'standby CPU µs/write', 'primary CPU %', 'standby CPU %', 'autocannon CPU %', 'other CPU % (max)', 'clean exits', 'acked on primary'],
    rows: cells.map((cell) => [
      cell.mode,
      String(cell.writers),
      spreadText(cell.perSecond, count),
      latency(cell.p50Ms.median),
      spreadText(cell.p99Ms, latency),
      String(cell.failures),
      spreadText(cell.primaryCpuUsPerWrite, count),
      spreadText(cell.standbyCpuUsPerWrite, count),
      percentText(cell.primaryCpuPct),
      percentText(cell.standbyCpuPct),
      percentText(cell.loadGeneratorCpuPct),
      percentText(cell.otherCpuPct, 'max'),
      cell.cleanExits ? 'yes' : 'NO',
      cell.allOnPrimary ? 'yes' : 'NO',
    ]),
  }
}

interface Results extends Machine {
  config: typeof CONFIG
  targets: typeof TARGETS
  build: BuildInfo
  cells: Cell[]
  checks: TargetCheck[]
  /** Problems that make the run fail (exit code 1): unclean stops, acknowledged writes missing, a synchronous run that was not. */
  problems: string[]
  totalSeconds: number
}

function headerLine(results: Results): string {
  return `${results.date} · node ${results.node} · ${results.platform} · ${results.cpus} cores (${results.cpuModel}) · load average (1 min) ${results.loadAverage.start[0].toFixed(2)} at start, ${results.loadAverage.end[0].toFixed(2)} at end · ${buildText(results.build)} · ${results.totalSeconds.toFixed(0)} s`
}

const METHOD = [
  `Each run starts the built server as primary (\`serve.js --host 127.0.0.1 --port 0 --data …\`, with \`--asynchronous-standby\` for the asynchronous mode) on a fresh copy of a data file holding the administrator and a replication key, and — but alone — a second built server as its standby on an empty file (\`--follow http://127.0.0.1:PORT --follow-key …\`: it takes a snapshot, then the stream). Load begins once the standby holds everything and, synchronous, the primary reports it \`in_sync\`. Then \`POST ${KEYS_PATH}\` (a unique name per request, the write of bench/durable-writes.ts: one small transaction, 201 only once durable) with autocannon at 1 connection per writer: ${CONFIG.warmupSeconds} s of warm-up on the same connections, then ${CONFIG.seconds} s measured. Modes are run in a rotating order for each writer count and repeat (A B C, B C A, C A B), so that drift on the machine falls on all alike; figures are medians of ${CONFIG.repeats}, with (min–max).`,
  `Lag: every ${CONFIG.sampleMs} ms during the measured period both PCs are asked \`GET ${STATE_PATH}\` (admin): on the standby \`primary.lag_ms\` and \`primary.lag_records\`, on the primary \`applied_seq\` − \`standbys[0].acked_seq\` ("unacked at primary": durable there, not yet confirmed on the standby's disk) and, synchronous, \`in_sync\` and \`synchronous.alone\` (a sample where the primary was not waiting for its standby counts as out of sync, as does a run whose state right after the load is not in sync). Max: the largest sample of all runs; p99: the median of the runs' p99s. "standby warnings": lines of the primary's log saying a standby missed the 1 s bound, went away or fell too far behind.`,
  'After the load the standby is stopped first (SIGTERM: what it holds is what it had when the load ended), then the primary; both must exit 0. The api_keys rows added to each file (sqlite3) are compared with the writes acknowledged (warm-up and measured): a synchronous standby must hold every one.',
  'CPU columns: the primary and the standby, µs per acknowledged write and % of one core over the measured period, from /proc; autocannon (this process) and every other process on the machine. All three processes share this machine\'s cores: on a LAN the standby would have its own.',
]

function printResults(results: Results): void {
  console.log('')
  console.log(headerLine(results))
  console.log('')
  console.log(plain(matrixTable(results.cells)))
  console.log('')
  console.log(plain(lagTable(results.cells)))
  console.log('')
  console.log(plain(detailTable(results.cells)))
  console.log('')
  for (const line of notes(results.cells)) console.log(line)
  console.log('')
  console.log(plain(targetTable(results.checks)))
  for (const problem of results.problems) console.log(`PROBLEM: ${problem}`)
}

function saveResults(results: Results): void {
  const md = [
    '# Replication benchmark',
    '',
    headerLine(results),
    '',
    `\`tsx bench/replication.ts\` (in \`npm run bench\`); configuration: writers ${CONFIG.writers.join(', ')}, ${CONFIG.warmupSeconds} s warm-up + ${CONFIG.seconds} s, ${CONFIG.repeats} repeat(s), lag sampled every ${CONFIG.sampleMs} ms.`,
    '',
    '## Targets (issue 29)',
    '',
    markdown(targetTable(results.checks)),
    '',
    ...results.problems.map((problem) => `- **Problem:** ${problem}`),
    ...notes(results.cells).map((line) => `- ${line}`),
    '',
    '## Acknowledged writes',
    '',
    markdown(matrixTable(results.cells)),
    '',
    '## The standby\'s lag under that load',
    '',
    markdown(lagTable(results.cells)),
    '',
    '## Every run\'s cell in detail',
    '',
    markdown(detailTable(results.cells)),
    '',
    ...METHOD.flatMap((line) => [line, '']),
  ].join('\n')
  writeAtomically(join(RESULTS, 'replication.json'), `${JSON.stringify(results, null, 2)}\n`)
  writeAtomically(join(RESULTS, 'replication.md'), md)
}

// ---------------------------------------------------------------------------------------------------------------

let workDir: string | undefined

async function main(): Promise<void> {
  try {
    await measureAll()
  } finally {
    await stopAllChildren()
    await Promise.all(temporary.map((path) => rm(path, { recursive: true, force: true })))
  }
}

async function measureAll(): Promise<void> {
  const build = await prepareServer(ROOT, 'REPLICATION_SERVER', 'REPLICATION_SERVER_NOTE', temporary)
  workDir = await mkdtemp(join(tmpdir(), 'arena-replication-'))
  temporary.push(workDir)
  if (CONFIG.cpuProfileDir) await mkdir(CONFIG.cpuProfileDir, { recursive: true })
  log(`server: ${build.serveJs}; data files in ${workDir}; ${MODES.length} modes × ${CONFIG.writers.length} writer counts × ${CONFIG.repeats} repeats, ${CONFIG.warmupSeconds} s + ${CONFIG.seconds} s each`)
  warnIfBusy(loadAtStart, log)
  const base = await prepareBase(build, workDir)
  const problems: string[] = []
  const runs: Run[] = []
  for (let repeat = 1; repeat <= CONFIG.repeats; repeat += 1) {
    for (const [index, writers] of CONFIG.writers.entries()) {
      const shift = (repeat - 1 + index) % MODES.length
      for (const mode of [...MODES.slice(shift), ...MODES.slice(0, shift)]) {
        const run = await runOnce(build, base, mode, writers, repeat, workDir, problems)
        runs.push(run)
        const lag = run.lag ? `, standby lag max ${count(run.lag.lagMsMax)} ms / ${count(run.lag.lagRecordsMax)} records, unacked max ${count(run.lag.unackedMax)}${run.lag.outOfSyncSamples ? `, ${run.lag.outOfSyncSamples} samples OUT OF SYNC` : ''}` : ''
        const onStandby = run.standbyRows === undefined ? '' : `, ${count(run.standbyRows)}/${count(run.acknowledged)} acked on the standby`
        log(
          `${MODE_LABEL[mode].padEnd(20)} ${`${writers} writer${writers === 1 ? '' : 's'}`.padStart(10)}, run ${repeat}/${CONFIG.repeats}: ${count(run.perSecond)} writes/s, p50 ${latency(run.p50Ms)} ms, p99 ${latency(run.p99Ms)} ms` +
            `${failures(run) > 0 ? `, ${failures(run)} failed` : ''}, primary ${run.primaryCpuUsPerWrite === undefined ? '–' : count(run.primaryCpuUsPerWrite)} µs CPU/write${lag}${onStandby} (${run.seconds.toFixed(1)} s, load ${loadavg()[0].toFixed(2)})`,
        )
      }
    }
  }
  const cells = MODES.flatMap((mode) => CONFIG.writers.map((writers) => summariseCell(mode, writers, runs.filter((run) => run.mode === mode && run.writers === writers))))
  const results: Results = { ...machine(loadAtStart), config: CONFIG, targets: TARGETS, build, cells, checks: checkTargets(cells), problems, totalSeconds: (performance.now() - started) / 1000 }
  printResults(results)
  saveResults(results)
  console.log(`\nSaved bench/results/replication.md and bench/results/replication.json (${results.totalSeconds.toFixed(0)} s)`)
  if (problems.length > 0) process.exitCode = 1
}

runWithServers(main, () => workDir)
