// The check of one corner's entry against its score sheet: an unknown item, a value of the wrong kind, a count over its
// max, a choice not in the list, a number out of range or too precise, fouls over the max — each naming the item, as
// 422 items. The JSON schema has already checked the entry's shape.
import { hasAtMostDecimals } from './decimal-places'
import type { CornerEntry, ItemValue, ScoreItem, ScoreSheet } from './score-sheet'
import { valueError, type Loc, type ValidationItem } from './validation-errors'

/** Every problem of `entry` for `sheet`, each a 422 item at `at` + its place in the entry; [] when it fits. */
export function scoreEntryProblems(sheet: ScoreSheet, entry: CornerEntry, at: Loc = []): ValidationItem[] {
  const problems: ValidationItem[] = []
  const items = new Map(sheet.items.map((item) => [item.id, item]))
  const penalties = new Map(sheet.penalties.map((penalty) => [penalty.id, penalty]))
  for (const [id, value] of Object.entries(entry.items)) {
    const loc = [...at, 'items', id]
    const item = items.get(id)
    const problem = item ? valueProblem(item, value) : `'${id}' is ${penalties.has(id) ? 'a penalty: its fouls go under penalties' : 'no item of the score sheet'}`
    if (problem) problems.push(valueError(loc, problem, value))
  }
  for (const [id, fouls] of Object.entries(entry.penalties)) {
    const loc = [...at, 'penalties', id]
    const penalty = penalties.get(id)
    const problem = penalty ? countProblem(`penalty '${id}'`, fouls, penalty.max) : `'${id}' is ${items.has(id) ? 'an item: its value goes under items' : 'no penalty of the score sheet'}`
    if (problem) problems.push(valueError(loc, problem, fouls))
  }
  return problems
}

/** Why `value` does not fit `item`, or undefined. */
function valueProblem(item: ScoreItem, value: ItemValue): string | undefined {
  const name = `item '${item.id}'`
  switch (item.kind) {
    case 'count':
      return countProblem(name, value, item.max)
    case 'yes_no':
      return typeof value === 'boolean' ? undefined : `${name} is yes or no: true or false`
    case 'choice': {
      const options = item.options.map((option) => option.id)
      return typeof value === 'string' && options.includes(value) ? undefined : `${name} is one of ${options.join(', ')}`
    }
    case 'number':
      if (typeof value !== 'number') return `${name} is a number`
      if (value < item.min || value > item.max) return `${name} is between ${item.min} and ${item.max}, not ${value}`
      return hasAtMostDecimals(value, item.decimals) ? undefined : `${name} takes ${item.decimals === 0 ? 'whole numbers' : `at most ${item.decimals} digits after the point`}, not ${value}`
  }
}

function countProblem(name: string, value: ItemValue, max: number): string | undefined {
  if (typeof value !== 'number' || !Number.isInteger(value)) return `${name} is a whole count`
  return value < 0 || value > max ? `${name} counts 0 to ${max}, not ${value}` : undefined
}
