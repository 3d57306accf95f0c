// Schemas and types of competition events: the contract's Event object, the event's own page with its points table, and the bodies.
import type { FromSchema } from 'json-schema-to-ts'
import { TEXT_PATTERN } from '../domain/text-rules'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { pathParams, type PathOf } from './common.schema'

/** Unix seconds, UTC, from 1970 to the end of year 9999. */
export const UNIX_SECONDS = { type: 'integer', minimum: 0, maximum: 253402300799, description: 'Seconds since the Unix epoch, UTC' } as const

const NAME = { type: 'string', minLength: 1, maxLength: 100, pattern: TEXT_PATTERN } as const

const POINTS_TABLE = {
  type: 'array',
  minItems: 1,
  maxItems: 4,
  items: { type: 'integer', minimum: 0, maximum: 1000 },
  description: 'League points by place, first place first, never increasing; places past its end get 0. Default [8, 6, 4, 2].',
} as const

const EVENT_PROPERTIES = {
  id: { type: 'integer' },
  name: { type: 'string' },
  start_time: { type: 'integer', description: 'Seconds since the Unix epoch, UTC' },
  end_time: { type: 'integer', description: 'Seconds since the Unix epoch, UTC; never before start_time' },
} as const

export const EVENT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'start_time', 'end_time'],
  properties: EVENT_PROPERTIES,
} as const

/** The contract's Event object: exactly these four fields. */
export type Event = FromSchema<typeof EVENT_SCHEMA>

export const EVENT_LIST_SCHEMA = { type: 'array', items: EVENT_SCHEMA } as const

export const EVENT_DETAIL_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'name', 'start_time', 'end_time', 'points_table'],
  properties: { ...EVENT_PROPERTIES, points_table: { type: 'array', items: { type: 'integer' } } },
} as const

/** One event as its own page shows it: the Event object and its league points table. */
export type EventDetail = FromSchema<typeof EVENT_DETAIL_SCHEMA>

export const CREATE_EVENT_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'start_time', 'end_time'],
  properties: { name: NAME, start_time: UNIX_SECONDS, end_time: UNIX_SECONDS, points_table: POINTS_TABLE },
} as const

export type CreateEventBody = FromSchema<typeof CREATE_EVENT_BODY>

export const UPDATE_EVENT_BODY = {
  type: 'object',
  additionalProperties: false,
  properties: CREATE_EVENT_BODY.properties,
} as const

export type UpdateEventBody = FromSchema<typeof UPDATE_EVENT_BODY>

export const EVENT_PATH = pathParams('event_id')
export type EventPath = PathOf<typeof EVENT_PATH>

// Rules a JSON schema cannot express, as 422 items (shared by events and games).

/** end_time must not be before start_time; `loc` is where the item points (the field the caller changed). */
export function timeWindowProblem(start: number | null, end: number | null, loc: Array<string | number>): ValidationItem | undefined {
  if (start === null || end === null || end >= start) return undefined
  const input = loc[loc.length - 1] === 'start_time' ? start : end
  return valueError(loc, 'end_time must not be before start_time', input)
}

/** A points table gives first place the most: each entry at most the one before it. One item per place that breaks it. */
export function pointsTableProblems(table: readonly number[]): ValidationItem[] {
  return table.flatMap((points, place) =>
    place > 0 && points > table[place - 1] ? [valueError(['body', 'points_table', place], 'points_table must not increase from one place to the next', points)] : [],
  )
}
