// The read benchmark's results (bench/run.ts): their shape, the compact stdout table, and bench/results/latest.json + latest.md.
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CpuShare } from './cpu-meter'
import type { LoadFigures } from './load'
import type { Machine } from './machine'
import { markdown, plain, type Table } from './tables'

export interface ReadResults {
  path: string
  connections: number
  warmupSeconds: number
  /** Alternating rounds (real, bare, bare, real, …) the measured seconds were split into. */
  rounds: number
  real: LoadFigures
  bare: LoadFigures
  /** CPU during the measured rounds of each (undefined without /proc). */
  realCpu?: CpuShare
  bareCpu?: CpuShare
  /** real requests/s ÷ bare requests/s */
  ratio: number
  target: number
  met: boolean
}

export interface BenchResults extends Machine {
  read: ReadResults
  totalSeconds: number
}

function count(value: number): string {
  return Math.round(value).toLocaleString('en-US')
}

/** autocannon's latency histogram has 1 ms resolution: whole numbers stay whole. */
function latency(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

function cpuCells(share: CpuShare | undefined): string[] {
  return share ? [share.serverPct, share.loadGeneratorPct, share.otherPct].map((pct) => pct.toFixed(0)) : ['–', '–', '–']
}

/** CPU columns: % of one core used by the server, by autocannon (this process), and by all other processes. */
const CPU_HEAD = ['server CPU %', 'autocannon CPU %', 'other CPU %']

function failuresText(figures: LoadFigures): string {
  const parts = Object.entries(figures.otherStatuses).map(([status, n]) => `${n}×${status}`)
  if (figures.errors > 0) parts.push(`${figures.errors} errors (${figures.timeouts} timeouts)`)
  return parts.length === 0 ? '0' : parts.join(', ')
}


function tables(results: BenchResults): { read: Table } {
  const { read } = results
  return {
    read: {
      head: ['server', 'conns', 'req/s', 'p50 ms', 'p99 ms', 'failed', ...CPU_HEAD],
      rows: [
        ['real (Koa)', String(read.connections), count(read.real.perSecond), latency(read.real.p50Ms), latency(read.real.p99Ms), failuresText(read.real), ...cpuCells(read.realCpu)],
        ['bare node:http', String(read.connections), count(read.bare.perSecond), latency(read.bare.p50Ms), latency(read.bare.p99Ms), failuresText(read.bare), ...cpuCells(read.bareCpu)],
      ],
    },
  }
}



function loadText(results: BenchResults): string {
  const [start, end] = [results.loadAverage.start[0], results.loadAverage.end[0]]
  return `load average (1 min) ${start.toFixed(2)} at start, ${end.toFixed(2)} at end`
}

function verdict(met: boolean): string {
  return met ? 'MET' : 'MISSED'
}

/** Above this, autocannon (one thread) is the bottleneck rather than the server it loads. */
const SATURATED_PCT = 90

function summaryLines(results: BenchResults): string[] {
  const { read } = results
  const lines = [`Read ratio real/bare: ${read.ratio.toFixed(2)} (target ≥ ${read.target}): ${verdict(read.met)}`]
  if ((read.bareCpu?.loadGeneratorPct ?? 0) > SATURATED_PCT) {
    lines.push(`Note: autocannon used ${read.bareCpu!.loadGeneratorPct.toFixed(0)} % of a core against the bare server: the load generator was the limit there, so the bare figure is a lower bound and the ratio an upper bound.`)
  }
  const crowded = [read.realCpu, read.bareCpu].some((share) => (share?.otherPct ?? 0) > 25)
  if (crowded) lines.push('Note: other processes used over 25 % of a core during some runs (column "other CPU %"); those figures are lower than on a quiet machine.')
  return lines
}

export function printTable(results: BenchResults): void {
  const t = tables(results)
  console.log('')
  console.log(`Read: GET ${results.read.path}, authenticated`)
  console.log(plain(t.read))
  console.log('')
  for (const line of summaryLines(results)) console.log(line)
  console.log(`Total ${results.totalSeconds.toFixed(0)} s; node ${results.node}, ${results.cpus} CPUs (${results.cpuModel}); ${loadText(results)}`)
}

function writeAtomically(path: string, text: string): void {
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
}

export function saveResults(folder: string, results: BenchResults): void {
  mkdirSync(folder, { recursive: true })
  writeAtomically(join(folder, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`)
  const t = tables(results)
  const md = [
    '# Arena Console benchmark',
    '',
    `${results.date} · node ${results.node} · ${results.platform} · ${results.cpus} CPUs (${results.cpuModel}) · ${results.totalSeconds.toFixed(0)} s · ${loadText(results)}`,
    '',
    ...summaryLines(results).map((line) => `- ${line}`),
    '',
    `## Read: authenticated GET ${results.read.path}`,
    '',
    `${results.read.connections} connections; after a ${results.read.warmupSeconds} s warm-up of each server, ${results.read.real.seconds.toFixed(0)} s on each in ${results.read.rounds} alternating rounds. The bare server answers the real one's status, headers and body bytes.`,
    '',
    markdown(t.read),
    '',
    'Durable writes: see [durable-writes.md](durable-writes.md) (bench/durable-writes.ts).',
    '',
  ].join('\n')
  writeAtomically(join(folder, 'latest.md'), md)
}
