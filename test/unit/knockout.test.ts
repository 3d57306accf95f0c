// Knockout brackets for 2–64 players: consistency, byes, seed spreading, finishing order, first-place ties, whole played brackets.
import { describe, expect, it } from 'vitest'
import {
  type BracketGame, type SlotSource, byeCount, feedsInto, finishingOrder, firstPlaceTied, fullBracketSize, knockoutBracket,
} from '../../src-main/domain/knockout'

const ALL_SIZES = Array.from({ length: 63 }, (_, index) => index + 2)

function seedSources(bracket: readonly BracketGame[]): number[] {
  return bracket.flatMap((game) => game.slots.flatMap((slot) => (slot?.kind === 'seed' ? [slot.seed] : [])))
}

function winnerSources(bracket: readonly BracketGame[]): Array<{ from: number; place: 1 | 2; into: number }> {
  return bracket.flatMap((game, into) => game.slots.flatMap((slot) => (slot?.kind === 'winner' ? [{ from: slot.game, place: slot.place, into }] : [])))
}

function emptyCorners(game: BracketGame): number {
  return game.slots.filter((slot) => slot === null).length
}

/** The games a seed plays if it always advances: its entry game, then each game its places feed. */
function path(bracket: readonly BracketGame[], seed: number): number[] {
  const entry = bracket.findIndex((game) => game.slots.some((slot) => slot?.kind === 'seed' && slot.seed === seed))
  const games = [entry]
  for (let next = feedsInto(bracket, entry)[0]; next !== undefined; next = feedsInto(bracket, next.game)[0]) games.push(next.game)
  return games
}

/** The round of the first game two seeds can both play in. */
function meetingRound(bracket: readonly BracketGame[], a: number, b: number): number {
  const pathOfB = new Set(path(bracket, b))
  const common = path(bracket, a).find((game) => pathOfB.has(game))
  if (common === undefined) throw new Error(`seeds ${a} and ${b} never meet`)
  return bracket[common].round
}

/** Plays a bracket in order: each game's players are resolved from seeds and earlier results, then scored by `points`. */
function play(bracket: readonly BracketGame[], points: (seed: number) => number | null): number[][] {
  const results: number[][] = []
  for (const game of bracket) {
    const seeds = game.slots.map((slot) => resolve(slot, results))
    const order = finishingOrder(seeds.map((seed) => (seed === null ? null : points(seed))), seeds)
    results.push(order.map((corner) => seeds[corner] as number))
  }
  return results
}

function resolve(slot: SlotSource | null, results: readonly number[][]): number | null {
  if (slot === null) return null
  return slot.kind === 'seed' ? slot.seed : results[slot.game][slot.place - 1]
}

function describeGame(game: BracketGame): string {
  return game.slots.map((slot) => (slot === null ? '-' : slot.kind === 'seed' ? `${slot.seed}` : `${slot.place === 1 ? 'W' : 'R'}${slot.game}`)).join(' ')
}

describe('knockoutBracket: consistent for every N from 2 to 64', () => {
  it.each(ALL_SIZES)('N = %i', (players) => {
    const bracket = knockoutBracket(players)
    const final = bracket.length - 1
    expect(bracket[final].name).toBe('Final')
    expect([...seedSources(bracket)].sort((a, b) => a - b)).toEqual(Array.from({ length: players }, (_, index) => index + 1))
    for (const game of bracket) expect(game.slots).toHaveLength(4)
    const fed = winnerSources(bracket)
    for (const { from, into } of fed) {
      expect(from).toBeLessThan(into)
      expect(bracket[from].round).toBeLessThan(bracket[into].round)
    }
    bracket.forEach((_game, index) => {
      const places = fed.filter((source) => source.from === index).map((source) => source.place).sort()
      expect(places).toEqual(index === final ? [] : [1, 2])
      expect(feedsInto(bracket, index)).toHaveLength(index === final ? 0 : 2)
    })
    for (let index = 1; index < bracket.length; index += 1) expect(bracket[index].round).toBeGreaterThanOrEqual(bracket[index - 1].round)
    expect(bracket[0].round).toBe(1)
    expect(bracket[final].round).toBe(Math.log2(fullBracketSize(players) / 4) + 1)
  })

  it.each(ALL_SIZES)('N = %i: no game with two empty corners (unless N = 2), only round 1 has empty corners', (players) => {
    const bracket = knockoutBracket(players)
    for (const game of bracket) {
      expect(emptyCorners(game)).toBeLessThanOrEqual(players === 2 ? 2 : 1)
      if (game.round > 1) expect(emptyCorners(game)).toBe(0)
    }
  })

  it.each(ALL_SIZES)('N = %i: byes go to the best seeds, everyone else plays round 1', (players) => {
    const bracket = knockoutBracket(players)
    const byes = byeCount(players)
    const laterSeeds = bracket.filter((game) => game.round > 1).flatMap((game) => seedSources([game]))
    const firstRoundSeeds = bracket.filter((game) => game.round === 1).flatMap((game) => seedSources([game]))
    expect([...laterSeeds].sort((a, b) => a - b)).toEqual(Array.from({ length: byes }, (_, index) => index + 1))
    expect(Math.min(...firstRoundSeeds)).toBe(byes + 1)
    const full = fullBracketSize(players)
    const firstRoundGames = bracket.filter((game) => game.round === 1).length
    if (byes > 0) expect(firstRoundGames, 'the fewest round-1 games').toBe(Math.ceil((players - full / 2) / 2))
    if (byes > 0) expect(byes, 'bye seeds fill at least half the round-2 branches').toBeGreaterThanOrEqual(full / 4)
    if (byes === 0 && players > 4) expect(firstRoundGames).toBe(full / 4)
    const secondRound = bracket.filter((game) => game.round === 2)
    for (const game of secondRound) expect(seedSources([game]).length % 2).toBe(0)
  })

  it.each(ALL_SIZES)('N = %i: seeds 1..2^m are kept in different 1/2^m of the bracket (1 and 2 meet only in the final)', (players) => {
    const bracket = knockoutBracket(players)
    const rounds = bracket[bracket.length - 1].round
    for (let b = 2; b <= players; b += 1) {
      const earliest = Math.max(1, rounds + 1 - Math.ceil(Math.log2(b)))
      for (let a = 1; a < b; a += 1) expect(meetingRound(bracket, a, b), `seeds ${a} and ${b}`).toBeGreaterThanOrEqual(earliest)
    }
  })

  it.each([1, 0, 65, 2.5, Number.NaN])('refuses N = %s', (players) => {
    expect(() => knockoutBracket(players)).toThrow(RangeError)
  })
})

describe('knockoutBracket: shapes', () => {
  it.each([
    [2, ['Final: 1 2 - -']],
    [3, ['Final: 1 2 3 -']],
    [4, ['Final: 1 2 3 4']],
    [5, ['Round 1 game 1: 3 4 5 -', 'Final: 1 2 W0 R0']],
    [6, ['Round 1 game 1: 3 4 5 6', 'Final: 1 2 W0 R0']],
    [7, ['Semi-final 1: 1 4 5 -', 'Semi-final 2: 2 3 6 7', 'Final: W0 W1 R1 R0']],
    [8, ['Semi-final 1: 1 4 5 8', 'Semi-final 2: 2 3 6 7', 'Final: W0 W1 R1 R0']],
    [9, ['Round 1 game 1: 7 8 9 -', 'Semi-final 1: 1 4 W0 R0', 'Semi-final 2: 2 3 5 6', 'Final: W1 W2 R2 R1']],
    [10, ['Round 1 game 1: 7 8 9 10', 'Semi-final 1: 1 4 W0 R0', 'Semi-final 2: 2 3 5 6', 'Final: W1 W2 R2 R1']],
    [12, ['Round 1 game 1: 6 7 10 11', 'Round 1 game 2: 5 8 9 12', 'Semi-final 1: 1 4 W0 R0', 'Semi-final 2: 2 3 W1 R1', 'Final: W2 W3 R3 R2']],
    [13, ['Quarter-final 1: 1 8 9 -', 'Quarter-final 2: 4 5 12 13', 'Quarter-final 3: 2 7 10 -', 'Quarter-final 4: 3 6 11 -',
      'Semi-final 1: W0 W1 R1 R0', 'Semi-final 2: W2 W3 R3 R2', 'Final: W4 W5 R5 R4']],
    [16, ['Quarter-final 1: 1 8 9 16', 'Quarter-final 2: 4 5 12 13', 'Quarter-final 3: 2 7 10 15', 'Quarter-final 4: 3 6 11 14',
      'Semi-final 1: W0 W1 R1 R0', 'Semi-final 2: W2 W3 R3 R2', 'Final: W4 W5 R5 R4']],
  ])('N = %i', (players, expected) => {
    expect(knockoutBracket(players).map((game) => `${game.name}: ${describeGame(game)}`)).toEqual(expected)
  })

  it.each([
    [2, 0], [4, 0], [5, 2], [6, 2], [7, 0], [8, 0], [9, 6], [10, 6], [11, 4], [12, 4], [13, 0], [16, 0],
    [17, 14], [24, 8], [25, 0], [33, 30], [48, 16], [49, 0], [64, 0],
  ])('N = %i has %i byes', (players, byes) => {
    expect(byeCount(players)).toBe(byes)
  })

  it('64 players: five rounds named by distance from the final', () => {
    const names = knockoutBracket(64).map((game) => `${game.round} ${game.name}`)
    expect(names.filter((name) => name.startsWith('1 Round 1 game'))).toHaveLength(16)
    expect(names.filter((name) => name.startsWith('2 Round 2 game'))).toHaveLength(8)
    expect(names.filter((name) => name.startsWith('3 Quarter-final'))).toHaveLength(4)
    expect(names.filter((name) => name.startsWith('4 Semi-final'))).toHaveLength(2)
    expect(names.at(-1)).toBe('5 Final')
  })

  it('every later game takes both places of two earlier games or of one plus two byes', () => {
    for (const players of ALL_SIZES) {
      for (const game of knockoutBracket(players).filter((bracketGame) => bracketGame.round > 1)) {
        const feeders = game.slots.flatMap((slot) => (slot?.kind === 'winner' ? [slot.game] : []))
        const distinct = new Set(feeders)
        expect(feeders.length + seedSources([game]).length).toBe(4)
        expect(feeders.length).toBe(distinct.size * 2)
      }
    }
  })
})

describe('knockoutBracket: spreading in full brackets', () => {
  it.each([8, 16, 32, 64])('N = %i: 1 and 2 in different halves, 1–4 in different quarters, 1–8 in different eighths', (players) => {
    const bracket = knockoutBracket(players)
    const rounds = bracket[bracket.length - 1].round
    expect(meetingRound(bracket, 1, 2)).toBe(rounds)
    for (const [a, b] of [[1, 3], [1, 4], [2, 3], [2, 4], [3, 4]]) expect(meetingRound(bracket, a, b)).toBeGreaterThanOrEqual(rounds - 1)
    expect([meetingRound(bracket, 1, 4), meetingRound(bracket, 2, 3)]).toEqual([rounds - 1, rounds - 1])
    if (players >= 16) {
      for (let a = 1; a <= 8; a += 1) for (let b = a + 1; b <= 8; b += 1) expect(meetingRound(bracket, a, b)).toBeGreaterThanOrEqual(rounds - 2)
    }
  })

  it('16 players: the quarter-finals hold {1,8,9,16}, {4,5,12,13}, {2,7,10,15}, {3,6,11,14}, the better seed in red', () => {
    const quarterFinals = knockoutBracket(16).filter((game) => game.round === 1).map((game) => seedSources([game]))
    expect(quarterFinals).toEqual([[1, 8, 9, 16], [4, 5, 12, 13], [2, 7, 10, 15], [3, 6, 11, 14]])
  })

  it('32 players: every first-round game has the same seed sum', () => {
    const sums = knockoutBracket(32).filter((game) => game.round === 1).map((game) => seedSources([game]).reduce((sum, seed) => sum + seed, 0))
    expect(new Set(sums)).toEqual(new Set([66]))
  })
})

describe('feedsInto', () => {
  it('answers the later game and corner of places 1 and 2', () => {
    const bracket = knockoutBracket(8)
    expect(feedsInto(bracket, 0)).toEqual([{ place: 1, game: 2, corner: 0 }, { place: 2, game: 2, corner: 3 }])
    expect(feedsInto(bracket, 1)).toEqual([{ place: 1, game: 2, corner: 1 }, { place: 2, game: 2, corner: 2 }])
    expect(feedsInto(bracket, 2)).toEqual([])
  })
})

describe('finishingOrder', () => {
  const seeds = [1, 2, 3, 4]
  it.each([
    ['all different', [40, 30, 20, 10], seeds, [0, 1, 2, 3]],
    ['order of corners does not matter', [10, 40, 20, 30], seeds, [1, 3, 2, 0]],
    ['tie for 1st: better seed first', [30, 30, 20, 10], [4, 2, 1, 3], [1, 0, 2, 3]],
    ['tie for 2nd, the advancing place', [40, 20, 20, 10], [1, 7, 5, 2], [0, 2, 1, 3]],
    ['tie for 3rd', [40, 30, 10, 10], [8, 5, 6, 1], [0, 1, 3, 2]],
    ['three tied', [20, 20, 20, 50], [9, 3, 6, 1], [3, 1, 2, 0]],
    ['all four tied', [5, 5, 5, 5], [4, 3, 2, 1], [3, 2, 1, 0]],
    ['all zero', [0, 0, 0, 0], [2, 1, 4, 3], [1, 0, 3, 2]],
    ['negative points rank lowest', [0, -5, 3, 1], seeds, [2, 3, 0, 1]],
  ])('%s', (_name, points, cornerSeeds, expected) => {
    expect(finishingOrder(points, cornerSeeds)).toEqual(expected)
  })

  it.each([
    ['one no-show ranks last, even with the best seed', [null, 0, 20, 10], seeds, [2, 3, 1, 0]],
    ['a no-show ranks after a negative score', [null, -10, -20, -30], seeds, [1, 2, 3, 0]],
    ['no-shows among themselves by seed', [null, 10, null, null], [2, 5, 3, 1], [1, 3, 0, 2]],
    ['all no-shows: by seed', [null, null, null, null], [3, 4, 1, 2], [2, 3, 0, 1]],
  ])('%s', (_name, points, cornerSeeds, expected) => {
    expect(finishingOrder(points, cornerSeeds)).toEqual(expected)
  })

  it.each([
    ['three players', [30, 10, 20, null], [5, 6, 7, null], [0, 2, 1]],
    ['points on an empty corner are ignored', [30, 10, 20, 99], [5, 6, 7, null], [0, 2, 1]],
    ['two players, tied', [10, null, 10, null], [9, null, 3, null], [2, 0]],
    ['no players', [null, null, null, null], [null, null, null, null], []],
  ])('empty corners are left out: %s', (_name, points, cornerSeeds, expected) => {
    expect(finishingOrder(points, cornerSeeds)).toEqual(expected)
  })
})

describe('firstPlaceTied', () => {
  const all = [true, true, true, true]
  it.each([
    ['clear winner', [40, 30, 20, 10], all, false],
    ['tie for 1st', [30, 30, 20, 10], all, true],
    ['tie for 2nd only', [40, 20, 20, 10], all, false],
    ['all four tied', [5, 5, 5, 5], all, true],
    ['all zero', [0, 0, 0, 0], all, true],
    ['a no-show does not tie with a scorer', [null, 0, -5, -5], all, false],
    ['two no-shows do not tie for 1st behind a scorer', [null, null, 1, 0], all, false],
    ['all no-shows: nobody won', [null, null, null, null], all, true],
    ['an empty corner with points is ignored', [30, 10, 20, 30], [true, true, true, false], false],
    ['three players, tie for 1st', [30, 30, 20, null], [true, true, true, false], true],
    ['one player', [0, null, null, null], [true, false, false, false], false],
    ['one player who did not show', [null, null, null, null], [true, false, false, false], false],
  ])('%s', (_name, points, occupied, expected) => {
    expect(firstPlaceTied(points, occupied)).toBe(expected)
  })
})

describe('a played bracket', () => {
  const betterSeedWins = (seed: number): number => 100 - seed

  it.each([16, 12])('N = %i, the better seed always wins: seeds 1–4 reach the final and seed 1 wins', (players) => {
    const results = play(knockoutBracket(players), betterSeedWins)
    expect(results.at(-1)).toEqual([1, 2, 3, 4])
  })

  it.each(ALL_SIZES)('N = %i, the better seed always wins: the final is the best four (or all), in order', (players) => {
    const results = play(knockoutBracket(players), betterSeedWins)
    expect(results.at(-1)).toEqual(Array.from({ length: Math.min(players, 4) }, (_, index) => index + 1))
  })

  it.each(ALL_SIZES)('N = %i, the better seed always wins: from round 2 on, each round is played by exactly the best seeds', (players) => {
    const bracket = knockoutBracket(players)
    const results = play(bracket, betterSeedWins)
    const rounds = bracket[bracket.length - 1].round
    for (let round = 2; round <= rounds; round += 1) {
      const field = bracket.flatMap((game, index) => (game.round === round ? results[index] : [])).sort((a, b) => a - b)
      expect(field, `round ${round}`).toEqual(Array.from({ length: 4 * 2 ** (rounds - round) }, (_, index) => index + 1))
    }
  })

  it('N = 12: ties on points everywhere are broken by league position, never at random', () => {
    expect(play(knockoutBracket(12), () => 0).at(-1)).toEqual([1, 2, 3, 4])
  })

  it('N = 16: the worse seed always wins: seed 16 wins, the final is 13–16', () => {
    const results = play(knockoutBracket(16), (seed) => seed)
    expect(results.at(-1)).toEqual([16, 15, 14, 13])
  })

  it('N = 12: a no-show in round 1 is out, the next seed advances', () => {
    const results = play(knockoutBracket(12), (seed) => (seed === 5 ? null : 100 - seed))
    expect(results[1]).toEqual([8, 9, 12, 5])
    expect(results[3]).toEqual([2, 3, 8, 9])
  })
})
