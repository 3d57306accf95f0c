// Schemas and types of replication: the keys a standby follows its primary with, and the state of replication on either PC.
import type { FromSchema } from 'json-schema-to-ts'
import { pathParams, type Declared, type PathOf } from './common.schema'

export const REPLICATION_KEY_SCHEMA = {
  type: 'object',
  required: ['id', 'name', 'key_hint', 'created_at'],
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    key: { type: 'string', description: 'The key itself (rk_…), answered once, when it is made: only its hash is kept' },
    key_hint: { type: 'string', description: 'Its start and end (rk_AbCd…wxyz), never enough to use' },
    created_at: { type: 'string', description: 'ISO 8601 UTC, e.g. 2026-11-27T09:30:00Z' },
  },
} as const

export type ReplicationKeyEntry = Declared<FromSchema<typeof REPLICATION_KEY_SCHEMA>>

export const REPLICATION_KEY_LIST_SCHEMA = { type: 'array', items: REPLICATION_KEY_SCHEMA } as const

export const CREATE_REPLICATION_KEY_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 100, description: 'Which standby it is for, e.g. "Spare laptop"' } },
} as const

export type CreateReplicationKeyBody = FromSchema<typeof CREATE_REPLICATION_KEY_BODY>

export const REPLICATION_KEY_PATH = pathParams('key_id')
export type ReplicationKeyPath = PathOf<typeof REPLICATION_KEY_PATH>

export const REPLICATION_STREAM_QUERY = {
  type: 'object',
  properties: {
    from_seq: { type: 'integer', minimum: 0, description: 'The last transaction the standby holds; absent: it holds nothing and gets a snapshot first' },
    history: { type: 'string', maxLength: 64, description: 'The history those transactions belong to (the stream names it in each snapshot); another history gets a snapshot' },
  },
} as const

export type ReplicationStreamQuery = FromSchema<typeof REPLICATION_STREAM_QUERY>

const STANDBY_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['address', 'key_name', 'connected_at', 'sent_seq', 'acked_seq', 'in_sync', 'lag_records', 'lag_ms', 'backlog_bytes'],
  properties: {
    address: { type: 'string' },
    key_name: { type: 'string' },
    connected_at: { type: 'string' },
    sent_seq: { type: 'integer', description: 'The last transaction sent to it' },
    acked_seq: { type: ['integer', 'null'], description: 'The last transaction it says is on its disk (null: not said yet)' },
    in_sync: { type: 'boolean', description: 'Synchronous mode: every write here waits for it (at most timeout_ms)' },
    lag_records: { type: 'integer', description: 'Transactions acknowledged here that it has not said are on its disk (not yet sent to it, when it does not acknowledge)' },
    lag_ms: { type: 'integer', description: 'How long it has been behind this PC (0 when it holds everything acknowledged here)' },
    backlog_bytes: { type: 'integer', description: 'Bytes waiting for its network; past 16 MB its stream is dropped (it reconnects and resumes)' },
  },
} as const

export const REPLICATION_STATE_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'applied_seq', 'history', 'epoch'],
  properties: {
    role: { enum: ['primary', 'standby', 'superseded'], description: 'superseded: another PC took over from this one (it refuses every write)' },
    epoch: { type: 'integer', description: 'Raised by one at each take-over; the higher epoch is the later primary (on a standby: its primary\'s)' },
    superseded_by: { type: 'string', description: 'On a superseded PC: the primary now' },
    old_primary: {
      type: 'object',
      description: 'In the answer to a take-over: whether the old primary was told and stopped writing (off or cut off: it could not be)',
      additionalProperties: false,
      required: ['address', 'told', 'detail'],
      properties: { address: { type: 'string' }, told: { type: 'boolean' }, detail: { type: 'string' } },
    },
    applied_seq: { type: 'integer', description: 'The last transaction on disk on this PC' },
    history: { type: 'string', description: 'The history of sequence numbers this data file holds' },
    standbys: { type: 'array', items: STANDBY_SCHEMA, description: 'On a primary: the standbys following it now' },
    synchronous: {
      type: 'object',
      description: 'On a primary: whether writes wait for a standby, and whether it goes on alone now',
      additionalProperties: false,
      required: ['mode', 'alone', 'alone_since', 'timeout_ms'],
      properties: {
        mode: { enum: ['synchronous', 'asynchronous'], description: 'synchronous (the default): a write is acknowledged once a standby in sync has it on disk too' },
        alone: { type: 'boolean', description: 'A standby is known and none is in sync: writes are acknowledged by this PC alone (a take-over now could lose the latest)' },
        alone_since: { type: ['string', 'null'], description: 'ISO 8601 UTC: since when it is alone' },
        timeout_ms: { type: 'integer', description: 'How long a write waits for the standby before the primary goes on alone' },
      },
    },
    primary: {
      type: 'object',
      description: 'On a standby: the primary it follows, and how far behind it is',
      additionalProperties: false,
      required: ['address', 'connected', 'primary_seq', 'lag_records', 'lag_ms', 'last_error'],
      properties: {
        address: { type: 'string' },
        connected: { type: 'boolean' },
        primary_seq: { type: 'integer', description: "The primary's last transaction, as it last said (heartbeats every second)" },
        lag_records: { type: 'integer' },
        lag_ms: { type: 'integer', description: 'How long this PC has been behind the primary (0 when it holds everything the primary said it has)' },
        last_error: { type: ['string', 'null'], description: 'Why the last connection ended or failed' },
      },
    },
  },
} as const

export type ReplicationState = FromSchema<typeof REPLICATION_STATE_SCHEMA>

export const REPLICATION_EPOCH_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['role', 'epoch', 'peers'],
  properties: {
    role: { enum: ['primary', 'standby', 'superseded'] },
    epoch: { type: 'integer' },
    primary: { type: 'string', description: 'The PC that takes the writes, as this PC knows it: on a standby the primary it follows, on a superseded PC the one that took over; absent on a primary' },
    peers: { type: 'array', items: { type: 'string' }, description: 'The other arena PCs this one knows (http://<address>:<port>): on a primary its standby, on a standby its primary. Pages ask them who is primary when this PC is gone' },
  },
} as const

export type ReplicationEpoch = FromSchema<typeof REPLICATION_EPOCH_SCHEMA>

export const STEP_DOWN_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['primary'],
  properties: { primary: { type: 'string', minLength: 1, maxLength: 200, pattern: '^https?://', description: 'The PC that took over (or will), http://<address>:<port>: every refusal here names it' } },
} as const

export type StepDownBody = FromSchema<typeof STEP_DOWN_BODY>

export const FENCE_BODY = {
  type: 'object',
  additionalProperties: false,
  required: ['epoch'],
  properties: { epoch: { type: 'integer', minimum: 2, description: 'The epoch of the standby that took over (higher than this primary\'s)' } },
} as const

export type FenceBody = FromSchema<typeof FENCE_BODY>
