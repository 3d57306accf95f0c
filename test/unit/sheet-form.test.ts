// The printed score sheet's decisions on tables of cases (issue 30): what a referee fills in for each kind of item
// (tick boxes up to 20, a box to write in above), the points printed beside it, options laid out on lines, and when a
// game's four corners share one page.
import { describe, expect, it } from 'vitest'
import type { Penalty, ScoreItem } from '../../src-main/domain/score-sheet'
import { CANS, MAJOR_FOUL, PARKED, sheetOf } from '../support/score-sheets'
import { capLine, countFillIn, flowOptions, givesToOthers, itemLine, penaltyLine, sheetFormLines, sheetLayout, tickRows, TICK_BOXES_MAX } from '../../src-main/reports/sheet-form'

describe('countFillIn', () => {
  it.each([
    { max: 1, fillIn: { kind: 'ticks', boxes: 1 } },
    { max: 7, fillIn: { kind: 'ticks', boxes: 7 } },
    { max: TICK_BOXES_MAX, fillIn: { kind: 'ticks', boxes: 20 } },
    { max: TICK_BOXES_MAX + 1, fillIn: { kind: 'write', takes: '0–21' } },
    { max: 1000, fillIn: { kind: 'write', takes: '0–1000' } },
  ])('a count up to $max', ({ max, fillIn }) => {
    expect(countFillIn(max)).toEqual(fillIn)
  })
})

describe('tickRows', () => {
  it.each([[1, 1], [10, 1], [11, 2], [20, 2]])('%i boxes in rows of ten: %i rows', (boxes, rows) => {
    expect(tickRows(boxes)).toBe(rows)
  })
})

describe('itemLine', () => {
  it.each<{ item: ScoreItem; fillIn: unknown; points: string }>([
    { item: { kind: 'count', id: 'cans', label: 'Cans', max: 20, points: 3 }, fillIn: { kind: 'ticks', boxes: 20 }, points: '3 each' },
    { item: { kind: 'count', id: 'balls', label: 'Balls', max: 50, points: 1, max_points: 40 }, fillIn: { kind: 'write', takes: '0–50' }, points: '1 each, at most 40' },
    { item: { kind: 'count', id: 'knocked', label: 'Knocked over', max: 5, points: -2 }, fillIn: { kind: 'ticks', boxes: 5 }, points: '−2 each' },
    { item: { kind: 'yes_no', id: 'parked', label: 'Parked', points: 10 }, fillIn: { kind: 'ticks', boxes: 1 }, points: '10 if yes' },
    {
      item: { kind: 'choice', id: 'beacon', label: 'Beacon', options: [{ id: 'off', label: 'Off', points: 0 }, { id: 'on', label: 'Steady', points: 15 }, { id: 'bad', label: 'Broken', points: -5 }] },
      fillIn: { kind: 'options', options: ['Off (0)', 'Steady (15)', 'Broken (−5)'] },
      points: 'as ticked',
    },
    {
      item: { kind: 'number', id: 'cm', label: 'Distance (cm)', min: 0, max: 250, decimals: 1, points_per_unit: 0.1, max_points: 20 },
      fillIn: { kind: 'write', takes: '0–250, up to 1 decimal' },
      points: '0.1 per unit, whole points, at most 20',
    },
    { item: { kind: 'number', id: 'kg', label: 'Weight', min: -5, max: 5, decimals: 0, points_per_unit: 2 }, fillIn: { kind: 'write', takes: '−5–5, whole' }, points: '2 per unit, whole points' },
    { item: { kind: 'number', id: 's', label: 'Seconds', min: 0, max: 9.99, decimals: 2, points_per_unit: 1 }, fillIn: { kind: 'write', takes: '0–9.99, up to 2 decimals' }, points: '1 per unit, whole points' },
  ])('$item.kind $item.label', ({ item, fillIn, points }) => {
    expect(itemLine(item)).toEqual({ label: item.label, fillIn, points })
  })
})

describe('penaltyLine', () => {
  it.each<{ penalty: Penalty; fillIn: unknown; points: string }>([
    { penalty: { id: 'major', label: 'Major foul', points: 15, max: 5, to: 'self' }, fillIn: { kind: 'ticks', boxes: 5 }, points: '−15 each' },
    { penalty: { id: 'minor', label: 'Minor foul', points: 5, max: 20, to: 'others' }, fillIn: { kind: 'ticks', boxes: 20 }, points: '5 each to every other corner' },
    { penalty: { id: 'touch', label: 'Touched', points: 1, max: 100, to: 'self' }, fillIn: { kind: 'write', takes: '0–100' }, points: '−1 each' },
  ])('$penalty.label', ({ penalty, fillIn, points }) => {
    expect(penaltyLine(penalty)).toEqual({ label: penalty.label, fillIn, points })
  })
})

const SHEET = sheetOf([CANS, { kind: 'count', id: 'stacked', label: 'Cans stacked', max: 10, points: 5 }, PARKED], {
  penalties: [MAJOR_FOUL],
  caps: [{ id: 'all_cans', label: 'Cans (at most 60)', items: ['cans', 'stacked'], max_points: 60 }],
})

describe('sheetFormLines', () => {
  it('items, caps, penalties, then the card, in the sheet’s order', () => {
    expect(sheetFormLines(SHEET).map((line) => line.label)).toEqual(['Cans in the zone', 'Cans stacked', 'Parked at the end', 'Cans (at most 60)', 'Major foul', 'Card'])
    expect(sheetFormLines(SHEET).at(-1)!.fillIn).toEqual({ kind: 'card' })
  })

  it('a cap names its items by label', () => {
    expect(capLine(SHEET.caps[0], SHEET)).toEqual({ label: 'Cans (at most 60)', fillIn: { kind: 'note', text: 'Together: Cans in the zone + Cans stacked' }, points: 'at most 60' })
  })

  it.each([
    { to: 'self' as const, gives: false },
    { to: 'others' as const, gives: true },
  ])('a box for the other corners’ fouls only when a foul gives them points ($to)', ({ to, gives }) => {
    expect(givesToOthers({ ...SHEET, penalties: [{ ...SHEET.penalties[0], to }] })).toBe(gives)
    expect(givesToOthers({ ...SHEET, penalties: [] })).toBe(false)
  })
})

describe('flowOptions', () => {
  it.each([
    { name: 'all on one line', widths: [30, 40, 50], width: 120, lines: [[0, 1, 2]] },
    { name: 'as many as fit, in order', widths: [30, 40, 50], width: 100, lines: [[0, 1], [2]] },
    { name: 'one wider than the line has a line of its own', widths: [30, 300, 20], width: 100, lines: [[0], [1], [2]] },
    { name: 'exactly the width fits', widths: [50, 50], width: 100, lines: [[0, 1]] },
    { name: 'no options', widths: [], width: 100, lines: [] },
  ])('$name', ({ widths, width, lines }) => {
    expect(flowOptions(widths, width)).toEqual(lines)
  })
})

describe('sheetLayout', () => {
  it.each([
    { name: 'four short corners fit one page', corners: [100, 100, 100, 26], rest: 250, page: 712, layout: 'one-page' },
    { name: 'exactly the page', corners: [100, 100, 100, 162], rest: 250, page: 712, layout: 'one-page' },
    { name: 'a point more: a page per corner', corners: [100, 100, 100, 163], rest: 250, page: 712, layout: 'page-per-corner' },
    { name: 'a long sheet: a page per corner', corners: [900, 900, 900, 900], rest: 250, page: 712, layout: 'page-per-corner' },
  ])('$name', ({ corners, rest, page, layout }) => {
    expect(sheetLayout(corners, rest, page)).toBe(layout)
  })
})
