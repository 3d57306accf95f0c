// The check of a score sheet: every problem it finds, each at its place and naming the item; a good sheet has none.
import { describe, expect, it } from 'vitest'
import type { ScoreItem, ScoreSheet } from '../../src-main/domain/score-sheet'
import { scoreSheetProblems } from '../../src-main/domain/score-sheet-problems'
import { MAX_CHOICE_OPTIONS, MAX_SHEET_CAPS, MAX_SHEET_ITEMS, MAX_SHEET_PENALTIES, MAX_TIE_BREAKERS } from '../../src-main/domain/score-sheet-limits'
import { CANS, DISTANCE, FLAG, MAJOR_FOUL, MINOR_FOUL, PARKED, sheetOf } from '../support/score-sheets'

const cansUpTo = (count: number): ScoreItem[] => Array.from({ length: count }, (_, index) => ({ ...CANS, id: `cans_${index}`, points: 1 }) as ScoreItem)
const GOOD = sheetOf([CANS, PARKED, FLAG, DISTANCE], {
  penalties: [MINOR_FOUL, MAJOR_FOUL],
  caps: [{ id: 'field', label: 'Field', items: ['cans', 'parked'], max_points: 50 }],
  tie_breakers: [{ prefer: 'most', of: 'cans' }, { prefer: 'fewest', of: 'minor_foul' }, { prefer: 'most', of: 'field' }],
})

function messages(sheet: ScoreSheet): Array<[Array<string | number>, string]> {
  return scoreSheetProblems(sheet).map((problem) => [problem.loc, String(problem.ctx?.error)])
}

describe('scoreSheetProblems', () => {
  it('finds none in a good sheet', () => {
    expect(scoreSheetProblems(GOOD)).toEqual([])
  })

  it.each<[string, ScoreSheet, Array<string | number>, string]>([
    ['no item', sheetOf([]), ['items'], 'a score sheet needs at least one item'],
    ['too many items', sheetOf(cansUpTo(MAX_SHEET_ITEMS + 1)), ['items'], `a score sheet holds at most ${MAX_SHEET_ITEMS} items, not ${MAX_SHEET_ITEMS + 1}`],
    ['too many penalties', sheetOf([CANS], { penalties: Array.from({ length: MAX_SHEET_PENALTIES + 1 }, (_, index) => ({ ...MINOR_FOUL, id: `foul_${index}`, max: 1, points: 1 })) }), ['penalties'], `a score sheet holds at most ${MAX_SHEET_PENALTIES} penalties, not ${MAX_SHEET_PENALTIES + 1}`],
    ['too many caps', sheetOf(cansUpTo(MAX_SHEET_CAPS + 1), { caps: cansUpTo(MAX_SHEET_CAPS + 1).map((item, index) => ({ id: `cap_${index}`, label: 'Cap', items: [item.id], max_points: 1 })) }), ['caps'], `a score sheet holds at most ${MAX_SHEET_CAPS} caps, not ${MAX_SHEET_CAPS + 1}`],
    ['too many tie-breakers', sheetOf(cansUpTo(MAX_TIE_BREAKERS + 1), { tie_breakers: cansUpTo(MAX_TIE_BREAKERS + 1).map((item) => ({ prefer: 'most' as const, of: item.id })) }), ['tie_breakers'], `a score sheet holds at most ${MAX_TIE_BREAKERS} tie-breakers, not ${MAX_TIE_BREAKERS + 1}`],
    ['two items with one id', sheetOf([CANS, { ...PARKED, id: 'cans' }]), ['items', 1, 'id'], "item 'cans': the id already names an item; ids are unique across items, penalties and caps"],
    ['a penalty with an item\'s id', sheetOf([CANS], { penalties: [{ ...MINOR_FOUL, id: 'cans' }] }), ['penalties', 0, 'id'], "penalty 'cans': the id already names an item; ids are unique across items, penalties and caps"],
    ['a cap with a penalty\'s id', sheetOf([CANS], { penalties: [MINOR_FOUL], caps: [{ id: 'minor_foul', label: 'Cap', items: ['cans'], max_points: 5 }] }), ['caps', 0, 'id'], "cap 'minor_foul': the id already names a penalty; ids are unique across items, penalties and caps"],
    ['a count with max 0', sheetOf([{ ...CANS, max: 0 } as ScoreItem]), ['items', 0, 'max'], "item 'cans': max must be at least 1, not 0"],
    ['a count capped below zero', sheetOf([{ ...CANS, max_points: -1 } as ScoreItem]), ['items', 0, 'max_points'], "item 'cans': max_points must be 0 or more, not -1"],
    ['a choice without options', sheetOf([{ ...FLAG, options: [] } as ScoreItem]), ['items', 0, 'options'], "item 'flag': a choice needs at least one option"],
    ['a choice with too many options', sheetOf([{ ...FLAG, options: Array.from({ length: MAX_CHOICE_OPTIONS + 1 }, (_, index) => ({ id: `o${index}`, label: 'O', points: 0 })) } as ScoreItem]), ['items', 0, 'options'], `item 'flag': a choice holds at most ${MAX_CHOICE_OPTIONS} options, not ${MAX_CHOICE_OPTIONS + 1}`],
    ['a choice with an option twice', sheetOf([{ ...FLAG, options: [{ id: 'up', label: 'Up', points: 1 }, { id: 'up', label: 'Up again', points: 2 }] } as ScoreItem]), ['items', 0, 'options', 1, 'id'], "item 'flag': option 'up' is listed twice"],
    ['a number with max below min', sheetOf([{ ...DISTANCE, min: 10, max: 5 } as ScoreItem]), ['items', 0, 'max'], "item 'distance': max 5 is below min 10"],
    ['a number whose min has more decimals than it takes', sheetOf([{ ...DISTANCE, min: 0.25 } as ScoreItem]), ['items', 0, 'min'], "item 'distance': min 0.25 has more digits after the point than its decimals (1)"],
    ['a number whose max has more decimals than it takes', sheetOf([{ ...DISTANCE, decimals: 0, max: 2.5 } as ScoreItem]), ['items', 0, 'max'], "item 'distance': max 2.5 has more digits after the point than its decimals (0)"],
    ['a number with too fine points per unit', sheetOf([{ ...DISTANCE, points_per_unit: 0.0005 } as ScoreItem]), ['items', 0, 'points_per_unit'], "item 'distance': points_per_unit has more than 3 decimals"],
    ['a number capped below zero', sheetOf([{ ...DISTANCE, max_points: -5 } as ScoreItem]), ['items', 0, 'max_points'], "item 'distance': max_points must be 0 or more, not -5"],
    ['a penalty with negative points', sheetOf([CANS], { penalties: [{ ...MINOR_FOUL, points: -5 }] }), ['penalties', 0, 'points'], "penalty 'minor_foul': points must be 0 or more (they are taken from the corner or given to the others), not -5"],
    ['a penalty with max 0', sheetOf([CANS], { penalties: [{ ...MINOR_FOUL, max: 0 }] }), ['penalties', 0, 'max'], "penalty 'minor_foul': max must be at least 1, not 0"],
    ['a cap below zero', sheetOf([CANS], { caps: [{ id: 'field', label: 'Field', items: ['cans'], max_points: -10 }] }), ['caps', 0, 'max_points'], "cap 'field': max_points must be 0 or more, not -10"],
    ['a cap of no item', sheetOf([CANS], { caps: [{ id: 'field', label: 'Field', items: [], max_points: 10 }] }), ['caps', 0, 'items'], "cap 'field': a cap needs at least one item"],
    ['a cap naming no item', sheetOf([CANS], { caps: [{ id: 'field', label: 'Field', items: ['tins'], max_points: 10 }] }), ['caps', 0, 'items', 0], "cap 'field': 'tins' is no item of the sheet; a cap sums items"],
    ['a cap naming a penalty', sheetOf([CANS], { penalties: [MINOR_FOUL], caps: [{ id: 'field', label: 'Field', items: ['minor_foul'], max_points: 10 }] }), ['caps', 0, 'items', 0], "cap 'field': 'minor_foul' is a penalty; a cap sums items"],
    ['a cap naming a cap', sheetOf([CANS], { caps: [{ id: 'a', label: 'A', items: ['cans'], max_points: 10 }, { id: 'b', label: 'B', items: ['a'], max_points: 10 }] }), ['caps', 1, 'items', 0], "cap 'b': 'a' is a cap; a cap sums items"],
    ['an item under two caps', sheetOf([CANS], { caps: [{ id: 'a', label: 'A', items: ['cans'], max_points: 10 }, { id: 'b', label: 'B', items: ['cans'], max_points: 10 }] }), ['caps', 1, 'items', 0], "cap 'b': item 'cans' is already under cap 'a'; an item counts under one cap at most"],
    ['an item twice under one cap', sheetOf([CANS], { caps: [{ id: 'a', label: 'A', items: ['cans', 'cans'], max_points: 10 }] }), ['caps', 0, 'items', 1], "cap 'a': item 'cans' is already under cap 'a'; an item counts under one cap at most"],
    ['a tie-breaker naming nothing', sheetOf([CANS], { tie_breakers: [{ prefer: 'most', of: 'tins' }] }), ['tie_breakers', 0, 'of'], "tie-breaker 1: 'tins' names no item, penalty or cap of the sheet"],
    ['a tie-breaker twice', sheetOf([CANS], { tie_breakers: [{ prefer: 'most', of: 'cans' }, { prefer: 'fewest', of: 'cans' }] }), ['tie_breakers', 1, 'of'], "tie-breaker 2: 'cans' is already an earlier tie-breaker"],
    ['a total that can pass the most game points', sheetOf([{ ...CANS, max: 1000, points: 11 } as ScoreItem]), [], "a corner's total can reach 11000 game points, more than the 10000 a game holds: lower points, maxima or caps"],
    ['fouls to the others that can pass it (three corners give)', sheetOf([CANS], { penalties: [{ ...MINOR_FOUL, points: 100, max: 34 }] }), [], "a corner's total can reach 10260 game points, more than the 10000 a game holds: lower points, maxima or caps"],
    ['a total that can fall below the least', sheetOf([CANS], { penalties: [{ ...MAJOR_FOUL, points: 1000, max: 11 }] }), [], "a corner's total can fall to -11000 game points, less than the -10000 a game holds: lower points or maxima"],
  ])('%s', (_name, sheet, loc, message) => {
    expect(messages(sheet)).toEqual([[loc, message]])
  })

  it('the range counts caps, item caps, a choice\'s best option and a number\'s ends', () => {
    const big = (points: number): ScoreItem => ({ kind: 'count', id: `big_${points}`, label: 'Big', max: 1000, points })
    expect(messages(sheetOf([big(10), big(9)], { caps: [{ id: 'both', label: 'Both', items: ['big_10', 'big_9'], max_points: 10000 }] }))).toEqual([])
    expect(messages(sheetOf([{ ...big(20), max_points: 10000 } as ScoreItem]))).toEqual([])
    expect(messages(sheetOf([{ ...FLAG, options: [{ id: 'a', label: 'A', points: -10000 }, { id: 'b', label: 'B', points: 10000 }] } as ScoreItem]))).toEqual([])
    expect(messages(sheetOf([{ ...DISTANCE, min: -10000, max: 10000, points_per_unit: 1 } as ScoreItem]))).toEqual([])
    expect(messages(sheetOf([{ ...DISTANCE, min: -10000, max: 10000, points_per_unit: -1.001 } as ScoreItem])).map(([, message]) => message)).toEqual([
      "a corner's total can reach 10010 game points, more than the 10000 a game holds: lower points, maxima or caps",
      "a corner's total can fall to -10010 game points, less than the -10000 a game holds: lower points or maxima",
    ])
  })

  it('reports every problem at once, under the given loc, as 422 value errors', () => {
    const problems = scoreSheetProblems(sheetOf([{ ...CANS, max: 0 } as ScoreItem, { ...FLAG, options: [] } as ScoreItem], { tie_breakers: [{ prefer: 'most', of: 'tins' }] }), ['body'])
    expect(problems.map((problem) => problem.loc)).toEqual([['body', 'items', 0, 'max'], ['body', 'items', 1, 'options'], ['body', 'tie_breakers', 0, 'of']])
    expect(problems[0]).toEqual({ loc: ['body', 'items', 0, 'max'], msg: "Value error, item 'cans': max must be at least 1, not 0", type: 'value_error', input: 0, ctx: { error: "item 'cans': max must be at least 1, not 0" } })
  })
})
