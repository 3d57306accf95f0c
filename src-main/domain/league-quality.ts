// The quality of a league schedule: rests, repeated pairings, colours and empty corners, measured from its games, and the rating that ranks candidate schedules.

import { REST_FLOOR } from './league-limits'
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
  /** Fewest different corner colours any player gets. */
  min_colours: number
  /** Most times any player plays in the same colour. */
  max_same_colour: number
  empty_corners: number
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

/** What a schedule of seatings measures: the figures behind ScheduleQuality and behind rateSchedule. */
export interface Measured {
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

/** Measures seatings of players 0..playerCount-1 in running order. */
export function measureSeatings(seatings: readonly Seating[], playerCount: number): Measured {
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
export function rateSchedule(measured: Measured): number[] {
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
