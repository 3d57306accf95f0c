// Fewer repeated pairings after the fill: swaps players between games where that lowers the pairing cost without shortening rest below a limit.

import { REST_FLOOR } from './league-limits'
import { PairCounts, pairingCost } from './league-pairings'
import { CORNERS } from './league-seating'

/** Passes of the swap improvement over all games (each pass tries every repeated pairing once). */
const IMPROVEMENT_PASSES = 6

interface Swap {
  /** Player `mover` leaves game `from` for game `to`, where `partner` leaves `to` for `from`. */
  mover: number
  from: number
  partner: number
  to: number
  /** Change of the total pairing cost (negative: better). */
  pairing: number
  /** The shortest rest the swap creates for either player. */
  rest: number
}

/**
 * Local improvement after the greedy fill, which tends to leave a few repeated pairings among the players it seats
 * last. For each pair that meets more than once, the best swap of one of the two with a player of another game is
 * applied when it lowers the pairing cost without giving anyone a rest shorter than the schedule's shortest (or the
 * floor): every player keeps k games, game sizes stay, so the hard rules hold and rest does not get worse.
 */
export function improvePairings(lineups: number[][], playerCount: number): void {
  if (playerCount < CORNERS) return
  const pairs = new PairCounts(playerCount)
  lineups.forEach((lineup) => pairs.addGame(lineup))
  const appearances = appearancesOf(lineups, playerCount)
  for (const restLimit of relaxingRestLimits(Math.max(REST_FLOOR, Math.min(shortestRest(appearances), lineups.length)))) {
    for (let pass = 0; pass < IMPROVEMENT_PASSES; pass += 1) {
      if (!swapAwayRepeats(lineups, appearances, pairs, restLimit)) break
    }
  }
}

/**
 * The rest limits the improvement works down through: first the schedule's own shortest rest (no loss at all), then
 * about three quarters of the previous limit each time, down to the floor, so that a repeated pairing is removed at
 * the smallest cost in rest that does it (goal 2 outranks rest above the floor, but rest is still goal 1).
 */
function relaxingRestLimits(start: number): number[] {
  const limits = [start]
  while (limits[limits.length - 1] > REST_FLOOR) {
    const previous = limits[limits.length - 1]
    limits.push(Math.max(REST_FLOOR, Math.min(previous - 1, Math.floor((previous * 3) / 4))))
  }
  return limits
}

/** One pass over the games: for each repeated pairing met there, applies the best swap if any; answers whether any was. */
function swapAwayRepeats(lineups: number[][], appearances: number[][], pairs: PairCounts, restLimit: number): boolean {
  let improved = false
  for (let game = 0; game < lineups.length; game += 1) {
    for (const [a, b] of repeatedPairsIn(lineups[game], pairs)) {
      if (!lineups[game].includes(a) || !lineups[game].includes(b) || pairs.get(a, b) < 2) continue
      const swap = bestSwap(lineups, appearances, pairs, game, [a, b], restLimit)
      if (swap === null) continue
      applySwap(lineups, appearances, pairs, swap)
      improved = true
    }
  }
  return improved
}

function appearancesOf(lineups: readonly number[][], playerCount: number): number[][] {
  const appearances: number[][] = Array.from({ length: playerCount }, () => [])
  lineups.forEach((lineup, game) => lineup.forEach((player) => appearances[player].push(game)))
  return appearances
}

function shortestRest(appearances: readonly number[][]): number {
  let shortest = Infinity
  for (const games of appearances) for (let i = 1; i < games.length; i += 1) shortest = Math.min(shortest, games[i] - games[i - 1] - 1)
  return shortest
}

function repeatedPairsIn(lineup: readonly number[], pairs: PairCounts): Array<[number, number]> {
  const repeated: Array<[number, number]> = []
  for (let i = 0; i < lineup.length; i += 1) {
    for (let j = i + 1; j < lineup.length; j += 1) if (pairs.get(lineup[i], lineup[j]) > 1) repeated.push([lineup[i], lineup[j]])
  }
  return repeated
}

/** Of the swaps taking one of `movers` out of game `from` that lower the pairing cost, the one leaving the longest rest (then lowering it most), or null. */
function bestSwap(lineups: readonly number[][], appearances: readonly number[][], pairs: PairCounts, from: number, movers: readonly number[], restLimit: number): Swap | null {
  let best: Swap | null = null
  for (const mover of movers) {
    const [earliest, latest] = reachableGames(appearances[mover], from, restLimit, lineups.length)
    for (let to = earliest; to <= latest; to += 1) {
      if (to === from) continue
      const moverRest = restAfterMove(appearances[mover], from, to)
      for (const partner of lineups[to]) {
        if (lineups[from].includes(partner)) continue
        const rest = Math.min(moverRest, restAfterMove(appearances[partner], to, from))
        if (rest < restLimit) continue
        const pairing = swapPairingChange(lineups, pairs, mover, from, partner, to)
        if (pairing < 0 && (best === null || rest > best.rest || (rest === best.rest && pairing < best.pairing))) {
          best = { mover, from, partner, to, pairing, rest }
        }
      }
    }
  }
  return best
}

/** The games a player may move to from `from` without passing another of their games or resting less than `restLimit`. */
function reachableGames(games: readonly number[], from: number, restLimit: number, gameCount: number): [number, number] {
  const position = games.indexOf(from)
  const before = position > 0 ? games[position - 1] : -Infinity
  const after = position < games.length - 1 ? games[position + 1] : Infinity
  return [Math.max(0, before + restLimit + 1), Math.min(gameCount - 1, after - restLimit - 1)]
}

/** The shorter of the two rests around game `to` for a player who plays `games` and moves from `from` to `to`. */
function restAfterMove(games: readonly number[], from: number, to: number): number {
  let before = -1
  let after = Infinity
  for (const game of games) {
    if (game === from) continue
    if (game < to) before = Math.max(before, game)
    else after = Math.min(after, game)
  }
  return Math.min(before < 0 ? Infinity : to - before - 1, after - to - 1)
}

/** How the total pairing cost changes when `mover` (in `from`) and `partner` (in `to`) change places. */
function swapPairingChange(lineups: readonly number[][], pairs: PairCounts, mover: number, from: number, partner: number, to: number): number {
  let change = 0
  const step = (a: number, b: number, delta: number): number => totalPairingCost(pairs.get(a, b) + delta) - totalPairingCost(pairs.get(a, b))
  for (const other of lineups[from]) {
    if (other === mover || lineups[to].includes(other)) continue
    change += step(mover, other, -1) + step(partner, other, 1)
  }
  for (const other of lineups[to]) {
    if (other === partner || lineups[from].includes(other)) continue
    change += step(partner, other, -1) + step(mover, other, 1)
  }
  return change
}

/** The cost of a pair that has met `met` times in all: pairingCost summed over its meetings. */
function totalPairingCost(met: number): number {
  let cost = 0
  for (let meeting = 0; meeting < met; meeting += 1) cost += pairingCost(meeting)
  return cost
}

function applySwap(lineups: number[][], appearances: number[][], pairs: PairCounts, { mover, from, partner, to }: Swap): void {
  const move = (player: number, source: number, target: number): void => {
    for (const other of lineups[source]) if (other !== player) pairs.add(player, other, -1)
    lineups[source] = lineups[source].filter((each) => each !== player)
    for (const other of lineups[target]) pairs.add(player, other, 1)
    lineups[target].push(player)
    appearances[player] = appearances[player].map((game) => (game === source ? target : game)).sort((x, y) => x - y)
  }
  move(mover, from, to)
  move(partner, to, from)
}
