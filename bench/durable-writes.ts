// `tsx bench/durable-writes.ts` (part of `npm run bench`): acknowledged durable writes (POST /api/v1/users/me/keys, 201 only once on disk)
// on ~1, ~20 and ~100 MB data files with 1, 8 and 64 writers, the server's disk bytes per write, and the targets.
//
// Durations by environment (for a quick run, e.g. DURABLE_SECONDS=2 DURABLE_WARMUP_SECONDS=0.5 DURABLE_REPEATS=1):
//   DURABLE_SECONDS (8), DURABLE_WARMUP_SECONDS (2), DURABLE_REPEATS (3),
//   DURABLE_SIZES_MB (1,20,100), DURABLE_WRITERS (1,8,64),
//   DURABLE_SERVER: path of a built serve.js to measure instead of building and measuring out/main/serve.js,
//   DURABLE_SERVER_NOTE: what that server is (e.g. "whole-file store, commit 420fd2d"), kept with the results.
import { randomBytes } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { copyFile, mkdir, mkdtemp, rm, stat } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, relative, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { buildText, prepareServer, type BuildInfo } from './built-server'
import { CpuMeter, type CpuShare } from './cpu-meter'
import { copyDurably, sqlite, writeAtomically } from './files'
import { envList, envNumber } from './env'
import { failures, httpJson, httpRequest, measure, type LoadFigures, type LoadSpec } from './load'
import { machine, type Machine } from './machine'
import { startServerProcess, stopAllChildren, type ChildExit, type ServerProcess } from './processes'
import { count, latency, optionalSpread, percentText, spread, spreadText, type Spread } from './spread'
import { markdown, plain, targetTable, type Table, type TargetCheck } from './tables'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RESULTS = join(ROOT, 'bench', 'results')
const MB = 1024 * 1024
const KEYS_PATH = '/api/v1/users/me/keys'
const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`
/** autocannon replaces `[<id>]` with a new id for every request, so that every key has its own name. */
const KEY_BODY = JSON.stringify({ name: 'bench key [<id>]' })

const CONFIG = {
  sizesMb: envList('DURABLE_SIZES_MB', [1, 20, 100]).sort((a, b) => a - b),
  writers: envList('DURABLE_WRITERS', [1, 8, 64], true),
  warmupSeconds: envNumber('DURABLE_WARMUP_SECONDS', 2),
  seconds: envNumber('DURABLE_SECONDS', 8),
  repeats: Math.max(1, envNumber('DURABLE_REPEATS', 3, true)),
}
if (!(CONFIG.seconds > 0)) throw new Error('DURABLE_SECONDS must be > 0')

const TARGETS = {
  /** With this many writers, at least minPerSecond acknowledged writes/s on every file size. */
  manyWriters: 64,
  minPerSecond: 5_000,
  /** The largest file's figure within this fraction of the smallest one's (same run, manyWriters). */
  sizeRatioTolerance: 0.25,
  smallMb: 1,
  largeMb: 100,
  /** A single writer on the largest file: at least this rate, with p99 under maxP99Ms. */
  singleMinPerSecond: 1_000,
  singleMaxP99Ms: 5,
}

const started = performance.now()
const loadAtStart = loadavg()
/** Temporary folders removed at the end, also on error or interruption. */
const temporary: string[] = []

function log(message: string): void {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(6)} s] ${message}`)
}

function mb(bytes: number): string {
  return `${(bytes / MB).toFixed(bytes < 10 * MB ? 2 : 1)} MB`
}

function sizeLabel(sizeMb: number): string {
  return `~${sizeMb} MB`
}

// ---------------------------------------------------------------------------------------------------------------
// The server under test

function startArena(build: BuildInfo, dataFile: string, env: NodeJS.ProcessEnv = process.env): Promise<ServerProcess> {
  return startServerProcess('arena server', [build.serveJs, '--host', '127.0.0.1', '--port', '0', '--data', dataFile], env, ROOT, 60_000)
}

async function stopCleanly(server: ServerProcess, what: string): Promise<ChildExit> {
  const exit = await server.stop()
  if (exit.code !== 0) log(`WARNING: ${what}: the server ended with code ${exit.code}, signal ${exit.signal} after SIGTERM\n${server.output().slice(-2000)}`)
  return exit
}

async function login(port: number): Promise<Record<string, string>> {
  const { access_token } = await httpJson<{ access_token: string }>(port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password: PASSWORD }, 200)
  return { Authorization: `Bearer ${access_token}` }
}

// ---------------------------------------------------------------------------------------------------------------
// The data files, grown offline with the sqlite3 shell

function keyRows(file: string): number {
  return Number(sqlite(file, 'SELECT count(*) FROM api_keys;'))
}

/** Names as people give their keys, numbered. */
const KEY_NAMES = ['scoreboard feed', 'judge tablet', 'stream overlay', 'timing gate', 'results export', 'practice field', 'team pit display', 'livestream bot', 'referee phone', 'backup laptop']

/** Inserts `rows` api_keys rows of user 1 that look like real ones (random SHA-256-like hashes, hints, names, creation times in 2026). */
function insertKeys(file: string, rows: number, firstNumber: number): void {
  const names = JSON.stringify(KEY_NAMES).replaceAll("'", "''")
  sqlite(
    file,
    `BEGIN;
WITH RECURSIVE n(i) AS (SELECT ${firstNumber} UNION ALL SELECT i + 1 FROM n WHERE i < ${firstNumber + rows - 1})
INSERT INTO api_keys (user_id, name, key_hash, key_hint, created_at)
SELECT 1,
  json_extract('${names}', '$[' || (i % ${KEY_NAMES.length}) || ']') || ' ' || (i / ${KEY_NAMES.length} + 1),
  lower(hex(randomblob(32))),
  'ak_' || lower(hex(randomblob(2))) || '…' || lower(hex(randomblob(2))),
  strftime('%Y-%m-%dT%H:%M:%SZ', '2026-01-01', '+' || ((i * 7919) % 31536000) || ' seconds')
FROM n;
COMMIT;`,
  )
}

interface PreparedFile {
  sizeMb: number
  path: string
  bytes: number
  keyRows: number
  integrity: string
  seconds: number
}

/** Grows `file` (server stopped) to at least `targetBytes` with key rows, in a few passes that learn the bytes per row. */
async function growTo(file: string, targetBytes: number): Promise<void> {
  let bytes = (await stat(file)).size
  let bytesPerRow = 230
  let number = keyRows(file) + 1
  while (bytes < targetBytes) {
    const rows = Math.max(50, Math.ceil((targetBytes - bytes) / bytesPerRow))
    insertKeys(file, rows, number)
    number += rows
    const after = (await stat(file)).size
    if (after > bytes) bytesPerRow = (after - bytes) / rows
    bytes = after
  }
}

async function prepareFiles(build: BuildInfo, dir: string): Promise<PreparedFile[]> {
  const base = join(dir, 'empty.sqlite')
  const server = await startArena(build, base, { ...process.env, ARENA_ADMIN_PASSWORD: PASSWORD })
  await login(server.port) // the administrator exists and the password works
  const exit = await stopCleanly(server, 'the first start')
  if (exit.code !== 0) throw new Error('the server did not stop cleanly after creating the data file')
  log(`prepare: ${mb((await stat(base)).size)} data file created by the server (user admin)`)

  const prepared: PreparedFile[] = []
  let previous = base
  for (const sizeMb of CONFIG.sizesMb) {
    const began = performance.now()
    const path = join(dir, `prepared-${sizeMb}mb.sqlite`)
    await copyFile(previous, path)
    await growTo(path, sizeMb * MB)
    const integrity = sqlite(path, 'PRAGMA integrity_check;')
    if (integrity !== 'ok') throw new Error(`PRAGMA integrity_check of ${path}: ${integrity}`)
    const file: PreparedFile = { sizeMb, path, bytes: (await stat(path)).size, keyRows: keyRows(path), integrity, seconds: (performance.now() - began) / 1000 }
    prepared.push(file)
    log(`prepare: ${sizeLabel(sizeMb)}: ${mb(file.bytes)}, ${count(file.keyRows)} keys, integrity_check ${integrity} (${file.seconds.toFixed(1)} s)`)
    previous = path
  }
  return prepared
}

// ---------------------------------------------------------------------------------------------------------------
// One measured run (a cell of the table, once)

interface IoCounters {
  /** Bytes the process caused to be sent to the storage layer (/proc/<pid>/io write_bytes). */
  writeBytes: number
  /** Bytes passed to write()-like calls, files and sockets alike (wchar). */
  wchar: number
  cancelledWriteBytes: number
  /** write()-like system calls (syscw). */
  writeCalls: number
}

function readIo(pid: number | undefined): IoCounters | undefined {
  if (pid === undefined) return undefined
  try {
    const fields = new Map<string, number>()
    for (const line of readFileSync(`/proc/${pid}/io`, 'utf8').split('\n')) {
      const [name, value] = line.split(':')
      if (value !== undefined) fields.set(name.trim(), Number(value))
    }
    return { writeBytes: fields.get('write_bytes') ?? NaN, wchar: fields.get('wchar') ?? NaN, cancelledWriteBytes: fields.get('cancelled_write_bytes') ?? NaN, writeCalls: fields.get('syscw') ?? NaN }
  } catch {
    return undefined
  }
}

function ioDelta(before: IoCounters | undefined, after: IoCounters | undefined): IoCounters | undefined {
  if (!before || !after) return undefined
  return {
    writeBytes: after.writeBytes - before.writeBytes,
    wchar: after.wchar - before.wchar,
    cancelledWriteBytes: after.cancelledWriteBytes - before.cancelledWriteBytes,
    writeCalls: after.writeCalls - before.writeCalls,
  }
}

interface Run extends LoadFigures {
  repeat: number
  /** Acknowledged during the warm-up (not in the figures). */
  warmupOk: number
  /** The server's I/O counters over the measured period (undefined without /proc). */
  io?: IoCounters
  /** io ÷ acknowledged writes of the measured period. */
  diskBytesPerWrite?: number
  wcharPerWrite?: number
  writeCallsPerWrite?: number
  /** CPU during the measured period, % of one core. */
  cpu?: CpuShare
  /** Bytes of one 201 response on the wire (status line, headers, body): wchar counts these too. */
  responseBytes: number
  fileBytesBefore: number
  fileBytesAfter: number
  /** api_keys rows added, read with sqlite3 after the server stopped, and the creations acknowledged (warm-up, measured, one sample). */
  rowsAdded: number
  acknowledged: number
  exit: ChildExit
  seconds: number
}

function keyCreation(port: number, auth: Record<string, string>, connections: number): LoadSpec {
  return { port, path: KEYS_PATH, method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: KEY_BODY, uniqueIds: true, connections, seconds: CONFIG.seconds, expectStatus: 201 }
}

function wireBytes(response: Awaited<ReturnType<typeof httpRequest>>): number {
  const head = [`HTTP/1.1 ${response.status} ${response.statusMessage}`, ...response.rawHeaders.map(([name, value]) => `${name}: ${value}`)].join('\r\n')
  return Buffer.byteLength(`${head}\r\n\r\n`) + response.body.length
}

async function runOnce(build: BuildInfo, prepared: PreparedFile, writers: number, repeat: number, dir: string): Promise<Run> {
  const began = performance.now()
  const folder = join(dir, `cell-${prepared.sizeMb}mb-${writers}w-${repeat}`)
  await mkdir(folder)
  const dataFile = join(folder, 'arena.sqlite')
  try {
    await copyDurably(prepared.path, dataFile)
    const server = await startArena(build, dataFile)
    let exit: ChildExit | undefined
    try {
      const auth = await login(server.port)
      const sample = await httpRequest(server.port, 'POST', KEYS_PATH, { ...auth, 'Content-Type': 'application/json' }, JSON.stringify({ name: `bench sample ${repeat}` }))
      if (sample.status !== 201) throw new Error(`POST ${KEYS_PATH} answered ${sample.status}: ${sample.body.toString('utf8').slice(0, 300)}`)
      const pid = server.child.pid
      const meter = new CpuMeter(pid)
      let ioBefore: IoCounters | undefined
      const figures = await measure(keyCreation(server.port, auth, writers), CONFIG.warmupSeconds, () => {
        ioBefore = readIo(pid)
        meter.start()
      })
      const ioAfter = readIo(pid)
      meter.stop()
      exit = await stopCleanly(server, `${sizeLabel(prepared.sizeMb)}, ${writers} writers, run ${repeat}`)
      const { measured } = figures
      const io = ioDelta(ioBefore, ioAfter)
      const per = (value: number | undefined) => (value === undefined || measured.ok === 0 ? undefined : value / measured.ok)
      const acknowledged = measured.ok + (figures.warmup?.ok ?? 0) + 1
      return {
        ...measured,
        repeat,
        warmupOk: figures.warmup?.ok ?? 0,
        io,
        diskBytesPerWrite: per(io?.writeBytes),
        wcharPerWrite: per(io?.wchar),
        writeCallsPerWrite: per(io?.writeCalls),
        cpu: meter.share(),
        responseBytes: wireBytes(sample),
        fileBytesBefore: prepared.bytes,
        fileBytesAfter: (await stat(dataFile)).size,
        rowsAdded: keyRows(dataFile) - prepared.keyRows,
        acknowledged,
        exit,
        seconds: (performance.now() - began) / 1000,
      }
    } finally {
      if (!exit) await server.stop()
    }
  } finally {
    await rm(folder, { recursive: true, force: true })
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Summaries, targets, output

interface Cell {
  sizeMb: number
  fileBytes: number
  writers: number
  runs: Run[]
  perSecond: Spread
  p50Ms: Spread
  p99Ms: Spread
  diskBytesPerWrite?: Spread
  wcharPerWrite?: Spread
  serverCpuPct?: Spread
  loadGeneratorCpuPct?: Spread
  /** CPU of every other process on the machine (its other work skews the figures). */
  otherCpuPct?: Spread
  /** Over all repeats: responses other than 201, by status; requests without an answer. */
  otherStatuses: Record<string, number>
  errors: number
  timeouts: number
  /** Every repeat's server exited 0 after SIGTERM. */
  cleanExits: boolean
  /** Every acknowledged creation was in the data file after the stop. */
  allAcknowledgedOnDisk: boolean
}

function summariseCell(prepared: PreparedFile, writers: number, runs: Run[]): Cell {
  const otherStatuses: Record<string, number> = {}
  for (const run of runs) for (const [status, n] of Object.entries(run.otherStatuses)) otherStatuses[status] = (otherStatuses[status] ?? 0) + n
  return {
    sizeMb: prepared.sizeMb,
    fileBytes: prepared.bytes,
    writers,
    runs,
    perSecond: spread(runs.map((run) => run.perSecond)),
    p50Ms: spread(runs.map((run) => run.p50Ms)),
    p99Ms: spread(runs.map((run) => run.p99Ms)),
    diskBytesPerWrite: optionalSpread(runs.map((run) => run.diskBytesPerWrite)),
    wcharPerWrite: optionalSpread(runs.map((run) => run.wcharPerWrite)),
    serverCpuPct: optionalSpread(runs.map((run) => run.cpu?.serverPct)),
    loadGeneratorCpuPct: optionalSpread(runs.map((run) => run.cpu?.loadGeneratorPct)),
    otherCpuPct: optionalSpread(runs.map((run) => run.cpu?.otherPct)),
    otherStatuses,
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
    timeouts: runs.reduce((sum, run) => sum + run.timeouts, 0),
    cleanExits: runs.every((run) => run.exit.code === 0),
    allAcknowledgedOnDisk: runs.every((run) => run.rowsAdded >= run.acknowledged),
  }
}

function findCell(cells: Cell[], sizeMb: number, writers: number): Cell | undefined {
  return cells.find((cell) => cell.sizeMb === sizeMb && cell.writers === writers)
}

function ratioOf(cells: Cell[]): number | undefined {
  const small = findCell(cells, TARGETS.smallMb, TARGETS.manyWriters)
  const large = findCell(cells, TARGETS.largeMb, TARGETS.manyWriters)
  return small && large && small.perSecond.median > 0 ? large.perSecond.median / small.perSecond.median : undefined
}

function checkTargets(cells: Cell[]): TargetCheck[] {
  const checks: TargetCheck[] = []
  const { manyWriters, minPerSecond } = TARGETS
  for (const sizeMb of [...new Set([TARGETS.smallMb, 20, TARGETS.largeMb, ...CONFIG.sizesMb])].sort((a, b) => a - b)) {
    const cell = findCell(cells, sizeMb, manyWriters)
    checks.push({
      target: `${manyWriters} writers, ${sizeLabel(sizeMb)} file: ≥ ${count(minPerSecond)} writes/s`,
      measured: cell ? `${count(cell.perSecond.median)}/s` : '–',
      verdict: cell ? (cell.perSecond.median >= minPerSecond ? 'PASS' : 'FAIL') : 'NOT MEASURED',
    })
  }
  const ratio = ratioOf(cells)
  checks.push({
    target: `${manyWriters} writers: ${sizeLabel(TARGETS.largeMb)} figure within ${TARGETS.sizeRatioTolerance * 100} % of the ${sizeLabel(TARGETS.smallMb)} one (ratio ${1 - TARGETS.sizeRatioTolerance}–${1 + TARGETS.sizeRatioTolerance})`,
    measured: ratio === undefined ? '–' : `ratio ${ratio.toFixed(3)}`,
    verdict: ratio === undefined ? 'NOT MEASURED' : Math.abs(ratio - 1) <= TARGETS.sizeRatioTolerance ? 'PASS' : 'FAIL',
  })
  const single = findCell(cells, TARGETS.largeMb, 1)
  checks.push({
    target: `1 writer, ${sizeLabel(TARGETS.largeMb)} file: ≥ ${count(TARGETS.singleMinPerSecond)} writes/s`,
    measured: single ? `${count(single.perSecond.median)}/s` : '–',
    verdict: single ? (single.perSecond.median >= TARGETS.singleMinPerSecond ? 'PASS' : 'FAIL') : 'NOT MEASURED',
  })
  checks.push({
    target: `1 writer, ${sizeLabel(TARGETS.largeMb)} file: p99 < ${TARGETS.singleMaxP99Ms} ms`,
    measured: single ? `p99 ${latency(single.p99Ms.median)} ms` : '–',
    verdict: single ? (single.p99Ms.median < TARGETS.singleMaxP99Ms ? 'PASS' : 'FAIL') : 'NOT MEASURED',
  })
  return checks
}

function bytesText(value: number): string {
  if (value >= 10 * MB) return `${(value / MB).toFixed(0)} MB`
  if (value >= MB) return `${(value / MB).toFixed(1)} MB`
  if (value >= 10 * 1024) return `${(value / 1024).toFixed(0)} kB`
  return `${count(value)} B`
}

function failuresText(cell: Cell): string {
  const parts = Object.entries(cell.otherStatuses).map(([status, n]) => `${n}×${status}`)
  if (cell.errors > 0) parts.push(`${cell.errors} errors (${cell.timeouts} timeouts)`)
  return parts.length === 0 ? '0' : parts.join(', ')
}

/** The README's shape: a row per file size, a column per writer count, "writes/s (p99 ms)". */
function matrixTable(cells: Cell[], prepared: PreparedFile[]): Table {
  return {
    head: [`Durable \`POST ${KEYS_PATH}\` (201 only once on disk), median of ${CONFIG.repeats}`, ...CONFIG.writers.map((n) => `${n} writer${n === 1 ? '' : 's'}`)],
    rows: prepared.map((file) => [
      `${sizeLabel(file.sizeMb)} data file (${mb(file.bytes)}): writes/s (p99 ms)`,
      ...CONFIG.writers.map((writers) => {
        const cell = findCell(cells, file.sizeMb, writers)
        return cell ? `${count(cell.perSecond.median)} (${latency(cell.p99Ms.median)})` : '–'
      }),
    ]),
  }
}

function detailTable(cells: Cell[]): Table {
  return {
    head: ['file', 'writers', 'writes/s (min–max)', 'p50 ms', 'p99 ms (min–max)', 'non-201 / errors', 'disk bytes/write', 'wchar/write', 'server CPU %', 'autocannon CPU %', 'other CPU % (max)', 'clean exit', 'acked on disk'],
    rows: cells.map((cell) => [
      sizeLabel(cell.sizeMb),
      String(cell.writers),
      spreadText(cell.perSecond, count),
      latency(cell.p50Ms.median),
      spreadText(cell.p99Ms, latency),
      failuresText(cell),
      spreadText(cell.diskBytesPerWrite, bytesText),
      spreadText(cell.wcharPerWrite, bytesText),
      percentText(cell.serverCpuPct),
      percentText(cell.loadGeneratorCpuPct),
      percentText(cell.otherCpuPct, 'max'),
      cell.cleanExits ? 'yes' : 'NO',
      cell.allAcknowledgedOnDisk ? 'yes' : 'NO',
    ]),
  }
}

function preparedTable(prepared: PreparedFile[]): Table {
  return { head: ['file', 'bytes', 'api_keys rows', 'integrity_check', 'prepared in'], rows: prepared.map((file) => [sizeLabel(file.sizeMb), `${count(file.bytes)} (${mb(file.bytes)})`, count(file.keyRows), file.integrity, `${file.seconds.toFixed(1)} s`]) }
}

interface Results extends Machine {
  config: typeof CONFIG
  targets: typeof TARGETS
  build: BuildInfo
  prepared: Array<Omit<PreparedFile, 'path'>>
  cells: Cell[]
  /** Acknowledged writes/s with TARGETS.manyWriters writers: largest file ÷ smallest file (medians). */
  ratioLargeToSmall?: number
  checks: TargetCheck[]
  /** Problems that make the run fail (exit code 1): unclean stops, acknowledged writes missing from the file. */
  problems: string[]
  totalSeconds: number
}

function loadText(results: Results): string {
  return `load average (1 min) ${results.loadAverage.start[0].toFixed(2)} at start, ${results.loadAverage.end[0].toFixed(2)} at end`
}

function headerLine(results: Results): string {
  return `${results.date} · node ${results.node} · ${results.platform} · ${results.cpus} cores (${results.cpuModel}) · ${loadText(results)} · ${buildText(results.build)} · ${results.totalSeconds.toFixed(0)} s`
}

/** Above this share of a core used by other processes during a measured period, the figures are lower than on a quiet machine. */
const CROWDED_PCT = 25

function crowdedLine(results: Results): string | undefined {
  const crowded = results.cells.flatMap((cell) => cell.runs.filter((run) => (run.cpu?.otherPct ?? 0) > CROWDED_PCT).map((run) => `${sizeLabel(cell.sizeMb)}/${cell.writers}w run ${run.repeat}`))
  return crowded.length === 0 ? undefined : `Note: other processes used over ${CROWDED_PCT} % of a core during ${crowded.length} measured period(s) (${crowded.join(', ')}); those figures are lower than on a quiet machine.`
}

function ratioLine(results: Results): string {
  const ratio = results.ratioLargeToSmall
  const small = findCell(results.cells, TARGETS.smallMb, TARGETS.manyWriters)
  const large = findCell(results.cells, TARGETS.largeMb, TARGETS.manyWriters)
  return ratio === undefined || !small || !large
    ? `Ratio ${sizeLabel(TARGETS.largeMb)} / ${sizeLabel(TARGETS.smallMb)} at ${TARGETS.manyWriters} writers: not measured`
    : `Ratio ${sizeLabel(TARGETS.largeMb)} / ${sizeLabel(TARGETS.smallMb)} at ${TARGETS.manyWriters} writers: ${count(large.perSecond.median)} / ${count(small.perSecond.median)} = ${ratio.toFixed(3)}`
}

const METHOD = [
  `Each run starts the built server (\`serve.js --host 127.0.0.1 --port 0 --data …\`) on a fresh copy of the prepared file, logs in as admin, creates one key as a sample, then loads \`POST ${KEYS_PATH}\` (a unique name per request) with autocannon: ${CONFIG.warmupSeconds} s warm-up, then ${CONFIG.seconds} s measured, at 1 connection per writer; then SIGTERM, which must end the server with code 0.`,
  `writes/s counts 201 answers only (others under "non-201 / errors"); latencies are of 201 answers (1 ms resolution). Every cell is run ${CONFIG.repeats} time(s), rounds interleaved over all cells; figures are medians, with (min–max).`,
  '"disk bytes/write": the growth of the server\'s /proc/<pid>/io write_bytes (bytes it sent towards storage) over the measured period, ÷ the writes acknowledged in it; "wchar/write" the same for wchar, every byte passed to write(), which includes the HTTP responses (about the sample\'s size, see the JSON) and other sockets. write_bytes counts a page (4 KiB) each time it is dirtied, so small appends that each fsync the same page count 4 KiB apiece, more than wchar. Requests in flight at the period\'s edges make both slightly approximate.',
  'CPU columns: % of one core over the measured period, from /proc: the server, autocannon (the bench process), and every other process on the machine (the highest of the repeats); the machine\'s other work lowers the figures.',
  '"acked on disk": after the stop, the file (read with sqlite3) holds at least as many new keys as were acknowledged. The files were grown offline with the sqlite3 shell (keys of user 1 with random hashes), after one start of the server on an empty file created the admin user.',
]

function printResults(results: Results, prepared: PreparedFile[]): void {
  console.log('')
  console.log(headerLine(results))
  console.log('')
  console.log(plain(preparedTable(prepared)))
  console.log('')
  console.log(plain(matrixTable(results.cells, prepared)))
  console.log('')
  console.log(plain(detailTable(results.cells)))
  console.log('')
  console.log(ratioLine(results))
  const crowded = crowdedLine(results)
  if (crowded) console.log(crowded)
  console.log('')
  console.log(plain(targetTable(results.checks)))
  for (const problem of results.problems) console.log(`PROBLEM: ${problem}`)
}

function saveResults(results: Results, prepared: PreparedFile[]): void {
  const md = [
    '# Durable writes benchmark',
    '',
    headerLine(results),
    '',
    `\`tsx bench/durable-writes.ts\` (in \`npm run bench\`); configuration: sizes ${CONFIG.sizesMb.join(', ')} MB, writers ${CONFIG.writers.join(', ')}, ${CONFIG.warmupSeconds} s warm-up + ${CONFIG.seconds} s, ${CONFIG.repeats} repeat(s).`,
    '',
    '## Targets',
    '',
    markdown(targetTable(results.checks)),
    '',
    `- ${ratioLine(results)}`,
    ...[crowdedLine(results)].filter((line) => line !== undefined).map((line) => `- ${line}`),
    ...results.problems.map((problem) => `- **Problem:** ${problem}`),
    '',
    '## Acknowledged writes',
    '',
    markdown(matrixTable(results.cells, prepared)),
    '',
    markdown(detailTable(results.cells)),
    '',
    ...METHOD.flatMap((line) => [line, '']),
    '## Data files',
    '',
    markdown(preparedTable(prepared)),
    '',
  ].join('\n')
  writeAtomically(join(RESULTS, 'durable-writes.json'), `${JSON.stringify(results, null, 2)}\n`)
  writeAtomically(join(RESULTS, 'durable-writes.md'), md)
}

// ---------------------------------------------------------------------------------------------------------------

async function main(): Promise<void> {
  const build = await prepareServer(ROOT, 'DURABLE_SERVER', 'DURABLE_SERVER_NOTE', temporary)
  if (build.srcMainChanges?.length) log(`note: measuring a build of uncommitted changes under src-main/: ${build.srcMainChanges.join('; ')}`)
  log(`server: ${relative(ROOT, build.serveJs).startsWith('..') ? build.serveJs : relative(ROOT, build.serveJs)}`)
  const dir = await mkdtemp(join(tmpdir(), 'arena-durable-writes-'))
  temporary.push(dir)
  log(`data files in ${dir}; ${CONFIG.sizesMb.length} sizes × ${CONFIG.writers.length} writer counts × ${CONFIG.repeats} repeats, ${CONFIG.warmupSeconds} s + ${CONFIG.seconds} s each`)
  if (loadAtStart[0] > 1) log(`note: load average ${loadAtStart[0].toFixed(2)} before starting; other work on this ${cpus().length}-core machine will skew the figures`)

  const prepared = await prepareFiles(build, dir)
  const runs = new Map<string, Run[]>()
  for (let repeat = 1; repeat <= CONFIG.repeats; repeat += 1) {
    for (const file of prepared) {
      for (const writers of CONFIG.writers) {
        const run = await runOnce(build, file, writers, repeat, dir)
        const key = `${file.sizeMb}/${writers}`
        runs.set(key, [...(runs.get(key) ?? []), run])
        const failed = failures(run)
        log(
          `${sizeLabel(file.sizeMb)}, ${`${writers} writer${writers === 1 ? '' : 's'}`.padStart(10)}, run ${repeat}/${CONFIG.repeats}: ${count(run.perSecond)} writes/s, p50 ${latency(run.p50Ms)} ms, p99 ${latency(run.p99Ms)} ms` +
            `${failed > 0 ? `, ${failed} failed` : ''}, ${run.diskBytesPerWrite === undefined ? '–' : bytesText(run.diskBytesPerWrite)} to disk per write, exit ${run.exit.code ?? run.exit.signal} (${run.seconds.toFixed(1)} s)`,
        )
      }
    }
  }

  const cells = prepared.flatMap((file) => CONFIG.writers.map((writers) => summariseCell(file, writers, runs.get(`${file.sizeMb}/${writers}`) ?? [])))
  const problems: string[] = []
  for (const cell of cells) {
    for (const run of cell.runs) {
      const where = `${sizeLabel(cell.sizeMb)}, ${cell.writers} writers, run ${run.repeat}`
      if (run.exit.code !== 0) problems.push(`${where}: the server ended with code ${run.exit.code}, signal ${run.exit.signal} after SIGTERM`)
      if (run.rowsAdded < run.acknowledged) problems.push(`${where}: ${run.acknowledged} key creations acknowledged, only ${run.rowsAdded} in the data file after the stop`)
    }
  }
  const results: Results = {
    ...machine(loadAtStart),
    config: CONFIG,
    targets: TARGETS,
    build,
    prepared: prepared.map(({ path: _path, ...file }) => file),
    cells,
    ratioLargeToSmall: ratioOf(cells),
    checks: checkTargets(cells),
    problems,
    totalSeconds: (performance.now() - started) / 1000,
  }
  printResults(results, prepared)
  saveResults(results, prepared)
  console.log(`\nSaved bench/results/durable-writes.md and bench/results/durable-writes.json (${results.totalSeconds.toFixed(0)} s)`)
  if (problems.length > 0) process.exitCode = 1
}

async function cleanUp(): Promise<void> {
  await stopAllChildren()
  await Promise.all(temporary.map((path) => rm(path, { recursive: true, force: true })))
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the servers`)
    void cleanUp().finally(() => process.exit(130))
  })
}

main()
  .catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    process.exitCode = 1
  })
  .finally(cleanUp)
