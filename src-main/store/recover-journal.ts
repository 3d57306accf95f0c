// `--recover-journal`: a journal damaged before its last append is cut at the damage, so the start keeps every transaction
// before it instead of falling back to an older backup. Nothing is lost on the way: each file it changes is first kept
// byte for byte in backups/.
import { readFile, unlink } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'
import { backupsFolder } from './backups'
import { makeFolderDurably, replaceFileDurably, syncFolder } from './durable-file'
import type { SqlJsStatic } from 'sql.js'
import { readJournalUpToDamage } from './journal-files'
import { readFilePosition } from './row-changes'

export interface RecoveredJournalFile {
  /** The journal file that was damaged. */
  path: string
  /** Where the file is kept as it was, byte for byte. */
  keptAs: string
  /** Bytes before the damage, still in the journal (0: the file was set aside whole, e.g. after a gap). */
  keptBytes: number
  droppedBytes: number
  why: string
}

export interface JournalRecovery {
  files: RecoveredJournalFile[]
  /** The number of the last transaction the journal holds now (undefined: it holds none). */
  lastSeq: number | undefined
}

function stamp(nowMs: number): string {
  return new Date(nowMs).toISOString().replace(/[-:]/g, '').replace('T', '-').replace('.', '').slice(0, 18)
}

/**
 * Cuts the journal of `dataPath` at its first damage, keeping the damaged file byte for byte in backups/ first; repeats
 * while what follows no longer lines up (a later file after the cut is set aside whole). Leaves a sound journal alone.
 * Must run under the data file's lock, before it is loaded.
 */
export async function recoverJournal(SQL: SqlJsStatic, dataPath: string, nowMs: number): Promise<JournalRecovery> {
  const files: RecoveredJournalFile[] = []
  // Where the data file's own transactions end (0 when it cannot be read: its start is refused anyway).
  const position = readFilePosition(SQL, dataPath) ?? 0
  for (let round = 0; round < 10_000; round += 1) {
    const reading = readJournalUpToDamage(dataPath, position)
    if (!reading.damage) return { files, lastSeq: reading.records.at(-1)?.seq ?? position }
    const { file, offset, why } = reading.damage
    const bytes = await readFile(file.path)
    const keptAs = join(backupsFolder(dataPath), `${basename(file.path)}.damaged-${stamp(nowMs)}`)
    await makeFolderDurably(backupsFolder(dataPath))
    await replaceFileDurably(keptAs, bytes)
    if (offset > 0) await replaceFileDurably(file.path, bytes.subarray(0, offset))
    else {
      await unlink(file.path)
      await syncFolder(dirname(file.path))
    }
    files.push({ path: file.path, keptAs, keptBytes: offset, droppedBytes: bytes.length - offset, why })
  }
  throw new Error(`the journal of ${dataPath} could not be recovered: it keeps changing under the recovery`)
}

/** "Recovered the journal: …" for the operator (the start's output and the log). */
export function describeRecovery(recovery: JournalRecovery): string {
  if (recovery.files.length === 0) return 'The journal was not damaged; nothing was changed.'
  const parts = recovery.files.map((file) =>
    file.keptBytes > 0
      ? `${file.path} cut at byte ${file.keptBytes} (${file.droppedBytes} bytes after it dropped: ${file.why})`
      : `${file.path} set aside whole (${file.why})`,
  )
  const last = recovery.lastSeq === undefined ? 'it holds no transaction now' : `it now ends at transaction ${recovery.lastSeq}`
  return `Recovered the journal: ${parts.join('; ')}; ${last}. The files as they were are kept in ${dirname(recovery.files[0].keptAs)}.`
}
