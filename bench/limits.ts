// `npm run bench:limits`: issue 32's figures in one run — every request robots, screens and the operator make beside a
// bare node:http server, the durable writes beside the fsync floor and a bare durable server, writes beside reads, and
// the championship's size (standings, start-up, schedule commits and imports over HTTP). Runs each benchmark in turn
// (each in its own process, as `npm run bench` does), then gathers the lines that say a target was met or missed into
// bench/results/limits.md, with the load average before and after each.
//   LIMITS_ONLY: a comma-separated subset of the benchmarks' names (e.g. "reads,write-path") for a partial run.
import { spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { availableParallelism, cpus, loadavg } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')

interface Bench {
  name: string
  /** What it measures, in words. */
  what: string
  /** The results file it writes under bench/results/. */
  results: string
}

const BENCHES: Bench[] = [
  { name: 'reads', what: 'reads of robots, screens and team pages beside a bare node:http server (wrk)', results: 'reads.md' },
  { name: 'write-path', what: 'durable writes beside the fsync floor and a bare durable server; CPU per write', results: 'write-path.md' },
  { name: 'writes-before-reads', what: "an operator's writes while 64 connections read", results: 'writes-before-reads.md' },
  { name: 'standings-championship', what: 'standings of 5,000 players and 40,000 games: first read, after a score, a page', results: 'standings-championship.md' },
  { name: 'startup-championship', what: 'start-up of a 5,300-player, 40,000-game data file: to the first answer and the first standings read', results: 'startup-championship.md' },
  { name: 'long-work-http', what: 'a 1,000 × 20 schedule committed twice and a 10,000-row import, over HTTP, with Get Me probed every 5 ms', results: 'long-work-http.md' },
]

/** A line of a results file that gives a target's verdict. */
const VERDICT = /\b(MET|MISSED|PASS|FAIL|NOT MEASURED)\b/i

function load(): string {
  return loadavg()
    .map((figure) => figure.toFixed(2))
    .join(' ')
}

/** A verdict line as a list item: a table row's cells joined, a list item as it is, anything else made one. */
function asListItem(line: string): string {
  if (line.startsWith('|')) return `- ${line.split('|').map((cell) => cell.trim()).filter(Boolean).join(' · ')}`
  return line.startsWith('- ') ? line : `- ${line}`
}

function runBench(bench: Bench): Promise<number> {
  return new Promise((done, fail) => {
    const child = spawn(process.execPath, ['--import', 'tsx', join(ROOT, 'bench', `${bench.name}.ts`)], { cwd: ROOT, stdio: 'inherit' })
    child.on('error', fail)
    child.on('exit', (code) => done(code ?? 1))
  })
}

const only = process.env.LIMITS_ONLY?.split(',').map((name) => name.trim())
const chosen = only ? BENCHES.filter((bench) => only.includes(bench.name)) : BENCHES
const started = performance.now()
const startedAt = new Date().toISOString()
const lines = [
  '# Issue 32 in one run: every request near the machine\'s limit, no stall at a championship\'s size',
  '',
  `Started ${startedAt} · Node ${process.versions.node} · ${availableParallelism()} cores (${cpus()[0]?.model.trim() ?? 'unknown'}) · load average ${load()} at the start`,
  '',
]
let failed = 0
for (const bench of chosen) {
  const before = load()
  const benchStarted = performance.now()
  console.log(`\n[limits] ${bench.name}: ${bench.what}`)
  const code = await runBench(bench)
  const seconds = (performance.now() - benchStarted) / 1000
  lines.push(`## ${bench.name} — ${bench.what}`, '', `\`npx tsx bench/${bench.name}.ts\`, ${seconds.toFixed(0)} s, load average ${before} before, ${load()} after${code === 0 ? '' : `; **exited with code ${code}**`}; the whole run: [${bench.results}](${bench.results}).`, '')
  if (code !== 0) failed += 1
  const verdicts = readFileSync(join(ROOT, 'bench', 'results', bench.results), 'utf8')
    .split('\n')
    .filter((line) => VERDICT.test(line) && !line.startsWith('| target'))
  lines.push(...(verdicts.length > 0 ? verdicts.map(asListItem) : ['- (no target lines)']), '')
}
lines.push(`Ended ${new Date().toISOString()} (${((performance.now() - started) / 60_000).toFixed(1)} min), load average ${load()} at the end.`)
writeFileSync(join(ROOT, 'bench', 'results', 'limits.md'), `${lines.join('\n')}\n`)
console.log(`\n${lines.join('\n')}`)
if (failed > 0) process.exitCode = 1
