// The sessions table: login tokens by hash, with their expiry (ms since the epoch).
import type { Database } from 'sql.js'
import { one, run } from './sql'

export interface SessionRow {
  /** SQLite's rowid: how the change feed names the row (a deleted row's image holds nothing else). */
  row_id: number
  token_hash: string
  user_id: number
  expires_at: number
}

export function insertSession(db: Database, tokenHash: string, userId: number, createdAt: number, expiresAt: number): void {
  run(db, 'INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)', [tokenHash, userId, createdAt, expiresAt])
}

export function findSession(db: Database, tokenHash: string): SessionRow | undefined {
  return one<SessionRow>(db, 'SELECT rowid AS row_id, token_hash, user_id, expires_at FROM sessions WHERE token_hash = ?', [tokenHash])
}

export function deleteSession(db: Database, tokenHash: string): boolean {
  return run(db, 'DELETE FROM sessions WHERE token_hash = ?', [tokenHash]).changes > 0
}

export function deleteExpiredSessions(db: Database, now: number): number {
  return run(db, 'DELETE FROM sessions WHERE expires_at <= ?', [now]).changes
}
