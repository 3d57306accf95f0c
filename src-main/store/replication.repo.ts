// The replication_keys table (a standby's credential, kept only as a hash) and the file's replication history: the id of
// the line of sequence numbers it holds, which a standby must share to resume (docs/standby.md).
import { randomBytes } from 'node:crypto'
import type { Database } from 'sql.js'
import { all, one, run } from './sql'

export interface ReplicationKeyRow {
  id: number
  name: string
  key_hint: string
  created_at: string
}

const COLUMNS = 'id, name, key_hint, created_at'

export function insertReplicationKey(db: Database, name: string, keyHash: string, keyHint: string, createdAt: string): number {
  return run(db, 'INSERT INTO replication_keys (name, key_hash, key_hint, created_at) VALUES (?, ?, ?, ?)', [name, keyHash, keyHint, createdAt]).lastId
}

export function listReplicationKeys(db: Database): ReplicationKeyRow[] {
  return all<ReplicationKeyRow>(db, `SELECT ${COLUMNS} FROM replication_keys ORDER BY id`)
}

export function findReplicationKeyByHash(db: Database, keyHash: string): ReplicationKeyRow | undefined {
  return one<ReplicationKeyRow>(db, `SELECT ${COLUMNS} FROM replication_keys WHERE key_hash = ?`, [keyHash])
}

export function deleteReplicationKey(db: Database, keyId: number): boolean {
  return run(db, 'DELETE FROM replication_keys WHERE id = ?', [keyId]).changes > 0
}

/** The id of the history of sequence numbers this file holds. */
export function readHistoryId(db: Database): string {
  return one<{ history_id: string }>(db, 'SELECT history_id FROM replication_history WHERE id = 1')?.history_id ?? ''
}

/** The file's place in the line of primaries (docs/standby.md): its epoch, its last standby, the primary that took over. */
export interface ReplicationLineage {
  epoch: number
  standby_url: string | null
  primary_now: string | null
}

export function readLineage(db: Database): ReplicationLineage {
  return one<ReplicationLineage>(db, 'SELECT epoch, standby_url, primary_now FROM replication_history WHERE id = 1') ?? { epoch: 1, standby_url: null, primary_now: null }
}

/** A promotion: the next epoch and a new history (its sequence numbers go on from here, the old primary's may differ). */
export function raiseEpoch(db: Database): number {
  run(db, 'UPDATE replication_history SET epoch = epoch + 1, standby_url = NULL, primary_now = NULL WHERE id = 1')
  startNewHistory(db)
  return readLineage(db).epoch
}

/** The standby that follows this primary now (asked at the next start whether it took over). */
export function recordStandbyUrl(db: Database, url: string): void {
  run(db, 'UPDATE replication_history SET standby_url = ? WHERE id = 1', [url])
}

/** This PC is no longer the primary: `primary` took over (or an operator said so). */
export function recordPrimaryNow(db: Database, primary: string): void {
  run(db, 'UPDATE replication_history SET primary_now = ? WHERE id = 1', [primary])
}

/**
 * The file's contents changed outside the journal (a backup restored, a migration): its sequence numbers now name other
 * states than before, so it starts a new history and a standby of the old one takes a snapshot instead of resuming.
 */
export function startNewHistory(db: Database): void {
  run(db, 'UPDATE replication_history SET history_id = ? WHERE id = 1', [randomBytes(16).toString('hex')])
}

/** What a restore keeps of the present: its replication keys (credentials, as keepPresentCredentials keeps the others). */
export function keepPresentReplicationKeys(present: Database, incoming: Database): void {
  run(incoming, 'DELETE FROM replication_keys WHERE 1')
  for (const row of all<ReplicationKeyRow & { key_hash: string }>(present, 'SELECT id, name, key_hash, key_hint, created_at FROM replication_keys')) {
    run(incoming, 'INSERT INTO replication_keys (id, name, key_hash, key_hint, created_at) VALUES (?, ?, ?, ?, ?)', [row.id, row.name, row.key_hash, row.key_hint, row.created_at])
  }
}
