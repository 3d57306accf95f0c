// Schemas and types of games: the contract's 16-field Game record, the bodies that create and change games, the listing's query and Start Game.
import type { FromSchema } from 'json-schema-to-ts'
import { TEXT_PATTERN } from '../domain/text-rules'
import { GAME_MODES, GAME_STATUSES } from '../domain/game-record'
import { byCorner, ID, PAGE_LIMIT, PAGE_OFFSET, pathParams, type Declared, type PathOf } from './common.schema'
import { UNIX_SECONDS } from './events.schema'

export type { GameRecord } from '../domain/game-record'

const CORNERS_DESCRIPTION = 'Four entries, index 0 red, 1 yellow, 2 green, 3 blue'
const NULLABLE_INT = { type: ['integer', 'null'] } as const

export const GAME_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'id', 'name', 'start_time', 'end_time', 'started', 'finished', 'scored', 'league', 'status',
    'corners', 'corner_names', 'corner_ips', 'game_points', 'league_points', 'tournament_round', 'play_order',
  ],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    start_time: { ...NULLABLE_INT, description: 'Seconds since the Unix epoch, UTC: planned before the start, actual from the start on' },
    end_time: { ...NULLABLE_INT, description: 'Seconds since the Unix epoch, UTC; from the start on, start_time plus the game length' },
    started: { type: 'boolean' },
    finished: { type: 'boolean' },
    scored: { type: 'boolean' },
    league: { type: 'boolean', description: 'The game counts toward the league standings' },
    status: { type: 'string', enum: [...GAME_STATUSES] },
    corners: { type: 'array', minItems: 4, maxItems: 4, items: NULLABLE_INT, description: `User id per corner, null when empty. ${CORNERS_DESCRIPTION}` },
    corner_names: { type: 'array', minItems: 4, maxItems: 4, items: { type: 'string' }, description: `The player's name, "" when empty. ${CORNERS_DESCRIPTION}` },
    corner_ips: { type: 'array', minItems: 4, maxItems: 4, items: { type: ['string', 'null'] }, description: `The player's robot_ip, null when empty or none. ${CORNERS_DESCRIPTION}` },
    game_points: { type: 'array', minItems: 4, maxItems: 4, items: NULLABLE_INT, description: `Points scored in the game; null until scored and for empty corners. ${CORNERS_DESCRIPTION}` },
    league_points: { type: 'array', minItems: 4, maxItems: 4, items: NULLABLE_INT, description: `League points by rank; null until scored, for empty corners, and for every corner of a game that is not a league game (knockouts give none). ${CORNERS_DESCRIPTION}` },
    tournament_round: { ...NULLABLE_INT, description: 'null for a league game; the knockout round, 1 = first' },
    play_order: { type: 'integer', description: "1-based place in the running order of the game's event" },
  },
} as const

export const GAME_LIST_SCHEMA = { type: 'array', items: GAME_SCHEMA } as const

const GAME_NAME = { type: 'string', minLength: 1, maxLength: 100, pattern: TEXT_PATTERN } as const
const NULLABLE_TIME = { ...UNIX_SECONDS, type: ['integer', 'null'] } as const

const GAME_FIELDS = {
  name: GAME_NAME,
  league: { type: 'boolean', description: 'Default true' },
  tournament_round: { type: ['integer', 'null'], minimum: 1, maximum: 100, description: 'null for a league game' },
  play_order: { type: 'integer', minimum: 1, maximum: 1000000, description: 'Default: the next free place in the event' },
  start_time: NULLABLE_TIME,
  end_time: NULLABLE_TIME,
  event_id: { type: ['integer', 'null'], description: 'The event the game belongs to; null for none' },
} as const

export const CREATE_GAME_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: GAME_FIELDS,
} as const

export type CreateGameBody = FromSchema<typeof CREATE_GAME_BODY>

export const UPDATE_GAME_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: GAME_FIELDS,
} as const

export type UpdateGameBody = FromSchema<typeof UPDATE_GAME_BODY>

const SEAT = { type: ['integer', 'null'], description: 'A user id; null empties the corner; omitted keeps its player' } as const

export const CORNERS_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: byCorner(SEAT),
} as const

export type CornersBody = FromSchema<typeof CORNERS_BODY>

export const GAME_LIST_QUERY = {
  type: 'object',
  properties: {
    event_id: { ...ID, description: "Only this event's games" },
    status: { enum: [...GAME_STATUSES] },
    league: { type: 'boolean' },
    limit: { ...PAGE_LIMIT, default: 100 },
    offset: PAGE_OFFSET,
  },
} as const

/**
 * limit and offset stay optional: our ajv does not fill in defaults (no `useDefaults` in server/validation.ts), so
 * the handler applies them. Unknown query parameters are let through, hence Declared.
 */
export type GameListQuery = Declared<FromSchema<typeof GAME_LIST_QUERY, { keepDefaultedPropertiesOptional: true }>>

export const START_GAME_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['mode'],
  properties: {
    mode: { enum: [...GAME_MODES], description: 'competition: played for real; development: a rehearsal that returns to scheduled with nothing recorded' },
  },
} as const

export type StartGameBody = FromSchema<typeof START_GAME_BODY>

export const GAME_PATH = pathParams('game_id')
export type GamePath = PathOf<typeof GAME_PATH>
