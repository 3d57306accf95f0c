// League schedule generator, pure and seeded: every player plays k games of four corners, rested long, meeting new opponents, in every colour.

export interface ScheduleRequest {
  /** User ids, distinct. Their order does not matter: the schedule depends on the set. */
  players: readonly number[]
  /** k, 1..20: how many games every player plays. */
  gamesPerPlayer: number
  /** Any safe integer; the same request and seed give the same schedule. */
  seed: number
}

export interface ScheduledGame {
  /** Length 4: index 0 red, 1 yellow, 2 green, 3 blue; null = empty corner. */
  corners: Array<number | null>
}

export interface ScheduleQuality {
  games: number
  players: number
  games_per_player: number
  /** Fewest games between two appearances of the same player (null if nobody plays twice). */
  min_rest: number | null
  mean_rest: number | null
  /** Most games any two players share. */
  max_repeat_pairing: number
  /** Number of player pairs that meet more than once. */
  repeat_pairings: number
  /** Fewest different corner colours any player gets. */
  min_colours: number
  /** Most times any player plays in the same colour. */
  max_same_colour: number
  empty_corners: number
}

export const MAX_GAMES_PER_PLAYER = 20
/** Pair counts take n² memory; 1000 players × 20 games (far beyond any league) take about a second. */
export const MAX_PLAYERS = 1000
/** Goal 1's floor: at least this many games between two appearances of a player whenever the numbers allow. */
export const REST_FLOOR = 2

const CORNERS = 4
const NO_PLAYER = -1
/** Candidate windows (how many of the longest-rested players a game is chosen from), one per restart in turn. */
const WINDOWS = [12, 16, 20, 24]
/**
 * Restarts keep the best schedule: as many as fit in RESTART_SLOT_BUDGET player-games (8 for 200 players × 8 games,
 * ~0.1 s), between 3 and 24. Above LARGE_SLOTS the "in turn" candidate is only improved when it is needed.
 */
const RESTART_SLOT_BUDGET = 12_800
const MIN_RESTARTS = 3
const MAX_RESTARTS = 24
const LARGE_SLOTS = 600
/**
 * A lineup's score is one number, lower is better: rest shortfall (at most 8 games) above pairing cost (at most 6 · 8^9)
 * above the players' places in the pool (at most 4 · 30), each weight clear of everything below it.
 */
const SHORTFALL_WEIGHT = 1e13
const PAIRING_WEIGHT = 1e3
/** Passes of the swap improvement over all games (each pass tries every repeated pairing once). */
const IMPROVEMENT_PASSES = 6

/** Player indices by corner (NO_PLAYER for an empty corner); the generator works on indices 0..n-1, not on user ids. */
type Seating = number[]
type Random = () => number

/**
 * The schedule for `request`, in running order (play order = index + 1), and its quality.
 * Throws a RangeError naming the field when the request is invalid.
 *
 * Hard rules: every player plays exactly k games, nobody twice in a game, ceil(n·k/4) games (k games of all n players
 * when n < 4) whose sizes differ by at most one, so no game has two empty corners while a fuller arrangement exists.
 * Goals, compared lexicographically in this order (rateSchedule):
 *   1. rest up to REST_FLOOR (2 games between appearances; then the fewest rests shorter than that): reached whenever
 *      the numbers allow, and never less than min(2, floor(n/4) - 1), which the "in turn" candidate guarantees;
 *   2. fewest repeated pairings (the most meetings of one pair, then how many pairs meet twice or more);
 *   3. rest beyond the floor (the shortest, then how many are that short, then the mean);
 *   4. colours, optimal by construction: min(k, 4) colours for everyone, none more than ceil(k/4) times.
 * Rest beyond the floor ranks after pairings on purpose: the longest possible rest, floor(n/4) - 1, forces every run of
 * n/4 consecutive games to seat everyone once, so each game repeats the foursome of n/4 games earlier (k meetings per
 * pair). The search: greedy fills from seeded restarts, each improved by swaps between games; the best is kept.
 */
export function generateLeagueSchedule(request: ScheduleRequest): { games: ScheduledGame[]; quality: ScheduleQuality } {
  checkRequest(request)
  const players = [...request.players].sort((a, b) => a - b)
  const k = request.gamesPerPlayer
  const sizes = gameSizes(players.length, k)
  const large = players.length * k > LARGE_SLOTS
  const restarts = Math.min(MAX_RESTARTS, Math.max(MIN_RESTARTS, Math.floor(RESTART_SLOT_BUDGET / (players.length * k))))
  let best: Candidate | null = null
  for (let attempt = 1; attempt <= restarts; attempt += 1) {
    const lineups = fillGamesGreedily(players.length, k, sizes, WINDOWS[(attempt - 1) % WINDOWS.length], seededRandom(request.seed, attempt))
    best = betterCandidate(best, lineups, players.length)
  }
  const inTurn = fillGamesInTurn(players.length, k, sizes, seededRandom(request.seed, 0))
  best = betterCandidate(best, inTurn, players.length, !large || !meetsRestGuarantee(best, players.length))
  const games = best.seatings.map((seating) => ({ corners: seating.map((index) => (index === NO_PLAYER ? null : players[index])) }))
  return { games, quality: scheduleQuality(games, players, k) }
}

interface Candidate {
  seatings: Seating[]
  rating: number[]
  measured: Measured
}

/** Improves the pairings of `lineups` (unless told not to), seats them, and answers the better of it and `best`. */
function betterCandidate(best: Candidate | null, lineups: number[][], playerCount: number, improve = true): Candidate {
  if (improve) improvePairings(lineups, playerCount)
  const seatings = assignCorners(lineups, playerCount)
  const measured = measureSeatings(seatings, playerCount)
  const candidate = { seatings, rating: rateSchedule(measured), measured }
  return best === null || isLess(candidate.rating, best.rating) ? candidate : best
}

/** Whether a schedule rests everyone at least as long as taking the players in turn does: min(REST_FLOOR, floor(n/4) - 1) games. */
function meetsRestGuarantee(candidate: Candidate | null, playerCount: number): boolean {
  if (candidate === null) return false
  const rest = candidate.measured.minRest
  return rest === null || rest >= Math.min(REST_FLOOR, Math.floor(playerCount / CORNERS) - 1)
}

/**
 * The quality of any schedule in running order, measured from the games themselves. A player seated in a game but
 * missing from `players` is measured like the listed ones; `players` only sets the `players` count.
 */
export function scheduleQuality(games: readonly ScheduledGame[], players: readonly number[], gamesPerPlayer: number): ScheduleQuality {
  const indexOf = new Map<number, number>()
  players.forEach((id) => indexOf.set(id, indexOf.size))
  const seatings = games.map((game) =>
    game.corners.map((id) => {
      if (id === null) return NO_PLAYER
      if (!indexOf.has(id)) indexOf.set(id, indexOf.size)
      return indexOf.get(id) as number
    }),
  )
  const measured = measureSeatings(seatings, indexOf.size)
  return {
    games: games.length,
    players: players.length,
    games_per_player: gamesPerPlayer,
    min_rest: measured.minRest,
    mean_rest: measured.meanRest,
    max_repeat_pairing: measured.maxRepeatPairing,
    repeat_pairings: measured.repeatPairings,
    min_colours: measured.minColours,
    max_same_colour: measured.maxSameColour,
    empty_corners: measured.emptyCorners,
  }
}

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

function checkRequest({ players, gamesPerPlayer, seed }: ScheduleRequest): void {
  if (!Number.isInteger(gamesPerPlayer) || gamesPerPlayer < 1 || gamesPerPlayer > MAX_GAMES_PER_PLAYER) {
    throw new RangeError(`gamesPerPlayer must be an integer from 1 to ${MAX_GAMES_PER_PLAYER}`)
  }
  if (!Number.isSafeInteger(seed)) throw new RangeError('seed must be an integer')
  if (players.length === 0) throw new RangeError('players must name at least one player')
  if (players.length > MAX_PLAYERS) throw new RangeError(`players must name at most ${MAX_PLAYERS} players`)
  if (!players.every((id) => Number.isSafeInteger(id))) throw new RangeError('players must be integer user ids')
  if (new Set(players).size !== players.length) throw new RangeError('players must be distinct')
}

// ---- seeded randomness -------------------------------------------------------------------------------------------

/** sfc32 seeded through splitmix32 from the seed (all 53 bits) and the restart number: uniform floats in [0, 1). */
function seededRandom(seed: number, stream: number): Random {
  const mix = splitmix32((seed >>> 0) ^ Math.imul(stream + 1, 0x9e3779b9))
  const high = Math.floor(seed / 0x1_0000_0000) >>> 0
  let a = mix() ^ high
  let b = mix()
  let c = mix() ^ stream
  let d = mix()
  const next = (): number => {
    const t = (((a + b) | 0) + d) | 0
    d = (d + 1) | 0
    a = b ^ (b >>> 9)
    b = (c + (c << 3)) | 0
    c = (c << 21) | (c >>> 11)
    c = (c + t) | 0
    return (t >>> 0) / 0x1_0000_0000
  }
  for (let warmUp = 0; warmUp < 12; warmUp += 1) next()
  return next
}

function splitmix32(start: number): () => number {
  let state = start | 0
  return () => {
    state = (state + 0x9e3779b9) | 0
    let z = state
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b)
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35)
    return (z ^ (z >>> 16)) | 0
  }
}

function shuffledIndices(count: number, random: Random): number[] {
  const order = Array.from({ length: count }, (_, index) => index)
  for (let i = count - 1; i > 0; i -= 1) {
    const j = Math.floor(random() * (i + 1))
    ;[order[i], order[j]] = [order[j], order[i]]
  }
  return order
}

// ---- who plays in which game -------------------------------------------------------------------------------------

/** How often each two players have met so far. */
class PairCounts {
  private readonly counts: Uint16Array
  constructor(private readonly playerCount: number) {
    this.counts = new Uint16Array(playerCount * playerCount)
  }
  get(a: number, b: number): number {
    return this.counts[a * this.playerCount + b]
  }
  add(a: number, b: number, delta: number): void {
    this.counts[a * this.playerCount + b] += delta
    this.counts[b * this.playerCount + a] += delta
  }
  addGame(lineup: readonly number[]): void {
    for (let i = 0; i < lineup.length; i += 1) {
      for (let j = i + 1; j < lineup.length; j += 1) this.add(lineup[i], lineup[j], 1)
    }
  }
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
function fillGamesGreedily(playerCount: number, k: number, sizes: readonly number[], window: number, random: Random): number[][] {
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
function fillGamesInTurn(playerCount: number, k: number, sizes: readonly number[], random: Random): number[][] {
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

/** The cost of seating two players together who have met `met` times: each further meeting costs 8 times the one before. */
function pairingCost(met: number): number {
  return met === 0 ? 0 : 8 ** Math.min(met - 1, 9)
}

function isLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] < b[i]
  return false
}

// ---- fewer repeated pairings by swapping players between games -----------------------------------------------

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
function improvePairings(lineups: number[][], playerCount: number): void {
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

// ---- which corner each player takes ------------------------------------------------------------------------------

/**
 * Seats each lineup so that every player's colours are as even as they can be: at most ceil(k/4) games in any colour,
 * and min(k, 4) different colours. This is a proper edge colouring of the bipartite graph games × players with
 * 4 colours, each player split into one vertex per block of 4 consecutive games (so each block gets 4 different
 * colours); every degree is ≤ 4, so by Kőnig's theorem 4 colours suffice, found edge by edge with alternating paths.
 */
function assignCorners(lineups: readonly number[][], playerCount: number): Seating[] {
  const played = new Int32Array(playerCount)
  lineups.forEach((lineup) => lineup.forEach((player) => (played[player] += 1)))
  const blocks = Math.ceil(played.reduce((most, count) => Math.max(most, count), 1) / CORNERS)
  const colouring = new BipartiteEdgeColouring(lineups.length + playerCount * blocks)
  played.fill(0)
  const edges = lineups.map((lineup, game) =>
    lineup.map((player) => {
      const block = lineups.length + player * blocks + Math.floor(played[player] / CORNERS)
      played[player] += 1
      return colouring.colourEdge(game, block)
    }),
  )
  return edges.map((gameEdges, game) => {
    const seating: Seating = [NO_PLAYER, NO_PLAYER, NO_PLAYER, NO_PLAYER]
    gameEdges.forEach((edge, i) => (seating[colouring.colourOf(edge)] = lineups[game][i]))
    return seating
  })
}

/** Proper 4-edge-colouring of a bipartite graph (every vertex of degree ≤ 4), one edge at a time. */
class BipartiteEdgeColouring {
  private readonly ends: Array<[number, number]> = []
  private readonly colours: number[] = []
  /** The edge of each colour at each vertex, -1 when that colour is free there. */
  private readonly at: Int32Array

  constructor(vertexCount: number) {
    this.at = new Int32Array(vertexCount * CORNERS).fill(-1)
  }

  colourOf(edge: number): number {
    return this.colours[edge]
  }

  /** Adds the edge left–right (left a game, right a player block), coloured; answers its number. */
  colourEdge(left: number, right: number): number {
    const edge = this.ends.length
    this.ends.push([left, right])
    this.colours.push(-1)
    const alpha = this.freeColour(left)
    if (this.at[right * CORNERS + alpha] !== -1) this.flipPath(right, alpha, this.freeColour(right))
    this.setColour(edge, alpha)
    return edge
  }

  private freeColour(vertex: number): number {
    for (let colour = 0; colour < CORNERS; colour += 1) if (this.at[vertex * CORNERS + colour] === -1) return colour
    throw new Error(`vertex ${vertex} has more than ${CORNERS} edges`)
  }

  /** Swaps colours alpha and beta along the path from `start` whose edges alternate alpha, beta, …: frees alpha at `start`. */
  private flipPath(start: number, alpha: number, beta: number): void {
    const path: number[] = []
    let vertex = start
    let colour = alpha
    for (let edge = this.at[vertex * CORNERS + colour]; edge !== -1; edge = this.at[vertex * CORNERS + colour]) {
      path.push(edge)
      const [left, right] = this.ends[edge]
      vertex = vertex === left ? right : left
      colour = colour === alpha ? beta : alpha
    }
    for (const edge of path) this.clearColour(edge)
    for (const edge of path) this.setColour(edge, this.colours[edge] === alpha ? beta : alpha)
  }

  private setColour(edge: number, colour: number): void {
    const [left, right] = this.ends[edge]
    this.colours[edge] = colour
    this.at[left * CORNERS + colour] = edge
    this.at[right * CORNERS + colour] = edge
  }

  private clearColour(edge: number): void {
    const [left, right] = this.ends[edge]
    const colour = this.colours[edge]
    this.at[left * CORNERS + colour] = -1
    this.at[right * CORNERS + colour] = -1
  }
}

// ---- measuring a schedule ----------------------------------------------------------------------------------------

interface Measured {
  minRest: number | null
  meanRest: number | null
  /** Gaps (two consecutive appearances of a player) with fewer than REST_FLOOR games between them. */
  shortRests: number
  /** Gaps exactly at the minimum rest. */
  restsAtMin: number
  maxRepeatPairing: number
  repeatPairings: number
  /** Sum over pairs of (meetings - 1) beyond the first meeting. */
  extraMeetings: number
  minColours: number
  maxSameColour: number
  emptyCorners: number
}

function measureSeatings(seatings: readonly Seating[], playerCount: number): Measured {
  return { ...measureRests(seatings, playerCount), ...measurePairings(seatings, playerCount), ...measureColours(seatings, playerCount) }
}

function measureRests(seatings: readonly Seating[], playerCount: number): Pick<Measured, 'minRest' | 'meanRest' | 'shortRests' | 'restsAtMin'> {
  const last = new Int32Array(playerCount).fill(-1)
  const rests: number[] = []
  seatings.forEach((seating, game) => {
    for (const player of seating) {
      if (player === NO_PLAYER) continue
      if (last[player] >= 0) rests.push(game - last[player] - 1)
      last[player] = game
    }
  })
  if (rests.length === 0) return { minRest: null, meanRest: null, shortRests: 0, restsAtMin: 0 }
  const minRest = rests.reduce((least, rest) => Math.min(least, rest))
  return {
    minRest,
    meanRest: rests.reduce((sum, rest) => sum + rest, 0) / rests.length,
    shortRests: rests.filter((rest) => rest < REST_FLOOR).length,
    restsAtMin: rests.filter((rest) => rest === minRest).length,
  }
}

function measurePairings(seatings: readonly Seating[], playerCount: number): Pick<Measured, 'maxRepeatPairing' | 'repeatPairings' | 'extraMeetings'> {
  const pairs = new PairCounts(playerCount)
  for (const seating of seatings) pairs.addGame([...new Set(seating.filter((player) => player !== NO_PLAYER))])
  let maxRepeatPairing = 0
  let repeatPairings = 0
  let extraMeetings = 0
  for (let a = 0; a < playerCount; a += 1) {
    for (let b = a + 1; b < playerCount; b += 1) {
      const met = pairs.get(a, b)
      maxRepeatPairing = Math.max(maxRepeatPairing, met)
      if (met > 1) {
        repeatPairings += 1
        extraMeetings += met - 1
      }
    }
  }
  return { maxRepeatPairing, repeatPairings, extraMeetings }
}

function measureColours(seatings: readonly Seating[], playerCount: number): Pick<Measured, 'minColours' | 'maxSameColour' | 'emptyCorners'> {
  const colourCounts = new Int32Array(playerCount * CORNERS)
  let emptyCorners = 0
  for (const seating of seatings) {
    seating.forEach((player, corner) => {
      if (player === NO_PLAYER) emptyCorners += 1
      else colourCounts[player * CORNERS + corner] += 1
    })
  }
  let minColours = playerCount === 0 ? 0 : CORNERS
  let maxSameColour = 0
  for (let player = 0; player < playerCount; player += 1) {
    const counts = colourCounts.subarray(player * CORNERS, (player + 1) * CORNERS)
    minColours = Math.min(minColours, counts.filter((count) => count > 0).length)
    maxSameColour = counts.reduce((most, count) => Math.max(most, count), maxSameColour)
  }
  return { minColours, maxSameColour, emptyCorners }
}

/**
 * The goals as one lexicographic key, lower is better: rest up to the floor first, then repeated pairings, then longer
 * rest, then colours (generateLeagueSchedule says why rest beyond the floor comes after pairings).
 */
function rateSchedule(measured: Measured): number[] {
  const restUpToFloor = measured.minRest === null ? REST_FLOOR : Math.min(measured.minRest, REST_FLOOR)
  const minRest = measured.minRest ?? Number.MAX_SAFE_INTEGER
  return [
    -restUpToFloor,
    measured.shortRests,
    measured.maxRepeatPairing,
    measured.repeatPairings,
    measured.extraMeetings,
    -minRest,
    measured.restsAtMin,
    -(measured.meanRest ?? 0),
    -measured.minColours,
    measured.maxSameColour,
  ]
}

