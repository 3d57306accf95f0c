// Schemas of the first run: whether the administrator still has to be set, and the body that sets the password.
import type { FromSchema } from 'json-schema-to-ts'

export const SETUP_STATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['needs_admin'],
  properties: { needs_admin: { type: 'boolean', description: 'True until the first run has created the administrator `admin`' } },
} as const

export const SETUP_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  properties: { password: { type: 'string', minLength: 8, maxLength: 1024, description: 'The password of the administrator `admin`, at least 8 characters' } },
} as const

export type SetupBody = FromSchema<typeof SETUP_BODY>
