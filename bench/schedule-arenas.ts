// Benchmark (`npx tsx bench/schedule-arenas.ts`): the league schedule across 1, 2 and 3 arenas (issue 28, item 3) —
// rest in slots, pairs meeting more than twice, pairs never meeting, split fields, arena balance per player,
// back-to-back appearances, and with a stagger the clashes in time it would cause — and the time for 200 players ×
// 8 games over 3 arenas (target: under 2 s). Figures only, not a test. Results in bench/results/schedule-arenas.md.
import { writeFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { generateArenaSchedule, type ArenaSchedule } from '../src-main/domain/league-slots'
import { plannedArenaSlots } from '../src-main/domain/planned-times'
import { DEFAULT_ARENA_SETTINGS } from '../src-main/store/settings.repo'
import { machine, machineLine } from './machine'
import { markdown, plain, type Table } from './tables'

const PLAYER_COUNTS = [8, 20, 40, 120, 200]
const GAMES_PER_PLAYER = [3, 6, 8]
const ARENAS = [1, 2, 3]
const SEEDS = [1, 2, 3]
/** The stagger measured: 90 s a arena, with the default 150 s game and 120 s changeover. */
const STAGGER_S = 90
const TIMING = { players: 200, gamesPerPlayer: 8, arenas: 3, warmUps: 2, runs: 9, targetMs: 2000 }
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results', 'schedule-arenas.md')

const userIds = (count: number) => Array.from({ length: count }, (_, i) => 1000 + i)

interface Figures {
  slots: number
  minRest: number
  meanRest: number
  backToBack: number
  pairsOverTwo: number
  neverMeeting: number
  groups: number
  maxSpread: number
  unbalanced: number
  staggerClashes: number
  ms: number
}

/** Each player's games in running order as [start, end] with a stagger: how many follow the previous before it ends. */
function staggerClashes(schedule: ArenaSchedule): number {
  const { game_length_s: game, changeover_s: changeover } = DEFAULT_ARENA_SETTINGS
  const times = plannedArenaSlots(schedule.placements, 0, game + changeover, game, STAGGER_S)
  const lastEnd = new Map<number, number>()
  let clashes = 0
  schedule.games.forEach((entry, index) => {
    for (const id of entry.corners) {
      if (id === null) continue
      if ((lastEnd.get(id) ?? -Infinity) > times[index].start_time) clashes += 1
      lastEnd.set(id, Math.max(lastEnd.get(id) ?? -Infinity, times[index].end_time))
    }
  })
  return clashes
}

function measure(players: number, k: number, arenas: number, seed: number): Figures {
  const started = performance.now()
  const schedule = generateArenaSchedule({ players: userIds(players), gamesPerPlayer: k, seed, arenas })
  const ms = performance.now() - started
  const q = schedule.quality
  // Back-to-back appearances in slots and pairs over two meetings, from the games themselves.
  const lastSlot = new Map<number, number>()
  let backToBack = 0
  const met = new Map<string, number>()
  schedule.games.forEach((entry, index) => {
    const seated = entry.corners.filter((id): id is number => id !== null)
    for (const id of seated) {
      if (lastSlot.get(id) === schedule.placements[index].slot - 1) backToBack += 1
      lastSlot.set(id, schedule.placements[index].slot)
    }
    for (let i = 0; i < seated.length; i += 1) for (let j = i + 1; j < seated.length; j += 1) met.set(`${seated[i]},${seated[j]}`, (met.get(`${seated[i]},${seated[j]}`) ?? 0) + 1)
  })
  return {
    slots: q.slots ?? q.games,
    minRest: q.min_rest ?? 0,
    meanRest: q.mean_rest ?? 0,
    backToBack,
    pairsOverTwo: [...met.values()].filter((count) => count > 2).length,
    neverMeeting: q.pairs_never_meeting,
    groups: q.groups,
    maxSpread: q.max_arena_spread ?? 0,
    unbalanced: q.players_arena_unbalanced ?? 0,
    staggerClashes: arenas === 1 ? 0 : staggerClashes(schedule),
    ms,
  }
}

const mean = (values: number[]) => values.reduce((sum, value) => sum + value, 0) / values.length
const fixed = (value: number, digits = 1) => value.toFixed(digits)

function figuresTable(): Table {
  const rows: string[][] = []
  for (const players of PLAYER_COUNTS) {
    for (const k of GAMES_PER_PLAYER) {
      for (const arenas of ARENAS) {
        const runs = SEEDS.map((seed) => measure(players, k, arenas, seed))
        rows.push([
          `${players} × ${k}`,
          String(arenas),
          fixed(mean(runs.map((run) => run.slots))),
          String(Math.min(...runs.map((run) => run.minRest))),
          fixed(mean(runs.map((run) => run.meanRest))),
          fixed(mean(runs.map((run) => run.backToBack))),
          fixed(mean(runs.map((run) => run.pairsOverTwo))),
          fixed(mean(runs.map((run) => run.neverMeeting))),
          String(Math.max(...runs.map((run) => run.groups))),
          String(Math.max(...runs.map((run) => run.maxSpread))),
          fixed(mean(runs.map((run) => run.unbalanced))),
          fixed(mean(runs.map((run) => run.staggerClashes))),
          fixed(mean(runs.map((run) => run.ms)), 0),
        ])
      }
    }
  }
  const head = ['players × k', 'arenas', 'slots', 'min rest', 'mean rest', 'back-to-back', 'pairs > 2', 'never meeting', 'groups', 'max arena spread', 'players spread > 1', `clashes staggered ${STAGGER_S} s`, 'ms']
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
  return `${TIMING.players} players × ${TIMING.gamesPerPlayer} games over ${TIMING.arenas} arenas: median ${fixed(median)} ms over ${TIMING.runs} runs after ${TIMING.warmUps} warm-ups (min ${fixed(sorted[0])}, max ${fixed(sorted[sorted.length - 1])}); target < ${TIMING.targetMs} ms: ${median < TIMING.targetMs ? 'MET' : 'NOT MET'}`
}

function main(): void {
  const load = loadavg()
  const started = performance.now()
  const table = figuresTable()
  const timingLine = timing()
  const where = machineLine(machine(load), (performance.now() - started) / 1000)
  console.log(`${plain(table)}\n\n${timingLine}\n${where}`)
  const notes = [
    '# League schedule across arenas',
    '',
    `${where}`,
    '',
    `Seeds ${SEEDS.join(', ')}: min rest is the least over the seeds, the others are means (max arena spread and groups: the most). Rest and back-to-back`,
    'appearances count slots (with one arena a slot is a game). A stagger changes planned times only, not the schedule: every',
    `figure is the same staggered or together, except the last but one: a player's game starting before their previous one ends`,
    `when arenas are staggered by ${STAGGER_S} s (150 s games, 120 s changeover). The arena's runtime refuses such a start (a player is never`,
    'in two running games), so a clash is a wait, not a double booking.',
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
