// Schemas of the venue's arenas (issue 28, item 1) and of a game's arena (item 2).
import type { FromSchema } from 'json-schema-to-ts'
import { COLOUR_PATTERN } from '../domain/arena-names'
import { TEXT_PATTERN } from '../domain/text-rules'
import { ID, pathParams, type PathOf } from './common.schema'

const NAME = { type: 'string', minLength: 1, maxLength: 60, pattern: TEXT_PATTERN, description: 'Unique ignoring case and invisible characters' } as const
const SHORT_NAME = { type: 'string', minLength: 1, maxLength: 8, pattern: TEXT_PATTERN, description: 'For tight places (a screen\'s corner, a column); by default the initials of the name' } as const
const COLOUR = { type: 'string', pattern: COLOUR_PATTERN, description: '#rrggbb; by default one of a set of colours in turn' } as const

export const ARENA_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'short_name', 'colour', 'retired_at'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    name: { type: 'string' },
    short_name: { type: 'string' },
    colour: { type: 'string' },
    retired_at: { type: ['string', 'null'], description: 'When it was retired (ISO 8601, UTC), or null while it is in use' },
  },
} as const
/** An arena of the venue: arena 1, Main, unless renamed, and the ones made since. */
export type Arena = FromSchema<typeof ARENA_SCHEMA>

export const ARENA_LIST_SCHEMA = { type: 'array', items: ARENA_SCHEMA } as const

export const CREATE_ARENA_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: NAME, short_name: SHORT_NAME, colour: COLOUR },
} as const
export type CreateArenaBody = FromSchema<typeof CREATE_ARENA_BODY>

export const UPDATE_ARENA_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: CREATE_ARENA_BODY.properties,
} as const
export type UpdateArenaBody = FromSchema<typeof UPDATE_ARENA_BODY>

export const ARENA_PATH = pathParams('arena_id')
export type ArenaPath = PathOf<typeof ARENA_PATH>

/** Next game in one arena (arena 1 when not said). */
export const ARENA_QUERY = {
  type: 'object',
  properties: { arena_id: { ...ID, description: 'The arena whose deck to load; arena 1 when absent' } },
} as const
export type ArenaQuery = FromSchema<typeof ARENA_QUERY>

/** The arena a game belongs to: where it is started, on whose deck it is loaded. */
export const GAME_ARENA_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id', 'arena_id'],
  properties: { game_id: { type: 'integer' }, arena_id: { type: 'integer', minimum: 1 } },
} as const
export type GameArena = FromSchema<typeof GAME_ARENA_SCHEMA>

/** Every game of an event with its arena, in running order (the Game record has no arena field). */
export const GAME_ARENA_LIST_SCHEMA = { type: 'array', items: GAME_ARENA_SCHEMA } as const

export const GAME_ARENA_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['arena_id'],
  properties: { arena_id: { ...ID, description: 'An arena in use (not retired)' } },
} as const
export type GameArenaBody = FromSchema<typeof GAME_ARENA_BODY>
