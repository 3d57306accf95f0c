// Schemas and types of scoring: the game points body of PUT /games/{game_id}/scores and the score history entries.
import type { FromSchema } from 'json-schema-to-ts'
import { MAX_GAME_POINTS, MIN_GAME_POINTS } from '../domain/game-points-range'
import { byCorner } from './common.schema'
import { CORNER_ENTRY_SCHEMA } from './score-sheet.schema'

const POINTS = {
  type: ['integer', 'null'],
  minimum: MIN_GAME_POINTS,
  maximum: MAX_GAME_POINTS,
  description: 'Game points of an occupied corner (required for each); null: the player did not show (0 league points). An empty corner: omitted or null.',
} as const

export const SCORES_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: byCorner(POINTS),
} as const

export type ScoresBody = FromSchema<typeof SCORES_BODY>

const FOUR_POINTS = { type: 'array', minItems: 4, maxItems: 4, items: { type: ['integer', 'null'] } } as const

export const SCORE_CHANGE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'changed_by', 'changed_by_name', 'changed_at', 'game_points_before', 'game_points_after'],
  properties: {
    id: { type: 'integer' },
    changed_by: { type: ['integer', 'null'], description: 'Id of the user who entered the scores; null once that user is deleted' },
    changed_by_name: { type: 'string', description: 'Their name at the time' },
    changed_at: { type: 'integer', description: 'Seconds since the Unix epoch, UTC' },
    game_points_before: { anyOf: [FOUR_POINTS, { type: 'null' }], description: 'Game points per corner before this change (index 0 red … 3 blue); null for the first scoring' },
    game_points_after: { ...FOUR_POINTS, description: 'Game points per corner as entered (index 0 red … 3 blue); null for a no-show or an empty corner' },
    kind: { const: 'replay', description: 'Present on a replay: the game went back to scheduled (game_points_after all null); absent on a scoring' },
    reason: { type: 'string', description: 'Why the game is replayed (present on a replay)' },
    revision: { type: 'integer', description: "Scored by items: the revision of the event's score sheet it was scored with" },
    entries: {
      type: 'array',
      minItems: 4,
      maxItems: 4,
      items: { anyOf: [CORNER_ENTRY_SCHEMA, { type: 'null' }] },
      description: 'Scored by items: the entries committed per corner (null: empty corner or no-show)',
    },
  },
} as const

/** One scoring of a game: who entered it, when, and the game points before (null the first time) and after. */
export type ScoreChange = FromSchema<typeof SCORE_CHANGE_SCHEMA>

export const SCORE_HISTORY_SCHEMA = { type: 'array', items: SCORE_CHANGE_SCHEMA, description: 'Every scoring of the game, oldest first' } as const
