// Knockout rounds over several arenas (issue 28, item 3): a round's games in slots across the arenas (they start
// together), each round from the slot after the previous round's last, and the last rounds on the first arena, one game
// after another — so a game never starts before the games that feed it end.
import type { ArenaPlacement } from './league-slots'

/** The most rounds a knockout has (64 players: 16 first-round games, then 8, 4, 2, the final). */
export const MAX_KNOCKOUT_ROUNDS = 5

/**
 * Each game's slot and arena position (0 = the first arena asked for), index for index with `games` (the bracket in
 * running order: rounds non-decreasing). A round fills slots of `arenas` games in order and the next round starts in a
 * new slot; the last `singleArenaRounds` rounds (all of them when the bracket has fewer) go to arena 0, a game a slot.
 * The final, one game, is on arena 0 either way. With one arena, game i is in slot i.
 */
export function knockoutPlacements(games: ReadonlyArray<{ round: number }>, arenas: number, singleArenaRounds = 1): ArenaPlacement[] {
  if (!Number.isInteger(arenas) || arenas < 1) throw new RangeError(`arenas must be a positive integer, not ${arenas}`)
  const lastRound = Math.max(0, ...games.map((game) => game.round))
  const firstSingleRound = lastRound - singleArenaRounds + 1
  let slot = -1
  let used = 0
  let round: number | undefined
  return games.map((game) => {
    const width = game.round >= firstSingleRound ? 1 : arenas
    if (game.round !== round || used >= width) {
      slot += 1
      used = 0
      round = game.round
    }
    used += 1
    return { slot, arena: used - 1 }
  })
}

/** The last rounds of a knockout played on one arena: the arena and the first of those rounds. */
export interface SingleArenaRounds<A> {
  arena_id: A
  from_round: number
}

/**
 * Which of the last rounds are played on one arena, as the games stand (an operator may have moved one): the longest run
 * of last rounds whose games all belong to one arena, or null when there is none (no games). The final is one game, so
 * with a knockout it is always in.
 */
export function singleArenaRounds<A>(games: ReadonlyArray<{ round: number; arena_id: A }>): SingleArenaRounds<A> | null {
  const rounds = [...new Set(games.map((game) => game.round))].sort((a, b) => b - a)
  const arena = games.find((game) => game.round === rounds[0])?.arena_id
  let fromRound: number | undefined
  for (const round of rounds) {
    if (!games.every((game) => game.round !== round || game.arena_id === arena)) break
    fromRound = round
  }
  return fromRound === undefined ? null : { arena_id: arena as A, from_round: fromRound }
}
