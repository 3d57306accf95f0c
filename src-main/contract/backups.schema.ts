// Schemas of the data file's rolling backups: one backup as the Data page lists it, and the answer of a restore.
import type { FromSchema } from 'json-schema-to-ts'
import type { Declared } from './common.schema'

/** Why a backup was made: a scoring, the hourly timer, closing, the operator, just before a restore, or a damaged file found at start. */
export const BACKUP_REASONS = ['scored', 'periodic', 'close', 'before-restore', 'manual', 'damaged'] as const
export type BackupReason = (typeof BACKUP_REASONS)[number]

export const BACKUP_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'created_at', 'size', 'reason', 'sound', 'players', 'games_played', 'games_scored'],
  properties: {
    name: { type: 'string', description: 'File name in the backups folder beside the data file.' },
    created_at: { type: 'string', description: 'When it was made (ISO 8601, UTC).' },
    size: { type: 'integer', description: 'Bytes.' },
    reason: { type: 'string', description: 'scored, periodic, close, manual, before-restore or damaged.' },
    sound: { type: 'boolean', description: "Whether it passed SQLite's quick_check after it was written." },
    players: { type: ['integer', 'null'], description: 'Playing users it holds (null when unknown).' },
    games_played: { type: ['integer', 'null'], description: 'Games finished or scored.' },
    games_scored: { type: ['integer', 'null'] },
  },
} as const

export const BACKUP_LIST_SCHEMA = { type: 'array', items: BACKUP_SCHEMA } as const

export const RESTORE_RESULT_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['restored', 'kept'],
  properties: {
    restored: { ...BACKUP_SCHEMA, description: 'The backup that is now the data file.' },
    kept: { ...BACKUP_SCHEMA, description: 'The state before the restore, kept as a backup.' },
  },
} as const

export const BACKUP_PATH = {
  type: 'object',
  required: ['name'],
  properties: { name: { type: 'string', minLength: 1, maxLength: 200, pattern: '^[A-Za-z0-9._-]+\\.sqlite$' } },
} as const

export type BackupPath = Declared<FromSchema<typeof BACKUP_PATH>>

/** One backup as GET /system/backups lists it; `reason` is a BackupReason (any other word, from a newer version, is shown as it is). */
export type Backup = Declared<FromSchema<typeof BACKUP_SCHEMA>>

/** The answer of a restore: the backup now in use, and the state before it kept as a backup. */
export type RestoreResult = Declared<FromSchema<typeof RESTORE_RESULT_SCHEMA>>
