// Benchmark (`npx tsx bench/lan-availability.ts`, about 2 min): the operator's reads and writes and the game clock's ticks
// under each abuse of issue 25 from the LAN (slow connections, a stream flood, a report flood, a login flood from many
// addresses) beside a quiet baseline, in one run. Targets: operator p99 < 100 ms, every tick < 50 ms late, in every phase.
// A benchmark: it exits 0 when a target is missed (and says so loudly); 1 only when it could not measure.
import { mkdtemp, rm } from 'node:fs/promises'
import { loadavg, tmpdir } from 'node:os'
import { dirname, join, resolve } from 'node:path'
import { monitorEventLoopDelay, performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { buildIfNeeded } from '../scripts/build-if-needed'
import { ADMIN_PASSWORD, PLAYER_PASSWORD, startArena, type Arena } from './lan-arena'
import { inWindow, Operator } from './lan-operator'
import { PHASES, startAbuse, type AbuseSettings, type PhaseSpec } from './lan-phases'
import { latency, passes, printResults, saveResults, type PhaseResult } from './lan-results'
import { machine, warnIfBusy } from './machine'
import { alive, runWithServers, stopAllChildren } from './processes'
import { progressLog, sleep } from './progress'
import type { HeldStream } from './sse-stream'

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const RESULTS = join(ROOT, 'bench', 'results', 'lan-availability')
const WINDOW_MS = Number(process.env.LAN_WINDOW_SECONDS ?? 15) * 1000
/** How long an abuse may take to reach full strength before its window opens anyway. */
const READY_TIMEOUT_MS = 20_000
/** After an abuse reached full strength, before its window opens; after it stopped, before the next phase starts. */
const RAMP_MS = 1_000
const SETTLE_MS = 2_000

const started = performance.now()
const log = progressLog(started)
const loadAtStart = loadavg()
let workDir: string | undefined

/** The screens' refusals and server-ended streams so far (the first observer is the operator's own stream). */
function screenCounters(observers: HeldStream[]): { refusals: number; ends: number } {
  const screens = observers.slice(1)
  const refusals = screens.reduce((sum, s) => sum + Object.entries(s.statuses).reduce((n, [code, k]) => n + (code === '200' ? 0 : k), 0), 0)
  return { refusals, ends: screens.reduce((sum, s) => sum + s.endedByServer, 0) }
}

async function runPhase(spec: PhaseSpec, arena: Arena, operator: Operator, player: string): Promise<PhaseResult> {
  const settings: AbuseSettings = { port: arena.server.port, eventId: arena.eventId, player, password: PLAYER_PASSWORD, adminPassword: ADMIN_PASSWORD }
  const abuse = startAbuse(spec, ROOT, settings)
  try {
    const abuseReady = await abuse.ready(READY_TIMEOUT_MS)
    await sleep(RAMP_MS)
    const loopDelay = monitorEventLoopDelay({ resolution: 5 })
    const before = screenCounters(operator.observers)
    const from = Date.now()
    loopDelay.enable()
    await sleep(WINDOW_MS)
    loopDelay.disable()
    const to = Date.now()
    const after = screenCounters(operator.observers)
    const counts = { ...abuse.counts() }
    await abuse.stop()
    if (!alive(arena.server.child)) throw new Error(`the server stopped during ${spec.name}:\n${arena.server.output()}`)
    await sleep(SETTLE_MS) // the last requests of the window are answered (or time out) meanwhile
    const ticks = operator.ticksIn(from, to)
    const phase = {
      name: spec.name,
      description: spec.description,
      windowSeconds: (to - from) / 1000,
      abuseReady,
      reads: latency(inWindow(operator.reads, from, to)),
      writes: latency(inWindow(operator.writes, from, to)),
      ticksLate: latency(ticks.late),
      ticksMissed: ticks.missed,
      screenRefusals: after.refusals - before.refusals,
      screenEnds: after.ends - before.ends,
      abuse: counts,
      benchLoopMaxMs: loopDelay.max / 1e6,
    }
    return { ...phase, pass: passes(phase) }
  } finally {
    await abuse.stop()
  }
}

async function main(): Promise<void> {
  buildIfNeeded(ROOT)
  const dir = await mkdtemp(join(tmpdir(), 'arena-lan-bench-'))
  workDir = dir
  warnIfBusy(loadAtStart, log)
  try {
    const arena = await startArena(ROOT, join(dir, 'lan.sqlite'))
    log(`server on port ${arena.server.port}: event ${arena.eventId}, game ${arena.runningGameId} running, ${arena.screenKeys.length} screens`)
    const operator = new Operator({ ...arena, port: arena.server.port })
    await operator.start()
    const phases: PhaseResult[] = []
    // Each abuse that logs in as a player takes a player of its own, so one's slow-down never falls on another.
    for (const [index, spec] of PHASES.entries()) {
      log(`${spec.name}: ${spec.description}`)
      const phase = await runPhase(spec, arena, operator, arena.players[index])
      phases.push(phase)
      log(
        `${spec.name}: reads p99 ${phase.reads.p99.toFixed(0)} ms, writes p99 ${phase.writes.p99.toFixed(0)} ms, ticks late max ${phase.ticksLate.max.toFixed(0)} ms → ${phase.pass ? 'PASS' : 'FAIL'}` +
          (phase.abuseReady ? '' : ' (the abuse had not reached full strength)'),
      )
    }
    await operator.stop()
    await arena.server.stop()
    const results = { ...machine(loadAtStart), totalSeconds: (performance.now() - started) / 1000, phases }
    printResults(results)
    saveResults(RESULTS, results)
    console.log(`written to ${RESULTS}.md and .json`)
  } finally {
    await stopAllChildren()
    await rm(dir, { recursive: true, force: true })
  }
}

runWithServers(main, () => workDir)
