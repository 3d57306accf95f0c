// Ahead of or behind plan per arena (issue 28): each arena's games against their own planned times, arenas in parallel; the
// delay every arena shares; and its words.
import { describe, expect, it } from 'vitest'
import type { GameStatus } from '../../src-main/domain/game-record'
import { arenaPlanDeviations, commonDeviation, commonDeviationWords, type ArenaPlanDeviation } from '../../src-main/domain/arena-plan-deviation'
import { planDeviation, type TimedGame } from '../../src-main/domain/plan-deviation'

const T = 1_795_420_800 // the first slot's planned start
const CHANGEOVER = 120
const SLOT = 150 + CHANGEOVER
const MAIN = 1
const NORTH = 2

/**
 * Two arenas playing slots together (North `stagger` s after Main in each slot), three slots: Main's games 1, 3, 5 and
 * North's 2, 4, 6 in running order. `main` and `north` give each slot's state and, for a started game, its actual start.
 */
function league(main: Array<[GameStatus, number?]>, north: Array<[GameStatus, number?]>, stagger = 0): { games: TimedGame[]; arenaOf: Map<number, number> } {
  const games: TimedGame[] = []
  const arenaOf = new Map<number, number>()
  for (let slot = 0; slot < 3; slot += 1) {
    for (const [arena, states, offset] of [[MAIN, main, 0], [NORTH, north, stagger]] as const) {
      const [status, actual] = states[slot] ?? ['scheduled']
      const start = actual ?? T + slot * SLOT + offset
      const id = games.length + 1
      games.push({ id, play_order: id, status, start_time: start, end_time: start + 150 })
      arenaOf.set(id, arena)
    }
  }
  return { games, arenaOf }
}

const minutesOf = (figures: ArenaPlanDeviation[]) => figures.map(({ arena_id, deviation }) => [arena_id, deviation?.minutes ?? null, deviation?.next_game_id ?? null])

describe('arenaPlanDeviations', () => {
  it.each([
    ['both on plan, playing together', league([['running', T]], [['running', T]]), T + 60, [[MAIN, 0, 3], [NORTH, 0, 4]]],
    ['Main started 4 min late, North played on time: only Main is behind', league([['running', T + 240]], [['scored', T]]), T + 250, [[MAIN, 4, 3], [NORTH, 0, 4]]],
    ['Main played 10 min early and waits: Main ahead, North on plan', league([['scored', T - 600]], [['running', T]]), T + 90, [[MAIN, -3, 3], [NORTH, 0, 4]]],
    ["Main plays, North has not begun: North waits for its own planned start, not Main's end", league([['running', T]], [['scheduled']]), T - 30, [[MAIN, 0, 3], [NORTH, 0, 2]]],
    ['North 2 min late to start its first game while Main runs on time', league([['running', T]], [['scheduled']]), T + 120, [[MAIN, 0, 3], [NORTH, 2, 2]]],
    ['an idle arena (every game played): no figure', league([['scored', T], ['running', T + SLOT]], [['scored', T], ['scored', T + SLOT], ['scored', T + 2 * SLOT]]), T + SLOT + 30, [[MAIN, 0, 5], [NORTH, null, null]]],
    ['staggered 120 s: both on time, both on plan', league([['running', T]], [['running', T + 120]], 120), T + 130, [[MAIN, 0, 3], [NORTH, 0, 4]]],
    ['staggered 120 s: North started with Main, 2 min early: ahead', league([['running', T]], [['running', T]], 120), T + 10, [[MAIN, 0, 3], [NORTH, -2, 4]]],
    ['staggered 120 s: Main 3 min late, North on its own time', league([['running', T + 180]], [['running', T + 120]], 120), T + 190, [[MAIN, 3, 3], [NORTH, 0, 4]]],
  ])('%s', (_name, { games, arenaOf }, now, expected) => {
    expect(minutesOf(arenaPlanDeviations(games, arenaOf, [MAIN, NORTH], now, CHANGEOVER))).toEqual(expected)
  })

  it('differs from the one-arena figure over the same games, which would hold North up behind Main', () => {
    const { games, arenaOf } = league([['running', T + 240]], [['scored', T]])
    expect(planDeviation(games, T + 250, CHANGEOVER)?.minutes).toBe(4)
    expect(arenaPlanDeviations(games, arenaOf, [NORTH], T + 250, CHANGEOVER)[0].deviation?.minutes).toBe(0)
  })

  it('an arena with no games, a game of no listed arena and a game whose arena is unknown count for none; the order is the list\'s', () => {
    const { games, arenaOf } = league([['running', T + 300]], [['scored', T]])
    expect(minutesOf(arenaPlanDeviations(games, arenaOf, [MAIN, NORTH], T + 310, CHANGEOVER))).toEqual([[MAIN, 5, 3], [NORTH, 1, 4]])
    arenaOf.delete(3) // Main's next game: its arena is not known yet
    arenaOf.set(4, 9) // North's next game is in arena 9, not listed
    // Each arena's next game is then its third: Main's (planned T + 540) can start at T + 570, North's now.
    expect(minutesOf(arenaPlanDeviations(games, arenaOf, [7, NORTH, MAIN], T + 310, CHANGEOVER))).toEqual([[7, null, null], [NORTH, -4, 6], [MAIN, 1, 5]])
  })

  it("applying an arena's figure to its own games brings it to on plan and leaves the other arena's figure", () => {
    const { games, arenaOf } = league([['running', T + 300]], [['running', T + 120]])
    const before = arenaPlanDeviations(games, arenaOf, [MAIN, NORTH], T + 310, CHANGEOVER)
    expect(minutesOf(before)).toEqual([[MAIN, 5, 3], [NORTH, 2, 4]])
    const seconds = before[0].deviation!.minutes * 60
    const delayed = games.map((game) => (game.status === 'scheduled' && arenaOf.get(game.id) === MAIN ? { ...game, start_time: game.start_time! + seconds, end_time: game.end_time! + seconds } : game))
    expect(minutesOf(arenaPlanDeviations(delayed, arenaOf, [MAIN, NORTH], T + 310, CHANGEOVER))).toEqual([[MAIN, 0, 3], [NORTH, 2, 4]])
  })
})

describe('commonDeviation and its words', () => {
  const figures = (...minutes: Array<number | null>): ArenaPlanDeviation[] =>
    minutes.map((each, index) => ({ arena_id: index + 1, deviation: each === null ? null : { next_game_id: index + 1, expected_start: 0, seconds: each * 60, minutes: each } }))
  it.each([
    ['every arena on plan', [0, 0], { minutes: 0, differ: false }, 'Every arena on plan'],
    ['both behind: the lesser is shared', [5, 3], { minutes: 3, differ: true }, 'Every arena behind plan by at least 3 min'],
    ['both behind alike', [4, 4], { minutes: 4, differ: false }, 'Every arena behind plan by 4 min'],
    ['both ahead: the nearer to plan is shared', [-2, -4], { minutes: -2, differ: true }, 'Every arena ahead of plan by at least 2 min'],
    ['one behind, one on plan: nothing shared', [5, 0], { minutes: 0, differ: true }, 'The arenas differ from plan: each has its own figure'],
    ['one behind, one ahead: nothing shared', [3, -2], { minutes: 0, differ: true }, 'The arenas differ from plan: each has its own figure'],
    ['an idle arena has no say', [6, null, 6], { minutes: 6, differ: false }, 'Every arena behind plan by 6 min'],
    ['three arenas behind', [2, 9, 4], { minutes: 2, differ: true }, 'Every arena behind plan by at least 2 min'],
  ])('%s', (_name, minutes, expected, words) => {
    const common = commonDeviation(figures(...minutes))
    expect(common).toEqual(expected)
    expect(commonDeviationWords(common!)).toBe(words)
  })

  it('null when no arena has a figure', () => {
    expect(commonDeviation(figures(null, null))).toBeNull()
    expect(commonDeviation([])).toBeNull()
  })
})
