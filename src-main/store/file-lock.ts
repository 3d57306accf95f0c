// One process per data file: a lock file beside it holding the owner's pid; a dead owner's lock is taken over.
import { openSync, readFileSync, unlinkSync, writeSync, closeSync } from 'node:fs'
import { DataFileRefused } from './data-file'

function processIsAlive(pid: number): boolean {
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}

/** Takes the lock of `dataPath`; returns the function that releases it. */
export function lockDataFile(dataPath: string): () => void {
  const lockPath = `${dataPath}.lock`
  for (let attempt = 0; attempt < 2; attempt += 1) {
    try {
      const fd = openSync(lockPath, 'wx', 0o600)
      writeSync(fd, String(process.pid))
      closeSync(fd)
      return () => {
        try {
          if (readFileSync(lockPath, 'utf8') === String(process.pid)) unlinkSync(lockPath)
        } catch {
          // already gone
        }
      }
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error
      const owner = Number.parseInt(readFileSync(lockPath, 'utf8'), 10)
      if (Number.isInteger(owner) && owner !== process.pid && processIsAlive(owner)) {
        throw new DataFileRefused(`${dataPath} is in use by another Arena Console (process ${owner}); close it first.`)
      }
      unlinkSync(lockPath)
    }
  }
  throw new DataFileRefused(`${dataPath} could not be locked (${lockPath}).`)
}
