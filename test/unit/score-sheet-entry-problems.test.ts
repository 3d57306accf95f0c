// The check of a corner's entry against its sheet: each way an entry can fail to fit, naming the item at its place.
import { describe, expect, it } from 'vitest'
import type { CornerEntry, ScoreItem } from '../../src-main/domain/score-sheet'
import { scoreEntryProblems } from '../../src-main/domain/score-entry-problems'
import { CANS, DISTANCE, FLAG, MINOR_FOUL, PARKED, entryOf, sheetOf } from '../support/score-sheets'

const WHOLE: ScoreItem = { kind: 'number', id: 'whole', label: 'Whole', min: 0, max: 10, decimals: 0, points_per_unit: 1 }
const SHEET = sheetOf([CANS, PARKED, FLAG, DISTANCE, WHOLE], { penalties: [MINOR_FOUL] })

describe('scoreEntryProblems', () => {
  it.each<[string, CornerEntry]>([
    ['an empty entry', entryOf()],
    ['every item and penalty at its ends', entryOf({ cans: 12, parked: true, flag: 'up', distance: 300 }, { minor_foul: 20 }, 'red')],
    ['lowest values', entryOf({ cans: 0, parked: false, flag: 'down', distance: 0 }, { minor_foul: 0 })],
    ['a number with its decimals', entryOf({ distance: 12.3 })],
  ])('accepts %s', (_name, entry) => {
    expect(scoreEntryProblems(SHEET, entry)).toEqual([])
  })

  it.each<[string, CornerEntry, Array<string | number>, string]>([
    ['an unknown item', entryOf({ tins: 1 }), ['items', 'tins'], "'tins' is no item of the score sheet"],
    ['a penalty under items', entryOf({ minor_foul: 1 }), ['items', 'minor_foul'], "'minor_foul' is a penalty: its fouls go under penalties"],
    ['a count over its max', entryOf({ cans: 13 }), ['items', 'cans'], "item 'cans' counts 0 to 12, not 13"],
    ['a count below 0', entryOf({ cans: -1 }), ['items', 'cans'], "item 'cans' counts 0 to 12, not -1"],
    ['a count with a fraction', entryOf({ cans: 1.5 }), ['items', 'cans'], "item 'cans' is a whole count"],
    ['a count as text', entryOf({ cans: '3' }), ['items', 'cans'], "item 'cans' is a whole count"],
    ['yes/no as a number', entryOf({ parked: 1 }), ['items', 'parked'], "item 'parked' is yes or no: true or false"],
    ['a choice not in the list', entryOf({ flag: 'sideways' }), ['items', 'flag'], "item 'flag' is one of down, half, up"],
    ['a choice by its label', entryOf({ flag: 'Up' }), ['items', 'flag'], "item 'flag' is one of down, half, up"],
    ['a choice as a number', entryOf({ flag: 1 }), ['items', 'flag'], "item 'flag' is one of down, half, up"],
    ['a number as text', entryOf({ distance: '12' }), ['items', 'distance'], "item 'distance' is a number"],
    ['a number over its max', entryOf({ distance: 300.1 }), ['items', 'distance'], "item 'distance' is between 0 and 300, not 300.1"],
    ['a number below its min', entryOf({ distance: -0.1 }), ['items', 'distance'], "item 'distance' is between 0 and 300, not -0.1"],
    ['a number with too many decimals', entryOf({ distance: 12.25 }), ['items', 'distance'], "item 'distance' takes at most 1 digits after the point, not 12.25"],
    ['a fraction where whole numbers are asked', entryOf({ whole: 2.5 }), ['items', 'whole'], "item 'whole' takes whole numbers, not 2.5"],
    ['an unknown penalty', entryOf({}, { foul: 1 }), ['penalties', 'foul'], "'foul' is no penalty of the score sheet"],
    ['an item under penalties', entryOf({}, { cans: 1 }), ['penalties', 'cans'], "'cans' is an item: its value goes under items"],
    ['fouls over the max', entryOf({}, { minor_foul: 21 }), ['penalties', 'minor_foul'], "penalty 'minor_foul' counts 0 to 20, not 21"],
  ])('refuses %s', (_name, entry, loc, message) => {
    expect(scoreEntryProblems(SHEET, entry).map((problem) => [problem.loc, problem.ctx?.error])).toEqual([[loc, message]])
  })

  it('reports every problem at once under the given loc, with the value sent', () => {
    const problems = scoreEntryProblems(SHEET, entryOf({ cans: 13, flag: 'sideways' }, { minor_foul: 21 }), ['body', 'red'])
    expect(problems.map((problem) => [problem.loc, problem.input])).toEqual([
      [['body', 'red', 'items', 'cans'], 13],
      [['body', 'red', 'items', 'flag'], 'sideways'],
      [['body', 'red', 'penalties', 'minor_foul'], 21],
    ])
    expect(problems[0].type).toBe('value_error')
  })
})
