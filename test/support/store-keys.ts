// Writes and reads of the store itself for its tests: personal keys of one user, the smallest write with a name to find.
import { one, run } from '../../src-main/store/sql'
import type { Store } from '../../src-main/store/store'

/** Adds a key named `name` (and its user, the first time) in one write. */
export function addKey(store: Store, name: string): Promise<void> {
  return store.write((db) => {
    if (!one(db, 'SELECT id FROM users WHERE id = 1')) run(db, "INSERT INTO users (id, name, name_key, created_at) VALUES (1, 'u', 'u', 'now')")
    run(db, "INSERT INTO api_keys (user_id, name, key_hash, key_hint, created_at) VALUES (1, ?, ?, 'hint', 'now')", [name, `hash-${name}`])
  })
}

/** The keys' names, oldest first. */
export function keyNames(store: Store): string[] {
  return store.read((db) => (db.exec('SELECT name FROM api_keys ORDER BY id')[0]?.values ?? []).map((row) => String(row[0])))
}
