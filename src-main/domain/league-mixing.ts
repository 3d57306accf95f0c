// Mixing a small field: a seeded local search that trades rest for a field where everyone meets more of the others (never split, at most two meetings per pair, fewest repeats).

import { REST_FLOOR } from './league-limits'
import { PairCounts, swapPlayers } from './league-pairings'
import type { Random } from './seeded-random'

/**
 * The search's cost is one number, lower is better, weighted in the order of the goals (docs/scheduling.md): a group
 * beyond one, then meetings of a pair beyond two (squared, so the most meetings of one pair come down first), then
 * back-to-back games, then meetings beyond the first, then rests of one game. The weights guide the search; the
 * schedule it answers is still ranked against the other candidates by the strict order of rateSchedule.
 */
export interface MixingWeights {
  group: number
  /** Per pair, times the square of its meetings beyond two. */
  overTwo: number
  /** Per meeting of a pair beyond the first. */
  repeat: number
  /** Per rest of 0 games (a back-to-back game) and of 1 game; 2 or more cost nothing. */
  restCost: readonly [number, number]
  /** Where the temperature starts (it falls geometrically to END_TEMPERATURE). */
  startTemperature: number
  /** Moves tried (a move takes a microsecond or two). */
  moves: number
}

/**
 * The mixing pass: a back-to-back game costs more than a repeated meeting (goal 3 before 4), a rest of 1 a little,
 * and the temperature starts at a meeting beyond two, so the search may still pass through them.
 */
export const MIXING: MixingWeights = { group: 5000, overTwo: 300, repeat: 100, restCost: [150, 2], startTemperature: 300, moves: 20_000 }
/**
 * The spacing pass, from the mixing pass's best: goals 1 and 2 weigh ten times more (the field stays joined, no pair
 * meets a third time to buy rest) and a back-to-back game outweighs several repeated meetings, as goal 3 outranks
 * goal 4 — the mixing pass's weights trade a back-to-back game for two repeats, which rateSchedule never does.
 */
export const SPACING: MixingWeights = { group: 50_000, overTwo: 3000, repeat: 100, restCost: [1000, 2], startTemperature: 300, moves: 60_000 }
/** The temperature falls geometrically to a fraction of a short rest. */
const END_TEMPERATURE = 0.3
/** Share of the moves that swap two players (the others swap the places of two games). */
const PLAYER_SWAP_SHARE = 0.8
const FLOOR = REST_FLOOR

/**
 * Simulated annealing over `lineups` (games in running order, each the players seated): a move swaps two players of
 * two games (each keeps k games, every game keeps its size, so the hard rules hold) or swaps the places of two games of
 * the same size (only rest changes). Answers the best lineups it met by its cost; `lineups` is not changed.
 * Deterministic for a given `random`.
 */
export function mixLineups(lineups: readonly number[][], playerCount: number, random: Random, weights: MixingWeights = MIXING): number[][] {
  const search = new MixingSearch(lineups, playerCount, weights)
  const moves = weights.moves
  const cooling = Math.pow(END_TEMPERATURE / weights.startTemperature, 1 / moves)
  const accepts = (before: number, after: number, temperature: number): boolean => after <= before || random() < Math.exp((before - after) / temperature)
  let temperature = weights.startTemperature
  let best = search.snapshot()
  let bestCost = search.cost()
  for (let move = 0; move < moves && bestCost > 0; move += 1, temperature *= cooling) {
    const before = search.cost()
    if (!(random() < PLAYER_SWAP_SHARE ? search.swapPlayers(random) : search.swapGames(random))) continue
    // Groups are recounted when a move may join two (a pair starts meeting while split), and otherwise only for a move
    // that passes on the rest of its cost: a pair that stops meeting can only add groups (a higher cost), so a move
    // refused without counting them would be refused with them too.
    search.recountIfJoined()
    if (!accepts(before, search.cost(), temperature) || (search.recountIfSplit() && !accepts(before, search.cost(), temperature))) {
      search.undo()
      continue
    }
    const after = search.cost()
    if (after < bestCost) {
      bestCost = after
      best = search.snapshot()
    }
  }
  return fewestBackToBack(best)
}

/** Up to this many games the running order with the fewest back-to-back games is found exactly (2^n · n² steps). */
const EXACT_ORDER_GAMES = 14

/**
 * The same games in the running order with the fewest back-to-back appearances (a player in two games in a row), each
 * game kept among the games of its size's places (the smaller games stay last): exact, by dynamic programming over
 * the sets of games placed, up to EXACT_ORDER_GAMES games; answers `lineups` itself when that order is no better.
 */
export function fewestBackToBack(lineups: number[][]): number[][] {
  const count = lineups.length
  if (count < 3) return lineups
  const overlap = lineups.map((a) => lineups.map((b) => a.filter((player) => b.includes(player)).length))
  const current = lineups.reduce((sum, _, game) => sum + (game > 0 ? overlap[game - 1][game] : 0), 0)
  if (current === 0) return lineups
  if (count > EXACT_ORDER_GAMES) return fewerBackToBack(lineups, overlap)
  const full = (1 << count) - 1
  const cost = new Float64Array((full + 1) * count).fill(Infinity)
  const from = new Int8Array((full + 1) * count).fill(-1)
  for (let game = 0; game < count; game += 1) if (lineups[game].length === lineups[0].length) cost[(1 << game) * count + game] = 0
  for (let mask = 1; mask <= full; mask += 1) {
    const place = popcount(mask)
    if (place >= count) continue
    for (let last = 0; last < count; last += 1) {
      const here = cost[mask * count + last]
      if (here === Infinity) continue
      for (let next = 0; next < count; next += 1) {
        if (mask & (1 << next) || lineups[next].length !== lineups[place].length) continue
        const index = (mask | (1 << next)) * count + next
        if (here + overlap[last][next] < cost[index]) {
          cost[index] = here + overlap[last][next]
          from[index] = last
        }
      }
    }
  }
  let last = 0
  for (let game = 1; game < count; game += 1) if (cost[full * count + game] < cost[full * count + last]) last = game
  if (cost[full * count + last] >= current) return lineups
  const order: number[] = []
  for (let mask = full; last !== -1; ) {
    order.push(last)
    const previous = from[mask * count + last]
    mask &= ~(1 << last)
    last = previous
  }
  return order.reverse().map((game) => lineups[game])
}

/**
 * Beyond EXACT_ORDER_GAMES games: a local search over the running order (deterministic, no randomness): moves one game
 * to another place, or reverses a stretch of games, whenever that lowers the back-to-back appearances, until no such
 * move is left. Only games of one size change places among themselves (the smaller games stay last); a move is taken
 * only when it strictly lowers the count, so the order answered is never worse than the one given.
 */
function fewerBackToBack(lineups: number[][], overlap: readonly number[][]): number[][] {
  const order = lineups.map((_, game) => game)
  const count = order.length
  const sizeOf = (place: number): number => lineups[order[place]].length
  // The places of each size form one stretch: [0, split) holds the larger games, [split, count) the smaller.
  let split = 1
  while (split < count && sizeOf(split) === sizeOf(0)) split += 1
  const link = (a: number, b: number): number => (a < 0 || b >= count ? 0 : overlap[order[a]][order[b]])
  const reverse = (from: number, to: number): void => {
    for (let i = from, j = to; i < j; i += 1, j -= 1) [order[i], order[j]] = [order[j], order[i]]
  }
  for (let improved = true; improved; ) {
    improved = false
    for (const [start, end] of [[0, split], [split, count]]) {
      for (let from = start; from < end; from += 1) {
        for (let to = from + 1; to < end; to += 1) {
          // Reversing places from..to changes only the links at its two ends.
          const reversal = link(from - 1, to) + link(from, to + 1) - link(from - 1, from) - link(to, to + 1)
          if (reversal < 0) {
            reverse(from, to)
            improved = true
            continue
          }
          // Moving the game at `from` to place `to` (the games between shift one place forward).
          const moved = link(from - 1, from + 1) + link(to, from) + link(from, to + 1) - link(from - 1, from) - link(from, from + 1) - link(to, to + 1)
          if (moved < 0) {
            const game = order[from]
            order.splice(from, 1)
            order.splice(to, 0, game)
            improved = true
          }
        }
      }
    }
  }
  return order.map((game) => lineups[game])
}

function popcount(mask: number): number {
  let bits = 0
  for (let rest = mask; rest !== 0; rest &= rest - 1) bits += 1
  return bits
}

class MixingSearch {
  private readonly lineups: number[][]
  private readonly pairs: PairCounts
  /** Each player's games in running order. */
  private readonly games: number[][]
  private readonly restCosts: Float64Array
  private readonly parent: Int32Array
  private pairCost = 0
  private restCost = 0
  private groups: number
  /** The last move, for undo: players a and b (both -1 when two games changed places), their games, the groups before. */
  private lastA = -1
  private lastFrom = -1
  private lastB = -1
  private lastTo = -1
  private lastGroups = 0
  /** Set by meet during one exchange: a pair stopped meeting, or started to. */
  private lostPair = false
  private newPair = false

  constructor(
    lineups: readonly number[][],
    private readonly playerCount: number,
    private readonly weights: MixingWeights,
  ) {
    this.lineups = lineups.map((lineup) => [...lineup])
    this.pairs = new PairCounts(playerCount)
    this.games = Array.from({ length: playerCount }, () => [])
    this.lineups.forEach((lineup, game) => {
      for (const player of lineup) this.games[player].push(game)
      for (let i = 0; i < lineup.length; i += 1) {
        for (let j = i + 1; j < lineup.length; j += 1) this.meet(lineup[i], lineup[j], 1)
      }
    })
    this.restCosts = new Float64Array(playerCount)
    for (let player = 0; player < playerCount; player += 1) this.updateRest(player)
    this.parent = new Int32Array(playerCount)
    this.groups = this.countGroups()
  }

  cost(): number {
    return (this.groups - 1) * this.weights.group + this.pairCost + this.restCost
  }

  /** After a move: recounts the groups if it may have joined two (a pair started meeting while the field is split). */
  recountIfJoined(): void {
    if (!this.newPair || this.groups === 1) return
    this.groups = this.countGroups()
    this.newPair = this.lostPair = false
  }

  /** After a move: recounts the groups if it may have split one (a pair stopped meeting); answers whether they changed. */
  recountIfSplit(): boolean {
    if (!this.lostPair) return false
    this.groups = this.countGroups()
    this.lostPair = false
    return this.groups !== this.lastGroups
  }

  snapshot(): number[][] {
    return this.lineups.map((lineup) => [...lineup])
  }

  /** Swaps a random player of one game with a random player of another; answers false (and does nothing) if not allowed. */
  swapPlayers(random: Random): boolean {
    const count = this.lineups.length
    const from = Math.floor(random() * count)
    const other = Math.floor(random() * (count - 1))
    const to = other >= from ? other + 1 : other
    if (to >= count) return false
    const a = this.lineups[from][Math.floor(random() * this.lineups[from].length)]
    const b = this.lineups[to][Math.floor(random() * this.lineups[to].length)]
    if (this.lineups[to].includes(a) || this.lineups[from].includes(b)) return false
    this.remember(a, from, b, to)
    this.exchange(a, from, b, to)
    return true
  }

  /** Swaps the places of two random games of the same size; answers false (and does nothing) if not allowed. */
  swapGames(random: Random): boolean {
    const count = this.lineups.length
    const x = Math.floor(random() * count)
    const y = Math.floor(random() * count)
    if (x === y || this.lineups[x].length !== this.lineups[y].length) return false
    this.remember(-1, x, -1, y)
    this.lostPair = false
    this.newPair = false
    this.exchangeGames(x, y)
    return true
  }

  /** Takes back the last move. */
  undo(): void {
    if (this.lastA === -1) this.exchangeGames(this.lastFrom, this.lastTo)
    else this.exchange(this.lastB, this.lastFrom, this.lastA, this.lastTo)
    this.groups = this.lastGroups
  }

  private remember(a: number, from: number, b: number, to: number): void {
    this.lastA = a
    this.lastFrom = from
    this.lastB = b
    this.lastTo = to
    this.lastGroups = this.groups
  }

  /** Player `a` leaves game `from` for game `to`, player `b` leaves `to` for `from`. */
  private exchange(a: number, from: number, b: number, to: number): void {
    this.lostPair = false
    this.newPair = false
    swapPlayers(this.lineups, a, from, b, to, (x, y, delta) => this.meet(x, y, delta))
    this.moveGame(a, from, to)
    this.moveGame(b, to, from)
  }

  private exchangeGames(x: number, y: number): void {
    const first = this.lineups[x]
    const second = this.lineups[y]
    for (const player of first) this.moveGame(player, x, y)
    for (const player of second) this.moveGame(player, y, x)
    this.lineups[x] = second
    this.lineups[y] = first
  }

  /** Changes how often a and b met, noting a pair that stops or starts meeting (groups may change). */
  private meet(a: number, b: number, delta: number): void {
    const met = this.pairs.get(a, b)
    this.pairCost += pairTerm(met + delta, this.weights) - pairTerm(met, this.weights)
    this.pairs.add(a, b, delta)
    if (met + delta === 0) this.lostPair = true
    if (met === 0) this.newPair = true
  }

  /** The groups of players joined by games: union–find over the lineups, in a buffer kept between calls. */
  private countGroups(): number {
    const parent = this.parent
    for (let player = 0; player < this.playerCount; player += 1) parent[player] = player
    let groups = this.playerCount
    for (const lineup of this.lineups) {
      let first = lineup[0]
      while (parent[first] !== first) first = parent[first]
      for (let i = 1; i < lineup.length; i += 1) {
        let other = lineup[i]
        while (parent[other] !== other) other = parent[other]
        if (other === first) continue
        parent[other] = first
        groups -= 1
      }
    }
    return groups
  }

  /** The player's game `from` becomes `to`, keeping their games in running order. */
  private moveGame(player: number, from: number, to: number): void {
    const games = this.games[player]
    let i = games.indexOf(from)
    games[i] = to
    while (i > 0 && games[i - 1] > to) {
      games[i] = games[i - 1]
      i -= 1
    }
    while (i < games.length - 1 && games[i + 1] < to) {
      games[i] = games[i + 1]
      i += 1
    }
    games[i] = to
    this.updateRest(player)
  }

  private updateRest(player: number): void {
    const games = this.games[player]
    let cost = 0
    for (let i = 1; i < games.length; i += 1) {
      const rest = games[i] - games[i - 1] - 1
      if (rest < FLOOR) cost += this.weights.restCost[rest] ?? 0
    }
    this.restCost += cost - this.restCosts[player]
    this.restCosts[player] = cost
  }
}

/** The cost of a pair that meets `met` times: each meeting beyond the first, and the square of those beyond the second. */
function pairTerm(met: number, weights: MixingWeights): number {
  if (met <= 1) return 0
  return (met - 1) * weights.repeat + Math.max(0, met - 2) ** 2 * weights.overTwo
}
