// `npx tsx bench/writes-before-reads.ts` (part of `npm run bench`): does an operator's write wait behind the reads of
// screens and robots? (issue 32, item 3). On the real server (its own process): 8 writers alone (acknowledged durable
// writes, POST /users/me/keys), 64 connections reading Get Game alone (wrk), then both at once. Target: the writers keep
// ≥ 50 % of their solo rate and the reads' p99 stays < 20 ms. Repetitions alternate solo and mixed; medians.
//   MIXED_SECONDS (5), MIXED_WARMUP_SECONDS (2), MIXED_REPEATS (3), MIXED_WRITERS (8), MIXED_READERS (64)
import { randomBytes } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { mkdtemp } from 'node:fs/promises'
import { cpus, loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from '../scripts/build-if-needed'
import { envNumber } from './env'
import { httpJson, measure, type LoadFigures, type LoadSpec } from './load'
import { runWithServers, startArenaAsAdmin } from './processes'
import { markdown, plain, type Table } from './tables'
import { measureWithWrk, wrkAvailable } from './wrk'
import type { WarmFigures } from './load'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const PASSWORD = `bench-${randomBytes(12).toString('base64url')}`
const CONFIG = {
  seconds: envNumber('MIXED_SECONDS', 5),
  warmupSeconds: envNumber('MIXED_WARMUP_SECONDS', 2),
  repeats: envNumber('MIXED_REPEATS', 3, true),
  writers: envNumber('MIXED_WRITERS', 8, true),
  readers: envNumber('MIXED_READERS', 64, true),
}
const TARGETS = { writersKeep: 0.5, readP99Ms: 20 }

let workDir: string | undefined
const log = (message: string) => console.log(`[mixed] ${message}`)

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

interface Round {
  writesSolo: LoadFigures
  readsSolo: WarmFigures
  writesMixed: LoadFigures
  readsMixed: WarmFigures
}

async function main(): Promise<void> {
  if (!wrkAvailable()) throw new Error('wrk is not installed (apt-get install wrk): the readers come from it')
  buildIfNeeded(ROOT)
  const loadAtStart = loadavg()
  workDir = await mkdtemp(join(tmpdir(), 'arena-mixed-'))
  const { server, token } = await startArenaAsAdmin(ROOT, join(workDir, 'mixed.sqlite'), PASSWORD)
  const auth = { Authorization: `Bearer ${token}` }
  const event = await httpJson<{ id: number }>(server.port, 'POST', '/api/v1/events', auth, { name: 'Mixed', start_time: 1_795_420_800, end_time: 1_795_507_200 }, 201)
  const game = await httpJson<{ id: number }>(server.port, 'POST', '/api/v1/games', auth, { name: 'G1', event_id: event.id }, 201)
  const writes: LoadSpec = { port: server.port, path: '/api/v1/users/me/keys', method: 'POST', connections: CONFIG.writers, seconds: CONFIG.seconds, headers: { ...auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ name: 'bench key [<id>]' }), uniqueIds: true, expectStatus: 201 }
  const reads: LoadSpec = { port: server.port, path: `/api/v1/games/${game.id}`, connections: CONFIG.readers, seconds: CONFIG.seconds, headers: auth, expectStatus: 200 }
  const rounds: Round[] = []
  for (let repeat = 0; repeat < CONFIG.repeats; repeat += 1) {
    const writesSolo = (await measure(writes, CONFIG.warmupSeconds)).measured
    const readsSolo = await measureWithWrk(reads, CONFIG.warmupSeconds, server.child.pid)
    // Both at once: the readers start first (their warm-up), the writers are measured while the readers' measured run lasts.
    const readers = measureWithWrk({ ...reads, seconds: CONFIG.seconds + 1 }, CONFIG.warmupSeconds, server.child.pid)
    await new Promise((done) => setTimeout(done, CONFIG.warmupSeconds * 1000 + 500))
    const writesMixed = (await measure(writes, 0)).measured
    const readsMixed = await readers
    const round = { writesSolo, readsSolo, writesMixed, readsMixed }
    rounds.push(round)
    log(`round ${repeat + 1}: writes ${Math.round(writesSolo.perSecond)}/s alone, ${Math.round(writesMixed.perSecond)}/s beside reads (p99 ${writesMixed.p99Ms} ms); reads ${Math.round(readsSolo.perSecond)}/s alone (p99 ${readsSolo.p99Ms} ms), ${Math.round(readsMixed.perSecond)}/s beside writes (p99 ${readsMixed.p99Ms} ms)`)
  }
  await server.stop()
  const figure = (pick: (round: Round) => number) => median(rounds.map(pick))
  const kept = figure((round) => round.writesMixed.perSecond / round.writesSolo.perSecond)
  const readP99 = figure((round) => round.readsMixed.p99Ms)
  const table: Table = {
    head: ['', 'writes/s', 'write p99 ms', 'reads/s', 'read p99 ms'],
    rows: [
      ['alone', String(Math.round(figure((r) => r.writesSolo.perSecond))), String(figure((r) => r.writesSolo.p99Ms)), String(Math.round(figure((r) => r.readsSolo.perSecond))), figure((r) => r.readsSolo.p99Ms).toFixed(2)],
      ['together', String(Math.round(figure((r) => r.writesMixed.perSecond))), String(figure((r) => r.writesMixed.p99Ms)), String(Math.round(figure((r) => r.readsMixed.perSecond))), readP99.toFixed(2)],
    ],
  }
  const verdicts = [
    `writers beside readers keep ${(kept * 100).toFixed(0)} % of their solo rate (target ≥ ${TARGETS.writersKeep * 100} %): ${kept >= TARGETS.writersKeep ? 'MET' : 'MISSED'}`,
    `reads' p99 beside writers ${readP99.toFixed(2)} ms (target < ${TARGETS.readP99Ms}): ${readP99 < TARGETS.readP99Ms ? 'MET' : 'MISSED'}`,
  ]
  const head = `${new Date().toISOString()} · node ${process.version} · ${cpus().length} CPUs · load average ${loadAtStart[0].toFixed(2)} at start, ${loadavg()[0].toFixed(2)} at end · ${CONFIG.writers} writers (autocannon, this process), ${CONFIG.readers} reading connections (wrk, 2 threads), ${CONFIG.seconds} s, ${CONFIG.repeats} repetitions, medians`
  console.log(`\n${head}\n${plain(table)}\n${verdicts.join('\n')}`)
  mkdirSync(join(ROOT, 'bench', 'results'), { recursive: true })
  writeFileSync(join(ROOT, 'bench', 'results', 'writes-before-reads.md'), `# Writes beside reads\n\n${head}\n\n${verdicts.map((line) => `- ${line}`).join('\n')}\n\n${markdown(table)}\n`)
  writeFileSync(join(ROOT, 'bench', 'results', 'writes-before-reads.json'), `${JSON.stringify({ config: CONFIG, rounds }, null, 2)}\n`)
}

runWithServers(main, () => workDir)
