// Schemas and types of an event's score sheet (items, penalties, caps, tie-breakers) and of one corner's entry by items.
// The schema checks each field's type and magnitude; scoreSheetProblems / scoreEntryProblems (domain) check what the
// fields mean together, and name the item in their 422 items.
import { SCORE_SHEET_VERSION } from '../domain/score-sheet'
import {
  MAX_COUNT,
  MAX_DECIMALS,
  MAX_NUMBER_MAGNITUDE,
  MAX_SHEET_POINTS,
  SHEET_ID_MAX_LENGTH,
  SHEET_ID_PATTERN,
  SHEET_LABEL_MAX_LENGTH,
} from '../domain/score-sheet-limits'
import { TEXT_PATTERN } from '../domain/text-rules'

export type { CornerEntry, ScoreSheet } from '../domain/score-sheet'

const ID = { type: 'string', minLength: 1, maxLength: SHEET_ID_MAX_LENGTH, pattern: SHEET_ID_PATTERN, description: 'A stable key: entries and tie-breakers name it; unique across items, penalties and caps' } as const
const LABEL = { type: 'string', minLength: 1, maxLength: SHEET_LABEL_MAX_LENGTH, pattern: TEXT_PATTERN, description: 'What a scorer reads' } as const
const POINTS = { type: 'integer', minimum: -MAX_SHEET_POINTS, maximum: MAX_SHEET_POINTS } as const
const COUNT_MAX = { type: 'integer', minimum: 0, maximum: MAX_COUNT } as const
const MEASURE = { type: 'number', minimum: -MAX_NUMBER_MAGNITUDE, maximum: MAX_NUMBER_MAGNITUDE } as const
const MAX_POINTS = { ...POINTS, description: "Caps the item's points (0 or more)" } as const

export const COUNT_ITEM = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id', 'label', 'max', 'points'],
  properties: {
    kind: { const: 'count' },
    id: ID,
    label: LABEL,
    max: { ...COUNT_MAX, description: 'The most a scorer can count (1 or more)' },
    points: { ...POINTS, description: 'Points for each one counted' },
    max_points: MAX_POINTS,
  },
} as const

export const YES_NO_ITEM = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id', 'label', 'points'],
  properties: {
    kind: { const: 'yes_no' },
    id: ID,
    label: LABEL,
    points: { ...POINTS, description: 'Points when yes; 0 when no' },
  },
} as const

const CHOICE_OPTION = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'points'],
  properties: { id: ID, label: LABEL, points: POINTS },
} as const

export const CHOICE_ITEM = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id', 'label', 'options'],
  properties: {
    kind: { const: 'choice' },
    id: ID,
    label: LABEL,
    options: { type: 'array', items: CHOICE_OPTION, description: 'One or more; a corner not scored yet has the first' },
  },
} as const

export const NUMBER_ITEM = {
  type: 'object',
  additionalProperties: false,
  required: ['kind', 'id', 'label', 'min', 'max', 'decimals', 'points_per_unit'],
  properties: {
    kind: { const: 'number' },
    id: ID,
    label: LABEL,
    min: { ...MEASURE, description: 'The lowest value a scorer enters; a corner not scored yet has it' },
    max: MEASURE,
    decimals: { type: 'integer', minimum: 0, maximum: MAX_DECIMALS, description: 'Digits a scorer may enter after the point' },
    points_per_unit: { ...MEASURE, description: `At most ${MAX_DECIMALS} decimals; the item's points are value × points_per_unit truncated to whole points` },
    max_points: MAX_POINTS,
  },
} as const

const PENALTY = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'points', 'max', 'to'],
  properties: {
    id: ID,
    label: LABEL,
    points: { ...POINTS, description: 'Points of each foul (0 or more)' },
    max: { ...COUNT_MAX, description: 'The most fouls a scorer can count (1 or more)' },
    to: { enum: ['self', 'others'], description: 'self: taken from the corner that fouled; others: given to each other corner that played' },
  },
} as const

const CAP = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'label', 'items', 'max_points'],
  properties: {
    id: ID,
    label: LABEL,
    items: { type: 'array', items: ID, description: 'Ids of the items whose points are summed; an item under one cap at most' },
    max_points: { ...POINTS, description: 'The sum counts at most this (0 or more)' },
  },
} as const

const TIE_BREAKER = {
  type: 'object',
  additionalProperties: false,
  required: ['prefer', 'of'],
  properties: {
    prefer: { enum: ['most', 'fewest'] },
    of: { ...ID, description: "An item (its value: a count, 1/0 for yes/no, a number, a choice's points), a penalty (fouls committed) or a cap (its points)" },
  },
} as const

/** An item of any kind: its `kind` picks the branch it is checked against (one 422 item per wrong field, not one per kind). */
const ITEM = {
  type: 'object',
  discriminator: { propertyName: 'kind' },
  required: ['kind'],
  properties: { kind: { enum: ['count', 'yes_no', 'choice', 'number'] } },
  oneOf: [COUNT_ITEM, YES_NO_ITEM, CHOICE_ITEM, NUMBER_ITEM],
} as const

export const SCORE_SHEET_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['version', 'items', 'penalties', 'caps', 'tie_breakers'],
  properties: {
    version: { const: SCORE_SHEET_VERSION, description: 'The format of the sheet' },
    items: { type: 'array', items: ITEM, description: "What is scored for each corner, in the order a scorer's tablet shows them" },
    penalties: { type: 'array', items: PENALTY },
    caps: { type: 'array', items: CAP, description: 'Totals over several items, each at most its max_points' },
    tie_breakers: { type: 'array', items: TIE_BREAKER, description: 'In order; used by the standings and the knockouts after points and before the seed' },
  },
} as const

const ITEM_VALUE = { anyOf: [{ type: 'number' }, { type: 'boolean' }, { type: 'string', maxLength: SHEET_ID_MAX_LENGTH }] } as const

/** The longest reason of a card. */
export const CARD_REASON_MAX_LENGTH = 200

export const CORNER_ENTRY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['items', 'penalties', 'card'],
  properties: {
    items: { type: 'object', additionalProperties: ITEM_VALUE, description: 'A value per item id: a count, true/false, an option id, a number; an item left out has its start value' },
    penalties: { type: 'object', additionalProperties: { type: 'integer', minimum: 0, maximum: MAX_COUNT }, description: 'Fouls per penalty id; left out: none' },
    card: { enum: ['yellow', 'red', null], description: 'yellow: a warning (recorded, no points); red: 0 league points in this game' },
    card_reason: { type: 'string', maxLength: CARD_REASON_MAX_LENGTH, description: "Why the card was shown; a red card's reason shows on the standings" },
  },
} as const

/** An event's score sheet as stored: the sheet (what is exported and imported between events), its revision, when it changed. */
export const STORED_SCORE_SHEET_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['event_id', 'sheet', 'revision', 'updated_at'],
  properties: {
    event_id: { type: 'integer' },
    sheet: SCORE_SHEET_SCHEMA,
    revision: { type: 'integer', minimum: 1, description: '1 when first saved, raised by one at each change' },
    updated_at: { type: 'string', description: 'ISO 8601 UTC' },
  },
} as const
