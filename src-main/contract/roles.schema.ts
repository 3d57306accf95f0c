// Schemas and types of roles: what the caller may do (administrator, scorer), every user's roles, and the scorer flag an administrator sets.
import type { FromSchema } from 'json-schema-to-ts'

export const ROLES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['admin', 'scorer'],
  properties: {
    admin: { type: 'boolean', description: 'An administrator: may do everything, and is the head scorer who resolves held double entries' },
    scorer: { type: 'boolean', description: 'A scorer: may enter and check scores (PUT /games/{game_id}/scores, score entries) and read like any user' },
  },
} as const

/** The roles of one user. The Me object keeps its five fields; this is where the scorer role is visible. */
export type Roles = FromSchema<typeof ROLES_SCHEMA>

export const USER_ROLES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['user_id', 'name', 'admin', 'scorer'],
  properties: {
    user_id: { type: 'integer' },
    name: { type: 'string' },
    admin: ROLES_SCHEMA.properties.admin,
    scorer: ROLES_SCHEMA.properties.scorer,
  },
} as const

export type UserRoles = FromSchema<typeof USER_ROLES_SCHEMA>

export const USER_ROLES_LIST_SCHEMA = { type: 'array', items: USER_ROLES_SCHEMA, description: 'Every user with their roles, by name' } as const

export const SET_ROLES_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['scorer'],
  properties: { scorer: { type: 'boolean', description: 'Sets (true) or clears (false) the scorer flag; the administrator flag is changed with PATCH /users/{user_id}' } },
} as const

export type SetRolesBody = FromSchema<typeof SET_ROLES_BODY>
