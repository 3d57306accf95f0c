// Schemas and types of a users CSV import run as a job: its state, its progress and its outcome.
import type { FromSchema } from 'json-schema-to-ts'
import { pathParams, VALIDATION_ERROR_SCHEMA, type PathOf } from './common.schema'
import { IMPORT_RESULT_SCHEMA } from './users.schema'

/** checking the file → hashing the passwords → writing the users (one write) → finished; or failed, or cancelled before the write. */
export const IMPORT_JOB_STATES = ['checking', 'hashing', 'writing', 'finished', 'failed', 'cancelled'] as const

const COUNT = { type: 'integer', minimum: 0 } as const

/** Why a job failed: the HTTP status Bulk Import Users answers for the same file, and its body's detail (the 422 items, or a sentence). */
export const IMPORT_FAILURE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['status', 'detail'],
  properties: {
    status: { type: 'integer', description: '409, 413, 422 or 503, as Bulk Import Users would answer' },
    detail: { anyOf: [{ type: 'string' }, VALIDATION_ERROR_SCHEMA.properties.detail] },
  },
} as const

export const IMPORT_JOB_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'state', 'rows', 'rows_checked', 'to_hash', 'hashed', 'eta_s', 'started_at', 'ended_at', 'result', 'failure'],
  properties: {
    id: { type: 'integer', minimum: 1 },
    state: { type: 'string', enum: IMPORT_JOB_STATES },
    rows: { type: ['integer', 'null'], minimum: 0, description: 'Data rows in the file, once it is read' },
    rows_checked: COUNT,
    to_hash: { ...COUNT, description: 'Passwords to hash (an empty password on an update keeps the old one and needs none)' },
    hashed: COUNT,
    eta_s: { type: ['integer', 'null'], minimum: 0, description: 'Seconds left, from the hashing rate so far; null until a first password is hashed' },
    started_at: { type: 'string', format: 'date-time' },
    ended_at: { type: ['string', 'null'], format: 'date-time' },
    result: { anyOf: [{ type: 'null' }, IMPORT_RESULT_SCHEMA] },
    failure: { anyOf: [{ type: 'null' }, IMPORT_FAILURE_SCHEMA] },
  },
} as const

export type ImportJob = FromSchema<typeof IMPORT_JOB_SCHEMA>
export type ImportJobState = (typeof IMPORT_JOB_STATES)[number]
export type ImportFailure = FromSchema<typeof IMPORT_FAILURE_SCHEMA>

export const IMPORT_JOB_PATH = pathParams('job_id')
export type ImportJobPath = PathOf<typeof IMPORT_JOB_PATH>
