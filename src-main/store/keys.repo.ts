// The api_keys table: personal access keys, looked up by hash, kept readable for their owner (secret), with a hint for
// keys made before the secret was kept.
import type { Database } from 'sql.js'
import { all, one, run } from './sql'

export interface KeyRow {
  id: number
  user_id: number
  name: string
  /** The key itself; null for a key made before schema 6, of which only the hash was kept. */
  secret: string | null
  key_hint: string
  created_at: string
}

const COLUMNS = 'id, user_id, name, secret, key_hint, created_at'

export function insertKey(db: Database, userId: number, name: string, key: string, keyHash: string, keyHint: string, createdAt: string): number {
  return run(db, 'INSERT INTO api_keys (user_id, name, secret, key_hash, key_hint, created_at) VALUES (?, ?, ?, ?, ?, ?)', [userId, name, key, keyHash, keyHint, createdAt]).lastId
}

export function listKeysOf(db: Database, userId: number): KeyRow[] {
  return all<KeyRow>(db, `SELECT ${COLUMNS} FROM api_keys WHERE user_id = ? ORDER BY id`, [userId])
}

export function countKeysOf(db: Database, userId: number): number {
  return one<{ count: number }>(db, 'SELECT count(*) AS count FROM api_keys WHERE user_id = ?', [userId])!.count
}

export function findKeyByHash(db: Database, keyHash: string): KeyRow | undefined {
  return one<KeyRow>(db, `SELECT ${COLUMNS} FROM api_keys WHERE key_hash = ?`, [keyHash])
}

export function deleteKeyOf(db: Database, userId: number, keyId: number): boolean {
  return run(db, 'DELETE FROM api_keys WHERE id = ? AND user_id = ?', [keyId, userId]).changes > 0
}
