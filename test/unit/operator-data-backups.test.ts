// The Data page's words for a backup: why it was made, when (local time), its size, what it holds, whether it is sound, and the notices.
import { describe, expect, it } from 'vitest'
import type { Backup } from '../../src-renderer/operator/api/types'
import {
  backupMadeMessage,
  backupSize,
  backupTime,
  countText,
  holdsText,
  previewLines,
  reasonWords,
  restoreMessage,
  soundness,
} from '../../src-renderer/operator/pages/data/backup-words'

function backup(fields: Partial<Backup> = {}): Backup {
  return {
    name: 'arena-20261121-090000000-manual.sqlite',
    created_at: '2026-11-21T09:00:00.000Z',
    size: 49_152,
    reason: 'manual',
    sound: true,
    players: 12,
    games_played: 30,
    games_scored: 28,
    ...fields,
  }
}

describe('reasonWords', () => {
  it.each([
    ['scored', 'after a scored game'],
    ['periodic', 'every few minutes'],
    ['close', 'on close'],
    ['manual', 'made by hand'],
    ['before-restore', 'before a restore'],
    ['damaged', 'damaged file kept as evidence'],
    ['upgrade', 'upgrade'],
    ['', 'unknown reason'],
    ['toString', 'toString'],
  ])('%j → %s', (reason, words) => {
    expect(reasonWords(reason)).toBe(words)
  })
})

describe('backupSize', () => {
  it.each([
    [0, '0 bytes'],
    [900, '900 bytes'],
    [49_152, '48 KB'],
    [5 * 1024, '5.0 KB'],
    [1_572_864, '1.5 MB'],
    [300 * 1024 * 1024, '300 MB'],
    [-1, '—'],
    [1.5, '—'],
    [Number.NaN, '—'],
  ])('%d → %s', (bytes, text) => {
    expect(backupSize(bytes)).toBe(text)
  })
})

describe('backupTime', () => {
  it.each([
    ['2026-11-21T09:00:00.000Z', 'UTC', '21 Nov 2026, 09:00:00'],
    ['2026-11-21T09:00:05.123Z', 'Europe/Brussels', '21 Nov 2026, 10:00:05'],
    ['2026-07-01T23:30:00Z', 'Europe/Brussels', '2 Jul 2026, 01:30:00'],
    ['2026-11-21T09:00:00.000Z', 'America/New_York', '21 Nov 2026, 04:00:00'],
    ['not a time', 'UTC', 'not a time'],
    ['', 'UTC', '—'],
  ])('%s in %s → %s', (iso, timeZone, text) => {
    expect(backupTime(iso, { locale: 'en-GB', timeZone })).toBe(text)
  })

  // Issue 26, item 8: the arena's clock format, not the browser's language (an en-US browser said 9:00:00 AM).
  it.each([
    [undefined, '21 Nov 2026, 09:00:00'],
    ['24h', '21 Nov 2026, 09:00:00'],
    ['12h', '21 Nov 2026, 09:00:00 am'],
  ] as const)('in the %s clock format, whatever the language', (clockFormat, text) => {
    expect(backupTime('2026-11-21T09:00:00Z', { locale: 'en-GB', timeZone: 'UTC', clockFormat })).toBe(text)
    expect(backupTime('2026-11-21T21:00:00Z', { locale: 'en-US', timeZone: 'UTC', clockFormat })).toBe(clockFormat === '12h' ? 'Nov 21, 2026, 9:00:00 PM' : 'Nov 21, 2026, 21:00:00')
  })
})

describe('what a backup holds', () => {
  it.each([
    [12, 30, 28, '12 players, 30 games played, 28 scored'],
    [1, 1, 0, '1 player, 1 game played, 0 scored'],
    [0, 0, 0, '0 players, 0 games played, 0 scored'],
    [null, null, null, 'contents unknown'],
    [4, null, null, '4 players, games played unknown'],
  ])('%s players, %s played, %s scored → %s', (players, played, scored, text) => {
    expect(holdsText({ players, games_played: played, games_scored: scored })).toBe(text)
  })

  it.each([
    [7, '7'],
    [0, '0'],
    [null, '—'],
  ])('count %s → %s', (count, text) => {
    expect(countText(count)).toBe(text)
  })
})

describe('soundness', () => {
  it.each([
    [true, 12, true, 'Sound', /passed/],
    [false, 12, false, 'NOT SOUND', /failed SQLite’s check/],
    [false, null, false, 'NOT SOUND', /never checked/],
  ])('sound %s, players %s → %s %s', (sound, players, ok, label, explanation) => {
    const result = soundness({ sound, players })
    expect(result).toMatchObject({ sound: ok, label })
    expect(result.explanation).toMatch(explanation)
  })
})

describe('notices', () => {
  const format = { locale: 'en-GB', timeZone: 'UTC' }

  it('a backup made now: its time, name, size and what it holds; a warning when it is not sound', () => {
    expect(backupMadeMessage(backup(), format)).toBe('Backup made at 21 Nov 2026, 09:00:00: arena-20261121-090000000-manual.sqlite (48 KB, 12 players, 30 games played, 28 scored).')
    expect(backupMadeMessage(backup({ sound: false }), format)).toMatch(/It did NOT pass its check: It failed SQLite’s check/)
  })

  it('a restore: the backup now in use and the one keeping the state before it', () => {
    const kept = backup({ name: 'arena-20261121-100000000-before-restore.sqlite', created_at: '2026-11-21T10:00:00.000Z', reason: 'before-restore' })
    expect(restoreMessage({ restored: backup(), kept }, format)).toBe(
      'Restored the backup of 21 Nov 2026, 09:00:00 (arena-20261121-090000000-manual.sqlite). ' +
        'The state before the restore is kept as the backup arena-20261121-100000000-before-restore.sqlite; restore that one to undo this.',
    )
  })
})

describe('what a restore will do (the confirmation)', () => {
  const none = {
    games_differ: 0, scores_differ: 0, users_without_login: 0, users_dropped: 0, passwords_kept: 0, rights_kept: 0,
    keys_kept: 0, keys_dropped: 0, sessions_kept: 0, screen_keys_kept: 0, screens_rekeyed: 0, administrators: 1,
  }

  it('says only what applies', () => {
    expect(previewLines({ ...none, keys_kept: 1, sessions_kept: 2 })).toEqual({
      data: ['The games and scores are the same as now.'],
      kept: ['1 personal key and 2 logins are kept as they are now.'],
      warning: undefined,
    })
  })

  it('names what comes back, what is gone and what stays revoked; warns when no administrator is left', () => {
    const lines = previewLines({ ...none, games_differ: 3, scores_differ: 1, users_without_login: 1, users_dropped: 2, passwords_kept: 1, rights_kept: 2, keys_dropped: 1, screen_keys_kept: 1, screens_rekeyed: 1, administrators: 0 })
    expect(lines.data).toEqual([
      '3 games differ from now (1 score): the backup’s come back.',
      '2 users made since the backup will be gone.',
      '1 user deleted (or renamed) since will come back without any way to log in, until an administrator sets a password.',
    ])
    expect(lines.kept).toEqual([
      '1 password changed since: the current one is kept.',
      '2 users’ administrator or scorer right changed since: kept as now.',
      '1 personal key revoked since: stays revoked.',
      '1 screen key changed since: the current one is kept.',
      '1 screen deleted since will come back with a new key.',
      '0 personal keys and 0 logins are kept as they are now.',
    ])
    expect(lines.warning).toMatch(/No user would be an administrator after this restore/)
  })
})
