// Mixing a small field without any back-to-back game: a seeded tabu search that never seats a player in two games in a row and moves the players of pairs meeting more than twice until none does.

import { PairCounts, swapPlayers } from './league-pairings'
import type { Random } from './seeded-random'

/** A pair's cost: each meeting beyond two outweighs every repeat, each meeting beyond the first counts one. */
const OVER_TWO = 1000
/**
 * The work allowed, in moves weighed (a step weighs every allowed move of the players of pairs meeting more than
 * twice: a few hundred, about 0.2 µs each). Counted, not timed, so the same request always gives the same schedule.
 */
export const RESTED_MOVES = 400_000
/** A player moved out of a game may not go back to it for this many steps, plus up to TENURE_SPREAD more at random. */
const TENURE = 8
const TENURE_SPREAD = 6

/**
 * From `lineups` (games in running order, nobody in two games in a row — the "in turn" fill is), swaps players between
 * games, never seating anybody in two consecutive games, until no pair meets more than twice: each step takes the
 * best move (fewest meetings beyond two, then fewest repeats; ties drawn at random) of a player in a pair meeting more
 * than twice — a swap with a player of another game, so every game keeps its size and every player k games — except
 * moves back into a game left in the last few steps unless they reach a new best. Answers the lineups once no pair
 * meets more than twice (null when `lineups` has a back-to-back game or `moves` run out first) and the moves weighed.
 * Deterministic for a given `random`.
 */
export function mixWithoutBackToBack(lineups: readonly number[][], playerCount: number, random: Random, moves = RESTED_MOVES): { lineups: number[][] | null; weighed: number } {
  const search = new RestedSearch(lineups, playerCount)
  if (search.hasBackToBack()) return { lineups: null, weighed: 0 }
  for (let step = 0; search.overTwo() > 0; step += 1) {
    if (search.weighed >= moves || !search.step(step, random)) return { lineups: null, weighed: search.weighed }
  }
  return { lineups: search.snapshot(), weighed: search.weighed }
}

class RestedSearch {
  private readonly lineups: number[][]
  private readonly pairs: PairCounts
  /** inGame[player · games + game]: whether the player plays that game. */
  private readonly inGame: Uint8Array
  /** tabu[player · games + game]: the step until which the player may not go back into that game. */
  private readonly tabu: Int32Array
  private readonly gameCount: number
  /** Moves weighed so far. */
  weighed = 0
  private cost = 0
  private over = 0
  private bestCost = Infinity

  constructor(
    lineups: readonly number[][],
    playerCount: number,
  ) {
    this.lineups = lineups.map((lineup) => [...lineup])
    this.gameCount = lineups.length
    this.pairs = new PairCounts(playerCount)
    this.inGame = new Uint8Array(playerCount * this.gameCount)
    this.tabu = new Int32Array(playerCount * this.gameCount)
    this.lineups.forEach((lineup, game) => {
      for (const player of lineup) this.inGame[player * this.gameCount + game] = 1
      for (let i = 0; i < lineup.length; i += 1) for (let j = i + 1; j < lineup.length; j += 1) this.meet(lineup[i], lineup[j], 1)
    })
  }

  hasBackToBack(): boolean {
    for (let game = 1; game < this.gameCount; game += 1) if (this.lineups[game].some((player) => this.plays(player, game - 1))) return true
    return false
  }

  /** How many meetings beyond two, over all pairs. */
  overTwo(): number {
    return this.over
  }

  snapshot(): number[][] {
    return this.lineups.map((lineup) => [...lineup])
  }

  /** One step: the best allowed move of a player in a pair meeting more than twice (ties drawn at random); false if none is allowed. */
  step(step: number, random: Random): boolean {
    let bestDelta = Infinity
    let ties = 0
    let chosen: [number, number, number, number] | null = null
    for (let game = 0; game < this.gameCount; game += 1) {
      const lineup = this.lineups[game]
      for (const a of lineup) {
        if (!lineup.some((other) => other !== a && this.pairs.get(a, other) > 2)) continue
        for (let target = 0; target < this.gameCount; target += 1) {
          if (target === game || this.plays(a, target) || !this.mayJoin(a, game, target)) continue
          for (const b of this.lineups[target]) {
            if (this.plays(b, game) || !this.mayJoin(b, target, game)) continue
            const delta = this.swapDelta(a, game, b, target)
            this.weighed += 1
            const tabu = this.tabu[a * this.gameCount + target] > step || this.tabu[b * this.gameCount + game] > step
            if (tabu && this.cost + delta >= this.bestCost) continue
            if (delta < bestDelta) {
              bestDelta = delta
              ties = 1
              chosen = [a, game, b, target]
            } else if (delta === bestDelta) {
              ties += 1
              if (random() * ties < 1) chosen = [a, game, b, target]
            }
          }
        }
      }
    }
    if (chosen === null) return false
    const [a, game, b, target] = chosen
    this.exchange(a, game, b, target)
    this.tabu[a * this.gameCount + game] = step + TENURE + Math.floor(random() * TENURE_SPREAD)
    this.tabu[b * this.gameCount + target] = step + TENURE + Math.floor(random() * TENURE_SPREAD)
    this.bestCost = Math.min(this.bestCost, this.cost)
    return true
  }

  private plays(player: number, game: number): boolean {
    return game >= 0 && game < this.gameCount && this.inGame[player * this.gameCount + game] === 1
  }

  /** Whether `player`, leaving game `from`, may join `to` without playing a game next to it. */
  private mayJoin(player: number, from: number, to: number): boolean {
    return (to - 1 === from || !this.plays(player, to - 1)) && (to + 1 === from || !this.plays(player, to + 1))
  }

  /** The change of cost if `a` left `from` for `to` and `b` left `to` for `from`. */
  private swapDelta(a: number, from: number, b: number, to: number): number {
    let delta = 0
    for (const other of this.lineups[from]) {
      if (other === a) continue
      delta += pairCost(this.pairs.get(a, other) - 1) - pairCost(this.pairs.get(a, other))
      delta += pairCost(this.pairs.get(b, other) + 1) - pairCost(this.pairs.get(b, other))
    }
    for (const other of this.lineups[to]) {
      if (other === b) continue
      delta += pairCost(this.pairs.get(b, other) - 1) - pairCost(this.pairs.get(b, other))
      delta += pairCost(this.pairs.get(a, other) + 1) - pairCost(this.pairs.get(a, other))
    }
    return delta
  }

  private exchange(a: number, from: number, b: number, to: number): void {
    swapPlayers(this.lineups, a, from, b, to, (x, y, delta) => this.meet(x, y, delta))
    this.inGame[a * this.gameCount + from] = 0
    this.inGame[a * this.gameCount + to] = 1
    this.inGame[b * this.gameCount + to] = 0
    this.inGame[b * this.gameCount + from] = 1
  }

  private meet(a: number, b: number, delta: number): void {
    const met = this.pairs.get(a, b)
    this.cost += pairCost(met + delta) - pairCost(met)
    this.over += Math.max(0, met + delta - 2) - Math.max(0, met - 2)
    this.pairs.add(a, b, delta)
  }
}

function pairCost(met: number): number {
  return Math.max(0, met - 2) * OVER_TWO + Math.max(0, met - 1)
}
