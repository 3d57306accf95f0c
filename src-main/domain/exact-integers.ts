// Integers longer than a JavaScript number holds exactly (past 2^53) are echoed in a 422's input as they were sent
// ("input": 9007199254740993, not 9007199254740992), as pydantic, whose integers have no size, echoes them.
import type { JsonPath } from './json-syntax'
import { valueAt, type ValidationItem } from './validation-errors'

/** A number written as the digits it was sent with. */
export class ExactInteger {
  constructor(readonly text: string) {}
}

/** `value`, found at `path` of the body, with every long integer literal under it put back as sent. */
function exact(value: unknown, path: JsonPath, literals: ReadonlyMap<string, string>): unknown {
  if (typeof value === 'number') {
    const literal = literals.get(JSON.stringify(path))
    return literal !== undefined && Number(literal) === value ? new ExactInteger(literal) : value
  }
  if (Array.isArray(value)) return value.map((item, index) => exact(item, [...path, index], literals))
  if (value !== null && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, exact(item, [...path, key], literals)]))
  return value
}

/**
 * The items with each input taken from the JSON `body` given its long integer literals as sent. An item's input is the
 * value at its loc, or (a missing field) the object holding it: whichever of the two the input is.
 */
export function withExactIntegers(items: ValidationItem[], body: unknown, literals: ReadonlyMap<string, string>): ValidationItem[] {
  if (literals.size === 0) return items
  return items.map((item) => {
    if (item.loc[0] !== 'body' || item.input === undefined) return item
    const path = item.loc.slice(1)
    const from = [path, path.slice(0, -1)].find((candidate) => Object.is(valueAt(body, candidate), item.input))
    return from ? { ...item, input: exact(item.input, from, literals) } : item
  })
}

/** JSON.stringify for answers that may hold ExactInteger values (written as their digits). */
export function jsonText(value: unknown): string {
  if (value instanceof ExactInteger) return value.text
  if (Array.isArray(value)) return `[${value.map((item) => (item === undefined || typeof item === 'function' ? 'null' : jsonText(item))).join(',')}]`
  if (value !== null && typeof value === 'object' && typeof (value as { toJSON?: unknown }).toJSON !== 'function') {
    const entries = Object.entries(value).filter(([, item]) => item !== undefined && typeof item !== 'function')
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${jsonText(item)}`).join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}
