// The benchmark's baseline for the league across arenas: Student Robotics' `schedule-league` rule set (SRComp), written
// here from its published rules, not from its code. Matches are slots of A arenas × 4 teams; the league is played in
// rounds (every team once a round, the round cut into games of 4: at most one empty corner); a team is never twice in
// one slot; its appearances are at least `separation` slots apart (SR asks 2); a pair meets at most `meetings` times
// (SR: 2). SR's tool permutes the teams of a round at random until the round fits the rules and backtracks a round
// after too many tries; this one seats each corner at random from the teams that still fit (a randomised greedy), with
// restarts and the same backtracking. Where the rules cannot be met (8 teams over 2 arenas seat all 8 every slot), it
// relaxes them as SR's operators would: the separation first (2, 1, 0), then one more meeting per pair.
import { gameSizes } from '../src-main/domain/league-generation'
import type { ScheduledGame } from '../src-main/domain/league-seating'
import { seededRandom } from '../src-main/domain/seeded-random'

/** Tries at filling one round before going back a round; rounds gone back before relaxing the rules. */
const ROUND_TRIES = 200
const BACKTRACKS_PER_ROUND = 4
const SEPARATIONS = [2, 1, 0]

export interface BaselineSchedule {
  games: ScheduledGame[]
  placements: Array<{ slot: number; arena: number }>
  /** The rules it met: the least separation in slots and the most meetings per pair it was held to. */
  separation: number
  meetings: number
}

type Place = { slot: number; arena: number }
interface Round {
  games: number[][]
  places: Place[]
}

/** SR's rule set over `arenas` arenas for teams `ids` × `rounds` games each, seeded. */
export function srcompBaseline(ids: readonly number[], rounds: number, arenas: number, seed: number): BaselineSchedule {
  for (let meetings = 2; meetings <= rounds + 1; meetings += 1) {
    for (const separation of SEPARATIONS) {
      const filled = fillRounds(ids.length, rounds, arenas, separation, meetings, seed)
      if (filled === null) continue
      return {
        games: filled.flatMap((round) => round.games.map((lineup) => ({ corners: [0, 1, 2, 3].map((corner) => (corner < lineup.length ? ids[lineup[corner]] : null)) }))),
        placements: filled.flatMap((round) => round.places),
        separation,
        meetings,
      }
    }
  }
  throw new Error('no schedule: unreachable, one meeting more than the rounds always fits')
}

/** The rounds in order, each game with its slot and arena, or null when the rules could not be met within the tries. */
function fillRounds(playerCount: number, rounds: number, arenas: number, separation: number, meetings: number, seed: number): Round[] | null {
  const sizes = gameSizes(playerCount, 1)
  const random = seededRandom(seed, 7000 + separation + 10 * meetings)
  const met = new Uint8Array(playerCount * playerCount)
  const done: Round[] = []
  let backtracks = 0
  while (done.length < rounds) {
    const round = fillRound(done, sizes, playerCount, arenas, { separation, meetings }, met, random)
    if (round !== null) {
      done.push(round)
      meet(met, playerCount, round.games, 1)
      continue
    }
    backtracks += 1
    if (backtracks > BACKTRACKS_PER_ROUND * rounds || done.length === 0) return null
    meet(met, playerCount, (done.pop() as Round).games, -1)
  }
  return done
}

function meet(met: Uint8Array, playerCount: number, games: readonly (readonly number[])[], delta: number): void {
  for (const game of games) {
    for (const a of game) for (const b of game) if (a !== b) met[a * playerCount + b] += delta
  }
}

/**
 * One round after the rounds `before`: each corner seated at random from the teams left that fit, tried ROUND_TRIES
 * times. A game goes to the next free arena of the slot; when no team left fits there (they all play in that slot, or
 * rested too little) the slot's other arenas stay idle and the game goes to the next slot.
 */
function fillRound(before: readonly Round[], sizes: readonly number[], playerCount: number, arenas: number, rules: { separation: number; meetings: number }, met: Uint8Array, random: () => number): Round | null {
  const lastSlot = new Int32Array(playerCount).fill(-1 - rules.separation - 1)
  let start: Place = { slot: 0, arena: 0 }
  for (const round of before) {
    round.games.forEach((game, index) => {
      for (const player of game) lastSlot[player] = round.places[index].slot
    })
    const end = round.places[round.places.length - 1]
    start = end.arena + 1 < arenas ? { slot: end.slot, arena: end.arena + 1 } : { slot: end.slot + 1, arena: 0 }
  }
  for (let attempt = 0; attempt < ROUND_TRIES; attempt += 1) {
    const left = Array.from({ length: playerCount }, (_, player) => player)
    const round: Round = { games: [], places: [] }
    let place = start
    for (const size of sizes) {
      let game = seatGame(size, left, place.slot, lastSlot, rules, met, playerCount, random)
      if (game === null && place.arena > 0) {
        place = { slot: place.slot + 1, arena: 0 }
        game = seatGame(size, left, place.slot, lastSlot, rules, met, playerCount, random)
      }
      if (game === null) break
      for (const player of game) left.splice(left.indexOf(player), 1)
      round.games.push(game)
      round.places.push(place)
      place = place.arena + 1 < arenas ? { slot: place.slot, arena: place.arena + 1 } : { slot: place.slot + 1, arena: 0 }
    }
    if (round.games.length === sizes.length) return round
  }
  return null
}

/** `size` teams of `left` for a game in `slot`, each drawn at random from those that fit the rules beside the ones drawn; null when none fits. */
function seatGame(size: number, left: readonly number[], slot: number, lastSlot: Int32Array, { separation, meetings }: { separation: number; meetings: number }, met: Uint8Array, playerCount: number, random: () => number): number[] | null {
  const game: number[] = []
  while (game.length < size) {
    const fits = left.filter((player) => !game.includes(player) && slot - lastSlot[player] - 1 >= separation && game.every((other) => met[player * playerCount + other] < meetings))
    if (fits.length === 0) return null
    game.push(fits[Math.floor(random() * fits.length)])
  }
  return game
}
