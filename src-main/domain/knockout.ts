// Knockout bracket of four-corner games (top two advance), byes for the best seeds, and finishing order by points then seed.
import { compareTieBreakers } from './score-tie-breakers'
import type { TieBreaker } from './score-sheet'

/** Where a knockout corner's player comes from: a seed (1 = best league position) or a place (1 or 2) in an earlier game. */
export type SlotSource = { kind: 'seed'; seed: number } | { kind: 'winner'; game: number /* index into the bracket's games */; place: 1 | 2 }
export interface BracketGame { round: number /* 1 = first knockout round */; name: string /* e.g. "Quarter-final 2", "Semi-final 1", "Final" */; slots: Array<SlotSource | null> /* length 4, corner index 0..3; null = empty corner */ }

export const KNOCKOUT_MIN_PLAYERS = 2
export const KNOCKOUT_MAX_PLAYERS = 64
const CORNERS = 4
const ADVANCING = 2

/** A player entering a game, with the seed expected to fill the slot if the better seed always wins (orders the corners). */
interface Entrant { source: SlotSource; expected: number }
/** A branch of the bracket seen from the game it feeds: the two entrants it sends on. */
type Branch = readonly Entrant[]

/**
 * The whole bracket for N seeded players: every game of every round, earlier rounds first.
 * N ≤ 4 is one final (empty corners for N < 4). Otherwise the bracket is the full one of F = 4·2^r ≥ N players, whose
 * first round is cut to the games that bring the field down to F/2 (see firstRoundGameCount); the best seeds skip it
 * (byes, see roundsWithByes). Seeds 1..2^m are in different 1/2^m of the bracket (1 and 2 meet only in the final), and
 * if the better seed always wins, every round from round 2 on is played by exactly the best seeds (the final by 1–4).
 * Corners in every game: the best expected seed red, then yellow, green, blue; empty corners last.
 * Throws a RangeError for N outside 2..64 or not whole.
 */
export function knockoutBracket(players: number): BracketGame[] {
  if (!Number.isInteger(players) || players < KNOCKOUT_MIN_PLAYERS || players > KNOCKOUT_MAX_PLAYERS) {
    throw new RangeError(`a knockout needs ${KNOCKOUT_MIN_PLAYERS} to ${KNOCKOUT_MAX_PLAYERS} players, not ${players}`)
  }
  if (players <= CORNERS) return [{ round: 1, name: 'Final', slots: cornerSlots(range(1, players).map(seedEntrant)) }]
  const full = fullBracketSize(players)
  const rounds = Math.log2(full / CORNERS) + 1
  const games: BracketGame[] = []
  const withByes = byeCount(players) > 0
  let branches = withByes ? roundsWithByes(players, rounds, games) : fullFirstRound(players, rounds, games)
  for (let round = withByes ? 3 : 2; round <= rounds; round += 1) branches = nextRoundBranches(branches, round, rounds, games)
  return games
}

/** The smallest full bracket (4, 8, 16, 32, 64 players) that holds `players`. */
export function fullBracketSize(players: number): number {
  let size = CORNERS
  while (size < players) size *= 2
  return size
}

/** How many of the best seeds skip round 1 (0 for a full bracket and for a single final). */
export function byeCount(players: number): number {
  if (players <= CORNERS) return 0
  const nextField = fullBracketSize(players) / 2
  return nextField - ADVANCING * firstRoundGameCount(players)
}

/**
 * The name of a game by its distance from the final: Final, Semi-final k, Quarter-final k, else "Round r game k";
 * a first round with byes is always "Round 1 game k" (it is not a full round of quarter-finals, say).
 */
export function knockoutGameName(round: number, rounds: number, number: number, withByes = false): string {
  const fromFinal = rounds - round
  if (round === 1 && withByes && fromFinal > 0) return `Round 1 game ${number}`
  if (fromFinal === 0) return 'Final'
  if (fromFinal === 1) return `Semi-final ${number}`
  if (fromFinal === 2) return `Quarter-final ${number}`
  return `Round ${round} game ${number}`
}

/** Where the places of one game go: for place 1 and 2, the later game and its corner; empty for the final. */
export function feedsInto(bracket: readonly BracketGame[], game: number): Array<{ place: 1 | 2; game: number; corner: number }> {
  const targets: Array<{ place: 1 | 2; game: number; corner: number }> = []
  bracket.forEach((later, laterIndex) => later.slots.forEach((slot, corner) => {
    if (slot?.kind === 'winner' && slot.game === game) targets.push({ place: slot.place, game: laterIndex, corner })
  }))
  return targets.sort((a, b) => a.place - b.place)
}

/** A score sheet's tie-breakers and each corner's values for them in one game (null: a corner without an entry). */
export interface GameTieBreaks {
  tieBreakers: readonly TieBreaker[]
  values: ReadonlyArray<readonly number[] | null>
}

/**
 * The players of one finished game in finishing order (1st, 2nd, ...): by game points desc, then the score sheet's
 * tie-breakers when the game was scored by items, then the seed (better league position first), never at random.
 * points[i]/seeds[i] per corner; null points = no-show or red card (ranks after everyone who scored); empty corners
 * (seed null) are ignored.
 */
export function finishingOrder(points: ReadonlyArray<number | null>, seeds: ReadonlyArray<number | null>, ties?: GameTieBreaks): number[] /* corner indexes in finishing order */ {
  const byTieBreakers = (a: number, b: number) => {
    const [first, second] = [ties?.values[a], ties?.values[b]]
    return ties && first && second ? compareTieBreakers(ties.tieBreakers, first, second) : 0
  }
  return seeds
    .map((seed, corner) => ({ corner, seed, points: points[corner] ?? null }))
    .filter((entry): entry is { corner: number; seed: number; points: number | null } => entry.seed !== null)
    .sort((a, b) => comparePoints(a.points, b.points) || (a.points === null ? 0 : byTieBreakers(a.corner, b.corner)) || a.seed - b.seed)
    .map((entry) => entry.corner)
}

/** Whether the final's first place is tied on game points (the operator should add a tiebreaker game). All no-shows among two or more players is a tie too: nobody won. */
export function firstPlaceTied(points: ReadonlyArray<number | null>, occupied: readonly boolean[]): boolean {
  const results = occupied.flatMap((isOccupied, corner) => (isOccupied ? [points[corner] ?? null] : []))
  if (results.length < 2) return false
  const scored = results.filter((result): result is number => result !== null)
  if (scored.length === 0) return true
  const best = Math.max(...scored)
  return scored.filter((result) => result === best).length > 1
}

/** Higher points first; a no-show (null) after every score. */
function comparePoints(a: number | null, b: number | null): number {
  if (a === null || b === null) return (a === null ? 1 : 0) - (b === null ? 1 : 0)
  return b - a
}

/** A full first round (no byes): every seed plays, dealt serpentine into the first-round games, in bracket order. */
function fullFirstRound(players: number, rounds: number, games: BracketGame[]): Branch[] {
  const positions = fullBracketSize(players) / CORNERS
  const groups = serpentine(range(1, players), positions)
  return bracketOrder(positions).map((rank, index) => {
    const entrants = groups[rank - 1].map(seedEntrant)
    return addGame(games, { round: 1, name: knockoutGameName(1, rounds, index + 1), slots: cornerSlots(entrants) }, entrants)
  })
}

/**
 * Rounds 1 and 2 when the best B seeds have byes (B ≥ half the round-2 branches). Each round-2 game joins a top pair
 * of bye seeds {j+1, P−j} (P = round-2 branches, so seeds 1..P are spread as in a full bracket) with a bottom branch:
 * a pair of the remaining bye seeds or the top two of a round-1 game; the weakest bottom branch meets seed 1.
 */
function roundsWithByes(players: number, rounds: number, games: BracketGame[]): Branch[] {
  const positions = fullBracketSize(players) / CORNERS
  const byes = byeCount(players)
  const secondRoundGames = positions / 2 // each joins two branches
  const tops = serpentine(range(1, positions), secondRoundGames)
  const bottoms: Array<{ bye: boolean; seeds: number[] }> = [
    ...serpentine(range(positions + 1, byes), (byes - positions) / ADVANCING).map((seeds) => ({ bye: true, seeds })),
    ...serpentine(range(byes + 1, players), firstRoundGameCount(players)).map((seeds) => ({ bye: false, seeds })),
  ]
  const secondRound = bracketOrder(secondRoundGames).map((rank) => ({ top: tops[rank - 1], bottom: bottoms[secondRoundGames - rank] }))
  let played = 0
  const bottomBranches = secondRound.map(({ bottom }): Branch => {
    const entrants = bottom.seeds.map(seedEntrant)
    if (bottom.bye) return entrants
    played += 1
    return addGame(games, { round: 1, name: knockoutGameName(1, rounds, played, true), slots: cornerSlots(entrants) }, entrants)
  })
  return secondRound.map(({ top }, index) => {
    const entrants = [...top.map(seedEntrant), ...bottomBranches[index]]
    return addGame(games, { round: 2, name: knockoutGameName(2, rounds, index + 1), slots: cornerSlots(entrants) }, entrants)
  })
}

/** A later round: each game joins two neighbouring branches; answers the branches this round sends on. */
function nextRoundBranches(branches: readonly Branch[], round: number, rounds: number, games: BracketGame[]): Branch[] {
  const next: Branch[] = []
  for (let index = 0; index < branches.length; index += 2) {
    const entrants = [...branches[index], ...branches[index + 1]]
    const name = knockoutGameName(round, rounds, index / 2 + 1)
    next.push(addGame(games, { round, name, slots: cornerSlots(entrants) }, entrants))
  }
  return next
}

/** Appends a game and answers its two advancing places, each expected to be the better of its entrants. */
function addGame(games: BracketGame[], game: BracketGame, entrants: readonly Entrant[]): Branch {
  const index = games.push(game) - 1
  const expected = entrants.map((entrant) => entrant.expected).sort((a, b) => a - b)
  return [
    { source: { kind: 'winner', game: index, place: 1 }, expected: expected[0] },
    { source: { kind: 'winner', game: index, place: 2 }, expected: expected[1] },
  ]
}

/** Four corners: entrants by expected seed (best in red), then empty corners. */
function cornerSlots(entrants: readonly Entrant[]): Array<SlotSource | null> {
  const sorted = [...entrants].sort((a, b) => a.expected - b.expected).map((entrant) => entrant.source)
  return [...sorted, ...Array<null>(CORNERS - sorted.length).fill(null)]
}

/**
 * Round-1 games: the fewest that bring N players down to the next smaller full bracket (a game of four puts two out,
 * a game of three one), as long as the bye seeds (two per round-2 branch) fill at least half the round-2 branches;
 * beyond that (N > 3/4 of the full size) seeds 1 and 2 would share a branch and meet before the final, so every
 * first-round position plays instead (no byes, some games of three).
 */
function firstRoundGameCount(players: number): number {
  const full = fullBracketSize(players)
  const positions = full / CORNERS
  const fewest = Math.ceil((players - full / 2) / ADVANCING)
  return fewest <= positions / 2 ? fewest : positions
}

/** Seeds dealt into groups snake-wise (1..g, then g..1, ...), so every group has the same strength; group 0 is the strongest. */
function serpentine(seeds: readonly number[], groups: number): number[][] {
  const result: number[][] = Array.from({ length: groups }, () => [])
  seeds.forEach((seed, index) => {
    const lap = Math.floor(index / groups)
    const offset = index % groups
    result[lap % 2 === 0 ? offset : groups - 1 - offset].push(seed)
  })
  return result
}

/** Standard bracket order of `count` (a power of two) ranks: 1 and 2 in different halves, 1–4 in different quarters, ... */
export function bracketOrder(count: number): number[] {
  let order = [1]
  while (order.length < count) {
    const size = order.length * 2
    order = order.flatMap((rank) => [rank, size + 1 - rank])
  }
  return order
}

function seedEntrant(seed: number): Entrant {
  return { source: { kind: 'seed', seed }, expected: seed }
}

function range(first: number, last: number): number[] {
  return Array.from({ length: Math.max(0, last - first + 1) }, (_, index) => first + index)
}
