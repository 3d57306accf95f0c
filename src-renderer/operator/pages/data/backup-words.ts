// How the Data page words a backup of the data file: why it was made, when (local time), its size, what it holds, whether it is sound.
import type { Backup, RestorePreview, BackupReason, RestoreResult } from '../../api/types'
import { DEFAULT_CLOCK_FORMAT, type ClockFormat } from '../../../../src-main/domain/time-format'
import { dateTimeText } from '../../components/time'
import { fileSize } from './file-size'

const REASONS: Record<BackupReason, string> = {
  scored: 'after a scored game',
  periodic: 'every few minutes',
  close: 'on close',
  manual: 'made by hand',
  'before-restore': 'before a restore',
  damaged: 'damaged file kept as evidence',
}

/** "after a scored game", "made by hand"…; a reason this console does not know is shown as the server wrote it. */
export function reasonWords(reason: string): string {
  return Object.hasOwn(REASONS, reason) ? REASONS[reason as BackupReason] : reason.trim() || 'unknown reason'
}

/** 14 KB, 3.1 MB; "—" for a size that is not a byte count. */
export function backupSize(bytes: number): string {
  return Number.isSafeInteger(bytes) && bytes >= 0 ? fileSize(bytes) : '—'
}

export interface TimeFormat {
  /** Defaults to the browser's language. */
  locale?: string
  /** Defaults to this computer's time zone (the operator's local time). */
  timeZone?: string
  /** The arena's clock format; 24-hour by default, whatever the browser's language. */
  clockFormat?: ClockFormat
}

/** When it was made, in the operator's local time with seconds (backups can be a minute apart); the text as it came when it is not a time. */
export function backupTime(iso: string, format: TimeFormat = {}): string {
  const date = new Date(iso)
  if (!iso || Number.isNaN(date.getTime())) return iso || '—'
  return dateTimeText(date.getTime(), format.clockFormat ?? DEFAULT_CLOCK_FORMAT, true, format)
}

/** A count the backup holds, "—" when unknown (a backup without its description). */
export function countText(count: number | null): string {
  return count === null ? '—' : String(count)
}

function plural(count: number, one: string, many: string): string {
  return `${count} ${count === 1 ? one : many}`
}

/** "12 players, 30 games played, 28 scored"; "contents unknown" when the backup has no description. */
export function holdsText(backup: Pick<Backup, 'players' | 'games_played' | 'games_scored'>): string {
  const { players, games_played: played, games_scored: scored } = backup
  if (players === null && played === null && scored === null) return 'contents unknown'
  const parts = [players === null ? 'players unknown' : plural(players, 'player', 'players'), played === null ? 'games played unknown' : `${plural(played, 'game', 'games')} played`]
  if (scored !== null) parts.push(`${scored} scored`)
  return parts.join(', ')
}

export interface Soundness {
  sound: boolean
  /** The mark in the list. */
  label: string
  /** What it means, for the tooltip and the restore dialog. */
  explanation: string
}

/** The mark of a backup that passed SQLite's check, and the warning on one that did not (or was never checked). */
export function soundness(backup: Pick<Backup, 'sound' | 'players'>): Soundness {
  if (backup.sound) return { sound: true, label: 'Sound', explanation: 'It passed SQLite’s check after it was written.' }
  if (backup.players === null) {
    return { sound: false, label: 'NOT SOUND', explanation: 'It was never checked (its description is missing); it may be damaged.' }
  }
  return { sound: false, label: 'NOT SOUND', explanation: 'It failed SQLite’s check after it was written: it is probably damaged.' }
}

/** The notice after "Back up now". */
export function backupMadeMessage(backup: Backup, format: TimeFormat = {}): string {
  const made = `Backup made at ${backupTime(backup.created_at, format)}: ${backup.name} (${backupSize(backup.size)}, ${holdsText(backup)}).`
  return backup.sound ? made : `${made} It did NOT pass its check: ${soundness(backup).explanation}`
}

/** The notice after a restore: which backup is now in use, and where the state before it went. */
export function restoreMessage(result: RestoreResult, format: TimeFormat = {}): string {
  const { restored, kept } = result
  return (
    `Restored the backup of ${backupTime(restored.created_at, format)} (${restored.name}). ` +
    `The state before the restore is kept as the backup ${kept.name}; restore that one to undo this.`
  )
}

const n = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`

/**
 * What a restore will do, in the confirmation: the event's data it brings back, and what it keeps of the present or
 * drops. Only what applies is said; `warning` when it would be refused (no administrator left).
 */
export function previewLines(preview: RestorePreview): { data: string[]; kept: string[]; warning?: string } {
  const data: string[] = []
  if (preview.games_differ > 0) data.push(`${n(preview.games_differ, 'game differs', 'games differ')} from now (${n(preview.scores_differ, 'score', 'scores')}): the backup’s come back.`)
  else data.push('The games and scores are the same as now.')
  if (preview.users_dropped > 0) data.push(`${n(preview.users_dropped, 'user', 'users')} made since the backup will be gone.`)
  if (preview.users_without_login > 0) {
    data.push(`${n(preview.users_without_login, 'user', 'users')} deleted (or renamed) since will come back without any way to log in, until an administrator sets a password.`)
  }
  const kept: string[] = []
  if (preview.passwords_kept > 0) kept.push(`${n(preview.passwords_kept, 'password', 'passwords')} changed since: the current one is kept.`)
  if (preview.rights_kept > 0) kept.push(`${n(preview.rights_kept, 'user’s', 'users’')} administrator or scorer right changed since: kept as now.`)
  if (preview.keys_dropped > 0) kept.push(`${n(preview.keys_dropped, 'personal key', 'personal keys')} revoked since: stays revoked.`)
  if (preview.screen_keys_kept > 0) kept.push(`${n(preview.screen_keys_kept, 'screen key', 'screen keys')} changed since: the current one is kept.`)
  if (preview.screens_rekeyed > 0) kept.push(`${n(preview.screens_rekeyed, 'screen', 'screens')} deleted since will come back with a new key.`)
  kept.push(`${n(preview.keys_kept, 'personal key', 'personal keys')} and ${n(preview.sessions_kept, 'login', 'logins')} are kept as they are now.`)
  const warning = preview.administrators === 0 ? 'No user would be an administrator after this restore, so it will be refused: first make an administrator of a user the backup also has.' : undefined
  return { data, kept, warning }
}
