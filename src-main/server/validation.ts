// Validates a request's path, query and body against its route's JSON schemas with ajv, collecting every failure.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { toValidationItem, type Source, type ValidationItem } from '../domain/validation-errors'

export type JsonSchema = Record<string, unknown>

// Bodies are JSON and must already have the right types; path and query arrive as strings and are coerced.
const strict = new Ajv({ allErrors: true, verbose: true, strict: true, coerceTypes: false })
const coercing = new Ajv({ allErrors: true, verbose: true, strict: true, coerceTypes: true })

const compiled = new WeakMap<JsonSchema, ValidateFunction>()

function compile(schema: JsonSchema, source: Source): ValidateFunction {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = (source === 'body' ? strict : coercing).compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}

/** Compiles ahead of the first request, so a schema mistake fails at start-up rather than mid-event. */
export function precompile(schema: JsonSchema, source: Source): void {
  compile(schema, source)
}

const INTEGER_TEXT = /^[+-]?\d+$/
const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 't', 'y'])
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'f', 'n'])

function declaredType(property: unknown): string | undefined {
  const type = (property as { type?: unknown } | undefined)?.type
  return Array.isArray(type) ? type.find((entry) => entry !== 'null') : typeof type === 'string' ? type : undefined
}

/**
 * Reads path and query strings as pydantic does before ajv coerces them: an integer is digits only
 * ("1e3" and "1.0" are not integers), a boolean one of true/false/1/0/yes/no/on/off in any case.
 */
function readParameterStrings(schema: JsonSchema, data: Record<string, unknown>): ValidationItem[] {
  const problems: ValidationItem[] = []
  const properties = (schema.properties ?? {}) as Record<string, unknown>
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'string') continue
    const type = declaredType(properties[name])
    if (type === 'integer' && !INTEGER_TEXT.test(value.trim())) {
      problems.push({ loc: [name], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing', input: value })
    } else if (type === 'boolean') {
      const word = value.trim().toLowerCase()
      if (TRUE_WORDS.has(word)) data[name] = true
      else if (FALSE_WORDS.has(word)) data[name] = false
    }
  }
  return problems
}

/** Validates (and, for path and query, coerces in place) `data`; answers the failures as 422 items. */
export function validate(schema: JsonSchema, source: Source, data: unknown): ValidationItem[] {
  if (source !== 'body' && data !== null && typeof data === 'object') {
    const unreadable = readParameterStrings(schema, data as Record<string, unknown>)
    if (unreadable.length > 0) return unreadable.map((item) => ({ ...item, loc: [source, ...item.loc] }))
  }
  const check = compile(schema, source)
  if (check(data)) return []
  return (check.errors ?? []).map((error: ErrorObject) => toValidationItem(error, source, data))
}
