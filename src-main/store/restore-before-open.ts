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
import { keepPresentCredentials, refuseIfNoAdministratorLeft } from './restore-credentials'
import { startNewHistory } from './replication.repo'
import { readPosition, writePosition } from './row-changes'
import { one, run } from './sql'

/**
 * `--restore FILE` before the store opens: the current file is kept as a backup (as a checked copy when it loads, byte for
 * byte as "damaged" when it does not), then FILE becomes the data file.
 */
export async function restoreBeforeOpen(SQL: SqlJsStatic, options: { path: string; restoreFrom?: string; now?: () => number }): Promise<void> {
  const from = isAbsolute(options.restoreFrom!) ? options.restoreFrom! : join(process.cwd(), options.restoreFrom!)
  const incoming = loadBackupForRestore(SQL, await readFile(from), from)
  const now = (options.now ?? Date.now)()
  let seq = 0
  let current: ReturnType<typeof loadDataFile> | undefined
  try {
    current = loadDataFile(SQL, options.path)
  } catch {
    current = undefined
  }
  if (current) {
    try {
      seq = current.seq
      // The present's credentials and rights, as a restore while serving keeps them (refused before anything is written);
      // a new, empty file has none to keep: the backup's are used, without its login sessions.
      const fresh = one<{ n: number }>(current.db, 'SELECT count(*) AS n FROM users')!.n === 0
      const effects = fresh ? undefined : keepPresentCredentials(current.db, incoming)
      if (fresh) run(incoming, 'DELETE FROM sessions')
      if (effects) refuseIfNoAdministratorLeft(current.db, effects)
      await writeCheckedBackup(SQL, options.path, exportDatabase(current.db), 'before-restore', now)
    } catch (error) {
      incoming.close()
      throw error
    } finally {
      current.db.close()
    }
  } else {
    // The present cannot be read, so nobody knows what was revoked since: the backup's passwords, rights, keys and screen
    // keys are used as they are, but none of its login sessions (everyone logs in again).
    run(incoming, 'DELETE FROM sessions')
    // Kept as evidence, byte for byte: the file as a "damaged" backup, its journal files beside it.
    const raw = await readFile(options.path).catch(() => undefined)
    if (raw && raw.length > 0) {
      const kept = await writeCheckedBackup(SQL, options.path, raw, 'damaged', now)
      for (const file of await listJournalFiles(options.path)) renameSync(file.path, `${kept.path}.journal-${file.generation}`)
      await syncFolder(dirname(kept.path)) // the evidence's names on disk (the data folder is fsynced by the write below)
    }
  }
  // Its sequence numbers now name other states: a standby of this file takes a snapshot instead of resuming.
  startNewHistory(incoming)
  writePosition(incoming, Math.max(seq, readPosition(incoming)))
  await writeDataFile(options.path, exportDatabase(incoming))
  incoming.close()
  await removeJournalFiles(await listJournalFiles(options.path))
}
