// The quality of a league schedule: whether the field is split, pairs that never meet, rests, repeated pairings, colours and empty corners, measured from its games, and the rating that ranks candidate schedules.

import { REST_FLOOR, SMALL_FIELD } from './league-limits'
import { PairCounts } from './league-pairings'
import { CORNERS, NO_PLAYER, type ScheduledGame, type Seating } from './league-seating'

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
  /** Number of player pairs that share no game. */
  pairs_never_meeting: number
  /** Whether every player is reachable from every other through shared games (a chain of opponents). */
  connected: boolean
  /** Groups of players that never meet a player of another group: 1 when connected (0 with no players). */
  groups: number
  /** Fewest different corner colours any player gets. */
  min_colours: number
  /** Most times any player plays in the same colour. */
  max_same_colour: number
  empty_corners: number
  /** Only across several arenas (then min_rest and mean_rest count slots, not games): how many arenas play at once. */
  arenas?: number
  /** Slots of the schedule: times at which the arenas' games start together (or staggered). */
  slots?: number
  /** Most games of one player in one arena minus fewest in another (0 or 1: as even as k allows). */
  max_arena_spread?: number
  /** Players whose games are spread over the arenas less evenly than their number allows (spread above 1). */
  players_arena_unbalanced?: number
}

/** Where each game of a schedule across several arenas is played (index for index with its games), and how many arenas. */
export interface ArenaLayout {
  placements: ReadonlyArray<{ slot: number; arena: number }>
  arenas: number
}

/**
 * The quality of any schedule in running order, measured from the games themselves. A player seated in a game but
 * missing from `players` is measured like the listed ones; `players` only sets the `players` count.
 */
export function scheduleQuality(games: readonly ScheduledGame[], players: readonly number[], gamesPerPlayer: number, layout?: ArenaLayout): ScheduleQuality {
  const indexOf = new Map<number, number>()
  players.forEach((id) => indexOf.set(id, indexOf.size))
  const seatings = games.map((game) =>
    game.corners.map((id) => {
      if (id === null) return NO_PLAYER
      if (!indexOf.has(id)) indexOf.set(id, indexOf.size)
      return indexOf.get(id) as number
    }),
  )
  const measured = measureSeatings(seatings, indexOf.size, layout?.placements.map((place) => place.slot))
  const quality: ScheduleQuality = {
    games: games.length,
    players: players.length,
    games_per_player: gamesPerPlayer,
    min_rest: measured.minRest,
    mean_rest: measured.meanRest,
    max_repeat_pairing: measured.maxRepeatPairing,
    repeat_pairings: measured.repeatPairings,
    pairs_never_meeting: measured.pairsNeverMeeting,
    connected: measured.groups <= 1,
    groups: measured.groups,
    min_colours: measured.minColours,
    max_same_colour: measured.maxSameColour,
    empty_corners: measured.emptyCorners,
  }
  if (layout === undefined) return quality
  const spreads = arenaSpreads(seatings, layout, indexOf.size)
  return {
    ...quality,
    arenas: layout.arenas,
    slots: new Set(layout.placements.map((place) => place.slot)).size,
    max_arena_spread: spreads.reduce((most, spread) => Math.max(most, spread), 0),
    players_arena_unbalanced: spreads.filter((spread) => spread > 1).length,
  }
}

/** Each player's most games in one arena minus their fewest in another (players who play no game: 0). */
function arenaSpreads(seatings: readonly Seating[], { placements, arenas }: ArenaLayout, playerCount: number): number[] {
  const counts = new Int32Array(playerCount * arenas)
  seatings.forEach((seating, game) => {
    for (const player of seating) if (player !== NO_PLAYER) counts[player * arenas + placements[game].arena] += 1
  })
  return Array.from({ length: playerCount }, (_, player) => {
    const own = counts.subarray(player * arenas, (player + 1) * arenas)
    return own.every((count) => count === 0) ? 0 : Math.max(...own) - Math.min(...own)
  })
}

/** What a schedule of seatings measures: the figures behind ScheduleQuality and behind rateSchedule. */
export interface Measured {
  minRest: number | null
  meanRest: number | null
  /** Gaps (two consecutive appearances of a player) with fewer than REST_FLOOR games between them. */
  shortRests: number
  /** Gaps exactly at the minimum rest. */
  restsAtMin: number
  /** Gaps of rest 0: a player in two games in a row. */
  backToBack: number
  maxRepeatPairing: number
  repeatPairings: number
  /** Sum over pairs of (meetings - 1) beyond the first meeting. */
  extraMeetings: number
  /** Pairs that meet more than twice. */
  pairsOverTwo: number
  pairsNeverMeeting: number
  /** Connected components of the "met" graph over the players (a player who plays no game is a group alone). */
  groups: number
  minColours: number
  maxSameColour: number
  emptyCorners: number
}

/**
 * Measures seatings of players 0..playerCount-1 in running order. Rests count games, or with `slotOf` (each game's slot,
 * non-decreasing) slots: a player in slots 3 and 4 rests 0.
 */
export function measureSeatings(seatings: readonly Seating[], playerCount: number, slotOf?: readonly number[]): Measured {
  return { ...measureRests(seatings, playerCount, slotOf), ...measurePairings(seatings, playerCount), ...measureColours(seatings, playerCount) }
}

function measureRests(seatings: readonly Seating[], playerCount: number, slotOf?: readonly number[]): Pick<Measured, 'minRest' | 'meanRest' | 'shortRests' | 'restsAtMin' | 'backToBack'> {
  const last = new Int32Array(playerCount).fill(-1)
  const rests: number[] = []
  seatings.forEach((seating, game) => {
    const time = slotOf === undefined ? game : slotOf[game]
    for (const player of seating) {
      if (player === NO_PLAYER) continue
      if (last[player] >= 0) rests.push(time - last[player] - 1)
      last[player] = time
    }
  })
  if (rests.length === 0) return { minRest: null, meanRest: null, shortRests: 0, restsAtMin: 0, backToBack: 0 }
  const minRest = rests.reduce((least, rest) => Math.min(least, rest))
  return {
    minRest,
    meanRest: rests.reduce((sum, rest) => sum + rest, 0) / rests.length,
    shortRests: rests.filter((rest) => rest < REST_FLOOR).length,
    restsAtMin: rests.filter((rest) => rest === minRest).length,
    backToBack: rests.filter((rest) => rest === 0).length,
  }
}

type PairingFigures = 'maxRepeatPairing' | 'repeatPairings' | 'extraMeetings' | 'pairsOverTwo' | 'pairsNeverMeeting' | 'groups'

function measurePairings(seatings: readonly Seating[], playerCount: number): Pick<Measured, PairingFigures> {
  const pairs = new PairCounts(playerCount)
  const lineups = seatings.map((seating) => [...new Set(seating.filter((player) => player !== NO_PLAYER))])
  for (const lineup of lineups) pairs.addGame(lineup)
  let maxRepeatPairing = 0
  let repeatPairings = 0
  let extraMeetings = 0
  let pairsOverTwo = 0
  let pairsNeverMeeting = 0
  for (let a = 0; a < playerCount; a += 1) {
    for (let b = a + 1; b < playerCount; b += 1) {
      const met = pairs.get(a, b)
      maxRepeatPairing = Math.max(maxRepeatPairing, met)
      if (met === 0) pairsNeverMeeting += 1
      if (met > 2) pairsOverTwo += 1
      if (met > 1) {
        repeatPairings += 1
        extraMeetings += met - 1
      }
    }
  }
  return { maxRepeatPairing, repeatPairings, extraMeetings, pairsOverTwo, pairsNeverMeeting, groups: countGroups(lineups, playerCount) }
}

/** How many groups of players never share a game with another group: the connected components of players joined by games. */
export function countGroups(lineups: readonly (readonly number[])[], playerCount: number): number {
  const parent = Int32Array.from({ length: playerCount }, (_, player) => player)
  const root = (player: number): number => {
    while (parent[player] !== player) {
      parent[player] = parent[parent[player]]
      player = parent[player]
    }
    return player
  }
  let groups = playerCount
  for (const lineup of lineups) {
    for (let i = 1; i < lineup.length; i += 1) {
      const [a, b] = [root(lineup[0]), root(lineup[i])]
      if (a === b) continue
      parent[a] = b
      groups -= 1
    }
  }
  return groups
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
 * The goals as one lexicographic key, lower is better (docs/scheduling.md, "The generator's goals"):
 *   1. one field, not groups that never meet;
 *   2. at most two meetings per pair (then the fewest pairs meeting more often);
 *   3. no back-to-back games (rest ≥ 1; below it, the fewest);
 *   4. fewest repeated pairings: the most meetings of one pair, how many pairs meet twice or more, meetings beyond the
 *      first (with the game sizes fixed, the fewest of those is the most pairs that meet, the fewest never meeting);
 *   5. rest up to the floor (2 games; below it, the fewest rests that short), then beyond it;
 *   6. colours.
 * So a back-to-back game is the price of goals 1 and 2 only: on a small field (8 players, 2 groups of 4 otherwise).
 * On a field of SMALL_FIELD players or more, goal 5's rest up to the floor moves up before goal 4: there two games of
 * rest leave room to mix, and shorter rest would buy at most a repeat or two.
 */
export function rateSchedule(measured: Measured, playerCount: number): number[] {
  const restUpToFloor = measured.minRest === null ? REST_FLOOR : Math.min(measured.minRest, REST_FLOOR)
  const minRest = measured.minRest ?? Number.MAX_SAFE_INTEGER
  const restFloor = [-restUpToFloor, restUpToFloor < REST_FLOOR ? measured.restsAtMin : 0, measured.shortRests]
  const repeats = [measured.maxRepeatPairing, measured.repeatPairings, measured.extraMeetings]
  const small = playerCount < SMALL_FIELD
  return [
    measured.groups,
    Math.max(2, measured.maxRepeatPairing),
    measured.pairsOverTwo,
    measured.backToBack,
    ...(small ? repeats : restFloor),
    ...(small ? restFloor : repeats),
    -minRest,
    measured.restsAtMin,
    -(measured.meanRest ?? 0),
    -measured.minColours,
    measured.maxSameColour,
  ]
}
