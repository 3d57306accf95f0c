// Small typed helpers over sql.js statements, prepared once per database and SQL text and kept: preparing is a large part
// of a statement's cost. A database object that is replaced (restore, recovery) takes its statements with it.
import type { BindParams, Database, SqlValue, Statement } from 'sql.js'

export type Row = Record<string, SqlValue>

const cache = new WeakMap<Database, Map<string, Statement>>()
/** Each statement's result column names, read once (getAsObject would read them again for every row). */
const columnNames = new WeakMap<Statement, string[]>()

function rowOf(statement: Statement): Row {
  let names = columnNames.get(statement)
  if (!names) columnNames.set(statement, (names = statement.getColumnNames()))
  const values = statement.get()
  const row: Row = {}
  for (let i = 0; i < names.length; i += 1) row[names[i]] = values[i]
  return row
}

function prepared(db: Database, sql: string): Statement {
  let statements = cache.get(db)
  if (!statements) cache.set(db, (statements = new Map<string, Statement>()))
  let statement = statements.get(sql)
  if (!statement) {
    statement = db.prepare(sql)
    statements.set(sql, statement)
  }
  return statement
}

export function all<T = Row>(db: Database, sql: string, params: BindParams = []): T[] {
  const statement = prepared(db, sql)
  try {
    statement.bind(params)
    const rows: T[] = []
    while (statement.step()) rows.push(rowOf(statement) as T)
    return rows
  } finally {
    statement.reset()
  }
}

export function one<T = Row>(db: Database, sql: string, params: BindParams = []): T | undefined {
  return all<T>(db, sql, params)[0]
}

/** Runs a write statement; answers the new row id and how many rows changed. */
export function run(db: Database, sql: string, params: BindParams = []): { lastId: number; changes: number } {
  const statement = prepared(db, sql)
  try {
    statement.run(params)
  } finally {
    statement.reset()
  }
  const changes = db.getRowsModified()
  const lastId = prepared(db, 'SELECT last_insert_rowid()')
  try {
    lastId.step()
    return { lastId: Number(lastId.get()[0] ?? 0), changes }
  } finally {
    lastId.reset()
  }
}

/** Runs a statement without parameters or results (BEGIN, COMMIT), prepared once. */
export function execute(db: Database, sql: string): void {
  const statement = prepared(db, sql)
  try {
    statement.step()
  } finally {
    statement.reset()
  }
}
