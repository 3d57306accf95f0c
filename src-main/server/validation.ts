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

/** Validates (and, for path and query, coerces in place) `data`; answers the failures as 422 items. */
export function validate(schema: JsonSchema, source: Source, data: unknown): ValidationItem[] {
  const check = compile(schema, source)
  if (check(data)) return []
  return (check.errors ?? []).map((error: ErrorObject) => toValidationItem(error, source, data))
}
