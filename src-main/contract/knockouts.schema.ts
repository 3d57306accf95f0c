// Schemas of an event's knockout rounds.
import type { FromSchema } from 'json-schema-to-ts'
import { GAME_SCHEMA } from './games.schema'
import { UNIX_SECONDS } from './events.schema'

export const KNOCKOUT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['players'],
  properties: {
    players: { type: 'integer', minimum: 2, maximum: 64, description: 'How many of the top of the standings play the knockout' },
    start_time: { ...UNIX_SECONDS, description: "Planned start of the first knockout game; default the end of the event's last game" },
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
  },
} as const
