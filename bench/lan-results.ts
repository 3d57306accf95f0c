// Figures of the LAN availability benchmark: each phase's latencies against the targets of issue 25, as a terminal table,
// bench/results/lan-availability.md and .json.
import { renameSync, writeFileSync } from 'node:fs'
import type { Sample } from './lan-operator'
import { machineLine, type Machine } from './machine'
import { markdown, plain, type Table } from './tables'

/** Issue 25: the operator's reads and writes under 100 ms at p99, and every clock event under 50 ms late. */
export const TARGET_OPERATOR_P99_MS = 100
export const TARGET_TICK_LATE_MS = 50

export interface Latency {
  count: number
  /** Requests not answered as expected (another status, a failed connection, a timeout after 5 s). */
  failed: number
  p50: number
  p99: number
  max: number
}

export interface PhaseResult {
  name: string
  description: string
  windowSeconds: number
  /** Whether the abuse reached full strength before the window opened. */
  abuseReady: boolean
  reads: Latency
  writes: Latency
  ticksLate: Latency
  /** Ticks an open observer (the operator's stream, each screen's) did not get. */
  ticksMissed: number
  /** The screens' streams in the window: answers other than 200 to a (re)connection, and streams the server ended. */
  screenRefusals: number
  screenEnds: number
  abuse: Record<string, number>
  /** Worst event-loop delay of the measuring process in the window, ms (its own noise in the figures). */
  benchLoopMaxMs: number
  pass: boolean
}

export interface LanResults extends Machine {
  totalSeconds: number
  phases: PhaseResult[]
}

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? Number.NaN : sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

/** Percentiles over every sample, failed ones included at the time they took. */
export function latency(samples: Sample[]): Latency {
  const sorted = samples.map((sample) => sample.ms).sort((a, b) => a - b)
  return { count: samples.length, failed: samples.filter((sample) => !sample.ok).length, p50: percentile(sorted, 50), p99: percentile(sorted, 99), max: percentile(sorted, 100) }
}

export function passes(phase: Omit<PhaseResult, 'pass'>): boolean {
  const operatorOk = [phase.reads, phase.writes].every((l) => l.count > 0 && l.failed === 0 && l.p99 < TARGET_OPERATOR_P99_MS)
  return operatorOk && phase.ticksLate.count > 0 && phase.ticksLate.max < TARGET_TICK_LATE_MS && phase.ticksMissed === 0 && phase.screenRefusals === 0 && phase.screenEnds === 0
}

function ms(value: number): string {
  return Number.isNaN(value) ? '–' : value < 10 ? value.toFixed(1) : value.toFixed(0)
}

function cell(l: Latency): string {
  return `${ms(l.p50)} / ${ms(l.p99)} / ${ms(l.max)}${l.failed > 0 ? ` (${l.failed}/${l.count} failed)` : ''}`
}

function abuseCell(abuse: Record<string, number>): string {
  const entries = Object.entries(abuse)
  return entries.length === 0 ? '–' : entries.map(([what, n]) => `${what}: ${n}`).join(', ')
}

function table(phases: PhaseResult[]): Table {
  return {
    head: ['phase', 'reads p50/p99/max ms', 'writes p50/p99/max ms', 'ticks late p50/p99/max ms', 'ticks missed', 'screens refused/ended', 'abuse answers', 'result'],
    rows: phases.map((p) => [p.name, cell(p.reads), cell(p.writes), cell(p.ticksLate), String(p.ticksMissed), `${p.screenRefusals}/${p.screenEnds}`, abuseCell(p.abuse), p.pass ? 'PASS' : 'FAIL']),
  }
}


function verdict(phases: PhaseResult[]): string {
  const failed = phases.filter((phase) => !phase.pass).map((phase) => phase.name)
  return failed.length === 0 ? 'Every phase meets the targets.' : `TARGETS MISSED in ${failed.length} of ${phases.length} phases: ${failed.join(', ')}.`
}

export function printResults(results: LanResults): void {
  console.log('')
  console.log(`LAN availability (issue 25): operator p99 < ${TARGET_OPERATOR_P99_MS} ms, clock ticks < ${TARGET_TICK_LATE_MS} ms late, in every phase`)
  console.log(machineLine(results, results.totalSeconds))
  console.log(plain(table(results.phases)))
  console.log('')
  console.log(verdict(results.phases))
  for (const phase of results.phases) if (!phase.abuseReady) console.log(`note: the ${phase.name} abuse had not reached full strength when its window opened`)
}

export function saveResults(path: string, results: LanResults): void {
  const md = [
    '# LAN availability under abuse',
    '',
    machineLine(results, results.totalSeconds),
    '',
    `**${verdict(results.phases)}** Targets (issue 25): the operator's reads and writes under ${TARGET_OPERATOR_P99_MS} ms at p99 with none failing, and every clock tick under ${TARGET_TICK_LATE_MS} ms late on the operator's stream and each screen's, none missed, no screen stream refused or ended.`,
    '',
    markdown(table(results.phases)),
    '',
    'The built server (`out/main/serve.js`) runs as a child process over a fresh data file: 40 players, a league schedule of 6 games each, the first game running for an hour so its clock ticks in every phase, 4 screens. `npx tsx bench/lan-availability.ts`.',
    '',
    "- **Operator**: from 127.0.0.1 with the admin's login token, each request on a new connection, sent on a fixed schedule whether or not the previous one was answered (open loop, 5 s timeout): 10 reads a second (Get Game of the running game, the event's game list, Get Me in turn) and 10 durable writes a second (renaming a scheduled game, `PATCH /games/{id}`). A failed request counts at the time it took.",
    "- **Ticks late**: a `clock` event's arrival (this process's `Date.now()`) − the instant its figure turned (`end_ms − remaining_s × 1000`: the tick's due time on the server's own clock, the same machine's), over the operator's stream and each screen's (from 127.0.3.x with its key in the URL), every tick due in the window.",
    `- **Abuse answers**: counts over the whole phase, from the driver's process. Each phase's window opens once its abuse is at full strength and lasts ${results.phases[0]?.windowSeconds.toFixed(0) ?? '?'} s; its abuse stops 2 s before the next phase starts.`,
    '',
    ...results.phases.map((phase) => `- ${phase.name}: ${phase.description}. Measuring process's worst event-loop delay: ${ms(phase.benchLoopMaxMs)} ms.`),
    '',
  ].join('\n')
  writeFileSync(`${path}.md.tmp`, md)
  renameSync(`${path}.md.tmp`, `${path}.md`)
  writeFileSync(`${path}.json.tmp`, `${JSON.stringify(results, null, 2)}\n`)
  renameSync(`${path}.json.tmp`, `${path}.json`)
}
