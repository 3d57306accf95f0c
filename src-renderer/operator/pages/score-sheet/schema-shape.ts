// The shape check of a JSON value against one of the API's JSON schemas, in the page: the server checks with ajv, which
// compiles code at run time (the console's content security policy forbids that), so this walks the schema itself. It
// knows the keywords the score sheet's schema uses (type, const, enum, required, additionalProperties, properties,
// items, oneOf by a `const` field, minLength, maxLength, pattern, minimum, maximum) and answers ajv's failures, which the
// server's own toValidationItem words as its 422 items.
import { toValidationItem, type SchemaFailure, type ValidationItem } from '../../../../src-main/domain/validation-errors'

type Schema = Readonly<Record<string, unknown>>

const pointer = (path: ReadonlyArray<string | number>) => path.map((part) => `/${String(part).replace(/~/g, '~0').replace(/\//g, '~1')}`).join('')

function typeOf(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'array'
  // NaN (a number field the organiser left unreadable) is no number: JSON would send it as null.
  if (typeof value === 'number') return !Number.isFinite(value) ? 'not a number' : Number.isInteger(value) ? 'integer' : 'number'
  return typeof value
}

function hasType(value: unknown, type: string): boolean {
  const actual = typeOf(value)
  return actual === type || (type === 'number' && actual === 'integer')
}

/** The oneOf branch whose `const` fields the value has (the item whose `kind` it names), if any. */
function chosenBranch(branches: readonly Schema[], value: unknown): Schema | undefined {
  if (typeOf(value) !== 'object') return undefined
  return branches.find((branch) =>
    Object.entries((branch.properties ?? {}) as Record<string, Schema>).every(([name, property]) => !('const' in property) || (value as Record<string, unknown>)[name] === property.const),
  )
}

/** Every failure of `value` against `schema`, as ajv with allErrors reports them (instancePath, keyword, params). */
export function schemaFailures(schema: Schema, value: unknown, path: ReadonlyArray<string | number> = []): SchemaFailure[] {
  const failures: SchemaFailure[] = []
  const fail = (keyword: string, params: Record<string, unknown>, at = path) => failures.push({ keyword, instancePath: pointer(at), params, data: at === path ? value : undefined })
  if ('oneOf' in schema) {
    const branches = schema.oneOf as Schema[]
    const branch = chosenBranch(branches, value)
    if (branch) return schemaFailures(branch, value, path)
    const kinds = branches.map((entry) => ((entry.properties as Record<string, Schema> | undefined)?.kind?.const)).filter((kind) => kind !== undefined)
    fail('enum', { allowedValues: kinds }, typeOf(value) === 'object' ? [...path, 'kind'] : path)
    return failures
  }
  if ('const' in schema && value !== schema.const) fail('const', { allowedValue: schema.const })
  if ('enum' in schema && !(schema.enum as unknown[]).includes(value)) fail('enum', { allowedValues: schema.enum })
  const type = schema.type as string | undefined
  if (type !== undefined && !hasType(value, type)) {
    fail('type', { type })
    return failures
  }
  if (typeof value === 'string') {
    if (typeof schema.minLength === 'number' && [...value].length < schema.minLength) fail('minLength', { limit: schema.minLength })
    if (typeof schema.maxLength === 'number' && [...value].length > schema.maxLength) fail('maxLength', { limit: schema.maxLength })
    if (typeof schema.pattern === 'string' && !new RegExp(schema.pattern, 'u').test(value)) fail('pattern', { pattern: schema.pattern })
  }
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) fail('minimum', { limit: schema.minimum })
    if (typeof schema.maximum === 'number' && value > schema.maximum) fail('maximum', { limit: schema.maximum })
  }
  if (Array.isArray(value) && schema.items) value.forEach((entry, index) => failures.push(...schemaFailures(schema.items as Schema, entry, [...path, index])))
  if (type === 'object' && typeOf(value) === 'object') {
    const record = value as Record<string, unknown>
    const properties = (schema.properties ?? {}) as Record<string, Schema>
    for (const name of (schema.required ?? []) as string[]) if (!Object.hasOwn(record, name)) fail('required', { missingProperty: name })
    for (const [name, entry] of Object.entries(record)) {
      if (Object.hasOwn(properties, name)) failures.push(...schemaFailures(properties[name], entry, [...path, name]))
      else if (schema.additionalProperties === false) fail('additionalProperties', { additionalProperty: name })
    }
  }
  return failures
}

/** The 422 items the server would answer for `body` sent to a route taking `schema`. */
export function shapeProblems(schema: Schema, body: unknown): ValidationItem[] {
  return schemaFailures(schema, body).map((failure) => toValidationItem(failure, 'body', body))
}
