// Issue 30: where each corner of a game stands from the scorers' live sheets, on tables of cases — none, waiting for a
// second person (double entry), ready, differing item by item — what a commit takes, and the running totals.
import { describe, expect, it } from 'vitest'
import { entryDifferences, liveSheetsOutcome, type LiveSheetFacts } from '../../src-main/domain/live-sheet-states'
import type { CornerEntry, ScoreSheet } from '../../src-main/domain/score-sheet'

const SHEET: ScoreSheet = {
  version: 1,
  items: [
    { kind: 'count', id: 'cans', label: 'Cans', max: 20, points: 3 },
    { kind: 'yes_no', id: 'parked', label: 'Parked', points: 10 },
  ],
  penalties: [{ id: 'foul', label: 'Foul', points: 5, max: 5, to: 'others' }],
  caps: [],
  tie_breakers: [],
}

const entry = (cans: number, extra: Partial<CornerEntry> = {}): CornerEntry => ({ items: { cans }, penalties: {}, card: null, ...extra })
let clock = 0
const sheet = (corner: number, scorer: number, value: CornerEntry, submitted = true, committed = false): LiveSheetFacts => ({
  corner, scorer_id: scorer, entry: value, submitted, committed, updated_at: (clock += 1), version: 1,
})

describe('entryDifferences', () => {
  it.each<[string, CornerEntry, CornerEntry, string[]]>([
    ['the same', entry(3), entry(3), []],
    ['left out equals its start value', { items: {}, penalties: {}, card: null }, { items: { cans: 0, parked: false }, penalties: { foul: 0 }, card: null }, []],
    ['an item', entry(3), entry(4), ['cans']],
    ['items then penalties then the card', entry(3, { penalties: { foul: 1 }, card: 'red' }), entry(4, { items: { cans: 4, parked: true } }), ['cans', 'parked', 'foul', 'card']],
    ["the card's reason", entry(1, { card: 'red', card_reason: 'a' }), entry(1, { card: 'red', card_reason: 'b' }), ['card']],
  ])('%s', (_, a, b, ids) => {
    expect(entryDifferences(SHEET, a, b)).toEqual(ids)
  })
})

describe('liveSheetsOutcome', () => {
  const two = [true, true, false, false]
  it.each<[string, LiveSheetFacts[], boolean, string[], boolean]>([
    ['nothing submitted', [sheet(0, 1, entry(1), false), sheet(1, 1, entry(2), false)], false, ['none', 'none', 'empty', 'empty'], false],
    ['one corner submitted', [sheet(0, 1, entry(1))], false, ['ready', 'none', 'empty', 'empty'], false],
    ['both submitted, no double entry', [sheet(0, 1, entry(1)), sheet(1, 2, entry(2))], false, ['ready', 'ready', 'empty', 'empty'], true],
    ['double entry: one person per corner waits', [sheet(0, 1, entry(1)), sheet(1, 2, entry(2))], true, ['waiting', 'waiting', 'empty', 'empty'], false],
    ['double entry: the same person twice still waits', [sheet(0, 1, entry(1)), sheet(0, 1, entry(1))], true, ['waiting', 'none', 'empty', 'empty'], false],
    [
      'double entry: two people agree on each corner',
      [sheet(0, 1, entry(1)), sheet(0, 2, entry(1)), sheet(1, 1, entry(2)), sheet(1, 2, entry(2))],
      true, ['ready', 'ready', 'empty', 'empty'], true,
    ],
    ['two people differ', [sheet(0, 1, entry(1)), sheet(0, 2, entry(2)), sheet(1, 1, entry(2))], false, ['differs', 'ready', 'empty', 'empty'], false],
    ['an unsubmitted sheet does not count', [sheet(0, 1, entry(1)), sheet(0, 2, entry(9), false), sheet(1, 1, entry(2))], false, ['ready', 'ready', 'empty', 'empty'], true],
    ['all committed already: nothing new to commit', [sheet(0, 1, entry(1), true, true), sheet(1, 1, entry(2), true, true)], false, ['ready', 'ready', 'empty', 'empty'], false],
  ])('%s', (_, sheets, double, states, commits) => {
    const outcome = liveSheetsOutcome(SHEET, two, sheets, double)
    expect(outcome.corners.map((corner) => corner.state)).toEqual(states)
    expect(outcome.toCommit !== null).toBe(commits)
  })

  it('names what differs, in the sheet order', () => {
    const outcome = liveSheetsOutcome(SHEET, two, [sheet(0, 1, entry(1, { penalties: { foul: 1 } })), sheet(0, 2, entry(2)), sheet(0, 3, entry(1, { items: { cans: 1, parked: true } }))], false)
    expect(outcome.corners[0]).toEqual({ state: 'differs', differs: ['cans', 'parked', 'foul'] })
  })

  it("commits each corner's submitted sheet; empty corners null", () => {
    const outcome = liveSheetsOutcome(SHEET, two, [sheet(0, 1, entry(4)), sheet(1, 2, entry(2, { penalties: { foul: 1 } }))], false)
    expect(outcome.toCommit).toEqual([entry(4), entry(2, { penalties: { foul: 1 } }), null, null])
  })

  it("running totals: each corner's latest sheet, submitted or not, with the others' fouls; null where nobody scored", () => {
    const outcome = liveSheetsOutcome(SHEET, [true, true, true, false], [sheet(0, 1, entry(1)), sheet(0, 2, entry(5), false), sheet(1, 1, entry(2, { penalties: { foul: 1 } }))], false)
    expect(outcome.running).toEqual([15 + 5, 6, null, null])
  })
})
