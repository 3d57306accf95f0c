// Ahead of or behind plan: when the next game can start against its planned start, and the delay that brings it back to 0.
import { describe, expect, it } from 'vitest'
import type { GameStatus } from '../../src-main/domain/game-record'
import { deviationDelay, deviationWords, planDeviation, projectedTimes, type TimedGame } from '../../src-main/domain/plan-deviation'

const T = 1_795_420_800 // planned start of game 1
const CHANGEOVER = 120
const SLOT = 150 + CHANGEOVER

/** Four games planned back to back from T; `states` gives each one's state and, for started ones, its actual start. */
function event(states: Array<[GameStatus, number?]>): TimedGame[] {
  return states.map(([status, actual], index) => {
    const start = actual ?? T + index * SLOT
    return { id: index + 1, play_order: index + 1, status, start_time: start, end_time: start + 150 }
  })
}

describe('planDeviation', () => {
  it.each([
    ['before the event: waiting is on plan, not ahead', event([['scheduled'], ['scheduled']]), T - 3600, 0, 1],
    ['first game late to start', event([['scheduled'], ['scheduled']]), T + 7 * 60, 7, 1],
    ['a game runs on time: the next one is on plan', event([['running', T], ['scheduled']]), T + 30, 0, 2],
    ['a game started 5 min late: the next is 5 min behind', event([['running', T + 300], ['scheduled']]), T + 310, 5, 2],
    ['a game started 12 min early: 12 min ahead', event([['running', T - 720], ['scheduled']]), T - 700, -12, 2],
    ['a game overran its end (finish pending): now counts', event([['running', T], ['scheduled']]), T + 400, 2, 2],
    ['idle after a game: ahead by the time saved', event([['finished', T - 600], ['scheduled']]), T - 600 + 150 + 60, -10, 2],
    ['idle in the changeover: the changeover still counts', event([['scored', T], ['scheduled']]), T + 160, 0, 2],
    ['idle long after the last game: behind', event([['scored', T], ['scheduled']]), T + SLOT + 20 * 60, 20, 2],
    ['the next game is the first scheduled in running order, not the first listed', [...event([['scored', T], ['scored', T + SLOT], ['scheduled']])].reverse(), T + 2 * SLOT, 0, 3],
  ])('%s', (_name, games, now, minutes, nextId) => {
    const deviation = planDeviation(games, now, CHANGEOVER)
    expect(deviation?.minutes).toBe(minutes)
    expect(deviation?.next_game_id).toBe(nextId)
  })

  it('null when no scheduled game has a planned start', () => {
    expect(planDeviation(event([['scored', T], ['running', T + SLOT]]), T + SLOT, CHANGEOVER)).toBeNull()
    expect(planDeviation([{ id: 1, play_order: 1, status: 'scheduled', start_time: null, end_time: null }], T, CHANGEOVER)).toBeNull()
  })

  it('rounds to whole minutes: 29 s is on plan, 31 s a minute', () => {
    expect(planDeviation(event([['scheduled']]), T + 29, CHANGEOVER)?.minutes).toBe(0)
    expect(planDeviation(event([['scheduled']]), T + 31, CHANGEOVER)?.minutes).toBe(1)
  })

  it('applying the figure as a delay (every scheduled game moves) brings it back to on plan', () => {
    const games = event([['running', T + 420], ['scheduled'], ['scheduled']])
    const before = planDeviation(games, T + 430, CHANGEOVER)!
    expect(before.minutes).toBe(7)
    const { seconds } = deviationDelay(before)
    const delayed = games.map((game) => (game.status === 'scheduled' ? { ...game, start_time: game.start_time! + seconds, end_time: game.end_time! + seconds } : game))
    expect(planDeviation(delayed, T + 430, CHANGEOVER)?.minutes).toBe(0)
  })
})

describe('deviationWords and deviationDelay', () => {
  const of = (minutes: number) => ({ next_game_id: 1, expected_start: 0, seconds: minutes * 60, minutes })
  it.each([
    [0, 'On plan', 0],
    [5, 'Behind plan by 5 min', 300],
    [-1, 'Ahead of plan by 1 min', -60],
    [-30, 'Ahead of plan by 30 min', -1800],
  ])('%i min', (minutes, words, seconds) => {
    expect(deviationWords(of(minutes))).toBe(words)
    expect(deviationDelay(of(minutes)).seconds).toBe(seconds)
  })
})

describe('projectedTimes: when a scheduled game is now expected (issue 26, item 17)', () => {
  const game = (status: 'scheduled' | 'running' | 'finished', start: number | null = 1000, end: number | null = 1150) => ({ status, start_time: start, end_time: end })
  it.each([
    ['behind by 10 min: planned + 600 s', game('scheduled'), { minutes: 10 }, { start: 1600, end: 1750 }],
    ['behind, no planned end', game('scheduled', 1000, null), { minutes: 2 }, { start: 1120, end: null }],
    ['on plan: nothing projected', game('scheduled'), { minutes: 0 }, null],
    ['ahead: the planned time stands', game('scheduled'), { minutes: -5 }, null],
    ['no figure', game('scheduled'), null, null],
    ['running: not projected', game('running'), { minutes: 10 }, null],
    ['finished: not projected', game('finished'), { minutes: 10 }, null],
    ['no planned start', game('scheduled', null, null), { minutes: 10 }, null],
  ] as const)('%s', (_why, timed, deviation, expected) => {
    expect(projectedTimes(timed, deviation)).toEqual(expected)
  })
})
