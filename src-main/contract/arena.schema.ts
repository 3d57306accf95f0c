// Schemas of the arena's state and of the robots' answers to start and stop signals.
import type { FromSchema } from 'json-schema-to-ts'
import { CORNER_CONTROLS } from '../domain/corner-controls'
import { CORNER_COLOURS, GAME_MODES } from '../domain/game-record'
import { ARENA_SCHEMA } from './arenas.schema'
import { ID, type Declared } from './common.schema'
import { GAME_SCHEMA } from './games.schema'
import { ROBOT_OUTCOME_KINDS, SIGNAL_EVENTS } from './robot-protocol'

/** The arena a live event concerns (issue 28): added last, and only while two or more arenas are in use. */
export const EVENT_ARENA_ID = {
  type: 'integer',
  minimum: 1,
  description: 'The arena this concerns; present only while two or more arenas are in use (with one, the payload is as it always was)',
} as const

export const CLOCK_SCHEMA = {
  type: ['object', 'null'],
  required: ['game_id', 'server_time_ms', 'start_time', 'end_time', 'remaining_s', 'start_ms', 'end_ms', 'mode'],
  properties: {
    game_id: { type: 'integer' },
    server_time_ms: { type: 'integer', description: "The server's time, ms since the epoch: a display's offset is server_time_ms minus its own time" },
    start_time: { type: 'integer', description: 'The start, Unix seconds rounded down (the Game record\'s start_time)' },
    end_time: { type: 'integer', description: 'The end, Unix seconds rounded down (the Game record\'s end_time)' },
    remaining_s: { type: 'integer', description: 'Whole seconds left, rounded up from end_ms' },
    start_ms: { type: 'integer', description: 'The exact instant the game started, ms since the epoch' },
    end_ms: { type: 'integer', description: 'The exact instant the game ends: start_ms plus the game length; the stop fires then' },
    mode: { type: 'string', enum: [...GAME_MODES], description: 'The game\'s mode: development is a rehearsal (screens say so; nothing is recorded)' },
    arena_id: EVENT_ARENA_ID,
  },
} as const

/** Present only while the running game's time is over and its finish could not be saved yet (it is retried). */
export const FINISH_PENDING_SCHEMA = {
  type: 'object',
  required: ['game_id', 'reason', 'attempts', 'next_attempt_ms'],
  description: "The game's time is over but its finish could not be saved (the data file refuses writes); retried until it is",
  properties: {
    game_id: { type: 'integer' },
    reason: { type: 'string', description: 'Why the last attempt failed' },
    attempts: { type: 'integer' },
    next_attempt_ms: { type: 'integer', description: "The server's time of the next attempt, ms since the epoch" },
    arena_id: EVENT_ARENA_ID,
  },
} as const

/** A game's four corners: playing, disabled before the start, or stopped by the operator during the game (issue 26, item 16). */
export const CORNER_CONTROLS_SCHEMA = {
  type: 'object',
  required: ['game_id', 'corners'],
  properties: {
    game_id: { type: 'integer' },
    corners: {
      type: 'array',
      minItems: 4,
      maxItems: 4,
      items: { type: 'string', enum: [...CORNER_CONTROLS] },
      description:
        'red, yellow, green, blue: playing (signalled as usual), disabled (kept out before the start: its robot is not signalled in this game), stopped (the operator stopped its robot during the game: it got a stop with the reason stopped_by_operator, and nothing more)',
    },
    arena_id: { ...EVENT_ARENA_ID, description: "The `corners` event only: the game's arena, present only while two or more arenas are in use" },
  },
} as const
export type CornerControls = Declared<FromSchema<typeof CORNER_CONTROLS_SCHEMA>>

/** A corner of a game: its id and its colour. */
export const CORNER_PATH = {
  type: 'object',
  required: ['game_id', 'corner'],
  properties: { game_id: ID, corner: { type: 'string', enum: [...CORNER_COLOURS] } },
} as const
export type CornerPath = Declared<FromSchema<typeof CORNER_PATH>>

/** Disable a corner before the start (its robot is not signalled in this game), or enable it again. */
export const CORNER_DISABLED_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['disabled'],
  properties: { disabled: { type: 'boolean' } },
} as const
export type CornerDisabledBody = FromSchema<typeof CORNER_DISABLED_BODY>

/** What an arena shows now: its running game, clock, mode, deck and corners. */
const ARENA_NOW_PROPERTIES = {
  game: { anyOf: [GAME_SCHEMA, { type: 'null' }] },
  clock: CLOCK_SCHEMA,
  finish_pending: FINISH_PENDING_SCHEMA,
  mode: { type: ['string', 'null'], enum: [...GAME_MODES, null], description: 'The running game\'s mode (development is a rehearsal), null when no game runs' },
  on_deck: { anyOf: [GAME_SCHEMA, { type: 'null' }], description: 'The game loaded next (scheduled), shared by every console and screen; null when none is loaded' },
  corners: { anyOf: [CORNER_CONTROLS_SCHEMA, { type: 'null' }], description: "The running game's corners (playing, disabled, stopped); null when no game runs" },
} as const

const ARENA_NOW_REQUIRED = ['game', 'clock', 'mode', 'on_deck', 'corners'] as const

/** One arena in use, its record and what it shows now (in GET /arena when there are several). */
export const ARENA_NOW_SCHEMA = {
  type: 'object',
  required: [...ARENA_SCHEMA.required, ...ARENA_NOW_REQUIRED],
  properties: { ...ARENA_SCHEMA.properties, ...ARENA_NOW_PROPERTIES },
} as const

export const ARENA_STATE_SCHEMA = {
  type: 'object',
  required: ARENA_NOW_REQUIRED,
  properties: {
    ...ARENA_NOW_PROPERTIES,
    arenas: {
      type: 'array',
      items: ARENA_NOW_SCHEMA,
      description: 'Only when two or more arenas are in use: each one by id (the fields above are arena 1\'s, as with one arena)',
    },
  },
} as const

/** Load a game on deck, or clear the deck with null. */
export const ON_DECK_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id'],
  properties: { game_id: { type: ['integer', 'null'], minimum: 1, description: 'The game to load next (a scheduled one), or null to clear the deck' } },
} as const
export type OnDeckBody = FromSchema<typeof ON_DECK_BODY>

export const ON_DECK_SCHEMA = {
  type: 'object',
  required: ['game'],
  properties: {
    game: { anyOf: [GAME_SCHEMA, { type: 'null' }], description: 'The game on deck now, or null' },
    arena_id: { ...EVENT_ARENA_ID, description: 'The `on_deck` event only: the arena whose deck this is, present only while two or more arenas are in use' },
  },
} as const

export const ROBOT_SIGNAL_SCHEMA = {
  type: 'object',
  required: ['game_id', 'corner', 'zone', 'user_id', 'robot_ip', 'event', 'outcome', 'latency_ms', 'detail', 'sent_at'],
  properties: {
    game_id: { type: 'integer' },
    corner: { type: 'string', enum: [...CORNER_COLOURS] },
    zone: { type: 'integer', minimum: 0, maximum: 3 },
    user_id: { type: 'integer' },
    robot_ip: { type: 'string' },
    event: { type: 'string', enum: [...SIGNAL_EVENTS] },
    outcome: { type: 'string', enum: [...ROBOT_OUTCOME_KINDS] },
    latency_ms: { type: ['integer', 'null'] },
    detail: { type: 'string' },
    sent_at: { type: 'integer', description: 'ms since the epoch' },
  },
} as const

export const ROBOT_SIGNALS_SCHEMA = {
  type: 'object',
  required: ['corners', 'history'],
  properties: {
    corners: { type: 'array', minItems: 4, maxItems: 4, items: { anyOf: [ROBOT_SIGNAL_SCHEMA, { type: 'null' }] } },
    history: { type: 'array', items: ROBOT_SIGNAL_SCHEMA },
  },
} as const
