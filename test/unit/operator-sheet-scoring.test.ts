// The Scoring page by items (issue 30): a corner's sheets compared item by item, the head scorer's entry composed from
// them, the form's live points and body, and the score history's changes — on tables of cases.
import { describe, expect, it } from 'vitest'
import { comparisonRows, pickValue, startComposing, type ScorerSheet } from '../../src-renderer/operator/pages/scoring/sheet-comparison'
import { entryChanges, historyEntryChanges, valueWords } from '../../src-renderer/operator/pages/scoring/entry-changes'
import { fullEntry, sheetRows, withRowValue, CARD_ROW } from '../../src-renderer/operator/pages/scoring/sheet-rows'
import type { CornerEntry } from '../../src-main/domain/score-sheet'
import { draftProblems, previewDraft, sheetScoresBody, unpickedSentences, type CornerDraft } from '../../src-renderer/operator/pages/scoring/sheet-score-draft'
import { CANS, FLAG, MAJOR_FOUL, MINOR_FOUL, PARKED, entryOf, sheetOf } from '../support/score-sheets'

const SHEET = sheetOf([CANS, PARKED, FLAG], { penalties: [MINOR_FOUL, MAJOR_FOUL] })
const row = (key: string) => sheetRows(SHEET).find((one) => one.key === key)!
const scorer = (id: number, name: string, entry: CornerEntry): ScorerSheet => ({ scorer_id: id, scorer_name: name, entry })
const draftOf = (entry: CornerEntry, noShow = false, unpicked: string[] = []): CornerDraft => ({ composed: { entry: fullEntry(SHEET, entry), unpicked }, noShow })

describe('sheetRows: items, penalties, then the card', () => {
  it('lists every row in the tablet’s order', () => {
    expect(sheetRows(SHEET).map((one) => [one.key, one.label])).toEqual([
      ['items.cans', 'Cans in the zone'],
      ['items.parked', 'Parked at the end'],
      ['items.flag', 'Flag'],
      ['penalties.minor_foul', 'Minor foul'],
      ['penalties.major_foul', 'Major foul'],
      ['card', 'Card'],
    ])
  })
})

describe('comparisonRows: each scorer’s value per row, and whether they differ', () => {
  it.each([
    ['the same entries', [entryOf({ cans: 7, parked: true }), entryOf({ cans: 7, parked: true })], []],
    ['a count differs', [entryOf({ cans: 7 }), entryOf({ cans: 8 })], ['items.cans']],
    ['left out equals the start value', [entryOf({ cans: 0, parked: false, flag: 'down' }), entryOf()], []],
    ['yes against no', [entryOf({ parked: true }), entryOf({ parked: false })], ['items.parked']],
    ['a choice differs', [entryOf({ flag: 'half' }), entryOf({ flag: 'up' })], ['items.flag']],
    ['fouls differ', [entryOf({}, { minor_foul: 1 }), entryOf({}, { minor_foul: 2 })], ['penalties.minor_foul']],
    ['no fouls left out equals 0', [entryOf({}, { major_foul: 0 }), entryOf({}, {})], []],
    ['a card against none', [entryOf({}, {}, 'yellow'), entryOf()], ['card']],
    ['yellow against red', [entryOf({}, {}, 'yellow'), entryOf({}, {}, 'red')], ['card']],
    ['the same card, another reason', [{ ...entryOf({}, {}, 'red'), card_reason: 'Unsafe' }, { ...entryOf({}, {}, 'red'), card_reason: 'Rammed' }], ['card']],
    ['the same card and reason', [{ ...entryOf({}, {}, 'red'), card_reason: 'Unsafe' }, { ...entryOf({}, {}, 'red'), card_reason: 'Unsafe' }], []],
    ['one sheet never differs', [entryOf({ cans: 3 })], []],
    ['three scorers, one apart', [entryOf({ cans: 3 }), entryOf({ cans: 3 }), entryOf({ cans: 4 })], ['items.cans']],
  ] as const)('%s → differs at %o', (_, entries, differing) => {
    const rows = comparisonRows(SHEET, entries.map((entry, index) => scorer(index + 1, `S${index}`, entry)))
    expect(rows.filter((one) => one.differs).map((one) => one.row.key)).toEqual(differing)
  })

  it('gives the values per scorer, start values where left out', () => {
    const rows = comparisonRows(SHEET, [scorer(1, 'Ann', entryOf({ cans: 7, flag: 'up' }, { minor_foul: 2 }, 'red')), scorer(2, 'Ben', entryOf({ parked: true }))])
    expect(rows.map((one) => [one.row.key, one.values])).toEqual([
      ['items.cans', [7, 0]],
      ['items.parked', [false, true]],
      ['items.flag', ['up', 'down']],
      ['penalties.minor_foul', [2, 0]],
      ['penalties.major_foul', [0, 0]],
      ['card', ['red', null]],
    ])
  })
})

describe('startComposing and pickValue: the head scorer’s entry', () => {
  const ann = scorer(1, 'Ann', { ...entryOf({ cans: 7, parked: true }, { minor_foul: 1 }, 'yellow'), card_reason: 'Pushed' })
  const ben = scorer(2, 'Ben', entryOf({ cans: 9, parked: true }, { minor_foul: 1 }))

  it('takes agreed rows and leaves differing ones to pick', () => {
    const composed = startComposing(SHEET, [ann, ben])
    expect(composed.unpicked).toEqual(['items.cans', 'card'])
    expect(composed.entry.items).toEqual({ cans: 7, parked: true, flag: 'down' })
    expect(composed.entry.penalties).toEqual({ minor_foul: 1, major_foul: 0 })
  })

  it('one sheet: nothing to pick', () => {
    expect(startComposing(SHEET, [ben]).unpicked).toEqual([])
  })

  it('no sheet: the committed entry, else start values', () => {
    expect(startComposing(SHEET, [], entryOf({ cans: 4 })).entry).toEqual(fullEntry(SHEET, entryOf({ cans: 4 })))
    expect(startComposing(SHEET, []).entry).toEqual({ items: { cans: 0, parked: false, flag: 'down' }, penalties: { minor_foul: 0, major_foul: 0 }, card: null })
  })

  it('a picked value is set and no longer waits', () => {
    const picked = pickValue(startComposing(SHEET, [ann, ben]), row('items.cans'), 9)
    expect(picked.entry.items.cans).toBe(9)
    expect(picked.unpicked).toEqual(['card'])
  })

  it('picking a scorer’s card takes their reason; picking none drops it', () => {
    const composed = startComposing(SHEET, [ann, ben])
    expect(pickValue(composed, CARD_ROW, 'yellow', 'Pushed').entry).toMatchObject({ card: 'yellow', card_reason: 'Pushed' })
    const none = pickValue(composed, CARD_ROW, null, '').entry
    expect(none.card).toBeNull()
    expect(none).not.toHaveProperty('card_reason')
    expect(pickValue(composed, CARD_ROW, 'red', '').entry).not.toHaveProperty('card_reason')
  })

  it('an edited card keeps the reason typed', () => {
    const withReason = { ...fullEntry(SHEET, entryOf({}, {}, 'yellow')), card_reason: 'Late' }
    expect(withRowValue(withReason, CARD_ROW, 'red')).toMatchObject({ card: 'red', card_reason: 'Late' })
  })
})

describe('the form’s body, problems and live points', () => {
  const red = draftOf(entryOf({ cans: 7, parked: true }))
  const yellow = draftOf(entryOf({ cans: 9 }, { minor_foul: 2 }))
  const blue = draftOf(entryOf({ parked: true }))

  it('sends every occupied corner, null for a no-show, nothing for an empty one', () => {
    expect(sheetScoresBody([red, draftOf(entryOf(), true), null, blue])).toEqual({ red: red.composed.entry, yellow: null, blue: blue.composed.entry })
  })

  it('computes game points with the domain, fouls to the others included, and league points by place', () => {
    const preview = previewDraft(SHEET, [red, yellow, null, blue], [8, 6, 4, 2])
    // red 35 + 10 (yellow's two minor fouls), yellow 45, blue 10 + 10
    expect(preview.score?.game_points).toEqual([55, 45, null, 20])
    expect(preview.league).toEqual([8, 6, null, 4])
  })

  it('a red card keeps the game points but gives 0 league points', () => {
    const carded = draftOf({ ...entryOf({ cans: 7, parked: true }, {}, 'red'), card_reason: 'Unsafe robot' })
    const preview = previewDraft(SHEET, [carded, yellow, null, blue], [8, 6, 4, 2])
    expect(preview.score?.game_points).toEqual([55, 45, null, 20])
    expect(preview.league).toEqual([0, 8, null, 6])
  })

  it('an entry out of range shows no points and names the item', () => {
    const wrong = draftOf(entryOf({ cans: 99 }))
    expect(previewDraft(SHEET, [wrong, yellow, null, blue], undefined)).toEqual({ score: null, league: null })
    expect(draftProblems(SHEET, [wrong, yellow, null, blue])[0].map((problem) => problem.loc)).toEqual([['items', 'cans']])
  })

  it('says which rows still wait for a pick, not for a no-show', () => {
    expect(unpickedSentences(SHEET, [draftOf(entryOf(), false, ['items.cans', 'card']), draftOf(entryOf(), true, ['items.cans']), null, blue])).toEqual(['Red: pick Cans in the zone, Card'])
  })
})

describe('entryChanges: what a scoring by items changed', () => {
  const seated = [true, true, false, true]
  it.each([
    ['first scoring: what differs from the start values', null, [entryOf({ cans: 7, parked: true }), entryOf(), null, null], [
      ['red', 'Cans in the zone', '0', '7'],
      ['red', 'Parked at the end', 'no', 'yes'],
      ['blue', 'Entry', 'not scored', 'no-show'],
    ]],
    ['a correction of one count', [entryOf({ cans: 7 }), entryOf(), null, entryOf()], [entryOf({ cans: 9 }), entryOf(), null, entryOf()], [['red', 'Cans in the zone', '7', '9']]],
    ['a choice, fouls and a card', [entryOf(), entryOf(), null, entryOf()], [entryOf({ flag: 'half' }, { minor_foul: 1 }), { ...entryOf({}, {}, 'red'), card_reason: 'Unsafe' }, null, entryOf()], [
      ['red', 'Flag', 'Down', 'Half way'],
      ['red', 'Minor foul', '0 fouls', '1 foul'],
      ['yellow', 'Card', 'no card', 'red card (Unsafe)'],
    ]],
    ['a no-show that played after all', [entryOf(), null, null, entryOf()], [entryOf(), entryOf(), null, entryOf()], [['yellow', 'Entry', 'no-show', 'scored']]],
    ['nothing changed', [entryOf({ cans: 1 }), entryOf(), null, entryOf()], [entryOf({ cans: 1 }), entryOf(), null, entryOf()], []],
  ] as const)('%s', (_, before, after, expected) => {
    const changes = entryChanges(SHEET, before, after as ReadonlyArray<CornerEntry | null>, seated)
    expect(changes.map((change) => [change.corner, change.label, change.before, change.after])).toEqual(expected)
  })

  it('words a number as entered', () => {
    expect(valueWords(SHEET, row('items.cans'), 12)).toBe('12')
  })
})

describe('historyEntryChanges: each scoring by items against the one before', () => {
  const seated = [true, true, false, false]
  const first = [entryOf({ cans: 7 }), entryOf(), null, null]
  const second = [entryOf({ cans: 9 }), entryOf(), null, null]
  const words = (changes: ReturnType<typeof entryChanges> | undefined) => changes?.map((change) => `${change.corner} ${change.label} ${change.before} → ${change.after}`)

  it('compares a correction with the scoring before, and a scoring after a replay with the start values', () => {
    const changes = historyEntryChanges(SHEET, [
      { id: 1, entries: first },
      { id: 2, entries: second },
      { id: 3, kind: 'replay' },
      { id: 4, entries: first },
    ], seated)
    expect(words(changes.get(1))).toEqual(['red Cans in the zone 0 → 7'])
    expect(words(changes.get(2))).toEqual(['red Cans in the zone 7 → 9'])
    expect(changes.has(3)).toBe(false)
    expect(words(changes.get(4))).toEqual(['red Cans in the zone 0 → 7'])
  })

  it('gives nothing for a scoring by one number (no entries)', () => {
    expect(historyEntryChanges(SHEET, [{ id: 1 }, { id: 2 }], seated).size).toBe(0)
  })
})
