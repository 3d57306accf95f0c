// Schemas shared by every resource: the error bodies and reusable field shapes.
// Each schema is written once, `as const`; its TypeScript type is derived with FromSchema (json-schema-to-ts, types only).
import type { FromSchema, JSONSchema } from 'json-schema-to-ts'
import { CORNER_COLOURS, type CornerColour } from '../domain/game-record'

export const ERROR_SCHEMA = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
} as const

/** The 409 of a change sent with an If-Match naming an older version of the object: `changed` lists the fields that differ now. */
export const STALE_ERROR_SCHEMA = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: { type: 'string' },
    changed: { type: 'array', items: { type: 'string' }, description: 'The fields of the stored object that differ from the version the If-Match names (only on a stale If-Match)' },
  },
} as const

export const VALIDATION_ERROR_SCHEMA = {
  type: 'object',
  required: ['detail'],
  properties: {
    detail: {
      type: 'array',
      items: {
        type: 'object',
        required: ['loc', 'msg', 'type'],
        properties: {
          loc: { type: 'array', items: { anyOf: [{ type: 'string' }, { type: 'integer' }] } },
          msg: { type: 'string' },
          type: { type: 'string' },
          input: {},
          ctx: { type: 'object' },
        },
      },
    },
  },
} as const

/** The largest integer a path or query parameter takes: 2^53 − 1, exact both in JavaScript and in SQLite. */
export const MAX_PARAMETER_INT = 9007199254740991

/** An id in a path or query: 1 to 2^53 − 1 (past that 422 naming it); a well-formed one that names nothing is a 404. */
export const ID = { type: 'integer', minimum: 1, maximum: MAX_PARAMETER_INT } as const

/** Paging of a list in a query, the game list's and the standings': `limit` items (1 to 500) from place `offset` (0 first). */
export const PAGE_LIMIT = { type: 'integer', minimum: 1, maximum: 500 } as const
export const PAGE_OFFSET = { type: 'integer', minimum: 0, maximum: MAX_PARAMETER_INT, default: 0 } as const

export function pathParams<K extends string>(...names: K[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, ID])) as Record<K, typeof ID>,
  } as const
}

/**
 * The declared properties of a type FromSchema derived from an object schema without `additionalProperties: false`
 * (whose type carries `[x: string]: unknown` for the extra properties the schema lets through): callers see only
 * the properties the schema names, as in a hand-written interface.
 */
export type Declared<T> = { [K in keyof T as string extends K ? never : number extends K ? never : K]: T[K] }

/** One property per corner, red, yellow, green, blue in the contract's order, each with `schema`. */
export function byCorner<const S>(schema: S): { readonly [C in CornerColour]: S } {
  return Object.fromEntries(CORNER_COLOURS.map((colour) => [colour, schema])) as { readonly [C in CornerColour]: S }
}

/** The path parameters a pathParams schema declares, as the handler gets them (coerced to numbers). */
export type PathOf<S extends JSONSchema> = Declared<FromSchema<S>>
