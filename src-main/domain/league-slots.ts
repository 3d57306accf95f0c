// The league schedule across several arenas: the games put in slots (the arenas' games of one slot start together, or
// staggered), never a player in two arenas of one slot, rest counted in slots, and each player's games spread evenly
// over the arenas.

import { assignCorners } from './league-corners'
import { REST_FLOOR } from './league-limits'
import { PairCounts, swapPlayers } from './league-pairings'
import { scheduleQuality, type ScheduleQuality } from './league-quality'
import { generateLeagueSchedule, type ScheduleRequest } from './league-schedule'
import { NO_PLAYER, type ScheduledGame } from './league-seating'

/** Where a game of the schedule is played: its slot (0-based, in time order) and its arena (0-based position in the arenas asked for). */
export interface ArenaPlacement {
  slot: number
  arena: number
}

/** The most arenas a schedule is spread over (the balance tries every assignment of a slot's games to its arenas: 8! at most). */
export const MAX_ARENAS = 8

/**
 * How many of the first games not yet placed (in the one-arena running order) a slot chooses from: enough to find games
 * without a shared player and with rested players, few enough to keep the running order's rest and its smaller games last.
 */
const WINDOW_PER_ARENA = 4
const WINDOW_EXTRA = 4
/** Passes of the arena balance over every slot (each pass tries every swap of two arenas' games in each slot). */
const BALANCE_PASSES = 20

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
  const slots = packSlots(lineups, players.length, arenas)
  const inOrder: number[][] = []
  const placements: ArenaPlacement[] = []
  slots.forEach((slot, index) =>
    slot.forEach((game, arena) => {
      if (game === EMPTY) return
      inOrder.push(lineups[game])
      placements.push({ slot: index, arena })
    }),
  )
  // Seated again: the balance may have moved players between the games of a slot (colours stay as even, by construction).
  const ordered = assignCorners(inOrder, players.length).map((seating) => ({ corners: seating.map((index) => (index === NO_PLAYER ? null : players[index])) }))
  return { games: ordered, placements, quality: scheduleQuality(ordered, players, request.gamesPerPlayer, { placements, arenas }) }
}

/** An arena without a game in a slot (only where no game left fits beside the slot's others). */
export const EMPTY = -1

/**
 * The games of `lineups` (players 0..playerCount-1, in the one-arena running order; the balance may exchange players of
 * one slot's games in place) put in slots of `arenas` games:
 * `slots[s][a]` is the game (index into lineups) arena a plays in slot s, or EMPTY. No player is in two games of one
 * slot. Each slot takes, one at a time, the game among the first unplaced ones (a window) with the fewest players who
 * played in the slot before, then the fewest rested less than REST_FLOOR slots, then the earliest; a slot's first game
 * always fits, so every game is placed. Then the slot's games go to the arenas where their players have played least.
 */
export function packSlots(lineups: number[][], playerCount: number, arenas: number): number[][] {
  const remaining = lineups.map((_, game) => game)
  const lastSlot = new Int32Array(playerCount).fill(-1 - REST_FLOOR - 1)
  const arenaCounts = new Int32Array(playerCount * arenas)
  const window = WINDOW_PER_ARENA * arenas + WINDOW_EXTRA
  const slots: number[][] = []
  for (let slot = 0; remaining.length > 0; slot += 1) {
    const seated = new Set<number>()
    const chosen: number[] = []
    while (chosen.length < arenas) {
      const position = bestFit(lineups, remaining, Math.min(window, remaining.length), seated, lastSlot, slot)
      if (position < 0) break
      const game = remaining.splice(position, 1)[0]
      chosen.push(game)
      for (const player of lineups[game]) seated.add(player)
    }
    for (const game of chosen) for (const player of lineups[game]) lastSlot[player] = slot
    const onArenas = balancedArenas(chosen.map((game) => lineups[game]), arenaCounts, arenas)
    const row = new Array<number>(arenas).fill(EMPTY)
    chosen.forEach((game, i) => {
      row[onArenas[i]] = game
      for (const player of lineups[game]) arenaCounts[player * arenas + onArenas[i]] += 1
    })
    slots.push(row)
  }
  balanceArenas(slots, lineups, arenaCounts, arenas)
  exchangeForBalance(slots, lineups, arenaCounts, arenas, playerCount)
  return slots
}

/**
 * Evens out the arenas further by exchanging two players of two games of one slot (so both stay in that slot: rest and
 * the slot rule hold) where that lowers the sum of squares of their games per arena and costs no pairing: no pair meets
 * a third time, no more pairs meet twice, no more pairs never meet.
 */
function exchangeForBalance(slots: readonly number[][], lineups: number[][], counts: Int32Array, arenas: number, playerCount: number): void {
  const pairs = new PairCounts(playerCount)
  for (const lineup of lineups) pairs.addGame(lineup)
  const arenaChange = (player: number, from: number, to: number): number => squaresChange(counts, arenas, player, from, to)
  /** Whether `p` leaving `others` for `joined`, and `q` the other way, costs no pairing (see above). */
  const pairingHolds = (p: number, q: number, left: readonly number[], joined: readonly number[]): boolean => {
    let neverMet = 0
    let repeated = 0
    const lose = (a: number, b: number): void => {
      const met = pairs.get(a, b)
      if (met === 1) neverMet += 1
      if (met === 2) repeated -= 1
    }
    const gain = (a: number, b: number): boolean => {
      const met = pairs.get(a, b)
      if (met === 0) neverMet -= 1
      if (met === 1) repeated += 1
      return met < 2
    }
    for (const other of left) if (other !== p) lose(p, other)
    for (const other of joined) if (other !== q) lose(q, other)
    for (const other of left) if (other !== p && !gain(q, other)) return false
    for (const other of joined) if (other !== q && !gain(p, other)) return false
    return neverMet <= 0 && repeated <= 0
  }
  untilNoChange(slots, arenas, (row, a, b) => {
    if (row[a] === EMPTY || row[b] === EMPTY) return false
    const [first, second] = [lineups[row[a]], lineups[row[b]]]
    let improved = false
    for (let i = 0; i < first.length; i += 1) {
      for (let j = 0; j < second.length; j += 1) {
        const [p, q] = [first[i], second[j]]
        if (arenaChange(p, a, b) + arenaChange(q, b, a) >= 0 || !pairingHolds(p, q, first, second)) continue
        swapPlayers(lineups, p, row[a], q, row[b], (x, y, delta) => pairs.add(x, y, delta))
        moveCount(counts, arenas, p, a, b)
        moveCount(counts, arenas, q, b, a)
        improved = true
      }
    }
    return improved
  })
}

/** How the sum of squares of `player`'s games per arena changes when one of them moves from arena `from` to `to`. */
function squaresChange(counts: Int32Array, arenas: number, player: number, from: number, to: number): number {
  return 2 * (counts[player * arenas + to] - counts[player * arenas + from] + 1)
}

function moveCount(counts: Int32Array, arenas: number, player: number, from: number, to: number): void {
  counts[player * arenas + from] -= 1
  counts[player * arenas + to] += 1
}

/** Visits every two arenas a < b of every slot, pass after pass (at most BALANCE_PASSES), until no visit changes anything. */
function untilNoChange(slots: readonly number[][], arenas: number, visit: (row: number[], a: number, b: number) => boolean): void {
  for (let pass = 0; pass < BALANCE_PASSES; pass += 1) {
    let improved = false
    for (const row of slots) {
      for (let a = 0; a < arenas; a += 1) for (let b = a + 1; b < arenas; b += 1) if (visit(row, a, b)) improved = true
    }
    if (!improved) return
  }
}

/**
 * Evens out each player's games over the arenas: swaps the arenas of two games of one slot (or moves a game to an arena
 * idle in its slot) while that lowers the sum over players of their games' squares per arena. The slots stay as they
 * are, so nobody is in two games of a slot and rest does not change.
 */
function balanceArenas(slots: number[][], lineups: readonly (readonly number[])[], counts: Int32Array, arenas: number): void {
  const moveCost = (game: number, from: number, to: number): number => (game === EMPTY ? 0 : lineups[game].reduce((sum, player) => sum + squaresChange(counts, arenas, player, from, to), 0))
  const move = (game: number, from: number, to: number): void => {
    if (game !== EMPTY) for (const player of lineups[game]) moveCount(counts, arenas, player, from, to)
  }
  untilNoChange(slots, arenas, (row, a, b) => {
    const [first, second] = [row[a], row[b]]
    // Two games never share a player (one slot), so their changes add up.
    if (moveCost(first, a, b) + moveCost(second, b, a) >= 0) return false
    move(first, a, b)
    move(second, b, a)
    ;[row[a], row[b]] = [second, first]
    return true
  })
}

/** The position in `remaining` (among the first `window`) of the best game for `slot` with no player in `seated`, or -1. */
function bestFit(lineups: readonly (readonly number[])[], remaining: readonly number[], window: number, seated: ReadonlySet<number>, lastSlot: Int32Array, slot: number): number {
  let best = -1
  let bestKey = [Infinity, Infinity]
  for (let position = 0; position < window; position += 1) {
    const lineup = lineups[remaining[position]]
    if (lineup.some((player) => seated.has(player))) continue
    let backToBack = 0
    let shortfall = 0
    for (const player of lineup) {
      const rest = slot - lastSlot[player] - 1
      if (rest === 0) backToBack += 1
      shortfall += Math.max(0, REST_FLOOR - rest)
    }
    if (backToBack < bestKey[0] || (backToBack === bestKey[0] && shortfall < bestKey[1])) {
      best = position
      bestKey = [backToBack, shortfall]
    }
  }
  return best
}

/**
 * The arena for each of a slot's games (distinct, 0..arenas-1): of every assignment, the one seating players where they
 * have played least (the sum of their counts there), the first such in order. Answers the arena of each game.
 */
export function balancedArenas(lineups: readonly (readonly number[])[], counts: Int32Array, arenas: number): number[] {
  const cost = lineups.map((lineup) => Array.from({ length: arenas }, (_, arena) => lineup.reduce((sum, player) => sum + counts[player * arenas + arena], 0)))
  let best: number[] = []
  let bestCost = Infinity
  const taken = new Array<boolean>(arenas).fill(false)
  const current: number[] = []
  const extend = (sum: number): void => {
    if (sum >= bestCost) return
    if (current.length === lineups.length) {
      best = [...current]
      bestCost = sum
      return
    }
    for (let arena = 0; arena < arenas; arena += 1) {
      if (taken[arena]) continue
      taken[arena] = true
      current.push(arena)
      extend(sum + cost[current.length - 1][arena])
      current.pop()
      taken[arena] = false
    }
  }
  extend(0)
  return best
}
