// The api_keys table: personal access keys by hash, with the hint a listing may show.
import type { Database } from 'sql.js'
import { all, one, run } from './sql'

export interface KeyRow {
  id: number
  user_id: number
  name: string
  key_hint: string
  created_at: string
}

export function insertKey(db: Database, userId: number, name: string, keyHash: string, keyHint: string, createdAt: string): number {
  return run(db, 'INSERT INTO api_keys (user_id, name, key_hash, key_hint, created_at) VALUES (?, ?, ?, ?, ?)', [userId, name, keyHash, keyHint, createdAt]).lastId
}

export function listKeysOf(db: Database, userId: number): KeyRow[] {
  return all<KeyRow>(db, 'SELECT id, user_id, name, key_hint, created_at FROM api_keys WHERE user_id = ? ORDER BY id', [userId])
}

export function findKeyByHash(db: Database, keyHash: string): KeyRow | undefined {
  return one<KeyRow>(db, 'SELECT id, user_id, name, key_hint, created_at FROM api_keys WHERE key_hash = ?', [keyHash])
}

export function deleteKeyOf(db: Database, userId: number, keyId: number): boolean {
  return run(db, 'DELETE FROM api_keys WHERE id = ? AND user_id = ?', [keyId, userId]).changes > 0
}
