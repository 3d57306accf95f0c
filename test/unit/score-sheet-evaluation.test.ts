// The evaluation of a score sheet: every item kind, caps on items and on groups, penalties to self and to the others,
// cards, tie-breakers, and a whole game's totals and ranking points, on tables of cases.
import { describe, expect, it } from 'vitest'
import { leaguePoints } from '../../src-main/domain/league-points'
import { finishingOrder } from '../../src-main/domain/knockout'
import { scoreCorner } from '../../src-main/domain/score-corner'
import { scoreGame } from '../../src-main/domain/score-game'
import type { CornerEntry, ItemValue, ScoreItem } from '../../src-main/domain/score-sheet'
import { compareTieBreakers } from '../../src-main/domain/score-tie-breakers'
import { CANS, DISTANCE, FLAG, MAJOR_FOUL, MINOR_FOUL, PARKED, entryOf, sheetOf } from '../support/score-sheets'

const CAPPED_CANS: ScoreItem = { ...CANS, id: 'capped_cans', max_points: 40 } as ScoreItem
const INTEGER_DISTANCE: ScoreItem = { kind: 'number', id: 'metres', label: 'Metres', min: -10, max: 10, decimals: 2, points_per_unit: 3 }
const LOSING_COUNT: ScoreItem = { kind: 'count', id: 'knocked_over', label: 'Cans knocked over', max: 10, points: -2 }

describe('one item', () => {
  it.each<[string, ScoreItem, ItemValue | undefined, number]>([
    ['count: 0', CANS, 0, 0],
    ['count: each one its points', CANS, 7, 35],
    ['count: at its max', CANS, 12, 60],
    ['count: left out is 0', CANS, undefined, 0],
    ['count: its cap', CAPPED_CANS, 12, 40],
    ['count: under its cap', CAPPED_CANS, 7, 35],
    ['count: exactly its cap', CAPPED_CANS, 8, 40],
    ['count: negative points', LOSING_COUNT, 3, -6],
    ['yes/no: yes', PARKED, true, 10],
    ['yes/no: no', PARKED, false, 0],
    ['yes/no: left out is no', PARKED, undefined, 0],
    ['choice: first option', FLAG, 'down', 0],
    ['choice: an option', FLAG, 'half', 5],
    ['choice: last option', FLAG, 'up', 15],
    ['choice: left out is the first option', FLAG, undefined, 0],
    ['number: whole points of value × points per unit', DISTANCE, 120, 60],
    ['number: a part of a point does not count', DISTANCE, 12.5, 6],
    ['number: 0.3 × 0.5 is 0.15, no whole point', DISTANCE, 0.3, 0],
    ['number: left out is its min', DISTANCE, undefined, 0],
    ['number: at its max', DISTANCE, 300, 150],
    ['number: negative values truncate toward zero', INTEGER_DISTANCE, -1.25, -3],
    ['number: positive values truncate toward zero', INTEGER_DISTANCE, 1.25, 3],
    ['number: left out is its min, negative', INTEGER_DISTANCE, undefined, -30],
  ])('%s', (_name, item, value, points) => {
    const score = scoreCorner(sheetOf([item]), entryOf(value === undefined ? {} : { [item.id]: value }))
    expect(score.item_points[item.id]).toBe(points)
    expect(score.own_points).toBe(points)
  })

  it('caps a number item', () => {
    const item = { ...DISTANCE, max_points: 100 } as ScoreItem
    expect(scoreCorner(sheetOf([item]), entryOf({ distance: 300 })).own_points).toBe(100)
  })
})

describe('caps over several items', () => {
  const sheet = sheetOf([CANS, PARKED, FLAG], { caps: [{ id: 'field', label: 'Field', items: ['cans', 'parked'], max_points: 50 }] })

  it.each([
    ['under the cap', { cans: 6, parked: false, flag: 'up' }, 30, 45],
    ['over the cap: the group counts its max', { cans: 10, parked: true, flag: 'up' }, 50, 65],
    ['exactly the cap', { cans: 8, parked: true, flag: 'down' }, 50, 50],
    ['items outside the cap are not capped', { cans: 0, parked: false, flag: 'up' }, 0, 15],
  ])('%s', (_name, items, capPoints, total) => {
    const score = scoreCorner(sheet, entryOf(items))
    expect(score.cap_points).toEqual({ field: capPoints })
    expect(score.own_points).toBe(total)
  })

  it('applies the item cap before the group cap', () => {
    const both = sheetOf([CAPPED_CANS, PARKED], { caps: [{ id: 'field', label: 'Field', items: ['capped_cans', 'parked'], max_points: 45 }] })
    expect(scoreCorner(both, entryOf({ capped_cans: 12, parked: false })).cap_points).toEqual({ field: 40 })
    expect(scoreCorner(both, entryOf({ capped_cans: 12, parked: true })).cap_points).toEqual({ field: 45 })
  })

  it('a cap of 0 makes its items count nothing', () => {
    const zero = sheetOf([CANS], { caps: [{ id: 'none', label: 'None', items: ['cans'], max_points: 0 }] })
    expect(scoreCorner(zero, entryOf({ cans: 12 })).own_points).toBe(0)
  })
})

describe('penalties', () => {
  const sheet = sheetOf([CANS], { penalties: [MINOR_FOUL, MAJOR_FOUL] })

  it.each([
    ['none', {}, 0, 0, 50],
    ['to self: taken from the corner', { major_foul: 2 }, 40, 0, 10],
    ['to others: the corner keeps its points', { minor_foul: 3 }, 0, 15, 50],
    ['both', { minor_foul: 1, major_foul: 1 }, 20, 5, 30],
    ['a total below zero', { major_foul: 5 }, 100, 0, -50],
  ])('%s', (_name, penalties, lost, given, own) => {
    const score = scoreCorner(sheet, entryOf({ cans: 10 }, penalties))
    expect([score.penalty_points_lost, score.points_to_each_other, score.own_points]).toEqual([lost, given, own])
  })
})

describe('a whole game', () => {
  const sheet = sheetOf([CANS], { penalties: [MINOR_FOUL, MAJOR_FOUL] })

  it.each([
    ['no fouls', [entryOf({ cans: 4 }), entryOf({ cans: 2 }), entryOf({ cans: 1 }), entryOf({ cans: 0 })], [20, 10, 5, 0]],
    ['one corner fouls the others: each other corner gets the points', [entryOf({ cans: 4 }, { minor_foul: 2 }), entryOf({ cans: 2 }), entryOf({ cans: 1 }), entryOf({ cans: 0 })], [20, 20, 15, 10]],
    ['two corners foul: each gets the other\'s', [entryOf({}, { minor_foul: 1 }), entryOf({}, { minor_foul: 2 }), entryOf(), entryOf()], [10, 5, 15, 15]],
    ['a corner\'s own foul never comes back to it', [entryOf({}, { minor_foul: 4 }), entryOf(), null, null], [0, 20, null, null]],
    ['empty corners get nothing', [entryOf({ cans: 1 }, { minor_foul: 1 }), null, entryOf({ cans: 1 }), null], [5, null, 10, null]],
    ['fouls to self stay in the corner', [entryOf({ cans: 4 }, { major_foul: 1 }), entryOf({ cans: 4 }), null, null], [0, 20, null, null]],
  ])('%s', (_name, entries, gamePoints) => {
    expect(scoreGame(sheet, entries).game_points).toEqual(gamePoints)
  })

  it('gives each corner its received points and total', () => {
    const game = scoreGame(sheet, [entryOf({ cans: 4 }, { minor_foul: 1 }), entryOf({ cans: 2 }, { minor_foul: 3 }), null, null])
    expect(game.corners[0]).toMatchObject({ own_points: 20, points_received: 15, game_points: 35 })
    expect(game.corners[1]).toMatchObject({ own_points: 10, points_received: 5, game_points: 15 })
    expect(game.corners[2]).toBeNull()
  })
})

describe('cards', () => {
  const sheet = sheetOf([CANS], { penalties: [MINOR_FOUL] })
  const occupied = [true, true, true, true]

  it('a yellow card is recorded and changes nothing', () => {
    const game = scoreGame(sheet, [entryOf({ cans: 4 }, {}, 'yellow'), entryOf({ cans: 2 }), entryOf({ cans: 1 }), entryOf()])
    expect(game.corners[0]?.card).toBe('yellow')
    expect(game.disqualified).toEqual([false, false, false, false])
    expect(game.ranking_points).toEqual(game.game_points)
    expect(leaguePoints(game.ranking_points, occupied)).toEqual([8, 6, 4, 2])
  })

  it('a red card keeps the game points on the record and ranks the corner as a no-show', () => {
    const game = scoreGame(sheet, [entryOf({ cans: 4 }, {}, 'red'), entryOf({ cans: 2 }), entryOf({ cans: 1 }), entryOf()])
    expect(game.game_points).toEqual([20, 10, 5, 0])
    expect(game.disqualified).toEqual([true, false, false, false])
    expect(game.ranking_points).toEqual([null, 10, 5, 0])
    expect(leaguePoints(game.ranking_points, occupied)).toEqual([0, 8, 6, 4])
    expect(finishingOrder(game.ranking_points, [1, 2, 3, 4])).toEqual([1, 2, 3, 0])
  })

  it("a red-carded corner's fouls still go to the others, and the others' fouls to it", () => {
    const game = scoreGame(sheet, [entryOf({}, { minor_foul: 2 }, 'red'), entryOf({}, { minor_foul: 1 }), null, null])
    expect(game.game_points).toEqual([5, 10, null, null])
    expect(game.ranking_points).toEqual([null, 10, null, null])
  })
})

describe('tie-breakers', () => {
  const cap = { id: 'field', label: 'Field', items: ['cans', 'parked'], max_points: 30 }
  const sheet = sheetOf([CANS, PARKED, FLAG, DISTANCE], {
    penalties: [MINOR_FOUL],
    caps: [cap],
    tie_breakers: [
      { prefer: 'most', of: 'cans' },
      { prefer: 'fewest', of: 'minor_foul' },
      { prefer: 'most', of: 'parked' },
      { prefer: 'most', of: 'flag' },
      { prefer: 'most', of: 'distance' },
      { prefer: 'most', of: 'field' },
    ],
  })

  it.each([
    ['an empty entry: start values', entryOf(), [0, 0, 0, 0, 0, 0]],
    ['a count is its count, a penalty its fouls, yes is 1, a choice its points, a number its value, a cap its capped points', entryOf({ cans: 7, parked: true, flag: 'half', distance: 12.5 }, { minor_foul: 2 }), [7, 2, 1, 5, 12.5, 30]],
  ])('values: %s', (_name, entry, values) => {
    expect(scoreCorner(sheet, entry).tie_breakers).toEqual(values)
  })

  const order = sheet.tie_breakers.slice(0, 2)
  it.each([
    ['more of a "most" ranks first', [5, 0], [4, 0], -1],
    ['less of a "most" ranks after', [4, 0], [5, 0], 1],
    ['the second decides when the first ties', [5, 1], [5, 3], -2],
    ['fewer of a "fewest" ranks first', [5, 3], [5, 1], 2],
    ['tied on all', [5, 1], [5, 1], 0],
  ])('%s', (_name, a, b, expected) => {
    expect(compareTieBreakers(order, a, b)).toBe(expected)
  })

  it('a sheet without tie-breakers ties every corner', () => {
    expect(compareTieBreakers([], [], [])).toBe(0)
    expect(scoreCorner(sheetOf([CANS]), entryOf({ cans: 3 })).tie_breakers).toEqual([])
  })
})

describe('ids that are names of Object.prototype', () => {
  it("an item or penalty called 'constructor' left out has its start value", () => {
    const item: ScoreItem = { ...CANS, id: 'constructor' }
    const sheet = sheetOf([item], { penalties: [{ ...MAJOR_FOUL, id: 'hasownproperty' }], tie_breakers: [{ prefer: 'most', of: 'constructor' }] })
    const score = scoreCorner(sheet, JSON.parse('{"items":{},"penalties":{},"card":null}') as CornerEntry)
    expect([score.own_points, score.tie_breakers]).toEqual([0, [0]])
    expect(scoreCorner(sheet, entryOf({ constructor: 2 }, { hasownproperty: 1 })).own_points).toBe(-10)
  })
})

describe('an entry that does not fit', () => {
  it('is refused, naming the problems', () => {
    expect(() => scoreCorner(sheetOf([CANS]), entryOf({ cans: 13 }))).toThrow("item 'cans' counts 0 to 12, not 13")
    expect(() => scoreGame(sheetOf([CANS]), [entryOf({ tins: 1 }), null, null, null])).toThrow("'tins' is no item of the score sheet")
  })
})
