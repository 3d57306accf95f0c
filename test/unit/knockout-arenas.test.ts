// Knockouts over several arenas: each round in slots across the arenas, a round from the slot after the previous one's,
// the last rounds on the first arena one game after another, and planned times that never start a game before the games
// feeding it end; which last rounds are on one arena as the games stand.
import { describe, expect, it } from 'vitest'
import { knockoutBracket } from '../../src-main/domain/knockout'
import { knockoutPlacements, MAX_KNOCKOUT_ROUNDS, singleArenaRounds } from '../../src-main/domain/knockout-arenas'
import { plannedArenaSlots, plannedSlots } from '../../src-main/domain/planned-times'

const T = 1_795_420_800
const GAME = 150
const SLOT = 270

/** Placements as "slot:arena" per game, rounds apart with "|", for tables that read like the schedule. */
function layout(players: number, arenas: number, single?: number): string {
  const bracket = knockoutBracket(players)
  const placements = knockoutPlacements(bracket, arenas, single)
  return bracket
    .map((game, index) => `${index > 0 && bracket[index - 1].round !== game.round ? '| ' : ''}${placements[index].slot}:${placements[index].arena}`)
    .join(' ')
}

describe('knockoutPlacements', () => {
  it.each([
    ['a final of 4 over 3 arenas: on the first', 4, 3, undefined, '0:0'],
    ['8 players over 2 arenas: the semi-finals together, the final after', 8, 2, undefined, '0:0 0:1 | 1:0'],
    ['8 players over 2 arenas, the last 2 rounds on one: all on the first arena', 8, 2, 2, '0:0 1:0 | 2:0'],
    ['16 over 3 arenas: 3 quarter-finals together, the fourth after, then the semi-finals together', 16, 3, 1, '0:0 0:1 0:2 1:0 | 2:0 2:1 | 3:0'],
    ['16 over 3 arenas, semi-finals and final on one arena', 16, 3, 2, '0:0 0:1 0:2 1:0 | 2:0 3:0 | 4:0'],
    ['16 over 4 arenas, every round on one arena (more rounds asked than there are)', 16, 4, 5, '0:0 1:0 2:0 3:0 | 4:0 5:0 | 6:0'],
    ['6 players (byes) over 2 arenas: round 1 is one game', 6, 2, undefined, '0:0 | 1:0'],
    ['10 players (byes) over 2 arenas: 1 round-1 game, then 2 semi-finals together', 10, 2, undefined, '0:0 | 1:0 1:1 | 2:0'],
  ])('%s', (_name, players, arenas, single, expected) => {
    expect(layout(players, arenas, single)).toBe(expected)
  })

  it('with one arena, game i is in slot i and the planned times are exactly those of one game after another', () => {
    for (let players = 2; players <= 64; players += 1) {
      const bracket = knockoutBracket(players)
      for (const single of [1, 3, MAX_KNOCKOUT_ROUNDS]) {
        const placements = knockoutPlacements(bracket, 1, single)
        expect(placements).toEqual(bracket.map((_, index) => ({ slot: index, arena: 0 })))
        expect(plannedArenaSlots(placements, T, SLOT, GAME, 0, [], 7)).toEqual(plannedSlots(bracket.length, T, SLOT, GAME, [], 7))
      }
    }
  })

  it('over 2–4 arenas: one game per arena in a slot, a round never shares a slot with another, the last rounds on the first arena, and a game starts after its feeding games end', () => {
    const problems: string[] = []
    for (let players = 2; players <= 64; players += 1) {
      const bracket = knockoutBracket(players)
      const rounds = bracket.at(-1)!.round
      expect(rounds).toBeLessThanOrEqual(MAX_KNOCKOUT_ROUNDS)
      for (const arenas of [2, 3, 4]) {
        for (const single of [1, 2, 3, MAX_KNOCKOUT_ROUNDS]) {
          const placements = knockoutPlacements(bracket, arenas, single)
          const times = plannedArenaSlots(placements, T, SLOT, GAME, 0)
          const where = `${players} players, ${arenas} arenas, last ${single} rounds on one`
          const taken = new Set<string>()
          const roundOfSlot = new Map<number, number>()
          placements.forEach((place, index) => {
            const game = bracket[index]
            const key = `${place.slot}:${place.arena}`
            if (taken.has(key) || place.arena >= arenas) problems.push(`${where}: ${game.name} at ${key}`)
            taken.add(key)
            if (game.round > rounds - single && place.arena !== 0) problems.push(`${where}: ${game.name} not on the first arena`)
            if ((roundOfSlot.get(place.slot) ?? game.round) !== game.round) problems.push(`${where}: two rounds in slot ${place.slot}`)
            roundOfSlot.set(place.slot, game.round)
            for (const source of game.slots) {
              if (source?.kind === 'winner' && times[index].start_time < times[source.game].end_time) problems.push(`${where}: ${game.name} starts before game ${source.game} ends`)
            }
          })
          // Spreading uses the arenas: a round of k games takes ceil(k / arenas) slots (a game a slot on one arena).
          const expected = Array.from({ length: rounds }, (_, round) => {
            const games = bracket.filter((game) => game.round === round + 1).length
            return round + 1 > rounds - single ? games : Math.ceil(games / arenas)
          }).reduce((sum, count) => sum + count, 0)
          if (roundOfSlot.size !== expected) problems.push(`${where}: ${roundOfSlot.size} slots, not ${expected}`)
        }
      }
    }
    expect(problems).toEqual([])
  })

  it('refuses no arena', () => {
    expect(() => knockoutPlacements(knockoutBracket(8), 0)).toThrow(RangeError)
  })
})

describe('singleArenaRounds', () => {
  const game = (round: number, arena_id: number) => ({ round, arena_id })
  it.each([
    ['no games', [], null],
    ['a final alone', [game(1, 2)], { arena_id: 2, from_round: 1 }],
    ['semi-finals on two arenas, the final on one', [game(1, 1), game(1, 2), game(2, 1)], { arena_id: 1, from_round: 2 }],
    ['semi-finals and final on one arena', [game(1, 2), game(2, 3), game(2, 3), game(3, 3)], { arena_id: 3, from_round: 2 }],
    ['every round on one arena', [game(1, 1), game(1, 1), game(2, 1)], { arena_id: 1, from_round: 1 }],
    ['a semi-final moved elsewhere: only the final', [game(1, 1), game(2, 1), game(2, 2), game(3, 1)], { arena_id: 1, from_round: 3 }],
    ['a last round over two arenas: none', [game(1, 1), game(1, 2)], null],
  ])('%s', (_name, games, expected) => {
    expect(singleArenaRounds(games)).toEqual(expected)
  })
})
