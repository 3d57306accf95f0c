// Loading a data file at start: the snapshot checked, its journal replayed, the schema migrated; a damaged file is refused
// untouched, with the newest sound backup and how to restore it.
import { readFileSync } from 'node:fs'
import type { Database, SqlJsStatic } from 'sql.js'
import { describeBackup, newestSoundBackupSync } from './backups'
import { DataFileRefused, fileLengthProblem, integrityProblem, migrateArenaDatabase, recogniseArenaDatabase } from './data-file'
import { sumProblem } from './data-file-sum'
import { JournalUnreadable, readJournal, type JournalFile } from './journal-files'
import { applyRecords, readPosition } from './row-changes'

export interface LoadedDataFile {
  db: Database
  /** The data file as read. */
  bytes: Uint8Array
  /** Sequence number of the last transaction in `db`. */
  seq: number
  /** True when the file on disk is not the whole state (journal replayed, schema migrated, or new): write a snapshot. */
  needsSnapshot: boolean
  journalFiles: JournalFile[]
}

/** What the operator can do about a damaged or missing file: restore the newest sound backup, or save what is readable. */
export function restoreAdvice(path: string): { text: string; backup?: string } {
  const backup = newestSoundBackupSync(path)
  if (!backup) {
    return { text: `No backup of it exists. What is still readable can be saved with the sqlite3 shell: sqlite3 "${path}" .recover | sqlite3 recovered.sqlite` }
  }
  return {
    text:
      `The newest sound backup is ${describeBackup(backup)}. Restore it with: npm run serve -- --data "${path}" --restore "${backup.path}" ` +
      '(desktop app: File › Restore backup…; a running console: the Data page).',
    backup: backup.path,
  }
}

function refuseDamaged(path: string, problem: string): DataFileRefused {
  const advice = restoreAdvice(path)
  return new DataFileRefused(`${path} is damaged (${problem}); it was left untouched. ${advice.text}`, advice.backup)
}

function closeQuietly(db: Database): void {
  try {
    db.close()
  } catch {
    // already closed by a failed migration
  }
}

function readBytes(path: string): Uint8Array {
  try {
    return readFileSync(path)
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error
    return new Uint8Array(0)
  }
}

/** Reads `path` and its journal into memory at the latest schema, or refuses without writing anything. */
export function loadDataFile(SQL: SqlJsStatic, path: string): LoadedDataFile {
  const bytes = readBytes(path)
  if (bytes.length === 0) {
    const advice = restoreAdvice(path)
    if (advice.backup) {
      throw new DataFileRefused(
        `${path} is empty or missing, but backups of it exist; it was not started as a new event. ${advice.text} To start a new event instead, choose another data file (or move the backups folder away).`,
        advice.backup,
      )
    }
  }
  const fileProblem = fileLengthProblem(bytes) ?? sumProblem(path, bytes)
  if (fileProblem) throw refuseDamaged(path, fileProblem)
  const { db, version } = recogniseArenaDatabase(SQL, bytes, path)
  try {
    const problem = bytes.length > 0 ? integrityProblem(db) : undefined
    if (problem) throw refuseDamaged(path, problem)
    const position = version >= 5 ? readPosition(db) : 0
    const journal = readJournal(path, position)
    if (journal.records.length > 0) {
      if (journal.schema !== version) throw refuseDamaged(path, `its journal was written at data schema ${journal.schema}, the file is at ${version}`)
      applyRecords(db, journal.records)
    }
    const migrated = migrateArenaDatabase(db, version, path)
    return {
      db,
      bytes,
      seq: readPosition(db),
      needsSnapshot: journal.records.length > 0 || migrated || bytes.length === 0,
      journalFiles: journal.files,
    }
  } catch (error) {
    closeQuietly(db)
    throw error instanceof JournalUnreadable ? refuseDamaged(path, error.message) : error
  }
}

/** Opens a backup to restore: recognised, checked and migrated, or refused with the reason. */
export function loadBackupForRestore(SQL: SqlJsStatic, bytes: Uint8Array, path: string): Database {
  const lengthProblem = fileLengthProblem(bytes)
  if (bytes.length === 0 || lengthProblem) throw new DataFileRefused(`${path} cannot be restored: ${lengthProblem ?? 'it is empty'}.`)
  const { db, version } = recogniseArenaDatabase(SQL, bytes, path, 'restore')
  const problem = integrityProblem(db)
  if (problem) {
    db.close()
    throw new DataFileRefused(`${path} cannot be restored: it is damaged (${problem}).`)
  }
  migrateArenaDatabase(db, version, path)
  return db
}
