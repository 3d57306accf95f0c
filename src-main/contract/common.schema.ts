// Schemas shared by every resource: the error bodies and reusable field shapes.

export const ERROR_SCHEMA = {
  type: 'object',
  required: ['detail'],
  properties: { detail: { type: 'string' } },
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

export function pathParams<K extends string>(...names: K[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, ID])) as Record<K, typeof ID>,
  }
}
