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

const count = (description: string) => ({ type: 'integer', minimum: 0, description }) as const

/**
 * What a restore would revive or drop: the backup brings back the event's data; credentials and rights stay as they are
 * now. Counts only, never a secret.
 */
export const RESTORE_PREVIEW_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: [
    'games_differ', 'scores_differ', 'users_without_login', 'users_dropped', 'passwords_kept', 'rights_kept', 'keys_kept',
    'keys_dropped', 'sessions_kept', 'screen_keys_kept', 'screens_rekeyed', 'administrators',
  ],
  properties: {
    games_differ: count('Games added, removed or changed since the backup: the backup\'s version comes back.'),
    scores_differ: count('Games whose points differ between now and the backup.'),
    users_without_login: count('Users the backup has who were deleted since: they come back without password, keys, sessions or rights until an administrator sets a password.'),
    users_dropped: count('Users made since the backup: the backup does not have them, so they are gone.'),
    passwords_kept: count('Users whose password changed since the backup: the current one is kept.'),
    rights_kept: count('Users whose administrator or scorer right changed since the backup: the current rights are kept.'),
    keys_kept: count('Personal keys kept as they are now.'),
    keys_dropped: count('Personal keys the backup holds that were deleted since: they stay deleted.'),
    sessions_kept: count('Login sessions kept (ended ones stay ended): nobody still logged in is logged out.'),
    screen_keys_kept: count('Screens whose key changed since the backup: the current key is kept, the old one stays refused.'),
    screens_rekeyed: count('Screens the backup has that were deleted since: they come back with a new key.'),
    administrators: count('Administrators after the restore; 0 (when there is one now) means the restore would be refused (409).'),
  },
} as const

export type RestorePreview = Declared<FromSchema<typeof RESTORE_PREVIEW_SCHEMA>>

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
