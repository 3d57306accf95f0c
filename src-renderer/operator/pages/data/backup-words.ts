// How the Data page words a backup of the data file: why it was made, when (local time), its size, what it holds, whether it is sound;
// in the console's language when handed its `t` (English by default).
import type { Backup, RestorePreview, BackupReason, RestoreResult } from '../../api/types'
import { DEFAULT_CLOCK_FORMAT, type ClockFormat } from '../../../../src-main/domain/time-format'
import { dateTimeText } from '../../components/time'
import type { MessageId } from '../../../../src-main/domain/i18n/catalogues'
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'
import { fileSize } from './file-size'

const REASONS: Record<BackupReason, MessageId> = {
  scored: 'console.data.backups.reason.scored',
  periodic: 'console.data.backups.reason.periodic',
  close: 'console.data.backups.reason.close',
  manual: 'console.data.backups.reason.manual',
  'before-restore': 'console.data.backups.reason.before-restore',
  damaged: 'console.data.backups.reason.damaged',
}

/** "after a scored game", "made by hand"…; a reason this console does not know is shown as the server wrote it. */
export function reasonWords(reason: string, t: Translate['t'] = englishT): string {
  return Object.hasOwn(REASONS, reason) ? t(REASONS[reason as BackupReason]) : reason.trim() || t('console.data.backups.reason.unknown')
}

/** 14 KB, 3.1 MB; "—" for a size that is not a byte count. */
export function backupSize(bytes: number, t: Translate['t'] = englishT): string {
  return Number.isSafeInteger(bytes) && bytes >= 0 ? fileSize(bytes, t) : '—'
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

/** How the notices write a backup's time: a format, or the console's own words (useClock's isoDateTime with seconds). */
export type BackupClock = TimeFormat | ((iso: string) => string)

const timeOf = (iso: string, clock: BackupClock) => (typeof clock === 'function' ? clock(iso) : backupTime(iso, clock))

/** A count the backup holds (`number` writes it in the console's language), "—" when unknown (a backup without its description). */
export function countText(count: number | null, number: (value: number) => string = String): string {
  return count === null ? '—' : number(count)
}

/** "12 players, 30 games played, 28 scored"; "contents unknown" when the backup has no description. */
export function holdsText(backup: Pick<Backup, 'players' | 'games_played' | 'games_scored'>, t: Translate['t'] = englishT): string {
  const { players, games_played: played, games_scored: scored } = backup
  if (players === null && played === null && scored === null) return t('console.data.backups.holdsUnknown')
  const known = (count: number | null) => (count === null ? 'no' : 'yes')
  return t('console.data.backups.holds', {
    playersKnown: known(players),
    players: players ?? 0,
    playedKnown: known(played),
    played: played ?? 0,
    scoredKnown: known(scored),
    scored: scored ?? 0,
  })
}

export interface Soundness {
  sound: boolean
  /** The mark in the list. */
  label: string
  /** What it means, for the tooltip and the restore dialog. */
  explanation: string
}

/** The mark of a backup that passed SQLite's check, and the warning on one that did not (or was never checked). */
export function soundness(backup: Pick<Backup, 'sound' | 'players'>, t: Translate['t'] = englishT): Soundness {
  if (backup.sound) return { sound: true, label: t('console.data.backups.sound'), explanation: t('console.data.backups.soundPassed') }
  const explanation = t(backup.players === null ? 'console.data.backups.notSoundUnchecked' : 'console.data.backups.notSoundFailed')
  return { sound: false, label: t('console.data.backups.notSound'), explanation }
}

/** The notice after "Back up now". */
export function backupMadeMessage(backup: Backup, clock: BackupClock = {}, t: Translate['t'] = englishT): string {
  const values = { time: timeOf(backup.created_at, clock), name: backup.name, size: backupSize(backup.size, t), holds: holdsText(backup, t) }
  return backup.sound ? t('console.data.backups.madeNotice', values) : t('console.data.backups.madeNoticeUnsound', { ...values, explanation: soundness(backup, t).explanation })
}

/** The notice after a restore: which backup is now in use, and where the state before it went. */
export function restoreMessage(result: RestoreResult, clock: BackupClock = {}, t: Translate['t'] = englishT): string {
  const { restored, kept } = result
  return t('console.data.backups.restoredNotice', { time: timeOf(restored.created_at, clock), restored: restored.name, kept: kept.name })
}

/**
 * What a restore will do, in the confirmation: the event's data it brings back, and what it keeps of the present or
 * drops. Only what applies is said; `warning` when it would be refused (no administrator left).
 */
export function previewLines(preview: RestorePreview, t: Translate['t'] = englishT): { data: string[]; kept: string[]; warning?: string } {
  const data: string[] = []
  if (preview.games_differ > 0) data.push(t('console.data.restore.preview.gamesDiffer', { games: preview.games_differ, scores: preview.scores_differ }))
  else data.push(t('console.data.restore.preview.sameGames'))
  if (preview.users_dropped > 0) data.push(t('console.data.restore.preview.usersDropped', { count: preview.users_dropped }))
  if (preview.users_without_login > 0) data.push(t('console.data.restore.preview.usersWithoutLogin', { count: preview.users_without_login }))
  const kept: string[] = []
  if (preview.passwords_kept > 0) kept.push(t('console.data.restore.preview.passwordsKept', { count: preview.passwords_kept }))
  if (preview.rights_kept > 0) kept.push(t('console.data.restore.preview.rightsKept', { count: preview.rights_kept }))
  if (preview.keys_dropped > 0) kept.push(t('console.data.restore.preview.keysDropped', { count: preview.keys_dropped }))
  if (preview.screen_keys_kept > 0) kept.push(t('console.data.restore.preview.screenKeysKept', { count: preview.screen_keys_kept }))
  if (preview.screens_rekeyed > 0) kept.push(t('console.data.restore.preview.screensRekeyed', { count: preview.screens_rekeyed }))
  kept.push(t('console.data.restore.preview.keysAndLoginsKept', { keys: preview.keys_kept, logins: preview.sessions_kept }))
  const warning = preview.administrators === 0 ? t('console.data.restore.preview.noAdministrator') : undefined
  return { data, kept, warning }
}
