// Schemas and types of personal access keys.
import { pathParams } from './common.schema'

export interface KeyEntry {
  id: number
  name: string
  key: string
  created_at: string
}

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
}

export const KEY_LIST_SCHEMA = { type: 'array', items: KEY_SCHEMA }

export interface CreateKeyBody {
  name: string
}

export const CREATE_KEY_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 100 } },
}

export const KEY_PATH = pathParams('key_id')
