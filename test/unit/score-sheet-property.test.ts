// A property of the score sheet's evaluation (fast-check, seeded): for random valid sheets and random valid entries of
// four corners, each corner's game points are its items' points within their caps, less its own fouls, plus the others'
// fouls — computed here again, simply and independently (number items in exact BigInt thousandths) — and always within
// the game points a Game record holds.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { MAX_GAME_POINTS, MIN_GAME_POINTS } from '../../src-main/domain/game-points-range'
import { scoreEntryProblems } from '../../src-main/domain/score-entry-problems'
import { scoreGame } from '../../src-main/domain/score-game'
import type { CornerEntry, Penalty, PointsCap, ScoreItem, ScoreSheet } from '../../src-main/domain/score-sheet'
import { scoreSheetProblems } from '../../src-main/domain/score-sheet-problems'

/** A number item as whole steps of 10^-decimals, and its points per unit as whole thousandths: what the test computes with. */
interface NumberSpec { decimals: number; lowSteps: number; highSteps: number; perUnitThousandths: number }

const optionalCap = fc.option(fc.integer({ min: 0, max: 120 }), { nil: undefined })
const withCap = <T extends object>(item: T, cap: number | undefined): T => (cap === undefined ? item : { ...item, max_points: cap })

const numberSpec = fc.record({ decimals: fc.integer({ min: 0, max: 3 }), lowSteps: fc.integer({ min: -400, max: 400 }), span: fc.integer({ min: 0, max: 800 }), perUnitThousandths: fc.integer({ min: -3000, max: 3000 }) })
  .map(({ span, ...spec }): NumberSpec => ({ ...spec, highSteps: spec.lowSteps + span }))

const itemShape = fc.oneof(
  fc.record({ kind: fc.constant('count' as const), max: fc.integer({ min: 1, max: 15 }), points: fc.integer({ min: -10, max: 30 }), cap: optionalCap }),
  fc.record({ kind: fc.constant('yes_no' as const), points: fc.integer({ min: -20, max: 50 }) }),
  fc.record({ kind: fc.constant('choice' as const), options: fc.array(fc.integer({ min: -20, max: 60 }), { minLength: 1, maxLength: 5 }) }),
  fc.record({ kind: fc.constant('number' as const), spec: numberSpec, cap: optionalCap }),
)

type ItemShape = typeof itemShape extends fc.Arbitrary<infer S> ? S : never

function itemOf(shape: ItemShape, id: string): ScoreItem {
  const label = `Item ${id}`
  switch (shape.kind) {
    case 'count':
      return withCap({ kind: 'count', id, label, max: shape.max, points: shape.points }, shape.cap)
    case 'yes_no':
      return { kind: 'yes_no', id, label, points: shape.points }
    case 'choice':
      return { kind: 'choice', id, label, options: shape.options.map((points, index) => ({ id: `o${index}`, label: `Option ${index}`, points })) }
    case 'number': {
      const scale = 10 ** shape.spec.decimals
      const item = { kind: 'number' as const, id, label, min: shape.spec.lowSteps / scale, max: shape.spec.highSteps / scale, decimals: shape.spec.decimals, points_per_unit: shape.spec.perUnitThousandths / 1000 }
      return withCap(item, shape.cap)
    }
  }
}

const sheetArbitrary = fc
  .record({
    items: fc.array(itemShape, { minLength: 1, maxLength: 8 }),
    capOf: fc.array(fc.integer({ min: -1, max: 2 }), { minLength: 8, maxLength: 8 }),
    capMax: fc.array(fc.integer({ min: 0, max: 150 }), { minLength: 3, maxLength: 3 }),
    penalties: fc.array(fc.record({ points: fc.integer({ min: 0, max: 15 }), max: fc.integer({ min: 1, max: 6 }), to: fc.constantFrom('self' as const, 'others' as const) }), { maxLength: 3 }),
  })
  .map(({ items, capOf, capMax, penalties }): ScoreSheet => {
    const sheetItems = items.map((shape, index) => itemOf(shape, `i${index}`))
    const caps: PointsCap[] = capMax
      .map((max_points, cap) => ({ id: `cap${cap}`, label: `Cap ${cap}`, items: sheetItems.filter((_, index) => capOf[index] === cap).map((item) => item.id), max_points }))
      .filter((cap) => cap.items.length > 0)
    const sheetPenalties: Penalty[] = penalties.map((penalty, index) => ({ id: `p${index}`, label: `Penalty ${index}`, ...penalty }))
    return { version: 1, items: sheetItems, penalties: sheetPenalties, caps, tie_breakers: [] }
  })
  .filter((sheet) => scoreSheetProblems(sheet).length === 0)

/** A valid value for each item (or none: its start value), fouls for each penalty (or none), any card. */
function entryArbitrary(sheet: ScoreSheet): fc.Arbitrary<CornerEntry> {
  const values = sheet.items.map((item) => fc.option(valueArbitrary(item), { nil: undefined }))
  const fouls = sheet.penalties.map((penalty) => fc.option(fc.integer({ min: 0, max: penalty.max }), { nil: undefined }))
  return fc.record({ values: fc.tuple(...values), fouls: fc.tuple(...fouls), card: fc.constantFrom(null, 'yellow' as const, 'red' as const) }).map(({ values, fouls, card }) => ({
    items: Object.fromEntries(sheet.items.flatMap((item, index) => (values[index] === undefined ? [] : [[item.id, values[index]]]))),
    penalties: Object.fromEntries(sheet.penalties.flatMap((penalty, index) => (fouls[index] === undefined ? [] : [[penalty.id, fouls[index]]]))),
    card,
  }))
}

function valueArbitrary(item: ScoreItem): fc.Arbitrary<number | boolean | string> {
  switch (item.kind) {
    case 'count':
      return fc.integer({ min: 0, max: item.max })
    case 'yes_no':
      return fc.boolean()
    case 'choice':
      return fc.constantFrom(...item.options.map((option) => option.id))
    case 'number': {
      const scale = 10 ** item.decimals
      return fc.integer({ min: Math.round(item.min * scale), max: Math.round(item.max * scale) }).map((steps) => steps / scale)
    }
  }
}

/** The item's points, computed here: a number in BigInt steps × thousandths, divided with truncation (BigInt's). */
function expectedItemPoints(item: ScoreItem, entered: number | boolean | string | undefined): number {
  const cap = (points: number, max?: number) => (max === undefined || points <= max ? points : max)
  switch (item.kind) {
    case 'count':
      return cap(((entered as number | undefined) ?? 0) * item.points, item.max_points)
    case 'yes_no':
      return entered === true ? item.points : 0
    case 'choice':
      return item.options.find((option) => option.id === (entered ?? item.options[0].id))!.points
    case 'number': {
      const scale = 10 ** item.decimals
      const steps = BigInt(Math.round(((entered as number | undefined) ?? item.min) * scale))
      const perUnit = BigInt(Math.round(item.points_per_unit * 1000))
      return cap(Number((steps * perUnit) / BigInt(scale * 1000)), item.max_points)
    }
  }
}

function expectedOwnPoints(sheet: ScoreSheet, entry: CornerEntry): { own: number; given: number } {
  const points = new Map(sheet.items.map((item) => [item.id, expectedItemPoints(item, entry.items[item.id])]))
  let own = 0
  for (const item of sheet.items) if (!sheet.caps.some((cap) => cap.items.includes(item.id))) own += points.get(item.id)!
  for (const cap of sheet.caps) own += Math.min(cap.max_points, cap.items.reduce((sum, id) => sum + points.get(id)!, 0))
  let given = 0
  for (const penalty of sheet.penalties) {
    const fouls = entry.penalties[penalty.id] ?? 0
    if (penalty.to === 'self') own -= fouls * penalty.points
    else given += fouls * penalty.points
  }
  return { own, given }
}

const gameArbitrary = sheetArbitrary.chain((sheet) => fc.tuple(fc.constant(sheet), fc.array(fc.option(entryArbitrary(sheet), { nil: null }), { minLength: 4, maxLength: 4 })))

describe('scoreGame on random sheets and entries (fast-check, seeded)', () => {
  it("a corner's game points are its items' points within their caps, less its fouls, plus the others' fouls", () => {
    fc.assert(
      fc.property(gameArbitrary, ([sheet, entries]) => {
        for (const entry of entries) if (entry) expect(scoreEntryProblems(sheet, entry)).toEqual([])
        const expected = entries.map((entry) => (entry ? expectedOwnPoints(sheet, entry) : null))
        const totalGiven = expected.reduce((sum, corner) => sum + (corner?.given ?? 0), 0)
        const game = scoreGame(sheet, entries)
        expect(game.game_points).toEqual(expected.map((corner) => (corner ? corner.own + totalGiven - corner.given : null)))
        expect(game.ranking_points).toEqual(game.game_points.map((points, corner) => (entries[corner]?.card === 'red' ? null : points)))
        for (const points of game.game_points) if (points !== null) expect(points >= MIN_GAME_POINTS && points <= MAX_GAME_POINTS && Number.isInteger(points)).toBe(true)
      }),
      { numRuns: 400, seed: 30 },
    )
  })
})
