// Temporary folders for data files, removed after the test file.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

const made: string[] = []

export function tempDir(label = 'arena'): string {
  const dir = mkdtempSync(join(tmpdir(), `${label}-`))
  made.push(dir)
  return dir
}

export function removeTempDirs(): void {
  for (const dir of made.splice(0)) rmSync(dir, { recursive: true, force: true })
}
