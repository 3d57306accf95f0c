// Benchmark (`npx tsx bench/schedule-arenas.ts`, `--quick` for a subset): the league schedule across 1, 2 and 3 arenas
// (issue 28) against Student Robotics' rule set as the baseline (bench/srcomp-baseline.ts: separation in slots, at most
// two meetings per pair) — rest in slots, back-to-back and late-to-early appearances, pairs meeting more than twice,
// pairs never meeting, split fields, arena balance per player, and staggered the clashes in time — and the time for 200
// players × 8 games over 3 arenas (target: under 2 s). Figures only, not a test. Results in bench/results/schedule-arenas.md.
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { scheduleQuality } from '../src-main/domain/league-quality'
import type { ScheduledGame } from '../src-main/domain/league-seating'
import { generateArenaSchedule } from '../src-main/domain/league-slots'
import { plannedArenaSlots } from '../src-main/domain/planned-times'
import { DEFAULT_ARENA_SETTINGS } from '../src-main/store/settings.repo'
import { machine, machineLine, warnIfBusy } from './machine'
import { srcompBaseline } from './srcomp-baseline'
import { markdown, plain, type Table } from './tables'

const QUICK = process.argv.includes('--quick')
const PLAYER_COUNTS = QUICK ? [8, 40, 200] : [8, 12, 20, 40, 80, 120, 200]
const GAMES_PER_PLAYER = QUICK ? [3, 8] : [3, 6, 8]
const ARENAS = [1, 2, 3]
const SEEDS = [1, 2, 3]
/** The staggers measured (seconds from one arena's start to the next's), with the default 150 s game and 120 s changeover. */
const STAGGERS_S = [60, 90]
const TIMING = { players: 200, gamesPerPlayer: 8, arenas: 3, warmUps: 2, runs: 9, targetMs: 2000 }
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results', 'schedule-arenas.md')

const userIds = (count: number) => Array.from({ length: count }, (_, i) => 1000 + i)

type Method = 'ours' | 'SRComp rules'

interface Arranged {
  games: ScheduledGame[]
  placements: ReadonlyArray<{ slot: number; arena: number }>
  /** The baseline's rules met: separation in slots / meetings per pair. */
  rules?: string
}

interface Figures {
  slots: number
  minRest: number
  meanRest: number
  backToBack: number
  lateToEarly: number
  pairsOverTwo: number
  neverMeeting: number
  groups: number
  maxSpread: number
  unbalanced: number
  clashes: number[]
  ms: number
  rules: string
}

/** With each stagger: a player's game starting before their previous one ends. */
function staggerClashes({ games, placements }: Arranged, stagger: number): number {
  const { game_length_s: game, changeover_s: changeover } = DEFAULT_ARENA_SETTINGS
  const times = plannedArenaSlots(placements, 0, game + changeover, game, stagger)
  const lastEnd = new Map<number, number>()
  let clashes = 0
  games.forEach((entry, index) => {
    for (const id of entry.corners) {
      if (id === null) continue
      if ((lastEnd.get(id) ?? -Infinity) > times[index].start_time) clashes += 1
      lastEnd.set(id, Math.max(lastEnd.get(id) ?? -Infinity, times[index].end_time))
    }
  })
  return clashes
}

function arrange(method: Method, players: number, k: number, arenas: number, seed: number): Arranged {
  if (method === 'ours') return generateArenaSchedule({ players: userIds(players), gamesPerPlayer: k, seed, arenas })
  const baseline = srcompBaseline(userIds(players), k, arenas, seed)
  return { ...baseline, rules: `${baseline.separation}/${baseline.meetings}` }
}

function measure(method: Method, players: number, k: number, arenas: number, seed: number): Figures {
  const started = performance.now()
  const arranged = arrange(method, players, k, arenas, seed)
  const ms = performance.now() - started
  // Both measured alike, from the games and their places (ours' own quality is the same figures).
  const q = scheduleQuality(arranged.games, userIds(players), k, { placements: arranged.placements, arenas })
  const last = new Map<number, { slot: number; arena: number }>()
  let backToBack = 0
  let lateToEarly = 0
  const met = new Map<string, number>()
  arranged.games.forEach((entry, index) => {
    const place = arranged.placements[index]
    const seated = entry.corners.filter((id): id is number => id !== null)
    for (const id of seated) {
      const before = last.get(id)
      if (before?.slot === place.slot - 1) {
        backToBack += 1
        if (before.arena > place.arena) lateToEarly += 1
      }
      last.set(id, place)
    }
    for (let i = 0; i < seated.length; i += 1) for (let j = i + 1; j < seated.length; j += 1) met.set(`${seated[i]},${seated[j]}`, (met.get(`${seated[i]},${seated[j]}`) ?? 0) + 1)
  })
  return {
    slots: q.slots ?? q.games,
    minRest: q.min_rest ?? 0,
    meanRest: q.mean_rest ?? 0,
    backToBack,
    lateToEarly,
    pairsOverTwo: [...met.values()].filter((count) => count > 2).length,
    neverMeeting: q.pairs_never_meeting,
    groups: q.groups,
    maxSpread: q.max_arena_spread ?? 0,
    unbalanced: q.players_arena_unbalanced ?? 0,
    clashes: STAGGERS_S.map((stagger) => (arenas === 1 ? 0 : staggerClashes(arranged, stagger))),
    ms,
    rules: arranged.rules ?? '',
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
const fixed = (value: number, digits = 1) => value.toFixed(digits)

function figuresTable(): Table {
  const rows: string[][] = []
  for (const players of PLAYER_COUNTS) {
    for (const k of GAMES_PER_PLAYER) {
      for (const arenas of ARENAS) {
        for (const method of ['ours', 'SRComp rules'] as const) {
          const runs = SEEDS.map((seed) => measure(method, players, k, arenas, seed))
          const avg = (pick: (run: Figures) => number) => fixed(mean(runs.map(pick)))
          rows.push([
            `${players} × ${k}`,
            String(arenas),
            method === 'ours' ? 'ours' : `SR ${[...new Set(runs.map((run) => run.rules))].join(', ')}`,
            avg((run) => run.slots),
            String(Math.min(...runs.map((run) => run.minRest))),
            avg((run) => run.meanRest),
            avg((run) => run.backToBack),
            avg((run) => run.lateToEarly),
            avg((run) => run.pairsOverTwo),
            avg((run) => run.neverMeeting),
            String(Math.max(...runs.map((run) => run.groups))),
            String(Math.max(...runs.map((run) => run.maxSpread))),
            avg((run) => run.unbalanced),
            ...STAGGERS_S.map((_, i) => avg((run) => run.clashes[i])),
            fixed(mean(runs.map((run) => run.ms)), 0),
          ])
        }
      }
    }
  }
  const head = ['players × k', 'arenas', 'method', 'slots', 'min rest', 'mean rest', 'back-to-back', 'late to early', 'pairs > 2', 'never meeting', 'groups', 'max arena spread', 'players spread > 1', ...STAGGERS_S.map((s) => `clashes staggered ${s} s`), 'ms']
  return { head, rows }
}

function timing(): string {
  const request = (seed: number) => ({ players: userIds(TIMING.players), gamesPerPlayer: TIMING.gamesPerPlayer, seed, arenas: TIMING.arenas })
  for (let i = 0; i < TIMING.warmUps; i += 1) generateArenaSchedule(request(1000 + i))
  const runs: number[] = []
  for (let i = 0; i < TIMING.runs; i += 1) {
    const started = performance.now()
    generateArenaSchedule(request(2000 + i))
    runs.push(performance.now() - started)
  }
  const sorted = [...runs].sort((a, b) => a - b)
  const median = sorted[Math.floor(sorted.length / 2)]
  return `${TIMING.players} players × ${TIMING.gamesPerPlayer} games over ${TIMING.arenas} arenas (ours): median ${fixed(median)} ms over ${TIMING.runs} runs after ${TIMING.warmUps} warm-ups (min ${fixed(sorted[0])}, max ${fixed(sorted[sorted.length - 1])}); target < ${TIMING.targetMs} ms: ${median < TIMING.targetMs ? 'MET' : 'NOT MET'}`
}

function main(): void {
  const load = loadavg()
  warnIfBusy(load, console.log)
  const started = performance.now()
  const table = figuresTable()
  const timingLine = timing()
  const where = machineLine(machine(load), (performance.now() - started) / 1000)
  console.log(`${plain(table)}\n\n${timingLine}\n${where}`)
  const notes = [
    '# League schedule across arenas: ours against SRComp’s rule set',
    '',
    `${where}${QUICK ? ' · --quick (a subset)' : ''}`,
    '',
    `Seeds ${SEEDS.join(', ')}: min rest is the least over the seeds, max arena spread and groups the most, the others means. Rest, back-to-back`,
    'and late-to-early appearances (a player in arena i of a slot, then arena j < i of the next) count slots (with one arena a slot',
    'is a game). "SR s/m": the baseline of bench/srcomp-baseline.ts, Student Robotics’ rules — rounds of every team once, at least s',
    'slots between a team’s games, at most m meetings per pair — at the strictest it met (2/2 asked; relaxed separation first).',
    'A stagger moves planned times only, not the schedule: every figure is the same together or staggered but the clashes — a',
    'player’s game starting before their previous one ends — with arenas staggered by the seconds named (150 s games, 120 s',
    'changeover: a clash needs a late-to-early back-to-back game and a stagger × arenas apart above the changeover). The runtime',
    'refuses such a start (a player is never in two running games), so a clash is a wait, not a double booking.',
    '',
    markdown(table),
    '',
    timingLine,
    '',
  ]
  writeFileSync(RESULTS, notes.join('\n'))
  console.log(`\nwritten to ${RESULTS}`)
}

main()
