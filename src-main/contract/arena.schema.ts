// Schemas of the arena's state and of the robots' answers to start and stop signals.
import { CORNER_COLOURS } from '../domain/game-record'
import { GAME_SCHEMA } from './games.schema'
import { ROBOT_OUTCOME_KINDS, SIGNAL_EVENTS } from './robot-protocol'

export const CLOCK_SCHEMA = {
  type: ['object', 'null'],
  required: ['game_id', 'server_time_ms', 'start_time', 'end_time', 'remaining_s'],
  properties: {
    game_id: { type: 'integer' },
    server_time_ms: { type: 'integer', description: "The server's time, ms since the epoch: a display's offset is server_time_ms minus its own time" },
    start_time: { type: 'integer' },
    end_time: { type: 'integer' },
    remaining_s: { type: 'integer' },
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
  },
} as const

export const ARENA_STATE_SCHEMA = {
  type: 'object',
  required: ['game', 'clock'],
  properties: { game: { anyOf: [GAME_SCHEMA, { type: 'null' }] }, clock: CLOCK_SCHEMA, finish_pending: FINISH_PENDING_SCHEMA },
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
