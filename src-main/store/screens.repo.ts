// The screens table: display screens with their key (kept readable: the operator puts it in the screen's URL).
import type { Database } from 'sql.js'
import { one } from './sql'

export function findScreenIdByKey(db: Database, key: string): number | undefined {
  return one<{ id: number }>(db, 'SELECT id FROM screens WHERE key = ?', [key])?.id
}
