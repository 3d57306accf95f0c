// Schemas and types of double entry: an event's scoring setting, the score entries of a game and the head scorer's resolution.
import type { FromSchema } from 'json-schema-to-ts'
import { ID } from './common.schema'

export const EVENT_SCORING_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['double_entry'],
  properties: {
    double_entry: {
      type: 'boolean',
      description: "Double entry: each game's score commits when two different people's entries agree; a mismatch is held for an administrator. Off unless set.",
    },
  },
} as const

export type EventScoring = FromSchema<typeof EVENT_SCORING_SCHEMA>

/** The setting as GET and PUT answer it: with a score sheet, its revision (an event without one answers as before). */
export const EVENT_SCORING_ANSWER_SCHEMA = {
  ...EVENT_SCORING_SCHEMA,
  properties: {
    ...EVENT_SCORING_SCHEMA.properties,
    score_sheet_revision: {
      type: 'integer',
      minimum: 1,
      description: "Present only when the event has a score sheet (it is scored by items): the sheet's current revision. Lets a console ask for the sheet only when there is one (GET /events/{event_id}/score-sheet answers 404 otherwise)",
    },
  },
} as const

export type EventScoringAnswer = FromSchema<typeof EVENT_SCORING_ANSWER_SCHEMA>

const FOUR_POINTS = { type: 'array', minItems: 4, maxItems: 4, items: { type: ['integer', 'null'] } } as const

export const SCORE_ENTRY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'game_id', 'entered_by', 'entered_by_name', 'entered_at', 'game_points', 'score_change_id'],
  properties: {
    id: { type: 'integer' },
    game_id: { type: 'integer' },
    entered_by: { type: ['integer', 'null'], description: 'Id of the user who entered it; null once that user is deleted' },
    entered_by_name: { type: 'string', description: 'Their name at the time' },
    entered_at: { type: 'integer', description: 'Seconds since the Unix epoch, UTC' },
    game_points: { ...FOUR_POINTS, description: 'Game points per corner as entered (index 0 red … 3 blue); null for a no-show or an empty corner' },
    score_change_id: {
      type: ['integer', 'null'],
      description: 'The score history change this entry was committed with (the agreeing pair, a resolution, or an entry without double entry); null while open',
    },
  },
} as const

/** One score entry: who entered which points when, and the score history change it went into (null while open). */
export type ScoreEntry = FromSchema<typeof SCORE_ENTRY_SCHEMA>

export const SCORE_ENTRIES_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id', 'double_entry', 'state', 'entries'],
  properties: {
    game_id: { type: 'integer' },
    double_entry: { type: 'boolean', description: "The game's event has double entry on" },
    state: {
      type: 'string',
      enum: ['none', 'waiting', 'held'],
      description: 'none: no open entry; waiting: open entries that do not disagree (a second person has still to enter); held: open entries of different people disagree, an administrator resolves',
    },
    entries: { type: 'array', items: SCORE_ENTRY_SCHEMA, description: 'Every entry of the game, oldest first (open ones and those committed)' },
  },
} as const

export type ScoreEntries = FromSchema<typeof SCORE_ENTRIES_SCHEMA>

export const RESOLVE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['entry_id'],
  properties: { entry_id: { ...ID, description: "The open entry of this game whose points commit" } },
} as const

export type ResolveBody = FromSchema<typeof RESOLVE_BODY>
