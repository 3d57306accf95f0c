// The score sheet's JSON schema: ajv (as the server sets it up) takes good sheets and entries and refuses wrong shapes;
// (its FromSchema types agree with the domain's: schema-types.test.ts); the worked examples of docs/scoring.md pass and score as it says.
import { readFileSync } from 'node:fs'
import { Ajv, type ValidateFunction } from 'ajv'
import { describe, expect, it } from 'vitest'
import { CORNER_ENTRY_SCHEMA, SCORE_SHEET_SCHEMA } from '../../src-main/contract/score-sheet.schema'
import { leaguePoints } from '../../src-main/domain/league-points'
import { finishingOrder } from '../../src-main/domain/knockout'
import { scoreGame } from '../../src-main/domain/score-game'
import type { CornerEntry, ScoreSheet } from '../../src-main/domain/score-sheet'
import { scoreSheetProblems } from '../../src-main/domain/score-sheet-problems'
import { compareTieBreakers } from '../../src-main/domain/score-tie-breakers'
import { CANS, DISTANCE, FLAG, MINOR_FOUL, PARKED, entryOf, sheetOf } from '../support/score-sheets'

// The options of src-main/server/validation.ts for bodies.
const ajv = new Ajv({ allErrors: true, verbose: true, strict: true, coerceTypes: false, validateFormats: false, discriminator: true })
const validSheet = ajv.compile(SCORE_SHEET_SCHEMA)
const validEntry = ajv.compile(CORNER_ENTRY_SCHEMA)

const GOOD = sheetOf([CANS, PARKED, FLAG, { ...DISTANCE, max_points: 100 } as ScoreSheet['items'][number]], {
  penalties: [MINOR_FOUL],
  caps: [{ id: 'field', label: 'Field', items: ['cans', 'parked'], max_points: 50 }],
  tie_breakers: [{ prefer: 'most', of: 'cans' }],
})

function failedPaths(valid: ValidateFunction, data: unknown): string[] {
  expect(valid(data)).toBe(false)
  return [...new Set((valid.errors ?? []).map((error) => error.instancePath))]
}

// The item's `kind` picks the branch it is checked against (discriminator): a wrong field is named at its own path.
describe('SCORE_SHEET_SCHEMA', () => {
  it('takes a sheet of every part', () => {
    expect(validSheet(GOOD)).toBe(true)
  })

  it.each<[string, (sheet: Record<string, unknown>) => unknown, string]>([
    ['another version', (sheet) => ({ ...sheet, version: 2 }), '/version'],
    ['a part missing', ({ caps: _caps, ...sheet }) => sheet, ''],
    ['an unknown field', (sheet) => ({ ...sheet, formula: 'a+b' }), ''],
    ['an unknown kind', (sheet) => ({ ...sheet, items: [{ ...CANS, kind: 'expression' }] }), '/items/0'],
    ['an id with capitals', (sheet) => ({ ...sheet, items: [{ ...CANS, id: 'Cans' }] }), '/items/0/id'],
    ['an id of 41 characters', (sheet) => ({ ...sheet, items: [{ ...CANS, id: 'c'.repeat(41) }] }), '/items/0/id'],
    ['a label of 101 characters', (sheet) => ({ ...sheet, items: [{ ...CANS, label: 'L'.repeat(101) }] }), '/items/0/label'],
    ['a label with a control character', (sheet) => ({ ...sheet, items: [{ ...CANS, label: 'Cans\n' }] }), '/items/0/label'],
    ['points with a fraction', (sheet) => ({ ...sheet, items: [{ ...CANS, points: 1.5 }] }), '/items/0/points'],
    ['points past 10000', (sheet) => ({ ...sheet, items: [{ ...PARKED, points: 10001 }] }), '/items/0/points'],
    ['a count max past 1000', (sheet) => ({ ...sheet, items: [{ ...CANS, max: 1001 }] }), '/items/0/max'],
    ['4 decimals', (sheet) => ({ ...sheet, items: [{ ...DISTANCE, decimals: 4 }] }), '/items/0/decimals'],
    ['a field of another kind', (sheet) => ({ ...sheet, items: [{ ...PARKED, max: 3 }] }), '/items/0'],
    ['a penalty to nobody', (sheet) => ({ ...sheet, penalties: [{ ...MINOR_FOUL, to: 'referee' }] }), '/penalties/0/to'],
    ['a tie-breaker of "more"', (sheet) => ({ ...sheet, tie_breakers: [{ prefer: 'more', of: 'cans' }] }), '/tie_breakers/0/prefer'],
  ])('refuses %s', (_name, change, path) => {
    expect(failedPaths(validSheet, change(GOOD as unknown as Record<string, unknown>))).toContain(path)
  })
})

describe('CORNER_ENTRY_SCHEMA', () => {
  it('takes an entry of every kind of value', () => {
    expect(validEntry(entryOf({ cans: 3, parked: true, flag: 'up', distance: 12.5 }, { minor_foul: 1 }, 'red'))).toBe(true)
  })

  it.each([
    ['a card of another colour', { ...entryOf(), card: 'green' }, '/card'],
    ['a list as a value', entryOf({ cans: [1] as unknown as number }), '/items/cans'],
    ['fouls with a fraction', entryOf({}, { minor_foul: 0.5 }), '/penalties/minor_foul'],
    ['negative fouls', entryOf({}, { minor_foul: -1 }), '/penalties/minor_foul'],
    ['no card field', { items: {}, penalties: {} }, ''],
    ['a choice longer than any id', entryOf({ flag: 'u'.repeat(41) }), '/items/flag'],
  ])('refuses %s', (_name, entry, path) => {
    expect(failedPaths(validEntry, entry)).toContain(path)
  })
})

describe('the worked examples of docs/scoring.md', () => {
  const blocks = [...readFileSync('docs/scoring.md', 'utf8').matchAll(/```json\n([\s\S]*?)```/g)].map((match) => JSON.parse(match[1]) as unknown)
  const [simpleSheet, simpleGame, foulSheet, foulGame] = blocks as [ScoreSheet, Array<CornerEntry | null>, ScoreSheet, Array<CornerEntry | null>]
  const occupied = [true, true, true, true]

  it('are valid sheets and entries', () => {
    expect(blocks).toHaveLength(4)
    for (const sheet of [simpleSheet, foulSheet]) {
      expect(validSheet(sheet)).toBe(true)
      expect(scoreSheetProblems(sheet)).toEqual([])
    }
    for (const entry of [...simpleGame, ...foulGame]) if (entry) expect(validEntry(entry)).toBe(true)
  })

  it('example 1 scores as its table says', () => {
    const game = scoreGame(simpleSheet, simpleGame)
    expect(game.game_points).toEqual([31, 27, null, 10])
    expect(leaguePoints(game.ranking_points, simpleGame.map((entry) => entry !== null))).toEqual([8, 6, null, 4])
  })

  it('example 2 scores as its table says, and the tie-breaker puts yellow through', () => {
    const game = scoreGame(foulSheet, foulGame)
    expect(game.corners.map((corner) => [corner?.own_points, corner?.points_received, corner?.game_points, corner?.tie_breakers])).toEqual([
      [99, 10, 109, [12, 1]],
      [48, 5, 53, [10, 2]],
      [38, 15, 53, [6, 0]],
      [37, 15, 52, [4, 0]],
    ])
    expect(game.corners[3]?.card).toBe('yellow')
    expect(leaguePoints(game.ranking_points, occupied)).toEqual([8, 5, 5, 2])
    expect(compareTieBreakers(foulSheet.tie_breakers, game.corners[1]!.tie_breakers, game.corners[2]!.tie_breakers)).toBeLessThan(0)
  })

  it('example 2 with a red card for red', () => {
    const game = scoreGame(foulSheet, foulGame.map((entry, corner) => (corner === 0 && entry ? { ...entry, card: 'red' as const } : entry)))
    expect(game.game_points).toEqual([109, 53, 53, 52])
    expect(leaguePoints(game.ranking_points, occupied)).toEqual([0, 7, 7, 4])
    expect(finishingOrder(game.ranking_points, [1, 2, 3, 4]).slice(0, 2)).toEqual([1, 2])
  })
})
