// Schemas and types of a team's own page (GET /users/me/games): the caller's upcoming and finished games, where each
// stands in the queue, the event's ahead/behind figure, and their robot's last answers. A new object: the Game record
// and Me keep their fields.
import type { FromSchema } from 'json-schema-to-ts'
import { CORNER_COLOURS, GAME_STATUSES } from '../domain/game-record'
import { ROBOT_OUTCOME_KINDS, SIGNAL_EVENTS } from './robot-protocol'
import type { Declared } from './common.schema'

const NULLABLE_INT = { type: ['integer', 'null'] } as const
const UNIX_OR_NULL = { ...NULLABLE_INT, description: 'Seconds since the Unix epoch, UTC' } as const

export const QUEUE_POSITION_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['state', 'games_before', 'words'],
  properties: {
    state: { type: 'string', enum: ['playing', 'on_deck', 'waiting'], description: "playing: running now; on_deck: the arena's game on deck; waiting: further back" },
    games_before: { type: 'integer', minimum: 0, description: 'Unplayed games to be played before it (0 when playing or on deck); the game on deck counts when it is another one' },
    words: { type: 'string', description: '"Playing now", "On deck", "Next up", "2 games away"' },
  },
} as const

export const PLAN_FIGURE_SCHEMA = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['seconds', 'minutes', 'words'],
  description: "The running order's ahead/behind figure (as on the Arena page; with two or more arenas in use, the game's own arena's); null when no scheduled game has a planned start",
  properties: {
    seconds: { type: 'integer', description: 'Expected minus planned start of the next game: positive behind plan, negative ahead' },
    minutes: { type: 'integer', description: 'The same in whole minutes (0 is on plan)' },
    words: { type: 'string', description: '"On plan", "Behind plan by 5 min", "Ahead of plan by 1 min"' },
  },
} as const

const MY_GAME_FIELDS = {
  game_id: { type: 'integer' },
  name: { type: 'string' },
  event_id: NULLABLE_INT,
  corner: { type: 'string', enum: [...CORNER_COLOURS], description: "The caller's corner" },
  zone: { type: 'integer', minimum: 0, maximum: 3, description: '0 red, 1 yellow, 2 green, 3 blue' },
  status: { type: 'string', enum: [...GAME_STATUSES] },
  start_time: { ...UNIX_OR_NULL, description: 'Planned start (follows delays) before the game starts; the actual one from the start on' },
  end_time: UNIX_OR_NULL,
  play_order: { type: 'integer' },
} as const

export const MY_UPCOMING_GAME_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id', 'name', 'event_id', 'corner', 'zone', 'status', 'start_time', 'end_time', 'play_order', 'queue', 'plan'],
  properties: {
    ...MY_GAME_FIELDS,
    queue: QUEUE_POSITION_SCHEMA,
    plan: PLAN_FIGURE_SCHEMA,
    staging_time: {
      type: 'integer',
      description: "When to be at staging (Unix seconds): the planned start minus the arena setting staging_offset_s, as the queueing screen says it. Only for a scheduled game with a planned start, and only while staging_offset_s is above 0",
    },
    arena_id: { type: 'integer', minimum: 1, description: "The game's arena; only while two or more arenas are in use (the queue is then counted in that arena)" },
    arena_name: { type: 'string', description: "The arena's name; only while two or more arenas are in use" },
  },
} as const

export const MY_FINISHED_GAME_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id', 'name', 'event_id', 'corner', 'zone', 'status', 'start_time', 'end_time', 'play_order', 'game_points', 'league_points'],
  properties: {
    ...MY_GAME_FIELDS,
    game_points: { ...NULLABLE_INT, description: "The caller's game points; null until scored (or a no-show)" },
    league_points: { ...NULLABLE_INT, description: "The caller's league points by rank; null until scored and in a game that is not a league game" },
  },
} as const

export const MY_ROBOT_ANSWER_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id', 'game_name', 'event', 'outcome', 'latency_ms', 'detail', 'sent_at'],
  properties: {
    game_id: { type: 'integer' },
    game_name: { type: 'string' },
    event: { type: 'string', enum: [...SIGNAL_EVENTS] },
    outcome: { type: 'string', enum: [...ROBOT_OUTCOME_KINDS] },
    latency_ms: NULLABLE_INT,
    detail: { type: 'string' },
    sent_at: { type: 'integer', description: 'When the signal was sent, ms since the epoch' },
  },
} as const

export const MY_GAMES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['upcoming', 'finished', 'robot_answers'],
  properties: {
    upcoming: { type: 'array', items: MY_UPCOMING_GAME_SCHEMA, description: 'Running and scheduled games the caller plays in, running first, then by planned start' },
    finished: { type: 'array', items: MY_FINISHED_GAME_SCHEMA, description: 'Finished and scored games, latest first' },
    robot_answers: { type: 'array', items: MY_ROBOT_ANSWER_SCHEMA, maxItems: 10, description: "The caller's robot's last answers to start and stop signals, newest first" },
  },
} as const

export type QueuePositionView = FromSchema<typeof QUEUE_POSITION_SCHEMA>
export type PlanFigure = FromSchema<typeof PLAN_FIGURE_SCHEMA>
export type MyUpcomingGame = Declared<FromSchema<typeof MY_UPCOMING_GAME_SCHEMA>>
export type MyFinishedGame = Declared<FromSchema<typeof MY_FINISHED_GAME_SCHEMA>>
export type MyRobotAnswer = Declared<FromSchema<typeof MY_ROBOT_ANSWER_SCHEMA>>
export interface MyGames {
  upcoming: MyUpcomingGame[]
  finished: MyFinishedGame[]
  robot_answers: MyRobotAnswer[]
}
