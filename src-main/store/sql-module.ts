// Loads sql.js's WebAssembly once per thread (the server's and the keeper's).
import initSqlJs, { type SqlJsStatic } from 'sql.js'

let sqlModule: Promise<SqlJsStatic> | undefined

export function loadSql(): Promise<SqlJsStatic> {
  sqlModule ??= initSqlJs()
  return sqlModule
}
