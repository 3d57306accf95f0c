// The sessions table: login tokens by hash, with their expiry (ms since the epoch).
import type { Database } from 'sql.js'
import { all, one, run } from './sql'

export interface SessionRow {
  token_hash: string
  user_id: number
  expires_at: number
}

export function insertSession(db: Database, tokenHash: string, userId: number, createdAt: number, expiresAt: number): void {
  run(db, 'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [tokenHash, userId, createdAt, expiresAt])
}

export function findSession(db: Database, tokenHash: string): SessionRow | undefined {
  return one<SessionRow>(db, 'SELECT token_hash, user_id, expires_at FROM sessions WHERE token_hash = ?', [tokenHash])
}

export function deleteSession(db: Database, tokenHash: string): boolean {
  return run(db, 'DELETE FROM sessions WHERE token_hash = ?', [tokenHash]).changes > 0
}

export function deleteExpiredSessions(db: Database, now: number): number {
  return run(db, 'DELETE FROM sessions WHERE expires_at <= ?', [now]).changes
}

/**
 * A restore keeps people logged in: sessions of `from` move to `to` where `to` has the same user (id and name); the rest
 * of `to` is the backup's.
 */
export function carrySessions(from: Database, to: Database): number {
  const sessions = all<{ token_hash: string; user_id: number; created_at: number; expires_at: number; name_key: string }>(
    from,
    'SELECT s.token_hash, s.user_id, s.created_at, s.expires_at, u.name_key FROM sessions s JOIN users u ON u.id = s.user_id',
  )
  let carried = 0
  for (const session of sessions) {
    if (!one(to, 'SELECT 1 FROM users WHERE id = ? AND name_key = ?', [session.user_id, session.name_key])) continue
    run(to, 'INSERT OR IGNORE INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [session.token_hash, session.user_id, session.created_at, session.expires_at])
    carried += 1
  }
  return carried
}
