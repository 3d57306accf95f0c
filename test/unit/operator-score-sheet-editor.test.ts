// The score sheet editor's pure parts (issue 30): ids from labels, moving and changing rows (references follow a renamed
// id), the page's shape check against the server's own (ajv), where each problem is shown, the file, the sample corner.
import { describe, expect, it } from 'vitest'
import { SCORE_SHEET_SCHEMA } from '../../src-main/contract/score-sheet.schema'
import type { ScoreSheet } from '../../src-main/domain/score-sheet'
import { validate } from '../../src-main/server/validation'
import { fitSample, samplePreview } from '../../src-renderer/operator/pages/score-sheet/sample-corner'
import { shapeProblems } from '../../src-renderer/operator/pages/score-sheet/schema-shape'
import { readSheetFile, rowProblems, rowSentence, sheetProblems, sheetWideProblems } from '../../src-renderer/operator/pages/score-sheet/sheet-check'
import { addRow, changeRow, draftOf, moveRow, moveRowBy, newItem, removeRow, sheetOf, withKind } from '../../src-renderer/operator/pages/score-sheet/sheet-draft'
import { sheetFileName, sheetFileText } from '../../src-renderer/operator/pages/score-sheet/sheet-file'
import { idFromLabel } from '../../src-renderer/operator/pages/score-sheet/sheet-ids'

const SHEET: ScoreSheet = {
  version: 1,
  items: [
    { kind: 'count', id: 'cans', label: 'Cans in the zone', max: 20, points: 3 },
    { kind: 'count', id: 'stacked', label: 'Cans stacked', max: 10, points: 5 },
    { kind: 'yes_no', id: 'parked', label: 'Parked', points: 10 },
    { kind: 'choice', id: 'beacon', label: 'Beacon', options: [{ id: 'off', label: 'Off', points: 0 }, { id: 'on', label: 'On', points: 15 }] },
    { kind: 'number', id: 'distance', label: 'Distance (cm)', min: 0, max: 250, decimals: 1, points_per_unit: 0.1, max_points: 20 },
  ],
  penalties: [
    { id: 'minor', label: 'Minor foul', points: 5, max: 20, to: 'others' },
    { id: 'major', label: 'Major foul', points: 15, max: 5, to: 'self' },
  ],
  caps: [{ id: 'all_cans', label: 'Cans', items: ['cans', 'stacked'], max_points: 60 }],
  tie_breakers: [{ prefer: 'most', of: 'cans' }],
}

describe('idFromLabel', () => {
  it.each<[string, string[], string]>([
    ['Cans in the zone', [], 'cans_in_the_zone'],
    ['  Parked at the END!  ', [], 'parked_at_the_end'],
    ['Élan → über', [], 'elan_uber'],
    ['3 cones', [], 'item_3_cones'],
    ['', [], 'item'],
    ['!!!', [], 'item'],
    ['Cans', ['cans'], 'cans_2'],
    ['Cans', ['cans', 'cans_2'], 'cans_3'],
    ['x'.repeat(60), [], 'x'.repeat(40)],
    ['x'.repeat(60), ['x'.repeat(40)], `${'x'.repeat(38)}_2`],
    [`${'a'.repeat(39)} b`, [], 'a'.repeat(39)],
  ])('%j (taken %j) → %s', (label, taken, id) => {
    const made = idFromLabel(label, new Set(taken))
    expect(made).toBe(id)
    expect(made).toMatch(/^[a-z][a-z0-9_]{0,39}$/)
  })

  it('uses the fallback word of the list', () => expect(idFromLabel('2 points', new Set(), 'foul')).toBe('foul_2_points'))
})

describe('moveRow', () => {
  it.each<[number, number, string]>([
    [0, 1, 'bacd'],
    [1, 0, 'bacd'],
    [0, 3, 'bcda'],
    [3, 0, 'dabc'],
    [2, 2, 'abcd'],
    [0, -1, 'abcd'],
    [3, 4, 'abcd'],
    [3, -5, 'dabc'],
    [9, 0, 'abcd'],
  ])('from %i to %i → %s', (from, to, order) => {
    expect(moveRow([...'abcd'], from, to).join('')).toBe(order)
  })

  it('moves a row by its key, up and down, and never past the ends', () => {
    const draft = draftOf(SHEET)
    const parked = draft.items[2].key
    expect(sheetOf(moveRowBy(draft, 'items', parked, -1)).items.map((item) => item.id)).toEqual(['cans', 'parked', 'stacked', 'beacon', 'distance'])
    expect(sheetOf(moveRowBy(draft, 'items', parked, 1)).items.map((item) => item.id)).toEqual(['cans', 'stacked', 'beacon', 'parked', 'distance'])
    expect(sheetOf(moveRowBy(draft, 'items', draft.items[0].key, -1))).toEqual(SHEET)
  })
})

describe('the draft', () => {
  it('gives back the sheet it was made of', () => expect(sheetOf(draftOf(SHEET))).toEqual(SHEET))

  it("derives a new row's id from its label, unique across items, penalties and caps, until the id is typed", () => {
    let draft = addRow(draftOf(SHEET), 'items', newItem('count'))
    const key = draft.items[5].key
    draft = changeRow(draft, 'items', key, { label: 'Minor' })
    expect(draft.items[5].value.id).toBe('minor_2')
    draft = changeRow(draft, 'items', key, { label: 'Balls in the goal' })
    expect(draft.items[5].value.id).toBe('balls_in_the_goal')
    draft = changeRow(draft, 'items', key, { id: 'goal' }, true)
    draft = changeRow(draft, 'items', key, { label: 'Balls scored' })
    expect(draft.items[5].value).toMatchObject({ id: 'goal', label: 'Balls scored' })
    const penalty = addRow(draft, 'penalties', { id: '', label: '', points: 1, max: 1, to: 'self' })
    expect(changeRow(penalty, 'penalties', penalty.penalties[2].key, { label: '' }).penalties[2].value.id).toBe('foul')
  })

  it("keeps a saved row's id when its label changes", () => {
    const draft = draftOf(SHEET)
    expect(changeRow(draft, 'items', draft.items[0].key, { label: 'Cans anywhere' }).items[0].value.id).toBe('cans')
  })

  it('renames the caps and tie-breakers that named an id when it changes, unless another row still has it', () => {
    const draft = draftOf(SHEET)
    const renamed = sheetOf(changeRow(draft, 'items', draft.items[0].key, { id: 'cans_zone' }, true))
    expect(renamed.caps[0].items).toEqual(['cans_zone', 'stacked'])
    expect(renamed.tie_breakers[0].of).toBe('cans_zone')
    // 'stacked' renamed to 'cans': now a duplicate, and the cap still names 'cans' — the old id lives on in item 1.
    const duplicate = sheetOf(changeRow(draft, 'items', draft.items[1].key, { id: 'cans' }, true))
    expect(duplicate.caps[0].items).toEqual(['cans', 'cans'])
  })

  it('drops an optional field emptied (max_points) rather than sending it undefined', () => {
    const draft = draftOf(SHEET)
    const changed = sheetOf(changeRow(draft, 'items', draft.items[4].key, { max_points: undefined }))
    expect('max_points' in changed.items[4]).toBe(false)
    expect(sheetProblems(changed)).toEqual([])
  })

  it('changes an item to another kind keeping its id and label', () => {
    expect(withKind(SHEET.items[0], 'yes_no')).toEqual({ kind: 'yes_no', id: 'cans', label: 'Cans in the zone', points: 10 })
    expect(withKind(SHEET.items[0], 'count')).toBe(SHEET.items[0])
  })

  it('removes a row by its key', () => {
    const draft = draftOf(SHEET)
    expect(sheetOf(removeRow(draft, 'penalties', draft.penalties[0].key)).penalties.map((penalty) => penalty.id)).toEqual(['major'])
  })
})

describe("the page's shape check refuses what the server's ajv refuses, naming the same places", () => {
  const item0 = SHEET.items[0]
  it.each<[string, unknown]>([
    ['the example', SHEET],
    ['a label of 101 characters', { ...SHEET, items: [{ ...item0, label: 'x'.repeat(101) }] }],
    ['a label of 100 characters', { ...SHEET, items: [{ ...item0, label: 'x'.repeat(100) }] }],
    ['an empty label', { ...SHEET, items: [{ ...item0, label: '' }] }],
    ['a label with a line break', { ...SHEET, penalties: [{ ...SHEET.penalties[0], label: 'a\nb' }] }],
    ['an id with a capital', { ...SHEET, caps: [{ ...SHEET.caps[0], id: 'Cans' }] }],
    ['an id of 41 characters', { ...SHEET, items: [{ ...item0, id: 'a'.repeat(41) }] }],
    ['a kind nobody knows', { ...SHEET, items: [{ kind: 'dice', id: 'a', label: 'A' }] }],
    ['a count without points', { ...SHEET, items: [{ kind: 'count', id: 'a', label: 'A', max: 3 }] }],
    ['a field no item has', { ...SHEET, items: [{ ...item0, colour: 'red' }] }],
    ['points with a fraction', { ...SHEET, items: [{ ...item0, points: 1.5 }] }],
    ['points as text', { ...SHEET, items: [{ ...item0, points: '3' }] }],
    ['points past 10000', { ...SHEET, penalties: [{ ...SHEET.penalties[0], points: 10001 }] }],
    ['a penalty to nobody', { ...SHEET, penalties: [{ ...SHEET.penalties[0], to: 'referee' }] }],
    ['version 2', { ...SHEET, version: 2 }],
    ['no tie_breakers', { version: 1, items: SHEET.items, penalties: [], caps: [] }],
    ['a list that is an object', { ...SHEET, caps: {} }],
    ['not an object', [SHEET]],
    ['null', null],
    ['a tie-breaker preferring the middle', { ...SHEET, tie_breakers: [{ prefer: 'middle', of: 'cans' }] }],
  ])('%s', (_, body) => {
    const ours = shapeProblems(SCORE_SHEET_SCHEMA, body).map((problem) => problem.loc.join('.'))
    const server = validate(SCORE_SHEET_SCHEMA as never, 'body', body).filter((problem) => problem.type !== 'value_error' || problem.loc.length > 3).map((problem) => problem.loc.join('.'))
    expect(ours.length === 0, JSON.stringify({ ours, server })).toBe(server.length === 0)
    for (const loc of ours) expect(server, loc).toContain(loc)
  })

  it('takes NaN (a number field left unreadable) for no number', () => {
    expect(shapeProblems(SCORE_SHEET_SCHEMA, { ...SHEET, items: [{ ...item0, max: Number.NaN }] }).map((problem) => [problem.loc.join('.'), problem.type])).toEqual([['body.items.0.max', 'int_from_float']])
  })
})

describe('where a problem is shown', () => {
  const problems = sheetProblems({ ...SHEET, items: [...SHEET.items, { ...SHEET.items[1], id: 'cans' }], tie_breakers: [{ prefer: 'most', of: 'cones' }] })
  it.each<[string, 'items' | 'tie_breakers', number, RegExp | undefined]>([
    ['the second "cans"', 'items', 5, /^Item 'cans': the id already names an item/],
    ['the first "cans"', 'items', 0, undefined],
    ['the tie-breaker', 'tie_breakers', 0, /^Tie-breaker 1: 'cones' names no item/],
  ])('%s', (_, list, index, sentence) => {
    const mine = rowProblems(problems, list, index)
    if (!sentence) return expect(mine).toEqual([])
    expect(mine.map(rowSentence)).toEqual([expect.stringMatching(sentence)])
  })

  it("says a shape problem about the row's own field, and keeps ids as typed", () => {
    const [label] = sheetProblems({ ...SHEET, items: [{ ...SHEET.items[0], label: '' }] })
    expect(rowSentence(label)).toBe('The label must not be empty.')
    const server = { loc: ['body', 'caps', 0, 'items', 1], msg: "Value error, cap 'all_cans': 'minor_foul' is a penalty; a cap sums items", type: 'value_error' }
    expect(rowProblems([server], 'caps', 0).map(rowSentence)).toEqual(["Cap 'all_cans': 'minor_foul' is a penalty; a cap sums items."])
  })

  it('shows the problems of the whole sheet above the lists', () => {
    const wide = sheetProblems({ ...SHEET, items: [], caps: [], tie_breakers: [] })
    expect(sheetWideProblems(wide).map((problem) => problem.loc)).toEqual([['body', 'items']])
    expect(sheetWideProblems(problems)).toEqual([])
  })
})

describe('the file', () => {
  it.each<[string, string]>([
    ['Regional Robot Cup', 'Regional Robot Cup score sheet.json'],
    ['Cup: Day 1/2 "finals"?', 'Cup_ Day 1_2 _finals__ score sheet.json'],
    ['Dots...', 'Dots score sheet.json'],
    ['', 'event score sheet.json'],
    ['É'.repeat(60), `${'É'.repeat(60)} score sheet.json`],
  ])('%j is saved as %j', (name, file) => expect(sheetFileName(name)).toBe(file))

  it('reads back what it writes', () => expect(readSheetFile(sheetFileText(SHEET))).toEqual({ sheet: SHEET }))

  it.each<[string, string, RegExp]>([
    ['not JSON', '{ "version": 1,', /^The file is not JSON/],
    ['the wrong shape', JSON.stringify({ ...SHEET, items: [{ ...SHEET.items[0], max: 'many' }] }), /items\.0\.max/],
  ])('refuses %s', (_, text, why) => {
    const read = readSheetFile(text)
    expect('sheet' in read).toBe(false)
    expect('unreadable' in read ? read.unreadable : JSON.stringify('problems' in read && read.problems.map((problem) => problem.loc.join('.')))).toMatch(why)
  })

  it('takes a sheet of the right shape whose meaning is wrong: its problems are marked in the editor', () => {
    const duplicate = { ...SHEET, penalties: [{ ...SHEET.penalties[0], id: 'cans' }] }
    expect(readSheetFile(JSON.stringify(duplicate))).toEqual({ sheet: duplicate })
  })
})

describe('the sample corner', () => {
  const full = { items: { cans: 15, stacked: 6, parked: true, beacon: 'on', distance: 143.5 }, penalties: { minor: 2, major: 1 }, card: null }
  it('is scored item by item, caps applied, own fouls taken', () => {
    const preview = samplePreview(SHEET, full)
    expect(preview).toEqual({
      items: [
        { id: 'cans', label: 'Cans in the zone', points: 45 },
        { id: 'stacked', label: 'Cans stacked', points: 30 },
        { id: 'parked', label: 'Parked', points: 10 },
        { id: 'beacon', label: 'Beacon', points: 15 },
        { id: 'distance', label: 'Distance (cm)', points: 14 },
      ],
      caps: [{ id: 'all_cans', label: 'Cans', sum: 75, points: 60 }],
      lost: 15,
      toEachOther: 10,
      total: 60 + 10 + 15 + 14 - 15,
    })
  })

  it.each<[string, ScoreSheet, Record<string, unknown>, Record<string, number>]>([
    ['an item removed', { ...SHEET, items: SHEET.items.filter((item) => item.id !== 'parked') }, { cans: 15, stacked: 6, beacon: 'on', distance: 143.5 }, { minor: 2, major: 1 }],
    ['a max lowered below the count', { ...SHEET, items: [{ ...SHEET.items[0], max: 10 } as ScoreSheet['items'][number], ...SHEET.items.slice(1)] }, { stacked: 6, parked: true, beacon: 'on', distance: 143.5 }, { minor: 2, major: 1 }],
    ['an option gone', { ...SHEET, items: SHEET.items.map((item) => (item.kind === 'choice' ? { ...item, options: item.options.slice(0, 1) } : item)) }, { cans: 15, stacked: 6, parked: true, distance: 143.5 }, { minor: 2, major: 1 }],
    ['a penalty removed', { ...SHEET, penalties: SHEET.penalties.slice(1) }, full.items, { major: 1 }],
    ['a penalty max lowered', { ...SHEET, penalties: [{ ...SHEET.penalties[0], max: 1 }, SHEET.penalties[1]] }, full.items, { major: 1 }],
  ])('keeps what still fits when %s', (_, sheet, items, penalties) => {
    expect(fitSample(sheet, full)).toEqual({ items, penalties, card: null })
  })
})
