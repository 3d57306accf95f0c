// Rules every string the API takes must keep, whatever its field: text the data file can hold and give back unchanged.
import { valueError, type Source, type ValidationItem } from './validation-errors'

/**
 * Names and other one-line texts: no control characters (Unicode category Cc, exactly U+0000–U+001F and
 * U+007F–U+009F), written as explicit ranges so that tools outside JavaScript (Python's `re`) read the pattern.
 */
export const TEXT_PATTERN = '^[^\\x00-\\x1F\\x7F-\\x9F]*$'

const BYTE_ORDER_MARK = '\uFEFF'
/** With the u flag a surrogate range matches only a surrogate that is not half of a pair. */
const LONE_SURROGATE = /[\uD800-\uDFFF]/u
const LONE_SURROGATES = /[\uD800-\uDFFF]/gu

/** String.prototype.isWellFormed (ES2024, not in this project's lib). */
export function isWellFormed(text: string): boolean {
  return !LONE_SURROGATE.test(text)
}

/** Why `text` cannot be stored and read back identical, as a 422 item at `loc`; undefined when it can. */
export function textProblem(text: string, loc: ValidationItem['loc']): ValidationItem | undefined {
  // A lone UTF-16 surrogate has no UTF-8 form: stored, it reads back as U+FFFD, so two names would become one.
  if (!isWellFormed(text)) {
    return { loc, msg: 'Input should be a valid string, unable to parse raw data as a unicode string', type: 'string_unicode', input: text.replace(LONE_SURROGATES, '\uFFFD') }
  }
  // The data file's reader drops a leading U+FEFF (it takes it for a byte order mark): the text would come back shorter.
  if (text.startsWith(BYTE_ORDER_MARK)) {
    return valueError(loc, 'the text must not begin with U+FEFF (a byte order mark)', text)
  }
  return undefined
}

function isPlainContainer(value: unknown): value is Record<string, unknown> | unknown[] {
  if (Array.isArray(value)) return true
  if (value === null || typeof value !== 'object') return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

interface Step {
  value: unknown
  key: string | number
  parent: Step | undefined
}

function locOf(step: Step): ValidationItem['loc'] {
  const loc: ValidationItem['loc'] = []
  for (let at: Step | undefined = step; at; at = at.parent) loc.push(at.key)
  return loc.reverse()
}

/** Every string value in a request's path, query or JSON body (at any depth) that breaks textProblem, with its loc. */
export function textProblems(data: unknown, source: Source): ValidationItem[] {
  const problems: ValidationItem[] = []
  // Iterative, and each loc built only for a problem, so that a deeply nested body costs linear time and no stack.
  const pending: Step[] = [{ value: data, key: source, parent: undefined }]
  while (pending.length > 0) {
    const step = pending.pop()!
    const { value } = step
    if (typeof value === 'string') {
      const problem = textProblem(value, [])
      if (problem) problems.push({ ...problem, loc: locOf(step) })
    } else if (Array.isArray(value)) {
      for (let index = value.length - 1; index >= 0; index -= 1) pending.push({ value: value[index], key: index, parent: step })
    } else if (isPlainContainer(value)) {
      const entries = Object.entries(value)
      for (let index = entries.length - 1; index >= 0; index -= 1) pending.push({ value: entries[index][1], key: entries[index][0], parent: step })
    }
  }
  return problems
}
