// League schedule generator, pure and seeded (its entry point): every player plays k games of four corners, rested long, meeting new opponents, in every colour.

import { assignCorners } from './league-corners'
import { fillGamesGreedily, fillGamesInTurn, gameSizes } from './league-generation'
import { improvePairings } from './league-improvement'
import { MAX_GAMES_PER_PLAYER, MAX_PLAYERS, REST_FLOOR, SMALL_FIELD } from './league-limits'
import { MIXING, SPACING, mixLineups } from './league-mixing'
import { RESTED_MOVES, mixWithoutBackToBack } from './league-rested-mixing'
import { measureSeatings, rateSchedule, scheduleQuality, type Measured, type ScheduleQuality } from './league-quality'
import { CORNERS, NO_PLAYER, type ScheduledGame, type Seating } from './league-seating'
import { seededRandom } from './seeded-random'

export interface ScheduleRequest {
  /** User ids, distinct. Their order does not matter: the schedule depends on the set. */
  players: readonly number[]
  /** k, 1..20: how many games every player plays. */
  gamesPerPlayer: number
  /** Any safe integer; the same request and seed give the same schedule. */
  seed: number
}

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
 * The mixing search runs where the field is split or a pair meets more than twice, and on every small field (fewer
 * than SMALL_FIELD players, where two games of rest force repeated pairings), up to MIXING_SLOTS player-games.
 */
const MIXING_SLOTS = 400
/** The seeded stream of the mixing search (streams 0..MAX_RESTARTS are the fills'). */
const MIXING_STREAM = 1000
/** The seeded stream of the spacing pass that follows it. */
const SPACING_STREAM = 1001
/** The seeded streams of the rested search's restarts (each its own "in turn" start), at most RESTED_RESTARTS of them. */
const RESTED_STREAM = 1100
const RESTED_RESTARTS = 4

/**
 * The schedule for `request`, in running order (play order = index + 1), and its quality.
 * Throws a RangeError naming the field when the request is invalid.
 *
 * Hard rules: every player plays exactly k games, nobody twice in a game, ceil(n·k/4) games (k games of all n players
 * when n < 4) whose sizes differ by at most one, so no game has two empty corners while a fuller arrangement exists.
 * Goals, compared lexicographically in this order (rateSchedule; docs/scheduling.md says why): 1. never split the field
 * into groups that never meet; 2. at most two meetings per pair; 3. no back-to-back game; 4. fewest repeated pairings
 * (the most pairs that meet); 5. rest up to REST_FLOOR, then longer (from SMALL_FIELD players, rest up to the floor
 * before goal 4); 6. colours, optimal by construction. The search: greedy fills from seeded restarts, each improved by
 * swaps between games, and the "in turn" candidate; on a small, split or over-met field a seeded mixing search
 * (league-mixing.ts) too, and where its best still seats a player in two games in a row, a spacing pass from there
 * (weighted like the goal order: a back-to-back game outweighs repeats), and on a small field still seating a player
 * twice in a row, the rested search (league-rested-mixing.ts: never a back-to-back game, pairs brought down to two
 * meetings) from "in turn" starts; the best is kept.
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
  if (needsMixing(best.measured, players.length, k)) {
    const lineups = best.seatings.map((seating) => seating.filter((index) => index !== NO_PLAYER))
    const mixed = mixLineups(lineups, players.length, seededRandom(request.seed, MIXING_STREAM), MIXING)
    best = betterCandidate(best, mixed, players.length, false)
    // The mixing pass may trade a back-to-back game for a repeat or two; the spacing pass, from its result, does not.
    if (best.measured.backToBack > 0) {
      const spaced = mixLineups(mixed, players.length, seededRandom(request.seed, SPACING_STREAM), SPACING)
      best = betterCandidate(best, spaced, players.length, false)
    }
    if (best.measured.backToBack > 0 && players.length < SMALL_FIELD && twoMeetingsFit(sizes, players.length)) best = restedCandidates(best, players.length, k, sizes, request.seed)
  }
  const games = best.seatings.map((seating) => ({ corners: seating.map((index) => (index === NO_PLAYER ? null : players[index])) }))
  return { games, quality: scheduleQuality(games, players, k) }
}

/**
 * A small field where the passes above still seat a player in two games in a row: the rested search (never a
 * back-to-back game, pairs brought down to two meetings) from "in turn" starts, restarted while RESTED_MOVES last
 * (counted moves, so deterministic), each result a candidate. Answers the best of them and `best`.
 */
function restedCandidates(best: Candidate, playerCount: number, k: number, sizes: readonly number[], seed: number): Candidate {
  let budget = RESTED_MOVES
  for (let restart = 0; restart < RESTED_RESTARTS && budget > 0; restart += 1) {
    const random = seededRandom(seed, RESTED_STREAM + restart)
    const { lineups, weighed } = mixWithoutBackToBack(fillGamesInTurn(playerCount, k, sizes, random), playerCount, random, budget)
    budget -= weighed
    if (lineups !== null) best = betterCandidate(best, lineups, playerCount, false)
  }
  return best
}

/** Whether the games' meetings fit in at most two per pair (the rested search wants no more; 9 × 6 needs more). */
function twoMeetingsFit(sizes: readonly number[], playerCount: number): boolean {
  const meetings = sizes.reduce((sum, size) => sum + (size * (size - 1)) / 2, 0)
  return meetings <= playerCount * (playerCount - 1)
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
  const candidate = { seatings, rating: rateSchedule(measured, playerCount), measured }
  return best === null || isLess(candidate.rating, best.rating) ? candidate : best
}

/**
 * Whether the mixing search may find a better schedule by the first goals: the field is split (only possible to mend
 * with k ≥ 2), a pair meets more than twice, or the field is small and some pair meets twice.
 */
function needsMixing(measured: Measured, playerCount: number, k: number): boolean {
  if (k < 2 || playerCount <= CORNERS || playerCount * k > MIXING_SLOTS) return false
  return measured.groups > 1 || measured.maxRepeatPairing > 2 || (playerCount < SMALL_FIELD && measured.repeatPairings > 0)
}

/** Whether a schedule rests everyone at least as long as taking the players in turn does: min(REST_FLOOR, floor(n/4) - 1) games. */
function meetsRestGuarantee(candidate: Candidate | null, playerCount: number): boolean {
  if (candidate === null) return false
  const rest = candidate.measured.minRest
  return rest === null || rest >= Math.min(REST_FLOOR, Math.floor(playerCount / CORNERS) - 1)
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

/** Whether rating `a` comes strictly before rating `b` (compared element by element, lower is better). */
function isLess(a: readonly number[], b: readonly number[]): boolean {
  for (let i = 0; i < a.length; i += 1) if (a[i] !== b[i]) return a[i] < b[i]
  return false
}
