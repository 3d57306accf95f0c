// Validates a request's path, query and body against its route's JSON schemas with ajv, collecting every failure.
import { Ajv, type ErrorObject, type ValidateFunction } from 'ajv'
import { pydanticIntText } from '../domain/int-text'
import { textProblems } from '../domain/text-rules'
import { toValidationItem, type Loc, type Source, type ValidationItem } from '../domain/validation-errors'

export type JsonSchema = Record<string, unknown>

// Bodies are JSON and must already have the right types; path and query arrive as strings and are coerced.
// `format` is an annotation for the OpenAPI document (as in JSON Schema 2020-12): the server checks robot_ip, issuer
// and the like in its own code, with the 422 items decisions.md gives.
// `discriminator` (OpenAPI's): a oneOf whose branches a `kind` tells apart is checked against that branch only, so a
// wrong field of a score sheet's item is one 422 item, not one per kind of item.
const strict = new Ajv({ allErrors: true, verbose: true, strict: true, coerceTypes: false, validateFormats: false, discriminator: true })
const coercing = new Ajv({ allErrors: true, verbose: true, strict: true, coerceTypes: true, validateFormats: false, discriminator: true })

const compiled = new WeakMap<JsonSchema, ValidateFunction>()

function compile(schema: JsonSchema, source: Source): ValidateFunction {
  let validate = compiled.get(schema)
  if (!validate) {
    validate = (source === 'body' ? strict : coercing).compile(schema)
    compiled.set(schema, validate)
  }
  return validate
}

/** Longest a turn of compiling ahead holds the event loop (ms). */
const COMPILE_TURN_MS = 5

/**
 * Compiles the schemas ahead of their first request, a few per turn of the event loop from the next one: start-up does
 * not wait for them (the server listens first), and a schema mistake still fails at start-up rather than mid-event (it
 * throws in its turn). A request that comes first compiles its own schemas then (they are kept either way).
 */
export function precompileInTurns(schemas: ReadonlyArray<readonly [JsonSchema, Source]>): void {
  let next = 0
  const turn = () => {
    const until = performance.now() + COMPILE_TURN_MS
    while (next < schemas.length && performance.now() < until) {
      const [schema, source] = schemas[next]
      next += 1
      compile(schema, source)
    }
    if (next < schemas.length) setImmediate(turn).unref()
  }
  setImmediate(turn).unref()
}

const TRUE_WORDS = new Set(['true', '1', 'yes', 'on', 't', 'y'])
const FALSE_WORDS = new Set(['false', '0', 'no', 'off', 'f', 'n'])

function declaredType(property: unknown): string | undefined {
  const type = (property as { type?: unknown } | undefined)?.type
  return Array.isArray(type) ? (type as unknown[]).find((entry): entry is string => typeof entry === 'string' && entry !== 'null') : typeof type === 'string' ? type : undefined
}

/**
 * Reads path and query strings as pydantic does before ajv coerces them: an integer as pydantic's lax mode reads one
 * ("1.0", "1_0", " 7 ", "007"; not "1e3" or "1.5": domain/int-text.ts), a boolean one of true/false/1/0/yes/no/on/off
 * in any case.
 */
function readParameterStrings(schema: JsonSchema, data: Record<string, unknown>): ValidationItem[] {
  const problems: ValidationItem[] = []
  const properties = (schema.properties ?? {}) as Record<string, unknown>
  for (const [name, value] of Object.entries(data)) {
    if (typeof value !== 'string') continue
    const type = declaredType(properties[name])
    const integer = type === 'integer' ? pydanticIntText(value) : undefined
    if (type === 'integer' && integer === undefined) {
      problems.push({ loc: [name], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing', input: value })
    } else if (integer !== undefined) {
      data[name] = integer
    } else if (type === 'boolean') {
      const word = value.trim().toLowerCase()
      if (TRUE_WORDS.has(word)) data[name] = true
      else if (FALSE_WORDS.has(word)) data[name] = false
    }
  }
  return problems
}

/**
 * Where a failure at `loc` (below the source) comes in pydantic's order: each step is the property's place in
 * the schema's `properties` (a field it does not declare, an `extra_forbidden`, after all of them) or the list index.
 */
function schemaOrder(schema: JsonSchema, loc: Loc): number[] {
  const order: number[] = []
  let node: JsonSchema | undefined = schema
  for (const part of loc) {
    const items = node?.items as JsonSchema | undefined
    if (typeof part === 'number' && items !== undefined) {
      order.push(part)
      node = items
      continue
    }
    const properties = (node?.properties ?? {}) as Record<string, JsonSchema>
    const names = Object.keys(properties)
    const index = names.indexOf(String(part))
    order.push(index === -1 ? names.length : index)
    node = index === -1 ? undefined : properties[String(part)]
  }
  return order
}

function compareOrder(a: number[], b: number[]): number {
  for (let i = 0; i < Math.min(a.length, b.length); i += 1) if (a[i] !== b[i]) return a[i] - b[i]
  return a.length - b.length
}

/** Sorts 422 items as pydantic lists them: fields in the order the schema declares them, unknown fields last (stable). */
export function inSchemaOrder(schema: JsonSchema, items: ValidationItem[]): ValidationItem[] {
  const keyed = items.map((item) => ({ item, order: schemaOrder(schema, item.loc.slice(1)) }))
  return keyed.sort((a, b) => compareOrder(a.order, b.order)).map(({ item }) => item)
}

/** Validates (and, for path and query, coerces in place) `data`; answers the failures as 422 items in schema order. */
export function validate(schema: JsonSchema, source: Source, data: unknown): ValidationItem[] {
  // Path and query items echo the string as sent ("0", not 0), as pydantic does.
  const sent = source !== 'body' && data !== null && typeof data === 'object' ? { ...(data as Record<string, unknown>) } : undefined
  if (sent) {
    const unreadable = readParameterStrings(schema, data as Record<string, unknown>)
    if (unreadable.length > 0) return unreadable.map((item) => ({ ...item, loc: [source, ...item.loc] }))
  }
  const check = compile(schema, source)
  const failures = check(data) ? [] : (check.errors ?? []).map((error: ErrorObject) => toValidationItem(error, source, data))
  const items = sent ? failures.map((item) => (item.loc.length === 2 && typeof sent[item.loc[1]] === 'string' ? { ...item, input: sent[item.loc[1]] } : item)) : failures
  // Every string must be text the data file gives back unchanged (docs/decisions.md, Errors and validation).
  const seen = new Set(items.map((item) => JSON.stringify(item.loc)))
  return inSchemaOrder(schema, [...items, ...textProblems(data, source).filter((item) => !seen.has(JSON.stringify(item.loc)))])
}
