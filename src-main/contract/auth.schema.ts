// Schemas and types of login, tokens and the Me object.
import type { FromSchema } from 'json-schema-to-ts'
import type { Declared } from './common.schema'

export const LOGIN_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
} as const

export type LoginBody = FromSchema<typeof LOGIN_BODY>

export const TOKEN_SCHEMA = {
  type: 'object',
  required: ['access_token', 'token_type'],
  properties: { access_token: { type: 'string' }, token_type: { type: 'string', const: 'bearer' } },
} as const

export const ME_SCHEMA = {
  type: 'object',
  required: ['id', 'name', 'is_admin', 'is_playing', 'robot_ip'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    is_admin: { type: 'boolean' },
    is_playing: { type: 'boolean' },
    robot_ip: { type: 'string' },
  },
} as const

export type Me = Declared<FromSchema<typeof ME_SCHEMA>>
