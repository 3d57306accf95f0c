// Turns JSON-schema validation failures into the 422 items FastAPI with pydantic v2 would give: loc, msg, type, input, ctx.

export type Loc = Array<string | number>

export interface ValidationItem {
  loc: Loc
  msg: string
  type: string
  input?: unknown
  ctx?: Record<string, unknown>
}

/** The part of an ajv ErrorObject this module reads; kept narrow so the mapping is a pure, tabled function. */
export interface SchemaFailure {
  keyword: string
  instancePath: string
  params: Record<string, unknown>
  data?: unknown
}

export type Source = 'body' | 'path' | 'query'

function pointerToLoc(pointer: string): Loc {
  if (pointer === '') return []
  return pointer
    .slice(1)
    .split('/')
    .map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((part) => (/^(0|[1-9]\d*)$/.test(part) ? Number(part) : part))
}

function quoteList(values: unknown[]): string {
  const quoted = values.map((value) => (typeof value === 'string' ? `'${value}'` : JSON.stringify(value)))
  if (quoted.length <= 1) return quoted.join('')
  return `${quoted.slice(0, -1).join(', ')} or ${quoted[quoted.length - 1]}`
}

function plural(count: number, word: string): string {
  return `${count} ${word}${count === 1 ? '' : 's'}`
}

function typeFailure(expected: string, data: unknown, atRoot: boolean, source: Source): Omit<ValidationItem, 'loc' | 'input'> {
  const wanted = expected.split(',').find((type) => type !== 'null') ?? expected
  switch (wanted) {
    case 'integer':
      if (typeof data === 'number') return { type: 'int_from_float', msg: 'Input should be a valid integer, got a number with a fractional part' }
      if (typeof data === 'string') return { type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' }
      return { type: 'int_type', msg: 'Input should be a valid integer' }
    case 'number':
      if (typeof data === 'string') return { type: 'float_parsing', msg: 'Input should be a valid number, unable to parse string as a number' }
      return { type: 'float_type', msg: 'Input should be a valid number' }
    case 'string':
      return { type: 'string_type', msg: 'Input should be a valid string' }
    case 'boolean':
      if (typeof data === 'string' && source !== 'body') return { type: 'bool_parsing', msg: 'Input should be a valid boolean, unable to interpret input' }
      return { type: 'bool_type', msg: 'Input should be a valid boolean' }
    case 'array':
      return { type: 'list_type', msg: 'Input should be a valid list' }
    case 'object':
      if (atRoot) return { type: 'model_attributes_type', msg: 'Input should be a valid dictionary or object to extract fields from' }
      return { type: 'dict_type', msg: 'Input should be a valid dictionary' }
    default:
      return { type: `${wanted}_type`, msg: `Input should be a valid ${wanted}` }
  }
}

/** The value at `loc` below `root` (keys and list indexes), or undefined. */
export function valueAt(root: unknown, loc: Loc): unknown {
  let value = root
  for (const key of loc) {
    if (value === null || typeof value !== 'object') return undefined
    value = (value as Record<string | number, unknown>)[key]
  }
  return value
}

/** One schema failure as a pydantic-style item; `root` is the whole validated input of that source. */
export function toValidationItem(failure: SchemaFailure, source: Source, root: unknown): ValidationItem {
  const at = pointerToLoc(failure.instancePath)
  const data = failure.data !== undefined ? failure.data : valueAt(root, at)
  const p = failure.params
  switch (failure.keyword) {
    case 'required':
      return { loc: [source, ...at, String(p.missingProperty)], msg: 'Field required', type: 'missing', input: data }
    case 'additionalProperties': {
      const name = String(p.additionalProperty)
      return { loc: [source, ...at, name], msg: 'Extra inputs are not permitted', type: 'extra_forbidden', input: valueAt(data, [name]) }
    }
    case 'type':
      return { loc: [source, ...at], input: data, ...typeFailure(String(p.type), data, at.length === 0, source) }
    case 'enum':
    case 'const': {
      const allowed = failure.keyword === 'enum' ? (p.allowedValues as unknown[]) : [p.allowedValue]
      const expected = quoteList(allowed)
      return { loc: [source, ...at], msg: `Input should be ${expected}`, type: 'literal_error', input: data, ctx: { expected } }
    }
    case 'minLength':
      return { loc: [source, ...at], msg: `String should have at least ${plural(Number(p.limit), 'character')}`, type: 'string_too_short', input: data, ctx: { min_length: p.limit } }
    case 'maxLength':
      return { loc: [source, ...at], msg: `String should have at most ${plural(Number(p.limit), 'character')}`, type: 'string_too_long', input: data, ctx: { max_length: p.limit } }
    case 'pattern':
      return { loc: [source, ...at], msg: `String should match pattern '${String(p.pattern)}'`, type: 'string_pattern_mismatch', input: data, ctx: { pattern: p.pattern } }
    case 'minimum':
      return { loc: [source, ...at], msg: `Input should be greater than or equal to ${String(p.limit)}`, type: 'greater_than_equal', input: data, ctx: { ge: p.limit } }
    case 'maximum':
      return { loc: [source, ...at], msg: `Input should be less than or equal to ${String(p.limit)}`, type: 'less_than_equal', input: data, ctx: { le: p.limit } }
    case 'exclusiveMinimum':
      return { loc: [source, ...at], msg: `Input should be greater than ${String(p.limit)}`, type: 'greater_than', input: data, ctx: { gt: p.limit } }
    case 'exclusiveMaximum':
      return { loc: [source, ...at], msg: `Input should be less than ${String(p.limit)}`, type: 'less_than', input: data, ctx: { lt: p.limit } }
    case 'minItems':
      return { loc: [source, ...at], msg: `List should have at least ${plural(Number(p.limit), 'item')} after validation, not ${Array.isArray(data) ? data.length : 0}`, type: 'too_short', input: data, ctx: { field_type: 'List', min_length: p.limit, actual_length: Array.isArray(data) ? data.length : 0 } }
    case 'maxItems':
      return { loc: [source, ...at], msg: `List should have at most ${plural(Number(p.limit), 'item')} after validation, not ${Array.isArray(data) ? data.length : 0}`, type: 'too_long', input: data, ctx: { field_type: 'List', max_length: p.limit, actual_length: Array.isArray(data) ? data.length : 0 } }
    default:
      return valueError([source, ...at], `the input is not valid (${failure.keyword})`, data)
  }
}

/** The item for a body that is not valid JSON; `position` is the character offset where parsing failed. */
export function jsonInvalidItem(position: number, parserMessage: string): ValidationItem {
  return { loc: ['body', position], msg: 'JSON decode error', type: 'json_invalid', input: {}, ctx: { error: parserMessage } }
}

/** The item for a request that needs a body and sent none. */
export function bodyMissingItem(): ValidationItem {
  return { loc: ['body'], msg: 'Field required', type: 'missing', input: null }
}

/**
 * A rule of the product that a schema cannot express, worded as a pydantic custom validator's failure: msg
 * "Value error, <message>" and ctx {"error": "<message>"} (FastAPI writes that ctx as {} for want of a JSON form of
 * the exception; pydantic's own errors() JSON has the text). `input` is left out only where nothing was received.
 */
export function valueError(loc: Loc, message: string, input?: unknown): ValidationItem {
  const item: ValidationItem = { loc, msg: `Value error, ${message}`, type: 'value_error' }
  if (input !== undefined) item.input = input
  item.ctx = { error: message }
  return item
}
