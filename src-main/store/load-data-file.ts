// Loading a data file at start: the snapshot checked, its journal replayed, the schema migrated; a damaged file is refused
// untouched, with the newest sound backup and how to restore it.
import { readFileSync } from 'node:fs'
import type { Database, SqlJsStatic } from 'sql.js'
import { backupFileNamesSync, backupsFolder, describeBackup, newestSoundBackupSync, type BackupInfo } from './backups'
import { REPLICATION_SCHEMA } from './migrations'
import { DataFileRefused, fileLengthProblem, integrityProblem, migrateArenaDatabase, recogniseArenaDatabase } from './data-file'
import { sumProblem } from './data-file-sum'
import { JournalUnreadable, readJournal, readJournalUpToDamage, type JournalContents, type JournalFile } from './journal-files'
import { startNewHistory } from './replication.repo'
import { applyRecords, readFilePosition, readPosition } from './row-changes'

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

/** The command that restores `backup` over the data file at `path`. */
function restoreCommand(path: string, backup: BackupInfo): string {
  return `npm run serve -- --data "${path}" --restore "${backup.path}" (desktop app: File › Restore backup…; a running console: the Data page)`
}

/** What the operator can do about a damaged file: restore the newest sound backup, or save what is readable. */
export function restoreAdvice(SQL: SqlJsStatic, path: string): { text: string; backup?: string } {
  const backup = newestSoundBackupSync(SQL, path)
  if (!backup) {
    return { text: `No backup of it exists. What is still readable can be saved with the sqlite3 shell: sqlite3 "${path}" .recover | sqlite3 recovered.sqlite` }
  }
  return { text: `The newest sound backup is ${describeBackup(backup)}. Restore it with: ${restoreCommand(path, backup)}.`, backup: backup.path }
}

function refuseDamaged(SQL: SqlJsStatic, path: string, problem: string): DataFileRefused {
  const advice = restoreAdvice(SQL, path)
  return new DataFileRefused(`${path} is damaged (${problem}); it was left untouched. ${advice.text}${journalBeyondBackup(SQL, path, advice.backup)}`, advice.backup)
}

/**
 * The data file itself is damaged, so its journal cannot be replayed onto it; but the operator must know what restoring
 * the backup gives up: the journal's transactions newer than the backup (kept as evidence by the restore).
 */
function journalBeyondBackup(SQL: SqlJsStatic, path: string, backup: string | undefined): string {
  const journal = readJournalUpToDamage(path, 'from its start')
  const last = journal.records.at(-1)?.seq
  const backupAt = backup ? readFilePosition(SQL, backup) : undefined
  if (last === undefined || backupAt === undefined || last <= backupAt) return ''
  return (
    ` Its journal holds ${last - backupAt} transaction${last - backupAt === 1 ? '' : 's'} newer than that backup (up to number ${last}); they cannot be replayed without the damaged file, ` +
    `so the restore keeps the journal files beside the damaged file in ${backupsFolder(path)} as evidence.`
  )
}

/**
 * A journal damaged before its last append: first what the journal still holds before the damage — newer than any backup —
 * and the command that keeps it (--recover-journal), then the newest sound backup.
 */
function refuseDamagedJournal(SQL: SqlJsStatic, path: string, position: number, error: JournalUnreadable): DataFileRefused {
  const readable = readableBefore(error.contents, position)
  const backup = newestSoundBackupSync(SQL, path)
  const backupAt = backup ? readFilePosition(SQL, backup.path) : undefined
  const newer = backupAt === undefined ? '' : readable.last > backupAt ? `, ${readable.last - backupAt} more than the newest sound backup holds` : ''
  const keep =
    readable.count > 0
      ? `Before the damage the journal holds ${readable.count} transaction${readable.count === 1 ? '' : 's'} beyond the data file (up to number ${readable.last}${newer}). ` +
        `To keep them, start with: npm run serve -- --data "${path}" --recover-journal (desktop app: the offer when it cannot open the file) — the damaged journal files are kept byte for byte in ${backupsFolder(path)} first, the journal is cut at the damage, and it reports what it kept.`
      : `Nothing before the damage goes beyond the data file itself.`
  const restore = backup ? ` Or restore the newest sound backup, ${describeBackup(backup)}: ${restoreCommand(path, backup)}.` : ' No backup of it exists.'
  return new DataFileRefused(`${path} is damaged (${error.message}); it was left untouched. ${keep}${restore}`, backup?.path, readable.count > 0 ? 'journal' : undefined)
}

function readableBefore(contents: JournalContents, position: number): { count: number; last: number } {
  const beyond = contents.records.filter((record) => record.seq > position)
  return { count: beyond.length, last: beyond.at(-1)?.seq ?? position }
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

/**
 * An empty or missing data file beside any backup of it is refused, never started as a new event: the backups are listed
 * (sound or not) and the newest sound one is offered.
 */
function refuseIfBackupsExist(SQL: SqlJsStatic, path: string): void {
  const names = backupFileNamesSync(path)
  if (names.length === 0) return
  const backup = newestSoundBackupSync(SQL, path)
  const listed = names.slice(0, 10).join(', ') + (names.length > 10 ? ` and ${names.length - 10} older` : '')
  const offer = backup ? ` The newest sound one is ${describeBackup(backup)}. Restore it with: ${restoreCommand(path, backup)}.` : ' None of them passes its check.'
  throw new DataFileRefused(
    `${path} is empty or missing, but ${names.length} backup${names.length === 1 ? '' : 's'} of it exist in ${backupsFolder(path)} (${listed}); it was not started as a new event.${offer} To start a new event instead, choose another data file (or move the backups folder away).`,
    backup?.path,
  )
}

/** Reads `path` and its journal into memory at the latest schema, or refuses without writing anything. */
export function loadDataFile(SQL: SqlJsStatic, path: string): LoadedDataFile {
  const bytes = readBytes(path)
  if (bytes.length === 0) refuseIfBackupsExist(SQL, path)
  const fileProblem = fileLengthProblem(bytes) ?? sumProblem(path, bytes)
  if (fileProblem) throw refuseDamaged(SQL, path, fileProblem)
  const { db, version } = recogniseArenaDatabase(SQL, bytes, path)
  let position = 0
  try {
    const problem = bytes.length > 0 ? integrityProblem(db) : undefined
    if (problem) throw refuseDamaged(SQL, path, problem)
    position = version >= 5 ? readPosition(db) : 0
    const journal = readJournal(path, position)
    if (journal.records.length > 0) {
      if (journal.schema !== version) throw refuseDamaged(SQL, path, `its journal was written at data schema ${journal.schema}, the file is at ${version}`)
      applyRecords(db, journal.records)
    }
    const migrated = migrateArenaDatabase(db, version, path)
    // Changed outside the journal: a file that had a history starts a new one (a file older than 13 gets its first).
    if (migrated && version >= REPLICATION_SCHEMA) startNewHistory(db)
    return {
      db,
      bytes,
      seq: readPosition(db),
      needsSnapshot: journal.records.length > 0 || migrated || bytes.length === 0,
      journalFiles: journal.files,
    }
  } catch (error) {
    closeQuietly(db)
    throw error instanceof JournalUnreadable ? refuseDamagedJournal(SQL, path, position, error) : error
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
