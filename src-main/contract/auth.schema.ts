// Schemas and types of login, tokens and the Me object.

export interface LoginBody {
  username: string
  password: string
}

export const LOGIN_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['username', 'password'],
  properties: {
    username: { type: 'string', minLength: 1, maxLength: 64 },
    password: { type: 'string', minLength: 1, maxLength: 1024 },
  },
}

export const TOKEN_SCHEMA = {
  type: 'object',
  required: ['access_token', 'token_type'],
  properties: { access_token: { type: 'string' }, token_type: { type: 'string', const: 'bearer' } },
}

export interface Me {
  id: number
  name: string
  is_admin: boolean
  is_playing: boolean
  robot_ip: string
}

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
}
