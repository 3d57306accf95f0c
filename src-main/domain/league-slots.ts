// The league schedule across several arenas: the games put in slots (the arenas' games of one slot start together, or
// staggered), never a player in two arenas of one slot, rest counted in slots, and each player's games spread evenly
// over the arenas.

import { ArenaTally, EMPTY, evenOutArenas } from './league-arena-balance'
import { assignCorners } from './league-corners'
import { REST_FLOOR } from './league-limits'
import { scheduleQuality, type ScheduleQuality } from './league-quality'
import { generateLeagueSchedule, type ScheduleRequest } from './league-schedule'
import { CORNERS, NO_PLAYER, type ScheduledGame } from './league-seating'

/** Where a game of the schedule is played: its slot (0-based, in time order) and its arena (0-based position in the arenas asked for). */
export interface ArenaPlacement {
  slot: number
  arena: number
}

/** The most arenas a schedule is spread over. */
export const MAX_ARENAS = 8

/**
 * How many of the first games not yet placed (in the one-arena running order) a slot chooses from: enough to find games
 * without a shared player and with rested players, few enough to keep the running order's rest and its smaller games last.
 */
const WINDOW_PER_ARENA = 4
const WINDOW_EXTRA = 4

export interface ArenaScheduleRequest extends ScheduleRequest {
  /** 1..MAX_ARENAS arenas that play at the same time; 1 (the default) is the one-arena schedule exactly. */
  arenas?: number
}

export interface ArenaSchedule {
  /** The games in running order: slot by slot, within a slot by arena. */
  games: ScheduledGame[]
  /** Each game's slot and arena, index for index with `games`. */
  placements: ArenaPlacement[]
  quality: ScheduleQuality
}

/**
 * The league schedule of `request` over `request.arenas` arenas. The players, their games and their meetings are the
 * one-arena generator's (generateLeagueSchedule: the goals of docs/scheduling.md); the games are then put in slots
 * (packSlots) and each slot's games on its arenas (the balance). With one arena, the games and quality are exactly
 * generateLeagueSchedule's, each game its own slot.
 */
export function generateArenaSchedule(request: ArenaScheduleRequest): ArenaSchedule {
  const arenas = request.arenas ?? 1
  if (!Number.isInteger(arenas) || arenas < 1 || arenas > MAX_ARENAS) throw new RangeError(`arenas must be an integer from 1 to ${MAX_ARENAS}`)
  const { games, quality } = generateLeagueSchedule(request)
  if (arenas === 1) return { games, quality, placements: games.map((_, index) => ({ slot: index, arena: 0 })) }
  const players = [...request.players].sort((a, b) => a - b)
  const indexOf = new Map(players.map((id, index) => [id, index]))
  const lineups = games.map((game) => game.corners.flatMap((id) => (id === null ? [] : [indexOf.get(id) as number])))
  const { slots, lineups: arranged } = arrangeInSlots(lineups, players.length, arenas)
  const inOrder: number[][] = []
  const placements: ArenaPlacement[] = []
  slots.forEach((slot, index) =>
    slot.forEach((game, arena) => {
      if (game === EMPTY) return
      inOrder.push(arranged[game])
      placements.push({ slot: index, arena })
    }),
  )
  // Seated again: the balance may have moved players between the games of a slot (colours stay as even, by construction).
  const ordered = assignCorners(inOrder, players.length).map((seating) => ({ corners: seating.map((index) => (index === NO_PLAYER ? null : players[index])) }))
  return { games: ordered, placements, quality: scheduleQuality(ordered, players, request.gamesPerPlayer, { placements, arenas }) }
}

export { EMPTY }

/**
 * How a fill weighs rest against the arenas: `restShare` of the rest the field allows (floor(n / 4A) − 1 slots; never
 * less than REST_FLOOR) is the rest it keeps before it looks at the arenas, and `arenasFirst` lets every game of a slot
 * but the first be chosen for its arena before its place in the running order.
 */
export interface PackOptions {
  restShare: number
  arenasFirst: boolean
}

/** The fills arrangeInSlots tries: the running order first (the arenas chosen for each game), then arenas first, keeping more rest. */
const PACKINGS: readonly PackOptions[] = [
  { restShare: 0, arenasFirst: false },
  { restShare: 0, arenasFirst: true },
  { restShare: 0.5, arenasFirst: true },
  { restShare: 0.75, arenasFirst: true },
]

/**
 * The games of `lineups` in slots (packSlots) the best of several ways (PACKINGS), rated in this order: the fewest
 * back-to-back appearances, of those the fewest late to early; the fewest rests shorter than REST_FLOOR slots; the
 * fewest players whose games spread over the arenas by more than one, the smallest spread; then the longest shortest
 * rest and mean rest. Pairings are those of `lineups` or better (the balance's exchanges cost none). Answers the slots
 * and the lineups they index (a copy: exchanges move players between a slot's games).
 */
export function arrangeInSlots(lineups: readonly (readonly number[])[], playerCount: number, arenas: number): { slots: number[][]; lineups: number[][] } {
  let best: { slots: number[][]; lineups: number[][]; rating: number[] } | null = null
  for (const options of PACKINGS) {
    const copy = lineups.map((lineup) => [...lineup])
    const slots = packSlots(copy, playerCount, arenas, options)
    const rating = rateArrangement(slots, copy, playerCount, arenas)
    if (best === null || isLess(rating, best.rating)) best = { slots, lineups: copy, rating }
  }
  return best as { slots: number[][]; lineups: number[][] }
}

/** The rating of arrangeInSlots (lower is better, element by element). */
function rateArrangement(slots: readonly (readonly number[])[], lineups: readonly (readonly number[])[], playerCount: number, arenas: number): number[] {
  const lastSlot = new Int32Array(playerCount).fill(-1)
  const lastArena = new Int32Array(playerCount).fill(EMPTY)
  const counts = new Int32Array(playerCount * arenas)
  let [backToBack, lateToEarly, shortRests, minRest, restSum, rests] = [0, 0, 0, Infinity, 0, 0]
  slots.forEach((row, slot) =>
    row.forEach((game, arena) => {
      if (game === EMPTY) return
      for (const player of lineups[game]) {
        if (lastSlot[player] >= 0) {
          const rest = slot - lastSlot[player] - 1
          if (rest === 0) backToBack += 1
          if (rest === 0 && lastArena[player] > arena) lateToEarly += 1
          if (rest < REST_FLOOR) shortRests += 1
          minRest = Math.min(minRest, rest)
          restSum += rest
          rests += 1
        }
        lastSlot[player] = slot
        lastArena[player] = arena
        counts[player * arenas + arena] += 1
      }
    }),
  )
  let unbalanced = 0
  let maxSpread = 0
  for (let player = 0; player < playerCount; player += 1) {
    const own = counts.subarray(player * arenas, (player + 1) * arenas)
    const spread = Math.max(...own) - Math.min(...own)
    if (spread > 1) unbalanced += 1
    maxSpread = Math.max(maxSpread, spread)
  }
  return [backToBack, lateToEarly, shortRests, unbalanced, maxSpread, -minRest, rests === 0 ? 0 : -restSum / rests]
}

/**
 * The games of `lineups` (players 0..playerCount-1, in the one-arena running order; the balance may exchange players of
 * one slot's games in place) put in slots of `arenas` games: `slots[s][a]` is the game (index into lineups) arena a
 * plays in slot s, or EMPTY. No player is in two games of one slot. Each slot takes, one at a time, the game and arena
 * (a game among the first unplaced ones, a window; an arena still free in the slot) best by, in order: the fewest
 * players who played in the slot before; the fewest of those who played there in a later arena (late to early: tight
 * when staggered); the least rest short of the rest target (options.restShare); with options.arenasFirst, but for a
 * slot's first game, then: the fewest players the arena would leave unable to end
 * within one game of even over the arenas (ArenaTally.keepsEven); the fewest games those players have played there
 * beyond their least-played arena; the earliest game, the first arena (otherwise the earliest game before those two).
 * A slot's first game always fits, so every game is placed. Then evenOutArenas.
 */
export function packSlots(lineups: number[][], playerCount: number, arenas: number, options: PackOptions = PACKINGS[0]): number[][] {
  const totals = new Int32Array(playerCount)
  for (const lineup of lineups) for (const player of lineup) totals[player] += 1
  const tally = new ArenaTally(arenas, totals)
  const restTarget = Math.max(REST_FLOOR, Math.floor((Math.floor(playerCount / (CORNERS * arenas)) - 1) * options.restShare))
  const last = { slot: new Int32Array(playerCount).fill(-1 - restTarget - 1), arena: new Int32Array(playerCount).fill(EMPTY) }
  const remaining = lineups.map((_, game) => game)
  const window = WINDOW_PER_ARENA * arenas + WINDOW_EXTRA
  const slots: number[][] = []
  for (let slot = 0; remaining.length > 0; slot += 1) {
    const row = new Array<number>(arenas).fill(EMPTY)
    const seated = new Set<number>()
    for (let placed = 0; placed < arenas; placed += 1) {
      const best = bestPlacement(lineups, remaining.slice(0, window), row, seated, { slot, last, tally, restTarget, arenasFirst: options.arenasFirst })
      if (best === null) break
      const game = remaining.splice(best.position, 1)[0]
      row[best.arena] = game
      for (const player of lineups[game]) seated.add(player)
    }
    row.forEach((game, arena) => {
      if (game === EMPTY) return
      for (const player of lineups[game]) {
        last.slot[player] = slot
        last.arena[player] = arena
        tally.add(player, arena)
      }
    })
    slots.push(row)
  }
  evenOutArenas(slots, lineups, tally, playerCount)
  return slots
}

interface Filling {
  slot: number
  /** Each player's last slot and its arena. */
  last: { slot: Int32Array; arena: Int32Array }
  tally: ArenaTally
  restTarget: number
  arenasFirst: boolean
}

/** The best game (its position in `candidates`) and free arena of `row` for the slot being filled (see packSlots), or null when no game fits beside `seated`. */
function bestPlacement(lineups: readonly (readonly number[])[], candidates: readonly number[], row: readonly number[], seated: ReadonlySet<number>, { slot, last, tally, restTarget, arenasFirst }: Filling): { position: number; arena: number } | null {
  let best: { position: number; arena: number } | null = null
  let bestKey: number[] = []
  const orderFirst = !arenasFirst || seated.size === 0
  candidates.forEach((game, position) => {
    const lineup = lineups[game]
    if (lineup.some((player) => seated.has(player))) return
    let backToBack = 0
    let shortfall = 0
    for (const player of lineup) {
      const rest = slot - last.slot[player] - 1
      if (rest === 0) backToBack += 1
      shortfall += Math.max(0, restTarget - rest)
    }
    row.forEach((taken, arena) => {
      if (taken !== EMPTY) return
      let lateToEarly = 0
      let uneven = 0
      let lead = 0
      for (const player of lineup) {
        if (last.slot[player] === slot - 1 && last.arena[player] > arena) lateToEarly += 1
        if (!tally.keepsEven(player, arena)) uneven += 1
        lead += tally.lead(player, arena)
      }
      const key = orderFirst ? [backToBack, lateToEarly, shortfall, position, uneven, lead] : [backToBack, lateToEarly, shortfall, uneven, lead, position]
      if (best === null || isLess(key, bestKey)) {
        best = { position, arena }
        bestKey = key
      }
    })
  })
  return best
}

/** Whether key `a` comes strictly before key `b` (compared element by element, lower is better). */
function isLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] < b[i]
  return false
}
