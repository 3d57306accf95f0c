// The results report's lines under a game scored by items (issue 30) on the cases of docs/scoring.md's example 2: each
// item's value and points per corner, the cap applied, fouls, what the other corners' fouls gave, cards with reasons;
// and the results PDF of such a game read back with pdftotext.
import { describe, expect, it } from 'vitest'
import type { GameRecord } from '../../src-main/domain/game-record'
import { scoreGame } from '../../src-main/domain/score-game'
import type { CornerEntry, ScoreItem } from '../../src-main/domain/score-sheet'
import type { ReportData } from '../../src-main/reports/report-data'
import { resultsPdf } from '../../src-main/reports/results-report'
import { cardText, sheetResultLines, valueText } from '../../src-main/reports/sheet-results'
import { pdfRawPages } from '../support/pdf-reader'
import { sheetOf } from '../support/score-sheets'

const SHEET = sheetOf(
  [
    { kind: 'count', id: 'cans_in_zone', label: 'Cans in the zone', max: 20, points: 3 },
    { kind: 'count', id: 'cans_stacked', label: 'Cans stacked', max: 10, points: 5 },
    { kind: 'yes_no', id: 'parked', label: 'Parked at the end', points: 10 },
    { kind: 'choice', id: 'beacon', label: 'Beacon', options: [{ id: 'off', label: 'Off', points: 0 }, { id: 'blinking', label: 'Blinking', points: 5 }, { id: 'steady', label: 'Steady', points: 15 }] },
    { kind: 'number', id: 'distance_cm', label: 'Distance driven (cm)', min: 0, max: 250, decimals: 1, points_per_unit: 0.1, max_points: 20 },
  ],
  {
    penalties: [
      { id: 'minor_foul', label: 'Minor foul (5 to each opponent)', points: 5, max: 20, to: 'others' },
      { id: 'major_foul', label: 'Major foul (−15)', points: 15, max: 5, to: 'self' },
    ],
    caps: [{ id: 'cans', label: 'Cans (at most 60)', items: ['cans_in_zone', 'cans_stacked'], max_points: 60 }],
  },
)

/** Example 2's semi-final with green shown a red card, blue a yellow one. */
const ENTRIES: CornerEntry[] = [
  { items: { cans_in_zone: 12, cans_stacked: 6, parked: true, beacon: 'steady', distance_cm: 143.5 }, penalties: { minor_foul: 1 }, card: null },
  { items: { cans_in_zone: 10, cans_stacked: 2, parked: true, beacon: 'blinking', distance_cm: 80 }, penalties: { minor_foul: 2, major_foul: 1 }, card: null },
  { items: { cans_in_zone: 6, distance_cm: 200 }, penalties: {}, card: 'red', card_reason: 'Drove the robot at the referee' },
  { items: { cans_in_zone: 4, parked: true, beacon: 'steady' }, penalties: {}, card: 'yellow', card_reason: 'Late to the field' },
]

describe('sheetResultLines', () => {
  it('prints every item, the cap, fouls, received fouls and cards per corner, as example 2 scores them', () => {
    const lines = sheetResultLines(SHEET, ENTRIES, scoreGame(SHEET, ENTRIES))
    expect(lines.map((line) => [line.kind, line.label, ...line.corners.map((text) => (typeof text === 'string' ? text : text.join(' ')))])).toEqual([
      ['Item', 'Cans in the zone', '12 (36 pts)', '10 (30 pts)', '6 (18 pts)', '4 (12 pts)'],
      ['Item', 'Cans stacked', '6 (30 pts)', '2 (10 pts)', '0 (0 pts)', '0 (0 pts)'],
      ['Item', 'Parked at the end', 'yes (10 pts)', 'yes (10 pts)', 'no (0 pts)', 'yes (10 pts)'],
      ['Item', 'Beacon', 'Steady (15 pts)', 'Blinking (5 pts)', 'Off (0 pts)', 'Steady (15 pts)'],
      ['Item', 'Distance driven (cm)', '143.5 (14 pts)', '80 (8 pts)', '200 (20 pts)', '0 (0 pts)'],
      ['Cap', 'Cans (at most 60)', '60 pts (of 66)', '40 pts', '18 pts', '12 pts'],
      ['Penalty', 'Minor foul (5 to each opponent)', '1 (5 pts to each other)', '2 (10 pts to each other)', '0', '0'],
      ['Penalty', 'Major foul (−15)', '0', '1 (−15 pts)', '0', '0'],
      ["Fouls", "From the other corners' fouls", '+10 pts', '+5 pts', '+15 pts', '+15 pts'],
      ['Card', 'Card', '', '', 'Red — disqualified: Drove the robot at the referee', 'Yellow: Late to the field'],
    ])
  })

  it('leaves an empty corner and a no-show blank, and has no card line when nobody got one', () => {
    const entries = [ENTRIES[0], null, { ...ENTRIES[1], card: null }, null]
    const lines = sheetResultLines(SHEET, entries, scoreGame(SHEET, entries))
    expect(lines.map((line) => line.kind)).toEqual(['Item', 'Item', 'Item', 'Item', 'Item', 'Cap', 'Penalty', 'Penalty', 'Fouls'])
    for (const line of lines) expect([line.corners[1], line.corners[3]]).toEqual(['', ''])
    expect(lines.at(-1)!.corners).toEqual(['+10 pts', '', '+5 pts', ''])
  })

  it('has no line for received fouls when no foul gives the others points', () => {
    const sheet = { ...SHEET, penalties: [SHEET.penalties[1]] }
    const entries = ENTRIES.map((entry) => ({ ...entry, penalties: {}, card: null }))
    expect(sheetResultLines(sheet, entries, scoreGame(sheet, entries)).map((line) => line.kind)).not.toContain('Fouls')
  })
})

describe('valueText and cardText', () => {
  const choice = SHEET.items[3]
  it.each<{ item: ScoreItem; value: number | boolean | string; text: string }>([
    { item: SHEET.items[0], value: 0, text: '0' },
    { item: SHEET.items[2], value: true, text: 'yes' },
    { item: SHEET.items[2], value: false, text: 'no' },
    { item: choice, value: 'blinking', text: 'Blinking' },
    { item: SHEET.items[4], value: 12.5, text: '12.5' },
  ])('$item.id $value: $text', ({ item, value, text }) => {
    expect(valueText(item, value)).toBe(text)
  })

  it.each<{ entry: CornerEntry; text: string }>([
    { entry: { items: {}, penalties: {}, card: null }, text: '' },
    { entry: { items: {}, penalties: {}, card: 'yellow' }, text: 'Yellow' },
    { entry: { items: {}, penalties: {}, card: 'red', card_reason: '  ' }, text: 'Red — disqualified' },
    { entry: { items: {}, penalties: {}, card: 'red', card_reason: 'Unsafe' }, text: 'Red — disqualified: Unsafe' },
  ])('$text', ({ entry, text }) => {
    expect(cardText(entry)).toBe(text)
  })
})

describe('the results PDF of a game scored by items', () => {
  it('reads back the items, penalties and cards under the game, and nothing more under a game scored by numbers', async () => {
    const score = scoreGame(SHEET, ENTRIES)
    const record = (id: number, name: string): GameRecord => ({
      id, event_id: 1, name, start_time: null, end_time: null, started: true, finished: true, scored: true, league: true, status: 'scored',
      corners: [1, 2, 3, 4], corner_names: ['Ada Lovelace', 'Bob', 'Cy', 'Dee'], corner_ips: [null, null, null, null],
      game_points: score.game_points, league_points: [8, 5, 0, 5], tournament_round: null, play_order: id,
    }) as GameRecord
    const data: ReportData = {
      eventName: 'Sheet Cup',
      games: [
        { game: record(1, 'League 1'), planned: null, actual: null, corrected: false, sheetScore: { sheet: SHEET, entries: ENTRIES } },
        { game: record(2, 'League 2'), planned: null, actual: null, corrected: false },
      ],
      changeoverSeconds: 60,
      standings: { complete: true, unscoredGames: 0, rows: [] },
      pointsTable: [8, 6, 4, 2],
      knockout: [],
      timeStyle: { clockFormat: '24h' },
    }
    const text = (await pdfRawPages(await resultsPdf(data, { eventName: 'Sheet Cup', title: 'Results', madeAt: 'Made now', paper: 'a4' }))).join('\n')
    const between = text.slice(text.indexOf('League 1'), text.indexOf('League 2'))
    for (const expected of ['Cans in the zone Item 12 (36 pts) 10 (30 pts) 6 (18 pts) 4 (12 pts)', 'Beacon Item Steady (15 pts) Blinking (5 pts) Off (0 pts) Steady (15 pts)', 'Cans (at most 60) Cap 60 pts (of 66) 40 pts 18 pts 12 pts', 'Major foul (−15) Penalty 0 1 (−15 pts) 0 0', 'Red — disqualified: Drove the robot at the referee', 'Yellow: Late to the field']) {
      expect(between.replace(/\s+/g, ' ')).toContain(expected)
    }
    expect(text.slice(text.indexOf('League 2'))).not.toContain('pts')
  })
})
