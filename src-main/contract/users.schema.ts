// Schemas and types of user accounts (the Me shape plus what an admin may set).
import type { FromSchema } from 'json-schema-to-ts'
import { MAX_PASSWORD_LENGTH, MIN_PASSWORD_LENGTH } from '../domain/password-rules'
import { TEXT_PATTERN } from '../domain/text-rules'
import { ME_SCHEMA } from './auth.schema'
import { pathParams, type Declared, type PathOf } from './common.schema'

export const USER_SCHEMA = ME_SCHEMA
export const USER_LIST_SCHEMA = { type: 'array', items: USER_SCHEMA } as const

export const CREATE_USER_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'password'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 64, pattern: TEXT_PATTERN },
    password: { type: 'string', minLength: MIN_PASSWORD_LENGTH, maxLength: MAX_PASSWORD_LENGTH, description: `At least ${MIN_PASSWORD_LENGTH} characters` },
    is_admin: { type: 'boolean' },
    is_playing: { type: 'boolean' },
    robot_ip: {
      type: 'string',
      maxLength: 64,
      anyOf: [{ maxLength: 0 }, { format: 'ipv4' }, { format: 'ipv6' }],
      description: 'Empty, or a literal IPv4 or IPv6 address (no host name, no port)',
    },
  },
} as const

export type CreateUserBody = FromSchema<typeof CREATE_USER_BODY>

/** Every field of a new user, each optional: only the fields sent change. */
export const UPDATE_USER_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: CREATE_USER_BODY.properties,
} as const

export type UpdateUserBody = FromSchema<typeof UPDATE_USER_BODY>

export const USER_PATH = pathParams('user_id')
export type UserPath = PathOf<typeof USER_PATH>

/**
 * The multipart form of Bulk Import Users: one file part, a CSV (rules in docs/decisions.md). Hand-written on
 * purpose: the schema describes the part for the OpenAPI document (`type: string, format: binary`), so FromSchema
 * gives `file: string`, while the router hands the handler the part's bytes.
 */
export interface UserImportForm {
  file: Uint8Array
}

export const USER_IMPORT_FORM = {
  type: 'object',
  required: ['file'],
  properties: {
    file: {
      type: 'string',
      format: 'binary',
      description:
        'CSV, UTF-8 (a byte order mark is allowed), header row with the columns username, password, is_admin, is_playing, robot_ip in any order. ' +
        'Booleans: true/false/1/0/yes/no in any case, empty = false. robot_ip: empty or an IPv4/IPv6 address. ' +
        'An existing username (ignoring case) is updated, an empty password keeping the old one; a new one needs a password. At most 5 MB and 10,000 rows.',
    },
  },
} as const

export const IMPORT_RESULT_SCHEMA = {
  type: 'object',
  required: ['created', 'updated'],
  properties: { created: { type: 'integer' }, updated: { type: 'integer' } },
} as const

export type ImportResult = Declared<FromSchema<typeof IMPORT_RESULT_SCHEMA>>

export const USERS_CSV_SCHEMA = { type: 'string', description: 'The users CSV: the import columns, passwords empty' } as const
