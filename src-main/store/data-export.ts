// Copies of the data file for the operator to take away after the event: a consistent snapshot, its suggested name, a durable save.
import type { Store } from './store'
import { replaceFileDurably } from './durable-file'

/** arena-2026-11-21-1530.sqlite, in UTC, so copies sort by when they were taken. */
export function exportFileName(nowMs: number): string {
  const iso = new Date(nowMs).toISOString()
  return `arena-${iso.slice(0, 10)}-${iso.slice(11, 13)}${iso.slice(14, 16)}.sqlite`
}

/** Writes a snapshot of everything committed so far to `path` (temp file, fsync, rename), never touching the live data file. */
export async function saveDataFileCopy(store: Store, path: string): Promise<number> {
  if (path === store.path) throw new Error('Choose another file than the live data file')
  const bytes = await store.copy()
  await replaceFileDurably(path, bytes)
  return bytes.byteLength
}
