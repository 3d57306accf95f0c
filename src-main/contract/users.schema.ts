// Schemas and types of user accounts (the Me shape plus what an admin may set).
import { TEXT_PATTERN } from '../domain/text-rules'
import { ME_SCHEMA } from './auth.schema'
import { pathParams } from './common.schema'

export const USER_SCHEMA = ME_SCHEMA
export const USER_LIST_SCHEMA = { type: 'array', items: USER_SCHEMA }

export interface CreateUserBody {
  name: string
  password: string
  is_admin?: boolean
  is_playing?: boolean
  robot_ip?: string
}

export const CREATE_USER_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'password'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 64, pattern: TEXT_PATTERN },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    is_admin: { type: 'boolean' },
    is_playing: { type: 'boolean' },
    robot_ip: {
      type: 'string',
      maxLength: 64,
      anyOf: [{ maxLength: 0 }, { format: 'ipv4' }, { format: 'ipv6' }],
      description: 'Empty, or a literal IPv4 or IPv6 address (no host name, no port)',
    },
  },
}

export interface UpdateUserBody {
  name?: string
  password?: string
  is_admin?: boolean
  is_playing?: boolean
  robot_ip?: string
}

/** Every field of a new user, each optional: only the fields sent change. */
export const UPDATE_USER_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: CREATE_USER_BODY.properties,
}

export const USER_PATH = pathParams('user_id')

/** The multipart form of Bulk Import Users: one file part, a CSV (rules in docs/decisions.md). */
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
}

export interface ImportResult {
  created: number
  updated: number
}

export const IMPORT_RESULT_SCHEMA = {
  type: 'object',
  required: ['created', 'updated'],
  properties: { created: { type: 'integer' }, updated: { type: 'integer' } },
}

export const USERS_CSV_SCHEMA = { type: 'string', description: 'The users CSV: the import columns, passwords empty' }
