// Schemas and types of display screens: the Screen object of the contract and the bodies that create and change one.
import type { FromSchema } from 'json-schema-to-ts'
import { TEXT_PATTERN } from '../domain/text-rules'
import { pathParams, type PathOf } from './common.schema'

/** The views a screen can show (`current`); the display pages serve one per value. */
export const SCREEN_VIEWS = ['idle', 'game', 'schedule', 'standings', 'message', 'corner', 'queue', 'bracket', 'pit_board'] as const
export type ScreenView = (typeof SCREEN_VIEWS)[number]

export const DEFAULT_SCREEN_VIEW: ScreenView = 'idle'
export const DEFAULT_SCREEN_CONFIG = '{}'
export const SCREEN_CONFIG_MAX_LENGTH = 65_536

/**
 * Hand-written on purpose: the schema's `current` is the enum of SCREEN_VIEWS, so FromSchema gives ScreenView, but the
 * store hands back the column as a string (server/screens.routes.ts screenOf). test/unit/schema-types.test.ts checks
 * that the schema's type is assignable to this one.
 */
export interface Screen {
  id: number
  name: string
  key: string
  current: string
  config: string
}

export const SCREEN_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'key', 'current', 'config'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    key: { type: 'string', description: 'The screen key (sk_…): a bearer token that shows this screen only; rotate it with POST /screens/{screen_id}/key.' },
    current: { type: 'string', enum: [...SCREEN_VIEWS], description: 'The view the screen shows.' },
    config: { type: 'string', description: 'JSON text of an object: the options of the view, e.g. {"text": "Lunch break"} for message.' },
  },
} as const

export const SCREEN_LIST_SCHEMA = { type: 'array', items: SCREEN_SCHEMA } as const

const NAME = { type: 'string', minLength: 1, maxLength: 100, pattern: TEXT_PATTERN } as const
// enum alone, as a pydantic Literal: a wrong value of any type is one literal_error.
const CURRENT = { enum: [...SCREEN_VIEWS] } as const
const CONFIG = {
  type: 'string',
  maxLength: SCREEN_CONFIG_MAX_LENGTH,
  contentMediaType: 'application/json',
  contentSchema: { type: 'object' },
  description: 'JSON text of an object (default "{}")',
} as const

export const CREATE_SCREEN_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: NAME, current: CURRENT, config: CONFIG },
} as const

export type CreateScreenBody = FromSchema<typeof CREATE_SCREEN_BODY>

export const UPDATE_SCREEN_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: { name: NAME, current: CURRENT, config: CONFIG },
} as const

export type UpdateScreenBody = FromSchema<typeof UPDATE_SCREEN_BODY>

export const SCREEN_PATH = pathParams('screen_id')
export type ScreenPath = PathOf<typeof SCREEN_PATH>

export const SCREEN_PRESENCE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['screen_id', 'online', 'connections', 'since'],
  properties: {
    screen_id: { type: 'integer' },
    online: { type: 'boolean', description: 'The screen has at least one live stream (GET /stream with its key) open' },
    connections: { type: 'integer', minimum: 0, description: 'How many streams of the screen are open' },
    since: { type: ['integer', 'null'], description: 'Seconds since the Unix epoch, UTC, when its oldest open stream connected; null while offline' },
  },
} as const

/**
 * Whether a display screen has a live stream open: GET /screens/presence, one per screen, and the `screen_presence`
 * event (admins). `connections` counts open streams (a TV that reloads, or two TVs sharing a key, may have several).
 */
export type ScreenPresence = FromSchema<typeof SCREEN_PRESENCE_SCHEMA>

export const SCREEN_PRESENCE_LIST_SCHEMA = { type: 'array', items: SCREEN_PRESENCE_SCHEMA } as const
