// The venue display's running totals of a game scored by a sheet (issue 30, item 2): taken from `live_score` while the game
// runs, frozen at its end (provisional until scored), dropped by a replay; shown only for a running or finished game.
import { describe, expect, it } from 'vitest'
import { applyGame, applyLiveTotals, EMPTY_DATA } from '../../src-renderer/display/display-data'
import { shownLiveTotals, totalsOfLiveSheets, withLiveTotals, type LiveTotals } from '../../src-renderer/display/live-totals'
import type { GameRecord } from '../../src-renderer/display/types'

const running = (points: Array<number | null>): LiveTotals => ({ game_points: points, running: true })
const frozen = (points: Array<number | null>): LiveTotals => ({ game_points: points, running: false })

describe('withLiveTotals: a game’s totals as the screen keeps them', () => {
  it.each<[string, LiveTotals | undefined, LiveTotals, LiveTotals]>([
    ['the first message', undefined, running([3, null, 0, 0]), running([3, null, 0, 0])],
    ['a later message while it runs replaces them', running([3, null, 0, 0]), running([6, 2, 0, 0]), running([6, 2, 0, 0])],
    ['the end freezes them', running([6, 2, 0, 0]), frozen([9, 2, 0, 0]), frozen([9, 2, 0, 0])],
    ['frozen: a later read (scorers reviewing) changes nothing', frozen([9, 2, 0, 0]), frozen([12, 2, 0, 0]), frozen([9, 2, 0, 0])],
    ['frozen: a late running message changes nothing', frozen([9, 2, 0, 0]), running([7, 2, 0, 0]), frozen([9, 2, 0, 0])],
  ])('%s', (_case, before, told, expected) => {
    const held: Record<number, LiveTotals> = before ? { 5: before } : {}
    expect(withLiveTotals(held, 5, told)[5]).toEqual(expected)
  })

  it('keeps the other games', () => {
    expect(withLiveTotals({ 4: frozen([1, 1, 1, 1]) }, 5, running([2, 2, 2, 2]))).toEqual({ 4: frozen([1, 1, 1, 1]), 5: running([2, 2, 2, 2]) })
  })
})

describe('shownLiveTotals: what the game view shows', () => {
  it.each<[string, GameRecord['status'], LiveTotals | undefined, ReturnType<typeof shownLiveTotals>]>([
    ['no totals (an event without a sheet): nothing', 'running', undefined, null],
    ['running', 'running', running([3, null, 0, 0]), { points: [3, null, 0, 0], provisional: false }],
    ['running, the end told before the game’s record: provisional', 'running', frozen([3, null, 0, 0]), { points: [3, null, 0, 0], provisional: true }],
    ['finished: provisional until scored', 'finished', frozen([9, 2, 0, 0]), { points: [9, 2, 0, 0], provisional: true }],
    ['scored: the result shows instead', 'scored', frozen([9, 2, 0, 0]), null],
    ['scheduled: none', 'scheduled', running([1, 1, 1, 1]), null],
  ])('%s', (_case, status, totals, expected) => {
    expect(shownLiveTotals(totals ? { 7: totals } : {}, { id: 7, status })).toEqual(expected)
  })

  it('reads GET live-sheets: running while the game runs, frozen after', () => {
    expect(totalsOfLiveSheets({ status: 'running', running: [1, null, 2, 3] })).toEqual(running([1, null, 2, 3]))
    expect(totalsOfLiveSheets({ status: 'finished', running: [1, null, 2, 3] })).toEqual(frozen([1, null, 2, 3]))
  })
})

describe('the screen’s data', () => {
  const game = { id: 7, status: 'scheduled', game_points: [null, null, null, null] } as unknown as GameRecord

  it('a live_score message lands under its game', () => {
    expect(applyLiveTotals(EMPTY_DATA, 7, running([4, 0, 0, 0])).liveTotals).toEqual({ 7: running([4, 0, 0, 0]) })
  })

  it.each<[string, GameRecord['status'], Record<number, LiveTotals>]>([
    ['its end freezes its totals, not another game’s', 'finished', { 7: frozen([4, 0, 0, 0]), 8: running([1, 0, 0, 0]) }],
    ['scored: frozen too', 'scored', { 7: frozen([4, 0, 0, 0]), 8: running([1, 0, 0, 0]) }],
    ['still running: unchanged', 'running', { 7: running([4, 0, 0, 0]), 8: running([1, 0, 0, 0]) }],
    ['sent back to scheduled (a replay): its totals go', 'scheduled', { 8: running([1, 0, 0, 0]) }],
  ])('a game’s record: %s', (_case, status, expected) => {
    const data = applyLiveTotals(applyLiveTotals(EMPTY_DATA, 7, running([4, 0, 0, 0])), 8, running([1, 0, 0, 0]))
    expect(applyGame(data, { ...game, status }, 0).data.liveTotals).toEqual(expected)
  })

  it('a game without totals (an event without a sheet) changes nothing', () => {
    expect(applyGame(EMPTY_DATA, { ...game, status: 'finished' }, 0).data.liveTotals).toBe(EMPTY_DATA.liveTotals)
  })
})
