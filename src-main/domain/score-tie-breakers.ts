// A score sheet's tie-breakers: each corner's value for each, and the order they give between two corners tied on points.
import { enteredValue, foulsOf, type CornerEntry, type ScoreSheet, type TieBreaker } from './score-sheet'

/**
 * The corner's value for each of the sheet's tie-breakers, in their order: for an item what the scorer entered (a
 * count, 1 for yes and 0 for no, a number; a choice its option's points), for a penalty the fouls the corner
 * committed, for a cap its points after the cap (`capPoints`).
 */
export function tieBreakerValues(sheet: ScoreSheet, entry: CornerEntry, capPoints: Readonly<Record<string, number>>): number[] {
  return sheet.tie_breakers.map(({ of }) => {
    const item = sheet.items.find((candidate) => candidate.id === of)
    if (item) {
      const value = enteredValue(entry, item)
      if (item.kind === 'choice') return item.options.find((option) => option.id === value)?.points ?? 0
      return Number(value)
    }
    const penalty = sheet.penalties.find((candidate) => candidate.id === of)
    return penalty ? foulsOf(entry, penalty) : Object.hasOwn(capPoints, of) ? capPoints[of] : 0
  })
}

/**
 * Negative when `a` ranks before `b` on the tie-breakers, positive when after, 0 when they tie on every one. `a` and `b`
 * are values in the tie-breakers' order: one game's (tieBreakerValues) or summed over games (the standings').
 */
export function compareTieBreakers(tieBreakers: readonly TieBreaker[], a: readonly number[], b: readonly number[]): number {
  for (const [index, { prefer }] of tieBreakers.entries()) {
    const difference = prefer === 'most' ? b[index] - a[index] : a[index] - b[index]
    if (difference !== 0) return difference
  }
  return 0
}
