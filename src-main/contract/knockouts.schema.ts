// Schemas of an event's knockout rounds.
import type { FromSchema } from 'json-schema-to-ts'
import { GAME_ARENA_SCHEMA } from './arenas.schema'
import { GAME_SCHEMA } from './games.schema'
import { UNIX_SECONDS } from './events.schema'
import { ARENA_IDS } from './schedule.schema'

export const KNOCKOUT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['players'],
  properties: {
    players: { type: 'integer', minimum: 2, maximum: 64, description: 'How many of the top of the standings play the knockout' },
    start_time: { ...UNIX_SECONDS, description: "Planned start of the first knockout game; default the end of the event's last game" },
    arena_ids: { ...ARENA_IDS, description: "The arenas (in use) that play the knockout, in order: a round's games start together, one in each; default [1]" },
    single_arena_rounds: {
      type: 'integer',
      minimum: 1,
      maximum: 5,
      description: 'How many of the last rounds are played on the first of arena_ids, one game after another (shown on every display); default 1, the final (one game)',
    },
  },
} as const

export type KnockoutBody = FromSchema<typeof KNOCKOUT_BODY>

export const KNOCKOUT_SCHEMA = {
  type: 'object',
  required: ['event_id', 'games', 'final_first_place_tied'],
  properties: {
    event_id: { type: 'integer' },
    games: { type: 'array', items: GAME_SCHEMA, description: 'The knockout games in running order; tournament_round numbers the rounds (1 = first)' },
    final_first_place_tied: { type: 'boolean', description: 'The final is scored and its first place is shared: add a tiebreaker game' },
    arenas: { type: 'array', items: GAME_ARENA_SCHEMA, description: "Only while two or more arenas are in use: each game's arena, in the order of games (the Game record has no arena)" },
    single_arena: {
      type: ['object', 'null'],
      required: ['arena_id', 'from_round'],
      properties: { arena_id: { type: 'integer' }, from_round: { type: 'integer' } },
      description: 'Only while two or more arenas are in use: the last rounds played on one arena (from_round to the final), shown on every display; null before the knockout is created',
    },
  },
} as const
