// The league schedule across arenas (league-slots.ts): slots never seat a player twice (a seeded property test over
// random sizes), one arena is the one-arena schedule exactly, the slot packing and the arena balance by hand, the arena
// quality figures, and planned times per arena (plannedArenaSlots).
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { scheduleQuality } from '../../src-main/domain/league-quality'
import { generateLeagueSchedule } from '../../src-main/domain/league-schedule'
import { ArenaTally } from '../../src-main/domain/league-arena-balance'
import { arrangeInSlots, EMPTY, generateArenaSchedule, packSlots } from '../../src-main/domain/league-slots'
import { plannedArenaSlots, plannedSlots } from '../../src-main/domain/planned-times'

const T = 1_795_420_800 // 2026-11-21T08:00:00Z

function userIds(count: number): number[] {
  return Array.from({ length: count }, (_, i) => 1000 + 7 * i)
}

describe('generateArenaSchedule: slots across arenas (fast-check, seeded)', () => {
  it('players 8–200, k 1–8, arenas 1–4: nobody in two arenas of one slot, every player k games, slots in order, quality measured', () => {
    fc.assert(
      fc.property(fc.integer({ min: 8, max: 200 }), fc.integer({ min: 1, max: 8 }), fc.integer({ min: 1, max: 4 }), fc.integer(), (n, k, arenas, seed) => {
        const players = userIds(n)
        const { games, placements, quality } = generateArenaSchedule({ players, gamesPerPlayer: k, seed, arenas })
        expect(placements).toHaveLength(games.length)
        const seatedInSlot = new Map<number, Set<number>>()
        const arenasInSlot = new Map<number, Set<number>>()
        const appearances = new Map<number, number>()
        placements.forEach((place, index) => {
          if (index > 0) expect(place.slot - placements[index - 1].slot, 'slots in running order, none skipped').toBeOneOf([0, 1])
          expect(place.arena).toBeLessThan(arenas)
          const used = arenasInSlot.get(place.slot) ?? new Set<number>()
          expect(used.has(place.arena), `slot ${place.slot}: one game per arena`).toBe(false)
          arenasInSlot.set(place.slot, used.add(place.arena))
          const seated = seatedInSlot.get(place.slot) ?? new Set<number>()
          for (const id of games[index].corners) {
            if (id === null) continue
            expect(seated.has(id), `player ${id} in two games of slot ${place.slot}`).toBe(false)
            seated.add(id)
            appearances.set(id, (appearances.get(id) ?? 0) + 1)
          }
          seatedInSlot.set(place.slot, seated)
        })
        for (const id of players) expect(appearances.get(id)).toBe(k)
        expect(games).toHaveLength(Math.ceil((n * k) / 4))
        if (arenas === 1) expect(quality).toEqual(scheduleQuality(games, players, k))
        else expect(quality).toEqual(scheduleQuality(games, players, k, { placements, arenas }))
        expect(quality.min_colours).toBe(Math.min(k, 4))
        expect(quality.max_same_colour).toBe(Math.ceil(k / 4))
      }),
      { numRuns: 40, seed: 28 },
    )
  })

  it('with one arena the games and quality are generateLeagueSchedule’s exactly, each game its own slot', () => {
    for (const [n, k] of [[8, 3], [40, 6], [120, 8]]) {
      const request = { players: userIds(n), gamesPerPlayer: k, seed: 3 }
      const { games, quality, placements } = generateArenaSchedule({ ...request, arenas: 1 })
      expect({ games, quality }).toEqual(generateLeagueSchedule(request))
      expect(placements).toEqual(games.map((_, index) => ({ slot: index, arena: 0 })))
    }
  })

  it('several arenas keep the rest in slots: 120 players × 8 games over 3 arenas rest at least 2 slots, nobody twice in a slot', () => {
    const { quality } = generateArenaSchedule({ players: userIds(120), gamesPerPlayer: 8, seed: 1, arenas: 3 })
    expect(quality).toMatchObject({ arenas: 3, slots: 80, max_repeat_pairing: 1, groups: 1 })
    expect(quality.min_rest).toBeGreaterThanOrEqual(2)
  })

  it('arena balance in the fill: 120 × 8 over 3 arenas spreads every player within one; 40 × 6 and 200 × 6, seeds 1–3, at most 200 players spread above 1 in all (measured: 78 + 96; 77 + 391 before the arenas were chosen in the fill)', () => {
    const unbalanced = (n: number, k: number, seed: number) => generateArenaSchedule({ players: Array.from({ length: n }, (_, i) => i + 1), gamesPerPlayer: k, seed, arenas: 3 }).quality.players_arena_unbalanced ?? 0
    let total = 0
    for (const seed of [1, 2, 3]) {
      expect(unbalanced(120, 8, seed), `120 × 8 seed ${seed}`).toBe(0)
      total += unbalanced(40, 6, seed) + unbalanced(200, 6, seed)
    }
    expect(total).toBeLessThanOrEqual(200)
  })

  it('refuses an arena count outside 1–8', () => {
    for (const arenas of [0, 9, 1.5]) expect(() => generateArenaSchedule({ players: userIds(8), gamesPerPlayer: 1, seed: 1, arenas })).toThrow('arenas must be an integer from 1 to 8')
  })
})

describe('packSlots', () => {
  const copy = (lineups: number[][]) => lineups.map((lineup) => [...lineup])

  it.each([
    ['two arenas, the running order fits: games in pairs', [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11], [12, 13, 14, 15]], 16, 2, [[0, 1], [2, 3]]],
    ['a game sharing a player waits for the next slot, a later one fills in', [[0, 1, 2, 3], [0, 4, 5, 6], [7, 8, 9, 10]], 11, 2, [[0, 2], [1, EMPTY]]],
    ['three arenas', [[0, 1, 2, 3], [4, 5, 6, 7], [8, 9, 10, 11]], 12, 3, [[0, 1, 2]]],
    ['a game of players who just played waits while a rested one is there', [[0, 1, 2, 3], [4, 5, 6, 7], [0, 1, 8, 9], [10, 11, 12, 13], [14, 15, 16, 17]], 18, 2, [[0, 1], [3, 4], [2, EMPTY]]],
  ])('%s', (_name, lineups, playerCount, arenas, expected) => {
    const slots = packSlots(copy(lineups), playerCount, arenas)
    expect(slots.map((row) => [...row].sort((a, b) => (a === EMPTY ? 1 : b === EMPTY ? -1 : a - b)))).toEqual(expected)
  })

  it('one arena: every game its own slot; the game with fewer players back to back goes first', () => {
    expect(packSlots([[0, 1, 2, 3], [0, 1, 2, 3], [0, 4, 5, 6]], 7, 1)).toEqual([[0], [2], [1]])
  })

  it('evens out a player’s arenas by exchanging players of one slot’s games when no pairing suffers', () => {
    // Players 0 and 4 play in three slots; without the balance player 0 would play arena 0 thrice.
    const lineups = [[0, 1, 2, 3], [4, 5, 6, 7], [0, 8, 9, 10], [4, 11, 12, 13], [0, 14, 15, 16], [4, 17, 18, 19]]
    const slots = packSlots(copy(lineups), 20, 2)
    const arenasOf = (player: number) => slots.flatMap((row) => row.flatMap((game, arena) => (game !== EMPTY && lineups[game].includes(player) ? [arena] : [])))
    expect(slots).toHaveLength(3)
    for (const player of [0, 4]) expect(new Set(arenasOf(player)).size, `player ${player} plays both arenas`).toBe(2)
  })
})

describe('ArenaTally.keepsEven', () => {
  // One player, their counts per arena so far and their games in all: may one more go to arena 0?
  it.each([
    ['6 games over 3 arenas, none yet', [0, 0, 0], 6, true],
    ['6 games over 3 arenas, 2 in arena 0 already: its share', [2, 0, 0], 6, false],
    ['4 games over 3 arenas, 1 in arena 0 and none elsewhere: a second there is the one extra', [1, 0, 0], 4, true],
    ['4 games over 3 arenas, arena 1 has the one extra: arena 0 stays at 1', [1, 2, 0], 4, false],
    ['8 games over 3 arenas: two extras, arena 1 has one', [2, 3, 0], 8, true],
    ['8 games over 3 arenas: both extras used', [2, 3, 3], 8, false],
  ])('%s', (_name, counts, total, expected) => {
    const tally = new ArenaTally(3, Int32Array.from([total]))
    counts.forEach((count, arena) => {
      for (let i = 0; i < count; i += 1) tally.add(0, arena)
    })
    expect(tally.keepsEven(0, 0)).toBe(expected)
  })
})

describe('arena choice in the fill', () => {
  it('a game goes to the arena its players have played least: player 0 plays arenas 0, 1, 0, 1 over four slots', () => {
    // Player 0 in every other game; the others each once. Arenas first: each slot's games go where their players need.
    const lineups = [[0, 1, 2, 3], [4, 5, 6, 7], [0, 8, 9, 10], [11, 12, 13, 14], [0, 15, 16, 17], [18, 19, 20, 21], [0, 22, 23, 24], [25, 26, 27, 28]]
    const slots = packSlots(lineups.map((lineup) => [...lineup]), 29, 2, { restShare: 0, arenasFirst: true })
    const arenasOf0 = slots.flatMap((row) => row.flatMap((game, arena) => (game !== EMPTY && lineups[game].includes(0) ? [arena] : [])))
    expect(arenasOf0.filter((arena) => arena === 0)).toHaveLength(2)
    expect(arenasOf0.filter((arena) => arena === 1)).toHaveLength(2)
  })

  it('a player back to back goes from an arena to the same or a later one, never late to early', () => {
    // Slot 0: games 0 and 1; slot 1 must seat player 4 again (every game left has a player of slot 0).
    const lineups = [[0, 1, 2, 3], [4, 5, 6, 7], [4, 8, 9, 10], [0, 11, 12, 13]]
    for (const arenasFirst of [false, true]) {
      const slots = packSlots(lineups.map((lineup) => [...lineup]), 14, 2, { restShare: 0, arenasFirst })
      const at = (player: number) => slots.map((row) => row.findIndex((game) => game !== EMPTY && lineups[game].includes(player)))
      for (const player of [0, 4]) {
        const [first, second] = at(player)
        expect(second, `player ${player}: arena ${first} then ${second}`).toBeGreaterThanOrEqual(first)
      }
    }
  })

  it('arrangeInSlots keeps the running-order fill’s rest: never more back-to-back appearances or rests under two slots, seeds 1–3', () => {
    for (const [n, k] of [[40, 6], [40, 8], [80, 6]]) {
      for (const seed of [1, 2, 3]) {
        const players = Array.from({ length: n }, (_, i) => i)
        const games = generateLeagueSchedule({ players, gamesPerPlayer: k, seed }).games.map((game) => game.corners.flatMap((id) => (id === null ? [] : [id])))
        const plain = packSlots(games.map((lineup) => [...lineup]), n, 3, { restShare: 0, arenasFirst: false })
        const arranged = arrangeInSlots(games, n, 3)
        const rests = (slots: number[][], lineups: number[][]) => {
          const last = new Map<number, number>()
          const found: number[] = []
          slots.forEach((row, slot) => row.forEach((game) => game !== EMPTY && lineups[game].forEach((player) => {
            if (last.has(player)) found.push(slot - (last.get(player) as number) - 1)
            last.set(player, slot)
          })))
          return [found.filter((rest) => rest === 0).length, found.filter((rest) => rest < 2).length]
        }
        const [plainB2B, plainShort] = rests(plain, games)
        const [b2b, short] = rests(arranged.slots, arranged.lineups)
        expect(b2b, `${n} × ${k} seed ${seed}`).toBeLessThanOrEqual(plainB2B)
        if (b2b === plainB2B) expect(short, `${n} × ${k} seed ${seed}`).toBeLessThanOrEqual(plainShort)
      }
    }
  })
})

describe('scheduleQuality across arenas', () => {
  const games = [{ corners: [1, 2, 3, 4] }, { corners: [5, 6, 7, 8] }, { corners: [1, 2, 5, 6] }, { corners: [3, 4, 7, 8] }]
  const players = [1, 2, 3, 4, 5, 6, 7, 8]

  it('without a layout: no arena figures, rest in games', () => {
    const quality = scheduleQuality(games, players, 2)
    expect(quality).not.toHaveProperty('arenas')
    expect(quality).toMatchObject({ min_rest: 0, mean_rest: 1 })
  })

  it('with a layout: rest counted in slots, arena spread per player', () => {
    const placements = [{ slot: 0, arena: 0 }, { slot: 0, arena: 1 }, { slot: 1, arena: 0 }, { slot: 1, arena: 1 }]
    // Players 1, 2 and 7, 8 play arena 0 then 0 and 1 then 1: a spread of 2; 3, 4, 5, 6 play both.
    expect(scheduleQuality(games, players, 2, { placements, arenas: 2 })).toMatchObject({ min_rest: 0, mean_rest: 0, arenas: 2, slots: 2, max_arena_spread: 2, players_arena_unbalanced: 4 })
  })
})

describe('plannedArenaSlots', () => {
  it('one arena (game i in slot i) is plannedSlots exactly, breaks included', () => {
    const breaks = [{ after_play_order: 4, minutes: 30 }, { after_play_order: 6, minutes: 5 }]
    const placements = Array.from({ length: 7 }, (_, index) => ({ slot: index, arena: 0 }))
    expect(plannedArenaSlots(placements, T, 270, 150, 0, breaks, 3)).toEqual(plannedSlots(7, T, 270, 150, breaks, 3))
  })

  it.each([
    ['two arenas together: a slot’s games start at once', 0, [], [[T, T + 150], [T, T + 150], [T + 270, T + 420]]],
    ['staggered by 60 s: the second arena starts a minute later', 60, [], [[T, T + 150], [T + 60, T + 210], [T + 270, T + 420]]],
    ['a break after a game of a slot comes after the whole slot', 0, [{ after_play_order: 1, minutes: 10 }], [[T, T + 150], [T, T + 150], [T + 270 + 600, T + 420 + 600]]],
  ])('%s', (_name, stagger, breaks, expected) => {
    const placements = [{ slot: 0, arena: 0 }, { slot: 0, arena: 1 }, { slot: 1, arena: 0 }]
    expect(plannedArenaSlots(placements, T, 270, 150, stagger, breaks).map((slot) => [slot.start_time, slot.end_time])).toEqual(expected)
  })
})
