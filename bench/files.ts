// Files of a benchmark: its results written whole or not at all, its data files copied and flushed before measuring,
// and rows counted in a stopped server's data file with the sqlite3 shell.
import { execFileSync } from 'node:child_process'
import { mkdirSync, renameSync, writeFileSync } from 'node:fs'
import { copyFile, open } from 'node:fs/promises'
import { dirname } from 'node:path'

export function writeAtomically(path: string, text: string): void {
  mkdirSync(dirname(path), { recursive: true })
  writeFileSync(`${path}.tmp`, text)
  renameSync(`${path}.tmp`, path)
}

/** Copies the file and flushes the copy to disk, so that the copy's writeback does not fall into the measured period. */
export async function copyDurably(from: string, to: string): Promise<void> {
  await copyFile(from, to)
  const handle = await open(to, 'r+')
  try {
    await handle.sync()
  } finally {
    await handle.close()
  }
}

/** Runs SQL on a data file with the sqlite3 shell (the server stopped); answers its output. */
export function sqlite(file: string, sql: string): string {
  return execFileSync('sqlite3', ['-bail', '-batch', file], { input: sql, encoding: 'utf8', maxBuffer: 16 * 1024 * 1024 }).trim()
}
