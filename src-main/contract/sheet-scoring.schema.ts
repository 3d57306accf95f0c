// Schemas and types of scoring by the sheet (issue 30, docs/scoring.md): scorers' live sheets, a game's live sheets with
// each corner's state and running totals, committing by items, a game's committed score by items, replays and scorer
// assignments.
import type { FromSchema } from 'json-schema-to-ts'
import { CORNER_COLOURS } from '../domain/game-record'
import { byCorner, ID, type Declared } from './common.schema'
import { CORNER_ENTRY_SCHEMA, SCORE_SHEET_SCHEMA } from './score-sheet.schema'

const COLOUR = { type: 'string', enum: [...CORNER_COLOURS] } as const
const FOUR_POINTS = { type: 'array', minItems: 4, maxItems: 4, items: { type: ['integer', 'null'] } } as const
const FOUR_ENTRIES = { type: 'array', minItems: 4, maxItems: 4, items: { anyOf: [CORNER_ENTRY_SCHEMA, { type: 'null' }] } } as const

/** The highest version a tablet may give (its own counter; JavaScript's safe integers). */
export const MAX_SHEET_VERSION = Number.MAX_SAFE_INTEGER

export const LIVE_SHEET_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['entry', 'version', 'submitted'],
  properties: {
    entry: CORNER_ENTRY_SCHEMA,
    version: { type: 'integer', minimum: 1, maximum: MAX_SHEET_VERSION, description: "The tablet's counter, raised at each change; a sheet not above the stored version changes nothing" },
    submitted: { type: 'boolean', description: 'The scorer has finished this corner (only once the game has ended)' },
  },
} as const
export type LiveSheetBody = FromSchema<typeof LIVE_SHEET_BODY>

const LIVE_SHEET_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['corner', 'scorer_id', 'scorer_name', 'entry', 'version', 'submitted', 'committed', 'updated_at'],
  properties: {
    corner: COLOUR,
    scorer_id: { type: 'integer' },
    scorer_name: { type: 'string' },
    entry: CORNER_ENTRY_SCHEMA,
    version: { type: 'integer' },
    submitted: { type: 'boolean' },
    committed: { type: 'boolean', description: 'Went into the committed score and has not changed since' },
    updated_at: { type: 'integer', description: 'Seconds since the Unix epoch, UTC' },
  },
} as const

export const GAME_LIVE_SHEETS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id', 'status', 'revision', 'double_entry', 'sheets', 'corners', 'running'],
  properties: {
    game_id: { type: 'integer' },
    status: { type: 'string', enum: ['scheduled', 'running', 'finished', 'scored'] },
    revision: { type: 'integer', description: "The revision of the event's score sheet the sheets are read with" },
    double_entry: { type: 'boolean' },
    sheets: { type: 'array', items: LIVE_SHEET_SCHEMA, description: "Every scorer's sheet, by corner then scorer" },
    corners: {
      type: 'array',
      minItems: 4,
      maxItems: 4,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['state', 'differs'],
        properties: {
          state: {
            type: 'string',
            enum: ['empty', 'none', 'waiting', 'ready', 'differs'],
            description: 'empty: no player; none: no submitted sheet; waiting: double entry wants a second person; ready; differs: submitted sheets of different people disagree',
          },
          differs: { type: 'array', items: { type: 'string' }, description: 'Ids of the items and penalties that differ, and `card`' },
        },
      },
    },
    running: { ...FOUR_POINTS, description: "Each corner's running game points from its latest sheet; null for an empty corner or one nobody has scored" },
  },
} as const
export type GameLiveSheets = Declared<FromSchema<typeof GAME_LIVE_SHEETS_SCHEMA>>

export const SHEET_SCORES_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: byCorner({ anyOf: [CORNER_ENTRY_SCHEMA, { type: 'null' }], description: 'The corner’s entry; null: a no-show. An empty corner: omitted or null' }),
} as const
export type SheetScoresBody = FromSchema<typeof SHEET_SCORES_BODY>

const CORNER_RESULT = {
  type: 'object',
  additionalProperties: false,
  required: ['item_points', 'cap_points', 'penalty_points_lost', 'points_to_each_other', 'own_points', 'card', 'tie_breakers', 'points_received', 'game_points'],
  properties: {
    item_points: { type: 'object', additionalProperties: { type: 'integer' }, description: "Each item's points after its own cap, by id" },
    cap_points: { type: 'object', additionalProperties: { type: 'integer' }, description: "Each cap's points, by id" },
    penalty_points_lost: { type: 'integer' },
    points_to_each_other: { type: 'integer' },
    own_points: { type: 'integer' },
    card: { enum: ['yellow', 'red', null] },
    tie_breakers: { type: 'array', items: { type: 'number' } },
    points_received: { type: 'integer', description: "Points the other corners' fouls gave" },
    game_points: { type: 'integer' },
  },
} as const

export const GAME_SHEET_SCORE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['game_id', 'revision', 'sheet', 'entries', 'corners', 'game_points', 'ranking_points', 'disqualified'],
  properties: {
    game_id: { type: 'integer' },
    revision: { type: 'integer', description: 'The revision of the sheet the game was scored with' },
    sheet: SCORE_SHEET_SCHEMA,
    entries: { ...FOUR_ENTRIES, description: 'The committed entries per corner (null: empty corner or no-show)' },
    corners: { type: 'array', minItems: 4, maxItems: 4, items: { anyOf: [CORNER_RESULT, { type: 'null' }] } },
    game_points: FOUR_POINTS,
    ranking_points: { ...FOUR_POINTS, description: 'What league places and knockouts rank: null for a red card' },
    disqualified: { type: 'array', minItems: 4, maxItems: 4, items: { type: 'boolean' } },
  },
} as const

export const REPLAY_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['reason'],
  properties: { reason: { type: 'string', minLength: 1, maxLength: 200, description: 'Why the game is played again (kept in the score history)' } },
} as const
export type ReplayBody = FromSchema<typeof REPLAY_BODY>

export const SCORER_ASSIGNMENTS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['assignments'],
  properties: {
    assignments: {
      type: 'array',
      maxItems: 10000,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['user_id', 'game_id', 'corners'],
        properties: {
          user_id: ID,
          game_id: { anyOf: [ID, { type: 'null' }], description: 'A game of the event, or null for every game of it' },
          corners: { type: 'array', minItems: 1, maxItems: 4, uniqueItems: true, items: COLOUR },
        },
      },
    },
  },
} as const
export type ScorerAssignments = FromSchema<typeof SCORER_ASSIGNMENTS_SCHEMA>

/** What screens get while a game scored by items runs: each corner's running game points. */
export interface LiveScore {
  game_id: number
  game_points: Array<number | null>
}
