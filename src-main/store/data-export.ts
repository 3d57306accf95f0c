// Copies of the data file for the operator to take away after the event: a consistent snapshot, its suggested name, a durable save.
import type { Store } from './store'
import { replaceFileDurably } from './durable-file'
import { SSO_SETTING } from './settings.repo'
import { loadSql } from './sql-module'

/** arena-2026-11-21-1530.sqlite, in UTC, so copies sort by when they were taken. */
export function exportFileName(nowMs: number): string {
  const iso = new Date(nowMs).toISOString()
  return `arena-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.sqlite`
}

/** Writes a snapshot of everything committed so far to `path` (temp file, fsync, rename), never touching the live data file. */
export async function saveDataFileCopy(store: Store, path: string, copy: () => Promise<Uint8Array> = () => store.copy()): Promise<number> {
  if (path === store.path) throw new Error('Choose another file than the live data file')
  const bytes = await copy()
  await replaceFileDurably(path, bytes)
  return bytes.byteLength
}

/**
 * A copy of the data file `bytes` meant to be shared (results, schedules, standings): every secret left out. Personal
 * access keys, replication keys and login sessions are deleted, password hashes emptied (nobody can log in with a password on it), each
 * screen gets a new random key that appears nowhere else, and the single-sign-on client secret is removed.
 */
export async function withoutSecrets(bytes: Uint8Array, newScreenKey: () => string): Promise<Uint8Array> {
  const SQL = await loadSql()
  const db = new SQL.Database(bytes)
  try {
    db.run('DELETE FROM api_keys WHERE 1')
    db.run('DELETE FROM sessions WHERE 1')
    db.run('DELETE FROM replication_keys WHERE 1')
    db.run('UPDATE users SET password_hash = NULL')
    const screens = db.exec('SELECT id FROM screens')[0]?.values ?? []
    for (const [id] of screens) db.run('UPDATE screens SET key = ? WHERE id = ?', [newScreenKey(), id])
    const sso = db.exec('SELECT value FROM settings WHERE name = ?', [SSO_SETTING])[0]?.values[0]?.[0]
    if (typeof sso === 'string') {
      const config = JSON.parse(sso) as Record<string, unknown>
      if ('client_secret' in config) config.client_secret = null
      db.run('UPDATE settings SET value = ? WHERE name = ?', [JSON.stringify(config), SSO_SETTING])
    }
    db.run('VACUUM') // the deleted secrets must not linger in free pages
    return db.export()
  } finally {
    db.close()
  }
}
