// `npm run bench`: read throughput of the real server against a bare node:http baseline (durable writes: bench/durable-writes.ts).
import { mkdtemp, rm } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { randomBytes } from 'node:crypto'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from '../scripts/build-if-needed'
import { CpuMeter } from './cpu-meter'
import { httpJson, httpRequest, measureInterleaved, type LoadSpec } from './load'
import { runWithServers, startServerProcess, stopAllChildren, type ServerProcess } from './processes'
import { printTable, saveResults, type BenchResults, type ReadResults } from './report'
import { assertSameResponse, record, startBare } from './recorded'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ME_PATH = '/api/v1/auth/me'
const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`

const READ = { connections: 50, warmupSeconds: 3, seconds: 10, rounds: 2, targetRatio: 0.5 }

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

async function login(port: number): Promise<Record<string, string>> {
  const { access_token } = await httpJson<{ access_token: string }>(port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password: PASSWORD }, 200)
  return { Authorization: `Bearer ${access_token}` }
}

async function benchRead(dir: string): Promise<ReadResults> {
  const real = await startArena(join(dir, 'read.sqlite'))
  const auth = await login(real.port)
  const sample = await httpRequest(real.port, 'GET', ME_PATH, auth)
  if (sample.status !== 200) throw new Error(`GET ${ME_PATH} answered ${sample.status}: ${sample.body.toString('utf8')}`)
  const bare = await startBare(ROOT, record(sample))
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

async function main(): Promise<void> {
  buildIfNeeded(ROOT)
  const dir = await mkdtemp(join(tmpdir(), 'arena-bench-'))
  workDir = dir
  log(`data files in ${dir}`)
  if (loadAtStart[0] > 1) log(`note: load average ${loadAtStart[0].toFixed(2)} before starting; other work on this ${cpus().length}-CPU machine will skew the figures`)
  try {
    const read = await benchRead(dir)
    const loadAtEnd = loadavg()
    const cpuList = cpus()
    const results: BenchResults = {
      date: new Date().toISOString(),
      node: process.version,
      platform: `${process.platform} ${process.arch}`,
      cpus: cpuList.length,
      cpuModel: cpuList[0]?.model.trim() ?? 'unknown',
      loadAverage: { start: loadAtStart, end: loadAtEnd },
      read,
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

runWithServers(main, () => workDir)
