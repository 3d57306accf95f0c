// Who plays in which game: the game sizes, and the two ways of filling the games with players (greedy by rest and pairings, and in turn).

import { MAX_GAMES_PER_PLAYER, REST_FLOOR } from './league-limits'
import { PairCounts, pairingCost } from './league-pairings'
import { CORNERS } from './league-seating'
import { shuffledIndices, type Random } from './seeded-random'

/**
 * A lineup's score is one number, lower is better: rest shortfall (at most 8 games) above pairing cost (at most 6 · 8^9)
 * above the players' places in the pool (at most 4 · 30), each weight clear of everything below it.
 */
const SHORTFALL_WEIGHT = 1e13
const PAIRING_WEIGHT = 1e3

/**
 * How many players each game seats, in running order: ceil(n·k/4) games (k games when n < 4, each with all n players),
 * sizes as even as possible so that no game has two empty corners while a fuller arrangement exists; the smaller games
 * come last, where fewer players still need a game.
 */
export function gameSizes(playerCount: number, gamesPerPlayer: number): number[] {
  const slots = playerCount * gamesPerPlayer
  const count = Math.max(gamesPerPlayer, Math.ceil(slots / CORNERS))
  const base = Math.floor(slots / count)
  const larger = slots - base * count
  return Array.from({ length: count }, (_, game) => (game < larger ? base + 1 : base))
}

interface FillState {
  /** Games each player still has to play. */
  need: Int32Array
  /** Index of each player's latest game, -1 before the first. */
  last: Int32Array
  /** Breaks ties between equally rested players. */
  random: Random
  pairs: PairCounts
}

/**
 * Builds the games one by one: each game is the best lineup of `sizes[game]` players among the `window` players
 * rested longest (plus any player who needs every remaining game), scored by rest below the floor, then repeated
 * pairings, then how long its players have waited.
 */
export function fillGamesGreedily(playerCount: number, k: number, sizes: readonly number[], window: number, random: Random): number[][] {
  if (playerCount < CORNERS) return sizes.map(() => Array.from({ length: playerCount }, (_, index) => index))
  const state: FillState = {
    need: new Int32Array(playerCount).fill(k),
    last: new Int32Array(playerCount).fill(-1),
    random,
    pairs: new PairCounts(playerCount),
  }
  const lineups: number[][] = []
  for (let game = 0; game < sizes.length; game += 1) {
    const lineup = bestLineup(state, game, sizes.length - game, sizes[game], window)
    for (const player of lineup) {
      state.need[player] -= 1
      state.last[player] = game
    }
    state.pairs.addGame(lineup)
    lineups.push(lineup)
  }
  return lineups
}

/**
 * The safe candidate (restart 0): the players in a seeded order, k times over, cut into games. Two appearances of a
 * player are n slots apart, so at least floor(n/4) - 1 games lie between them: rest ≥ 2 for every n ≥ 12, whatever
 * the pairings. Keeping it among the candidates makes that rest a guarantee, not a hope.
 */
export function fillGamesInTurn(playerCount: number, k: number, sizes: readonly number[], random: Random): number[][] {
  if (playerCount < CORNERS) return sizes.map(() => Array.from({ length: playerCount }, (_, index) => index))
  const order = shuffledIndices(playerCount, random)
  let slot = 0
  return sizes.map((size) => Array.from({ length: size }, () => order[slot++ % playerCount]))
}

/**
 * The players this game is chosen from: every player who needs as many games as remain (they must play now), and the
 * `window` longest-rested of the others (never played counts as rested longest; then most games needed; then at
 * random, drawn afresh for every game so that the players of one game scatter), longest rested first.
 */
function candidatePool(state: FillState, gamesLeft: number, window: number): { forced: number[]; rested: number[] } {
  const forced: number[] = []
  const rested: number[] = []
  const keys: number[] = []
  for (let player = 0; player < state.need.length; player += 1) {
    const need = state.need[player]
    if (need === 0) continue
    if (need === gamesLeft) {
      forced.push(player)
      continue
    }
    const key = (state.last[player] + 1) * 32 + (MAX_GAMES_PER_PLAYER - need) + state.random()
    if (rested.length === window && key >= keys[window - 1]) continue
    let position = Math.min(rested.length, window - 1)
    while (position > 0 && keys[position - 1] > key) {
      keys[position] = keys[position - 1]
      rested[position] = rested[position - 1]
      position -= 1
    }
    keys[position] = key
    rested[position] = player
  }
  return { forced, rested: rested.slice(0, Math.max(0, window - forced.length)) }
}

/**
 * The lineup for game `game`: the best `size` players of the pool by rest below the floor, then pairing cost, then
 * places in the pool, found by branch and bound. Seating every forced player keeps the fill feasible: with every game
 * seating 3 or 4 (n ≥ 4), "nobody needs more games than remain" is all the Gale–Ryser condition asks.
 */
function bestLineup(state: FillState, game: number, gamesLeft: number, size: number, window: number): number[] {
  const { forced, rested } = candidatePool(state, gamesLeft, window)
  const pool = [...forced, ...rested]
  const single = pool.map((player, position) => restShortfall(state, player, game) * SHORTFALL_WEIGHT + position)
  const pairCost = pool.map((a) => pool.map((b) => pairingCost(state.pairs.get(a, b)) * PAIRING_WEIGHT))
  const chosen = forced.map((_, position) => position)
  const base = chosen.reduce((score, member, i) => score + single[member] + chosen.slice(0, i).reduce((sum, other) => sum + pairCost[member][other], 0), 0)
  let bestScore = Infinity
  let best: number[] = []
  const extend = (from: number, score: number): void => {
    if (score >= bestScore) return
    if (chosen.length === size) {
      bestScore = score
      best = chosen.map((position) => pool[position])
      return
    }
    for (let candidate = from; candidate <= pool.length - (size - chosen.length); candidate += 1) {
      let added = single[candidate]
      for (const member of chosen) added += pairCost[member][candidate]
      chosen.push(candidate)
      extend(candidate + 1, score + added)
      chosen.pop()
    }
  }
  extend(forced.length, base)
  if (best.length !== size) throw new Error(`league schedule: no lineup of ${size} for game ${game + 1}`)
  return best
}

/** How many games short of the rest floor this player would be if seated in `game`. */
function restShortfall(state: FillState, player: number, game: number): number {
  if (state.last[player] < 0) return 0
  return Math.max(0, REST_FLOOR - (game - state.last[player] - 1))
}
