// Schemas and types of personal access keys.
import type { FromSchema } from 'json-schema-to-ts'
import { pathParams, type Declared, type PathOf } from './common.schema'

export const KEY_SCHEMA = {
  type: 'object',
  required: ['id', 'name', 'key', 'created_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    key: {
      type: 'string',
      description:
        'The key itself (ak_…), a bearer token; answered to its owner only. A key made before keys were kept readable lists as its hint (its start and end, ak_AbCd…wxyz): revoke it and make a new one.',
    },
    created_at: { type: 'string', description: 'ISO 8601 UTC, e.g. 2026-11-21T09:30:00Z' },
  },
} as const

export type KeyEntry = Declared<FromSchema<typeof KEY_SCHEMA>>

export const KEY_LIST_SCHEMA = { type: 'array', items: KEY_SCHEMA } as const

export const CREATE_KEY_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
} as const

export type CreateKeyBody = FromSchema<typeof CREATE_KEY_BODY>

export const KEY_PATH = pathParams('key_id')
export type KeyPath = PathOf<typeof KEY_PATH>
