// `npm run bench`: read throughput of the real server against a bare node:http baseline, and durable write throughput on ~1 MB and ~20 MB data files.
import { copyFile, mkdtemp, rm, stat } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from '../scripts/build-if-needed'
import type { RecordedResponse } from './bare-server'
import { CpuMeter } from './cpu-meter'
import { countRows, profileFlush, watchFlushes, type FlushProfile } from './flush-profile'
import { failures, httpJson, httpRequest, measure, measureInterleaved, startOpenEndedLoad, type LoadFigures, type LoadSpec, type RawResponse } from './load'
import { alive, startServerProcess, stopAllChildren, type ServerProcess } from './processes'
import { mb, printTable, saveResults, type BenchResults, type GrowthStep, type ReadResults, type WriteRun } from './report'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const MB = 1024 * 1024
const ME_PATH = '/api/v1/auth/me'
const KEYS_PATH = '/api/v1/users/me/keys'
const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`
/** The longest name a key may have (100 characters), so that every write adds as many bytes as it can. */
const KEY_BODY = JSON.stringify({ name: `bench key ${'x'.repeat(90)}` })

const READ = { connections: 50, warmupSeconds: 3, seconds: 10, rounds: 2, targetRatio: 0.5 }
const WRITE = {
  sizes: [1 * MB, 20 * MB],
  connections: [1, 8, 64],
  warmupSeconds: 1,
  seconds: 6,
  growConnections: 256,
  growDeadlineMs: 150_000,
  target: { targetBytes: 1 * MB, connections: 64, minPerSecond: 1000 },
}

const started = performance.now()
/** The temporary folder of the data files, removed at the end, also on error or interruption. */
let workDir: string | undefined
const loadAtStart = loadavg()
function log(message: string): void {
  console.log(`[${((performance.now() - started) / 1000).toFixed(1).padStart(5)} s] ${message}`)
}

function startArena(dataFile: string): Promise<ServerProcess> {
  const args = [join(ROOT, 'out', 'main', 'serve.js'), '--host', '127.0.0.1', '--port', '0', '--data', dataFile]
  return startServerProcess('arena server', args, { ...process.env, ARENA_ADMIN_PASSWORD: PASSWORD }, ROOT)
}

function startBare(recorded: RecordedResponse): Promise<ServerProcess> {
  // Loaded through tsx once at start-up; from then on it is plain node:http code.
  const args = ['--import', import.meta.resolve('tsx'), join(ROOT, 'bench', 'bare-server.ts'), '--host', '127.0.0.1', '--port', '0']
  return startServerProcess('bare server', args, { ...process.env, BARE_RESPONSE: JSON.stringify(recorded) }, ROOT)
}

async function login(port: number): Promise<Record<string, string>> {
  const { access_token } = await httpJson<{ access_token: string }>(port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password: PASSWORD }, 200)
  return { Authorization: `Bearer ${access_token}` }
}

/** Headers node:http writes by itself (Date changes every second; the other two follow keepAliveTimeout). */
const AUTOMATIC_HEADERS = new Set(['date', 'connection', 'keep-alive'])

function record(response: RawResponse): RecordedResponse {
  const keepAlive = response.rawHeaders.find(([name]) => name.toLowerCase() === 'keep-alive')?.[1] ?? ''
  const timeout = /timeout=(\d+)/.exec(keepAlive)?.[1]
  return {
    status: response.status,
    statusMessage: response.statusMessage,
    headers: response.rawHeaders.filter(([name]) => !AUTOMATIC_HEADERS.has(name.toLowerCase())),
    keepAliveTimeoutMs: timeout === undefined ? 5_000 : Number(timeout) * 1000,
    bodyBase64: response.body.toString('base64'),
  }
}

/** Throws unless the two responses have the same status line, header lines (but Date's value) and body bytes. */
function assertSameResponse(real: RawResponse, bare: RawResponse): void {
  const lines = (response: RawResponse) => [
    `${response.status} ${response.statusMessage}`,
    ...response.rawHeaders.map(([name, value]) => (name.toLowerCase() === 'date' ? `${name}: <date>` : `${name}: ${value}`)),
    `body ${response.body.toString('base64')}`,
  ]
  const [a, b] = [lines(real), lines(bare)]
  const differing = a.map((line, i) => (line === b[i] ? undefined : `real: ${line}\nbare: ${b[i] ?? '<missing>'}`)).filter(Boolean)
  if (a.length !== b.length || differing.length > 0) throw new Error(`The bare server's response differs from the real one:\n${differing.join('\n')}\n(${a.length} vs ${b.length} lines)`)
}

async function fileSize(path: string): Promise<number> {
  return (await stat(path)).size
}

function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms))
}

function assertNoFailures(what: string, figures: LoadFigures): void {
  const failed = failures(figures)
  if (failed > 0) throw new Error(`${what}: ${failed} requests failed (${JSON.stringify(figures.otherStatuses)}, ${figures.errors} errors, ${figures.timeouts} timeouts)`)
}

async function benchRead(dir: string): Promise<ReadResults> {
  const real = await startArena(join(dir, 'read.sqlite'))
  const auth = await login(real.port)
  const sample = await httpRequest(real.port, 'GET', ME_PATH, auth)
  if (sample.status !== 200) throw new Error(`GET ${ME_PATH} answered ${sample.status}: ${sample.body.toString('utf8')}`)
  const bare = await startBare(record(sample))
  assertSameResponse(sample, await httpRequest(bare.port, 'GET', ME_PATH, auth))
  const spec = (port: number): LoadSpec => ({ port, path: ME_PATH, connections: READ.connections, seconds: READ.seconds, headers: auth, expectStatus: 200 })
  log(
    `read: real server (port ${real.port}) and bare server (port ${bare.port}, same status, headers and body bytes): ` +
      `${READ.warmupSeconds} s warm-up each, then ${READ.seconds} s each at ${READ.connections} connections in ${READ.rounds} alternating rounds`,
  )
  const meters = [new CpuMeter(real.child.pid), new CpuMeter(bare.child.pid)]
  const [realFigures, bareFigures] = await measureInterleaved([spec(real.port), spec(bare.port)], READ.warmupSeconds, READ.rounds, meters)
  await Promise.all([real.stop(), bare.stop()])
  const ratio = realFigures.perSecond / bareFigures.perSecond
  return { path: ME_PATH, connections: READ.connections, warmupSeconds: READ.warmupSeconds, rounds: READ.rounds, real: realFigures, bare: bareFigures, realCpu: meters[0].share(), bareCpu: meters[1].share(), ratio, target: READ.targetRatio, met: ratio >= READ.targetRatio }
}

function keyCreation(port: number, auth: Record<string, string>, connections: number, seconds: number): LoadSpec {
  return { port, path: KEYS_PATH, method: 'POST', headers: { ...auth, 'Content-Type': 'application/json' }, body: KEY_BODY, connections, seconds, expectStatus: 201 }
}

/** Creates keys through the API, with many concurrent writers, until the data file reaches `targetBytes`. */
async function growTo(server: ServerProcess, auth: Record<string, string>, dataFile: string, targetBytes: number): Promise<GrowthStep> {
  const began = performance.now()
  const load = startOpenEndedLoad(keyCreation(server.port, auth, WRITE.growConnections, 0))
  try {
    while ((await fileSize(dataFile)) < targetBytes) {
      if (performance.now() - began > WRITE.growDeadlineMs) throw new Error(`growing ${dataFile} to ${mb(targetBytes)} took over ${WRITE.growDeadlineMs / 1000} s`)
      if (!alive(server.child)) throw new Error(`the server stopped while growing the file:\n${server.output()}`)
      await sleep(50)
    }
  } finally {
    load.stop()
  }
  const figures = await load.done
  assertNoFailures(`growing the file to ${mb(targetBytes)}`, figures)
  return { targetBytes, fileBytes: await fileSize(dataFile), keysCreated: figures.ok, seconds: (performance.now() - began) / 1000 }
}

async function benchWrites(dir: string): Promise<{ growth: GrowthStep[]; writes: WriteRun[]; flushProfiles: FlushProfile[] }> {
  // Grow one file through the API to each size in turn; keep a copy (taken with the server stopped) of each as the template of its runs.
  const growing = join(dir, 'grow.sqlite')
  const templates: string[] = []
  const growth: GrowthStep[] = []
  let auth: Record<string, string> | undefined
  for (const size of WRITE.sizes) {
    const server = await startArena(growing)
    auth ??= await login(server.port)
    log(`writes: growing the data file to ${mb(size)} with ${WRITE.growConnections} concurrent key creations`)
    const step = await growTo(server, auth, growing, size)
    await server.stop()
    step.fileBytes = await fileSize(growing)
    growth.push(step)
    log(`writes: ${mb(step.fileBytes)} after ${step.keysCreated} keys in ${step.seconds.toFixed(1)} s`)
    const template = join(dir, `template-${size}.sqlite`)
    await copyFile(growing, template)
    templates.push(template)
  }
  await rm(growing, { force: true })
  if (!auth) throw new Error('no write sizes configured')

  const flushProfiles: FlushProfile[] = []
  for (const template of templates) {
    log(`flush profile: ${mb(await fileSize(template))}`)
    flushProfiles.push(await profileFlush(template))
  }

  const writes: WriteRun[] = []
  for (const [index, targetBytes] of WRITE.sizes.entries()) {
    const template = templates[index]
    const keysBefore = await countRows(template, 'api_keys')
    for (const connections of WRITE.connections) {
      // A fresh copy per run, so that each starts from the same size (the runs themselves grow the file).
      const dataFile = join(dir, `write-${targetBytes}-${connections}.sqlite`)
      await copyFile(template, dataFile)
      const fileBytesBefore = await fileSize(dataFile)
      const server = await startArena(dataFile)
      log(`writes: ~${mb(targetBytes)} file, ${connections} writers, ${WRITE.warmupSeconds} s warm-up + ${WRITE.seconds} s`)
      const flushes = watchFlushes(dataFile)
      const meter = new CpuMeter(server.child.pid)
      let figures: Awaited<ReturnType<typeof measure>>
      let flushCount: number
      try {
        figures = await measure(keyCreation(server.port, auth, connections, WRITE.seconds), WRITE.warmupSeconds, () => {
          flushes.start()
          meter.start()
        })
        meter.stop()
        flushCount = flushes.count()
      } finally {
        flushes.close()
        await server.stop()
      }
      const acknowledged = figures.measured.ok + (figures.warmup?.ok ?? 0)
      const keysAdded = (await countRows(dataFile, 'api_keys')) - keysBefore
      if (keysAdded < acknowledged) throw new Error(`${acknowledged} key creations were acknowledged but only ${keysAdded} keys are in ${dataFile}`)
      const writesPerFlush = flushCount > 0 ? figures.measured.ok / flushCount : 0
      writes.push({ ...figures.measured, targetBytes, fileBytesBefore, fileBytesAfter: await fileSize(dataFile), keysAdded, acknowledged, flushes: flushCount, writesPerFlush, cpu: meter.share() })
      await rm(dataFile, { force: true })
    }
  }
  return { growth, writes, flushProfiles }
}

async function main(): Promise<void> {
  buildIfNeeded(ROOT)
  const dir = await mkdtemp(join(tmpdir(), 'arena-bench-'))
  workDir = dir
  log(`data files in ${dir}`)
  if (loadAtStart[0] > 1) log(`note: load average ${loadAtStart[0].toFixed(2)} before starting; other work on this ${cpus().length}-CPU machine will skew the figures`)
  try {
    const read = await benchRead(dir)
    const { growth, writes, flushProfiles } = await benchWrites(dir)
    const loadAtEnd = loadavg()
    const { target } = WRITE
    const targetRun = writes.find((run) => run.targetBytes === target.targetBytes && run.connections === target.connections)
    const measured = targetRun?.perSecond ?? 0
    const cpuList = cpus()
    const results: BenchResults = {
      date: new Date().toISOString(),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      read,
      growth,
      writes,
      writeTarget: { ...target, measured, met: measured >= target.minPerSecond },
      flushProfiles,
      totalSeconds: (performance.now() - started) / 1000,
    }
    printTable(results)
    saveResults(join(ROOT, 'bench', 'results'), results)
    console.log(`Saved bench/results/latest.json and bench/results/latest.md`)
  } finally {
    await stopAllChildren()
    await rm(dir, { recursive: true, force: true })
  }
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    console.error(`${signal}: stopping the servers`)
    void stopAllChildren()
      .then(() => (workDir ? rm(workDir, { recursive: true, force: true }) : undefined))
      .finally(() => process.exit(130))
  })
}

main().catch(async (error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error)
  await stopAllChildren()
  process.exitCode = 1
})
