// Benchmark (`npx tsx bench/schedule-quality.ts`): league schedule quality of ours against a random shuffle and a random search with backtracking, and our run time for 200 players × 8 games (target: under 2 s).
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { cpus, loadavg } from 'node:os'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { fileURLToPath } from 'node:url'
import { gameSizes } from '../src-main/domain/league-generation'
import { REST_FLOOR, SMALL_FIELD } from '../src-main/domain/league-limits'
import { scheduleQuality, type ScheduleQuality } from '../src-main/domain/league-quality'
import { generateLeagueSchedule } from '../src-main/domain/league-schedule'
import type { ScheduledGame } from '../src-main/domain/league-seating'
import { markdown, plain, type Table } from './tables'

/** 4–200 players: every small field (4–19, below SMALL_FIELD, where the rest floor used to split 8 and 12 players) and the large ones. */
const PLAYER_COUNTS = [4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 40, 64, 100, 200]
const GAMES_PER_PLAYER = [3, 6, 8]
const SEEDS = [1, 2, 3]
const TIMING = { players: 200, gamesPerPlayer: 8, warmUps: 2, runs: 9, targetMs: 2000 }
/** The backtracking baseline gives up on a rest limit after this many placements (then tries one game less of rest). */
const SEARCH_STEP_CAP = 200_000
const RESULTS = join(dirname(fileURLToPath(import.meta.url)), 'results', 'schedule-quality.md')

type Random = () => number
type Method = 'ours' | 'random shuffle' | 'backtracking'
const METHODS: Method[] = ['ours', 'random shuffle', 'backtracking']

interface Run {
  method: Method
  players: number
  gamesPerPlayer: number
  seed: number
  quality: ScheduleQuality
  /** Players seated in two games in a row, counted per pair of consecutive games (goal 3 counts them). */
  backToBack: number
  ms: number
  /** Backtracking only: the rest limit it managed to respect. */
  restLimit?: number
}

/** mulberry32: the bench's own seeded generator, so that the baselines are as repeatable as ours. */
function mulberry32(seed: number): Random {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

function shuffle<T>(items: T[], random: Random): T[] {
  for (let i = items.length - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[items[i], items[j]] = [items[j], items[i]]
  }
  return items
}

function userIds(count: number): number[] {
  return Array.from({ length: count }, (_, i) => 1000 + i)
}

/** Seats lineups in the order their players were drawn: corner i is the i-th player drawn. */
function seatInDrawOrder(lineups: readonly number[][]): ScheduledGame[] {
  return lineups.map((lineup) => ({ corners: [0, 1, 2, 3].map((corner) => lineup[corner] ?? null) }))
}

// ---- baseline (a): plain random shuffle ---------------------------------------------------------------------------

/** Every player k times, shuffled, cut into games of the balanced sizes; a player twice in a game is swapped out at random. */
function randomShuffleSchedule(players: readonly number[], k: number, random: Random): ScheduledGame[] {
  const slots = shuffle(players.flatMap((id) => Array.from({ length: k }, () => id)), random)
  let next = 0
  const lineups = gameSizes(players.length, k).map((size) => slots.slice(next, (next += size)))
  for (let game = 0; game < lineups.length; game += 1) {
    for (let seat = 0; seat < lineups[game].length; seat += 1) {
      while (lineups[game].indexOf(lineups[game][seat]) !== seat) swapOutDuplicate(lineups, game, seat, random)
    }
  }
  return seatInDrawOrder(lineups)
}

/** Swaps lineups[game][seat] (a repeat within its game) with a random seat of another game where neither is a repeat. */
function swapOutDuplicate(lineups: number[][], game: number, seat: number, random: Random): void {
  const player = lineups[game][seat]
  for (;;) {
    const other = Math.floor(random() * lineups.length)
    const otherSeat = Math.floor(random() * lineups[other].length)
    const candidate = lineups[other][otherSeat]
    if (other === game || lineups[other].includes(player) || lineups[game].includes(candidate)) continue
    lineups[game][seat] = candidate
    lineups[other][otherSeat] = player
    return
  }
}

// ---- baseline (b): random search with backtracking ----------------------------------------------------------------

interface SearchState {
  sizes: number[]
  need: Int32Array
  last: Int32Array
  lineups: number[][]
  restLimit: number
  steps: number
  random: Random
}

/**
 * Fills the games slot by slot with players drawn at random among those allowed (still needing a game, not in this
 * game, rested at least `restLimit` games, and no player left needing more games than remain), backtracking on dead
 * ends. Starts at the rest the numbers allow (≤ REST_FLOOR) and gives up a game of rest each time the step cap is hit.
 */
function backtrackingSchedule(players: readonly number[], k: number, random: Random): { games: ScheduledGame[]; restLimit: number } {
  const n = players.length
  for (let restLimit = Math.max(0, Math.min(REST_FLOOR, Math.floor(n / 4) - 1)); restLimit >= 0; restLimit -= 1) {
    const state: SearchState = {
      sizes: gameSizes(n, k),
      need: new Int32Array(n).fill(k),
      last: new Int32Array(n).fill(-1),
      lineups: [],
      restLimit,
      steps: 0,
      random,
    }
    if (fillSlot(state, 0)) return { games: seatInDrawOrder(state.lineups.map((lineup) => lineup.map((index) => players[index]))), restLimit }
  }
  throw new Error(`backtracking found no schedule for ${n} players × ${k}`)
}

function fillSlot(state: SearchState, game: number): boolean {
  if (game === state.sizes.length) return true
  if (state.steps++ > SEARCH_STEP_CAP) return false
  if (state.lineups.length === game) state.lineups.push([])
  const lineup = state.lineups[game]
  if (lineup.length === state.sizes[game]) {
    if (fillSlot(state, game + 1)) return true
    return false
  }
  for (const player of shuffle(allowedPlayers(state, game), state.random)) {
    lineup.push(player)
    state.need[player] -= 1
    const previous = state.last[player]
    state.last[player] = game
    if (fillSlot(state, game)) return true
    state.last[player] = previous
    state.need[player] += 1
    lineup.pop()
    if (state.steps > SEARCH_STEP_CAP) break
  }
  if (lineup.length === 0) state.lineups.pop()
  return false
}

/**
 * Players who may take the next seat of `game`. A player must play now when, skipping this game, their remaining
 * games no longer fit in the games left at the rest limit ((need - 1)·(limit + 1) + 1 games); none are allowed when
 * more must play than seats are free, or one who must play may not (a dead end to backtrack from).
 */
function allowedPlayers(state: SearchState, game: number): number[] {
  const lineup = state.lineups[game]
  const gamesAfter = state.sizes.length - game - 1
  const freeSeats = state.sizes[game] - lineup.length
  const mustPlay: number[] = []
  const allowed: number[] = []
  for (let player = 0; player < state.need.length; player += 1) {
    if (state.need[player] === 0 || lineup.includes(player)) continue
    const rested = state.last[player] < 0 || game - state.last[player] - 1 >= state.restLimit
    const mustPlayNow = (state.need[player] - 1) * (state.restLimit + 1) + 1 > gamesAfter
    if (mustPlayNow && !rested) return []
    if (mustPlayNow) mustPlay.push(player)
    if (rested) allowed.push(player)
  }
  if (mustPlay.length > freeSeats) return []
  return mustPlay.length === freeSeats ? mustPlay : allowed
}

// ---- running and reporting ----------------------------------------------------------------------------------------

function checkHardRules(games: readonly ScheduledGame[], players: readonly number[], k: number, label: string): void {
  const counts = new Map<number, number>()
  for (const game of games) {
    const ids = game.corners.filter((id): id is number => id !== null)
    if (new Set(ids).size !== ids.length) throw new Error(`${label}: a player twice in a game`)
    for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1)
  }
  if (players.some((id) => counts.get(id) !== k)) throw new Error(`${label}: not every player plays ${k} games`)
  if (games.length !== Math.ceil((players.length * k) / 4)) throw new Error(`${label}: wrong number of games`)
}

function runOnce(method: Method, players: readonly number[], k: number, seed: number): Run {
  const started = performance.now()
  let games: ScheduledGame[]
  let restLimit: number | undefined
  if (method === 'ours') games = generateLeagueSchedule({ players, gamesPerPlayer: k, seed }).games
  else if (method === 'random shuffle') games = randomShuffleSchedule(players, k, mulberry32(seed))
  else ({ games, restLimit } = backtrackingSchedule(players, k, mulberry32(seed)))
  const ms = performance.now() - started
  checkHardRules(games, players, k, `${method}, ${players.length} players × ${k}, seed ${seed}`)
  return { method, players: players.length, gamesPerPlayer: k, seed, quality: scheduleQuality(games, players, k), backToBack: backToBackAppearances(games), ms, restLimit }
}

function backToBackAppearances(games: readonly ScheduledGame[]): number {
  let count = 0
  for (let game = 1; game < games.length; game += 1) {
    const before = games[game - 1].corners
    count += games[game].corners.filter((id) => id !== null && before.includes(id)).length
  }
  return count
}

/**
 * The goals in the generator's order as a key, lower is better (docs/scheduling.md): one field, at most two meetings,
 * the fewest back-to-back appearances, fewest repeats (then most pairs meeting), rest up to 2 (before the repeats from
 * 20 players), rest, colours.
 */
function goalKey({ quality, backToBack }: Run): number[] {
  const rest = quality.min_rest ?? Number.MAX_SAFE_INTEGER
  const repeats = [quality.max_repeat_pairing, quality.repeat_pairings, quality.pairs_never_meeting]
  const floor = [-Math.min(rest, REST_FLOOR)]
  const small = quality.players < SMALL_FIELD
  return [quality.groups, Math.max(2, quality.max_repeat_pairing), backToBack, ...(small ? repeats : floor), ...(small ? floor : repeats), -rest, -quality.min_colours, quality.max_same_colour]
}

function goalNames(players: number): string[] {
  const repeats = ['max repeat pairing', 'repeat pairings', 'pairs never meeting']
  return ['split field', 'over two meetings', 'back-to-back', ...(players < SMALL_FIELD ? [...repeats, 'rest up to 2'] : ['rest up to 2', ...repeats]), 'longer rest', 'min colours', 'max same colour']
}
const GOAL_NAMES = [...new Set([...goalNames(4), ...goalNames(200)])]

/** Which goal first tells two schedules apart, and which is better there (negative: `a`); null when they are equal on every goal. */
function firstDifference(a: Run, b: Run): { goal: string; order: number } | null {
  const [x, y] = [goalKey(a), goalKey(b)]
  for (let i = 0; i < x.length; i += 1) if (x[i] !== y[i]) return { goal: goalNames(a.players)[i], order: x[i] - y[i] }
  return null
}

function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

const mean = (values: readonly number[]): number => values.reduce((sum, value) => sum + value, 0) / values.length
const fixed = (value: number, digits = 1): string => value.toFixed(digits)

/** One row per input and method: worst over the seeds for the minima and maxima, means for the counts, median time. */
function qualityTable(runs: readonly Run[]): Table {
  const rows: string[][] = []
  for (const n of PLAYER_COUNTS) {
    for (const k of GAMES_PER_PLAYER) {
      for (const method of METHODS) {
        const these = runs.filter((run) => run.players === n && run.gamesPerPlayer === k && run.method === method)
        const q = these.map((run) => run.quality)
        const limits = these.map((run) => run.restLimit).filter((limit): limit is number => limit !== undefined)
        rows.push([
          `${n} × ${k}`,
          method + (limits.length > 0 ? ` (rest ≥ ${Math.min(...limits)})` : ''),
          String(Math.min(...q.map((each) => each.min_rest ?? Infinity))),
          fixed(mean(these.map((run) => run.backToBack))),
          fixed(mean(q.map((each) => each.mean_rest ?? 0))),
          String(Math.max(...q.map((each) => each.max_repeat_pairing))),
          fixed(mean(q.map((each) => each.repeat_pairings))),
          fixed(mean(q.map((each) => each.pairs_never_meeting))),
          String(Math.max(...q.map((each) => each.groups))),
          String(Math.min(...q.map((each) => each.min_colours))),
          String(Math.max(...q.map((each) => each.max_same_colour))),
          String(q[0].empty_corners),
          fixed(median(these.map((run) => run.ms))),
        ])
      }
    }
  }
  return {
    head: ['players × k', 'method', 'min rest', 'back-to-back', 'mean rest', 'max repeat pairing', 'repeat pairings', 'pairs never meeting', 'split field (groups)', 'min colours', 'max same colour', 'empty corners', 'time ms'],
    rows,
  }
}

/** How often ours is better, equal or worse than each baseline by the goal order, over every input and seed, and on which goal. */
function verdictTable(runs: readonly Run[]): Table {
  const ours = runs.filter((run) => run.method === 'ours')
  const rows = METHODS.filter((method) => method !== 'ours').map((method) => {
    const tally = { better: 0, equal: 0, worse: 0, decidedBy: new Map<string, number>() }
    for (const mine of ours) {
      const theirs = runs.find((run) => run.method === method && run.players === mine.players && run.gamesPerPlayer === mine.gamesPerPlayer && run.seed === mine.seed)
      const difference = theirs === undefined ? null : firstDifference(mine, theirs)
      if (difference === null) tally.equal += 1
      else if (difference.order < 0) tally.better += 1
      else tally.worse += 1
      if (difference !== null) tally.decidedBy.set(difference.goal, (tally.decidedBy.get(difference.goal) ?? 0) + 1)
    }
    const decidedBy = GOAL_NAMES.filter((goal) => tally.decidedBy.has(goal)).map((goal) => `${goal}: ${tally.decidedBy.get(goal)}`)
    return [`ours vs ${method}`, String(tally.better), String(tally.equal), String(tally.worse), decidedBy.join(', ')]
  })
  return { head: ['comparison', 'ours better', 'equal', 'ours worse', 'decided by (first goal that differs)'], rows }
}

function timeOurs(): { runs: number[]; medianMs: number } {
  const players = userIds(TIMING.players)
  const request = (seed: number) => ({ players, gamesPerPlayer: TIMING.gamesPerPlayer, seed })
  for (let i = 0; i < TIMING.warmUps; i += 1) generateLeagueSchedule(request(1000 + i))
  const runs: number[] = []
  for (let i = 0; i < TIMING.runs; i += 1) {
    const started = performance.now()
    generateLeagueSchedule(request(2000 + i))
    runs.push(performance.now() - started)
  }
  return { runs, medianMs: median(runs) }
}

function runAllInputs(): Run[] {
  const runs: Run[] = []
  for (const n of PLAYER_COUNTS) {
    for (const k of GAMES_PER_PLAYER) {
      for (const seed of SEEDS) for (const method of METHODS) runs.push(runOnce(method, userIds(n), k, seed))
      process.stdout.write(`${n} × ${k} done\n`)
    }
  }
  return runs
}

function timingSummary(timing: { runs: number[]; medianMs: number }): string {
  const met = timing.medianMs < TIMING.targetMs ? 'MET' : 'NOT MET'
  const spread = `min ${fixed(Math.min(...timing.runs))}, max ${fixed(Math.max(...timing.runs))}`
  return `Ours, ${TIMING.players} players × ${TIMING.gamesPerPlayer} games: median ${fixed(timing.medianMs)} ms over ${TIMING.runs} runs after ${TIMING.warmUps} warm-ups (${spread}); target < ${TIMING.targetMs} ms: ${met}`
}

/** The figures compared with the previous run, where both have them. */
const COMPARED = ['min rest', 'back-to-back', 'mean rest', 'max repeat pairing', 'repeat pairings', 'pairs never meeting', 'split field (groups)', 'min colours', 'max same colour', 'time ms']

/**
 * Ours in the previous run (the results file this run replaces) beside ours now, per input both runs have: "old → new"
 * for each figure ("—" where the previous run did not measure it), and the header line of that run.
 */
function previousRunTable(quality: Table): { table: Table; header: string } | null {
  if (!existsSync(RESULTS)) return null
  const lines = readFileSync(RESULTS, 'utf8').split('\n')
  const header = lines.find((line) => /^\d{4}-\d\d-\d\dT/.test(line)) ?? 'unknown date'
  const headLine = lines.find((line) => line.startsWith('| players × k |'))
  if (headLine === undefined) return null
  const cells = (line: string) => line.split('|').slice(1, -1).map((cell) => cell.trim())
  const oldHead = cells(headLine)
  const oldRows = new Map(lines.filter((line) => line.startsWith('| ') && cells(line)[1] === 'ours').map((line) => [cells(line)[0], cells(line)]))
  const rows = quality.rows
    .filter((row) => row[1] === 'ours' && oldRows.has(row[0]))
    .map((row) => {
      const old = oldRows.get(row[0]) as string[]
      return [row[0], ...COMPARED.map((name) => {
        const [o, n] = [oldHead.indexOf(name), quality.head.indexOf(name)]
        return `${o < 0 ? '—' : old[o]} → ${row[n]}`
      })]
    })
  return { table: { head: ['players × k', ...COMPARED], rows }, header }
}

function resultsMarkdown(quality: Table, verdict: Table, timingLine: string, previous: { table: Table; header: string } | null): string {
  const cpu = cpus()
  return [
    '# League schedule quality',
    '',
    `${new Date().toISOString()} · node ${process.version} · ${process.platform} ${process.arch} · ${cpu.length} CPUs (${cpu[0]?.model.trim() ?? 'unknown'}) · load average (1 min) ${loadavg()[0].toFixed(2)} at the end`,
    '',
    `- ${timingLine}`,
    `- Inputs: ${PLAYER_COUNTS.join(', ')} players × k = ${GAMES_PER_PLAYER.join(', ')}, seeds ${SEEDS.join(', ')}; every schedule checked against the hard rules.`,
    '',
    '"random shuffle": every player k times, shuffled, cut into games, a player twice in a game swapped with a random seat elsewhere;',
    'corners in draw order. "backtracking": games filled slot by slot with random allowed players (hard rules, plus a minimum rest:',
    `min(${REST_FLOOR}, floor(n/4) - 1) games, one less each time ${SEARCH_STEP_CAP.toLocaleString('en')} placements find nothing), backtracking on dead ends; corners in draw order.`,
    'Per row: min rest, max repeat pairing, split field (the most groups that never meet), min colours and max same colour are the worst over',
    'the seeds; back-to-back (players seated in two games in a row), mean rest, repeat pairings and pairs never meeting the mean; time the',
    "median. The verdict compares each seed by the generator's goal order (docs/scheduling.md): split field, over two meetings, the fewest",
    'back-to-back appearances, then below 20 players repeats before rest up to 2',
    '(from 20 players rest up to 2 first), longer rest, colours. The baselines keep rest first: with 8 and 12 players their rest splits the field.',
    '',
    markdown(verdict),
    '',
    markdown(quality),
    '',
    ...(previous === null
      ? []
      : [
          '## Ours against the previous run',
          '',
          `The previous run: ${previous.header}`,
          '',
          'Each cell is "previous → this run" for ours, on the inputs both runs have ("—": the previous run did not measure it).',
          '',
          markdown(previous.table),
          '',
        ]),
  ].join('\n')
}

function main(): void {
  const runs = runAllInputs()
  const quality = qualityTable(runs)
  const verdict = verdictTable(runs)
  const timingLine = timingSummary(timeOurs())
  console.log(`\n${plain(quality)}\n\n${plain(verdict)}\n\n${timingLine}`)
  const previous = previousRunTable(quality)
  if (previous !== null) console.log(`\nagainst the previous run (${previous.header}):\n${plain(previous.table)}`)
  writeFileSync(RESULTS, resultsMarkdown(quality, verdict, timingLine, previous))
  console.log(`\nwritten to ${RESULTS}`)
}

main()
