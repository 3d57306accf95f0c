// Schemas and types of user accounts (the Me shape plus what an admin may set).
import { ME_SCHEMA } from './auth.schema'

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
    name: { type: 'string', minLength: 1, maxLength: 64, pattern: '^[^\\p{Cc}]+$' },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
    is_admin: { type: 'boolean' },
    is_playing: { type: 'boolean' },
    robot_ip: { type: 'string', maxLength: 64, description: 'Empty, or an IPv4 or IPv6 address' },
  },
}
