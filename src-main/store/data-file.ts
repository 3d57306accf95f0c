// Opening the data file: tell an arena data file from anything else, refuse what is not ours, migrate what is.
import type { Database, SqlJsStatic } from 'sql.js'
import { ARENA_APPLICATION_ID, LATEST_SCHEMA_VERSION, MIGRATIONS } from './migrations'

/** The file at the data path is not one this version may open; it is left untouched. */
export class DataFileRefused extends Error {
  override name = 'DataFileRefused'
  constructor(
    message: string,
    /** The newest sound backup, when the file is damaged and one exists: the desktop app offers to restore it. */
    readonly backup?: string,
    /** 'journal': the journal is damaged and holds transactions before the damage that --recover-journal keeps. */
    readonly recoverable?: 'journal',
  ) {
    super(message)
  }
}

const SQLITE_HEADER = 'SQLite format 3\u0000'

function pragmaNumber(db: Database, pragma: string): number {
  const result = db.exec(`PRAGMA ${pragma}`)
  return Number(result[0]?.values[0]?.[0] ?? 0)
}

function tableCount(db: Database): number {
  return Number(db.exec("SELECT count(*) FROM sqlite_master")[0]?.values[0]?.[0] ?? 0)
}

/** Pragmas that db.export() resets: applied after every open and every export. */
export function applyConnectionPragmas(db: Database): void {
  // The database lives in sql.js's in-memory file system and durability comes from our own journal: SQLite's rollback
  // journal can stay in memory, and one connection owns the file (no hot-journal check on every statement).
  db.exec('PRAGMA foreign_keys = ON; PRAGMA journal_mode = MEMORY; PRAGMA locking_mode = EXCLUSIVE')
}

/** db.export() with the connection's pragmas put back (export resets them). Blocks for about 1.5 ms per MB. */
export function exportDatabase(db: Database): Uint8Array {
  const bytes = db.export()
  applyConnectionPragmas(db)
  return bytes
}

export interface OpenedDatabase {
  db: Database
  /** True when migrations ran (or the file is new), so the caller must write the file before use. */
  changed: boolean
  fromVersion: number
}

export interface RecognisedDatabase {
  db: Database
  /** PRAGMA user_version of the file as it was read (0 for a new file). */
  version: number
}

/** Why a file is refused, and what to do about it when it was to be opened as the data file. */
function refusal(path: string, purpose: 'open' | 'restore', problem: string, hint = ''): DataFileRefused {
  return new DataFileRefused(purpose === 'open' ? `${path} ${problem}; it was left untouched.${hint}` : `${path} cannot be restored: it ${problem}.`)
}

/**
 * Opens bytes read from `path` (empty for a new file) if they are an arena data file of a schema this version knows.
 * `purpose` words the refusal: a data file to open, or a backup to restore.
 */
export function recogniseArenaDatabase(SQL: SqlJsStatic, bytes: Uint8Array, path: string, purpose: 'open' | 'restore' = 'open'): RecognisedDatabase {
  if (bytes.length > 0) {
    const header = Buffer.from(bytes.subarray(0, 16)).toString('latin1')
    if (bytes.length < 100 || header !== SQLITE_HEADER) {
      throw refusal(path, purpose, 'is not an Arena Console data file (it is not an SQLite database)', ' Choose another file with --data.')
    }
  }
  let db: Database
  try {
    db = bytes.length > 0 ? new SQL.Database(bytes) : new SQL.Database()
    db.exec('SELECT count(*) FROM sqlite_master')
  } catch (error) {
    throw refusal(path, purpose, `could not be read as an SQLite database (${(error as Error).message})`)
  }
  const applicationId = pragmaNumber(db, 'application_id')
  const version = pragmaNumber(db, 'user_version')
  const blank = applicationId === 0 && version === 0 && tableCount(db) === 0
  if (!blank && applicationId !== ARENA_APPLICATION_ID) {
    db.close()
    throw refusal(path, purpose, 'is an SQLite database of another program, not an Arena Console data file')
  }
  if (version > LATEST_SCHEMA_VERSION) {
    db.close()
    throw refusal(path, purpose, `was written by a newer Arena Console (data schema ${version}; this version knows up to ${LATEST_SCHEMA_VERSION})`, ' Update Arena Console to open it.')
  }
  applyConnectionPragmas(db)
  return { db, version }
}

/** Brings a recognised database to the latest schema, one step per version; answers whether anything ran. */
export function migrateArenaDatabase(db: Database, version: number, path: string): boolean {
  for (let step = version; step < LATEST_SCHEMA_VERSION; step += 1) {
    db.exec('BEGIN')
    try {
      db.exec(MIGRATIONS[step])
      db.exec(`PRAGMA user_version = ${step + 1}`)
      db.exec(`PRAGMA application_id = ${ARENA_APPLICATION_ID}`)
      db.exec('COMMIT')
    } catch (error) {
      db.exec('ROLLBACK')
      db.close()
      throw new Error(`Migration of ${path} to data schema ${step + 1} failed: ${(error as Error).message}`)
    }
  }
  return version < LATEST_SCHEMA_VERSION
}

/** Opens bytes read from `path` (empty for a new file) as an arena database at the latest schema. */
export function openArenaDatabase(SQL: SqlJsStatic, bytes: Uint8Array, path: string): OpenedDatabase {
  const { db, version } = recogniseArenaDatabase(SQL, bytes, path)
  return { db, changed: migrateArenaDatabase(db, version, path), fromVersion: version }
}

/** What is wrong with the file's length by its own header (a cut tail), if anything. */
export function fileLengthProblem(bytes: Uint8Array): string | undefined {
  if (bytes.length < 100) return undefined
  const view = Buffer.from(bytes.buffer, bytes.byteOffset, 100)
  const rawPageSize = view.readUInt16BE(16)
  const pageSize = rawPageSize === 1 ? 65536 : rawPageSize
  const pages = view.readUInt32BE(28)
  const headerSizeValid = pages > 0 && view.readUInt32BE(24) === view.readUInt32BE(92)
  if (!headerSizeValid) return undefined
  if (pageSize * pages !== bytes.length) return `the file is ${bytes.length} bytes long; its header says ${pageSize * pages}`
  return undefined
}

/** SQLite's quick_check of a loaded database: undefined when sound, else its first findings. */
export function integrityProblem(db: Database): string | undefined {
  try {
    const findings = db.exec('PRAGMA quick_check')[0]?.values.map((row) => String(row[0])) ?? []
    return findings.join() === 'ok' ? undefined : `SQLite's check found: ${findings.slice(0, 3).join('; ')}`
  } catch (error) {
    return `SQLite could not read it: ${(error as Error).message}`
  }
}
