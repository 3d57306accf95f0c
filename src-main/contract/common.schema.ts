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

/** An id in a path: any integer is well-formed; one that names nothing is a 404. */
export const ID = { type: 'integer' } as const

export function pathParams<K extends string>(...names: K[]) {
  return {
    type: 'object',
    required: names,
    properties: Object.fromEntries(names.map((name) => [name, ID])) as Record<K, typeof ID>,
  }
}
