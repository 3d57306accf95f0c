// `--restore FILE` before the store opens: the current file kept as a backup (or as evidence), then FILE made the data file.
import { renameSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, isAbsolute, join } from 'node:path'
import type { SqlJsStatic } from 'sql.js'
import { writeCheckedBackup } from './backups'
import { exportDatabase } from './data-file'
import { writeDataFile } from './data-file-sum'
import { syncFolder } from './durable-file'
import { listJournalFiles, removeJournalFiles } from './journal-files'
import { loadBackupForRestore, loadDataFile } from './load-data-file'
import { readPosition, writePosition } from './row-changes'

/**
 * `--restore FILE` before the store opens: the current file is kept as a backup (as a checked copy when it loads, byte for
 * byte as "damaged" when it does not), then FILE becomes the data file.
 */
export async function restoreBeforeOpen(SQL: SqlJsStatic, options: { path: string; restoreFrom?: string; now?: () => number }): Promise<void> {
  const from = isAbsolute(options.restoreFrom!) ? options.restoreFrom! : join(process.cwd(), options.restoreFrom!)
  const incoming = loadBackupForRestore(SQL, await readFile(from), from)
  const now = (options.now ?? Date.now)()
  let seq = 0
  try {
    const current = loadDataFile(SQL, options.path)
    seq = current.seq
    await writeCheckedBackup(SQL, options.path, exportDatabase(current.db), 'before-restore', now)
    current.db.close()
  } catch {
    // Kept as evidence, byte for byte: the file as a "damaged" backup, its journal files beside it.
    const raw = await readFile(options.path).catch(() => undefined)
    if (raw && raw.length > 0) {
      const kept = await writeCheckedBackup(SQL, options.path, raw, 'damaged', now)
      for (const file of await listJournalFiles(options.path)) renameSync(file.path, `${kept.path}.journal-${file.generation}`)
      await syncFolder(dirname(kept.path)) // the evidence's names on disk (the data folder is fsynced by the write below)
    }
  }
  writePosition(incoming, Math.max(seq, readPosition(incoming)))
  await writeDataFile(options.path, exportDatabase(incoming))
  incoming.close()
  await removeJournalFiles(await listJournalFiles(options.path))
}
