// Schemas of the log as administrators read it: one entry, the listing's query, and the live `log_entry` payload.
import type { FromSchema } from 'json-schema-to-ts'
import { LOG_LEVELS, type LogEntry } from '../domain/logging'
import type { Declared } from './common.schema'

export const MAX_LOG_LIMIT = 2000
export const DEFAULT_LOG_LIMIT = 500

export const LOG_ENTRY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['time', 'level', 'message', 'details'],
  properties: {
    time: { type: 'string', description: 'When it was logged (ISO 8601, UTC).' },
    level: { enum: [...LOG_LEVELS] },
    message: { type: 'string' },
    details: { type: 'object', description: 'Structured fields (a game id, a robot address, a status, the time taken); never a secret.' },
  },
} as const

export const LOG_LIST_SCHEMA = { type: 'array', items: LOG_ENTRY_SCHEMA } as const

export const LOG_LIST_QUERY = {
  type: 'object',
  properties: {
    level: { enum: [...LOG_LEVELS], default: 'debug', description: 'The least level listed: warn lists warnings and errors.' },
    limit: { type: 'integer', minimum: 1, maximum: MAX_LOG_LIMIT, default: DEFAULT_LOG_LIMIT, description: 'How many of the latest entries.' },
  },
} as const

export type LogListQuery = Declared<FromSchema<typeof LOG_LIST_QUERY, { keepDefaultedPropertiesOptional: true }>>

/** A line just logged, to administrators' streams; `dropped_before`: lines not sent live just before it (too many in one second). */
export interface LiveLogEntry {
  entry: LogEntry
  dropped_before: number
}
