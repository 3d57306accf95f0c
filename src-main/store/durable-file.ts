// Crash-safe replacement of a file: temporary file, fsync, rename over the old one, fsync of the folder.
import { mkdir, open, rename, unlink, readdir } from 'node:fs/promises'
import { basename, dirname, join } from 'node:path'

export interface DurableWriteHooks {
  /** Runs after the temporary file is written and synced, before the rename (tests crash here). */
  beforeRename?: (tempPath: string) => void | Promise<void>
}

let sequence = 0

function tempPathFor(path: string): string {
  sequence += 1
  return join(dirname(path), `.${basename(path)}.tmp-${process.pid}-${sequence}`)
}

/** Prefix of the temporary files `replaceFileDurably` leaves behind when a process dies mid-write. */
export function tempFilePrefix(path: string): string {
  return `.${basename(path)}.tmp-`
}

async function renameWithRetry(from: string, to: string): Promise<void> {
  // Windows refuses a rename over a file that a virus scanner or indexer holds open for a moment.
  for (let attempt = 0; ; attempt += 1) {
    try {
      await rename(from, to)
      return
    } catch (error) {
      const code = (error as NodeJS.ErrnoException).code
      if (process.platform !== 'win32' || attempt >= 10 || (code !== 'EPERM' && code !== 'EBUSY')) throw error
      await new Promise((done) => setTimeout(done, 20 * (attempt + 1)))
    }
  }
}

/** fsync of a folder, so a file created or renamed in it survives a power cut. */
export async function syncFolder(folder: string): Promise<void> {
  if (process.platform === 'win32') return // folders cannot be opened for fsync there; NTFS journals renames
  const handle = await open(folder, 'r')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** The folders from `first` (the outermost one mkdir created) down to `path`: each one's parent needs an fsync. */
function createdFolders(first: string | undefined, path: string): string[] {
  if (first === undefined) return []
  const folders: string[] = []
  for (let folder = path; folder.length >= first.length; folder = dirname(folder)) {
    folders.unshift(folder)
    if (folder === first || dirname(folder) === folder) break
  }
  return folders
}

/** Creates `path` and any missing parents so that they survive a power cut: each new folder's parent is fsynced. */
export async function makeFolderDurably(path: string): Promise<void> {
  const first = await mkdir(path, { recursive: true })
  for (const folder of createdFolders(first, path)) await syncFolder(dirname(folder))
}

/** Replaces `path` with `bytes` so that a crash at any instant leaves the old file or the new one. */
export async function replaceFileDurably(path: string, bytes: Uint8Array, hooks: DurableWriteHooks = {}): Promise<void> {
  const tempPath = tempPathFor(path)
  try {
    const handle = await open(tempPath, 'w', 0o600)
    try {
      await handle.writeFile(bytes)
      await handle.sync()
    } finally {
      await handle.close()
    }
    await hooks.beforeRename?.(tempPath)
    await renameWithRetry(tempPath, path)
  } catch (error) {
    await unlink(tempPath).catch(() => undefined)
    throw error
  }
  await syncFolder(dirname(path))
}

/** Removes temporary files that a process killed in the middle of `replaceFileDurably` left behind. */
export async function removeStaleTempFiles(path: string): Promise<void> {
  const prefix = tempFilePrefix(path)
  const names = await readdir(dirname(path)).catch(() => [] as string[])
  await Promise.all(names.filter((name) => name.startsWith(prefix)).map((name) => unlink(join(dirname(path), name)).catch(() => undefined)))
}
