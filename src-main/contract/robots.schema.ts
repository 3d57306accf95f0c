// Robots ready before the start: a robot's presence on the live stream, the "are you there" check and each corner's readiness for a game.
import type { FromSchema } from 'json-schema-to-ts'
import { CORNER_COLOURS } from '../domain/game-record'
import { pathParams, type PathOf } from './common.schema'

/** What came of an "are you there" check: any HTTP answer, none (refused, timed out, another network error), or no robot_ip. */
export const ROBOT_CHECK_OUTCOMES = ['answering', 'no_answer', 'no_robot'] as const
export type RobotCheckOutcome = (typeof ROBOT_CHECK_OUTCOMES)[number]

/** The path of the check on the robot: `GET http://<robot_ip>:<robot_port>/arena/status` (docs/robot-protocol.md). */
export const ROBOT_CHECK_PATH = '/arena/status'

export const ROBOT_PRESENCE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['user_id', 'connected', 'since'],
  properties: {
    user_id: { type: 'integer' },
    connected: { type: 'boolean', description: "The user has at least one live stream (GET /stream) open with one of their personal access keys (ak_…): their robot follows the stream" },
    since: { type: ['integer', 'null'], description: "ms since the epoch (the server's clock) when the oldest of those streams opened; null while not connected" },
  },
} as const

/** Whether a user's robot follows the live stream with the user's key: in each readiness entry and the `robot_presence` event (admins). */
export type RobotPresence = FromSchema<typeof ROBOT_PRESENCE_SCHEMA>

export const ROBOT_CHECK_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['outcome', 'status', 'latency_ms', 'detail', 'robot_ip', 'checked_at'],
  properties: {
    outcome: { type: 'string', enum: [...ROBOT_CHECK_OUTCOMES], description: 'answering: any HTTP answer; no_answer: refused, timed out or another network error; no_robot: the player has no robot_ip' },
    status: { type: ['integer', 'null'], description: "The robot's HTTP status; null without an answer" },
    latency_ms: { type: ['number', 'null'], description: 'From sending the request to the status line, ms (0.1 ms steps); null without an answer' },
    detail: { type: 'string', description: 'Why, in a few words: "HTTP 200", "HTTP 404", "no answer within 1000 ms", "connection refused", "no robot address"' },
    robot_ip: { type: 'string', description: 'The address checked (a later change of the player\'s robot_ip makes this check void)' },
    checked_at: { type: 'integer', description: "ms since the epoch (the server's clock) when the check was sent" },
  },
} as const

/** The last "are you there" check of one robot. */
export type RobotCheck = FromSchema<typeof ROBOT_CHECK_SCHEMA>

export const CORNER_READINESS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['corner', 'zone', 'user_id', 'name', 'robot_ip', 'connected', 'since', 'check'],
  properties: {
    corner: { type: 'string', enum: [...CORNER_COLOURS] },
    zone: { type: 'integer', minimum: 0, maximum: 3 },
    user_id: { type: 'integer' },
    name: { type: 'string' },
    robot_ip: { type: 'string', description: "The player's robot address now; empty = no robot" },
    connected: ROBOT_PRESENCE_SCHEMA.properties.connected,
    since: ROBOT_PRESENCE_SCHEMA.properties.since,
    check: { anyOf: [ROBOT_CHECK_SCHEMA, { type: 'null' }], description: 'The last check of this robot for this game (kept in memory); null when none was run since the server started, or the robot_ip changed since' },
  },
} as const

export type CornerReadiness = FromSchema<typeof CORNER_READINESS_SCHEMA>

export const READINESS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id', 'corners'],
  properties: {
    game_id: { type: 'integer' },
    corners: {
      type: 'array',
      minItems: 4,
      maxItems: 4,
      items: { anyOf: [CORNER_READINESS_SCHEMA, { type: 'null' }] },
      description: 'red, yellow, green, blue; null for an empty corner',
    },
  },
} as const

/** Each corner of a game before the start: GET /arena/games/{game_id}/readiness, the check's answer and the `robot_readiness` event (admins). */
export type Readiness = FromSchema<typeof READINESS_SCHEMA>

export const READINESS_PATH = pathParams('game_id')
export type ReadinessPath = PathOf<typeof READINESS_PATH>
