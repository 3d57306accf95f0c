// Small typed helpers over sql.js statements; statements never outlive one call (db.export() frees them).
import type { BindParams, Database, SqlValue } from 'sql.js'

export type Row = Record<string, SqlValue>

export function all<T = Row>(db: Database, sql: string, params: BindParams = []): T[] {
  const statement = db.prepare(sql)
  try {
    statement.bind(params)
    const rows: T[] = []
    while (statement.step()) rows.push(statement.getAsObject() as T)
    return rows
  } finally {
    statement.free()
  }
}

export function one<T = Row>(db: Database, sql: string, params: BindParams = []): T | undefined {
  return all<T>(db, sql, params)[0]
}

/** Runs a write statement; answers the new row id and how many rows changed. */
export function run(db: Database, sql: string, params: BindParams = []): { lastId: number; changes: number } {
  db.run(sql, params)
  const lastId = Number(db.exec('SELECT last_insert_rowid()')[0]?.values[0]?.[0] ?? 0)
  return { lastId, changes: db.getRowsModified() }
}
