// What one group-commit flush of a data file costs, step by step: db.export(), then write, fsync, rename and folder fsync of the copy.
import { watch } from 'node:fs'
import { open, readFile, rename, unlink } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { performance } from 'node:perf_hooks'
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js'
import { tempFilePrefix } from '../src-main/store/durable-file'

export interface FlushProfile {
  /** Size of the exported database, in bytes. */
  bytes: number
  /** Means over `rounds`, in ms (means, so that the steps add up to the total). */
  exportMs: number
  openMs: number
  writeMs: number
  fsyncMs: number
  closeMs: number
  renameMs: number
  folderFsyncMs: number
  totalMs: number
  /** Timed rounds, after two untimed ones (the first exports grow sql.js's memory and warm up the JIT). */
  rounds: number
}

let sql: Promise<SqlJsStatic> | undefined

function mean(values: number[]): number {
  return values.reduce((sum, value) => sum + value, 0) / values.length
}

async function timed<T>(step: () => Promise<T> | T): Promise<[T, number]> {
  const started = performance.now()
  const value = await step()
  return [value, performance.now() - started]
}

/** Counts the rows of `table` in a data file (read from disk, not through the server). */
export async function countRows(dataFile: string, table: string): Promise<number> {
  sql ??= initSqlJs()
  const db = new (await sql).Database(await readFile(dataFile))
  try {
    return Number(db.exec(`SELECT count(*) FROM ${table}`)[0]?.values[0]?.[0] ?? 0)
  } finally {
    db.close()
  }
}

/**
 * Replays the server's flush of `dataFile` (Store.runFlush → replaceFileDurably) `rounds` times on a scratch copy beside it,
 * timing every step separately. The server's own code is not changed or called: this repeats its sequence with timers between.
 */
export async function profileFlush(dataFile: string, rounds = 10): Promise<FlushProfile> {
  sql ??= initSqlJs()
  const db: Database = new (await sql).Database(await readFile(dataFile))
  const target = join(dirname(dataFile), 'flush-profile.sqlite')
  const steps = { exportMs: [] as number[], openMs: [] as number[], writeMs: [] as number[], fsyncMs: [] as number[], closeMs: [] as number[], renameMs: [] as number[], folderFsyncMs: [] as number[], totalMs: [] as number[] }
  let bytes = 0
  try {
    for (let round = -2; round < rounds; round += 1) {
      const started = performance.now()
      const [exported, exportMs] = await timed(() => {
        const copy = db.export()
        db.exec('PRAGMA foreign_keys = ON') // what the store re-applies after every export
        return copy
      })
      bytes = exported.length
      const temp = `${target}.tmp-${round}`
      const [handle, openMs] = await timed(() => open(temp, 'w', 0o600))
      const [, writeMs] = await timed(() => handle.writeFile(exported))
      const [, fsyncMs] = await timed(() => handle.sync())
      const [, closeMs] = await timed(() => handle.close())
      const [, renameMs] = await timed(() => rename(temp, target))
      const [, folderFsyncMs] = await timed(async () => {
        const folder = await open(dirname(target), 'r')
        try {
          await folder.sync()
        } finally {
          await folder.close()
        }
      })
      if (round < 0) continue
      steps.exportMs.push(exportMs)
      steps.openMs.push(openMs)
      steps.writeMs.push(writeMs)
      steps.fsyncMs.push(fsyncMs)
      steps.closeMs.push(closeMs)
      steps.renameMs.push(renameMs)
      steps.folderFsyncMs.push(folderFsyncMs)
      steps.totalMs.push(performance.now() - started)
    }
  } finally {
    db.close()
    await unlink(target).catch(() => undefined)
  }
  return {
    bytes,
    exportMs: mean(steps.exportMs),
    openMs: mean(steps.openMs),
    writeMs: mean(steps.writeMs),
    fsyncMs: mean(steps.fsyncMs),
    closeMs: mean(steps.closeMs),
    renameMs: mean(steps.renameMs),
    folderFsyncMs: mean(steps.folderFsyncMs),
    totalMs: mean(steps.totalMs),
    rounds,
  }
}

/**
 * Counts the flushes a server makes of `dataFile` by watching its folder for the temporary files each flush creates
 * (one per flush, each with a new name: see tempFilePrefix in src-main/store/durable-file.ts).
 */
export function watchFlushes(dataFile: string): { start(): void; count(): number; close(): void } {
  const prefix = tempFilePrefix(dataFile)
  let seen = new Set<string>()
  const watcher = watch(dirname(dataFile), (_event, name) => {
    if (name?.startsWith(prefix)) seen.add(name)
  })
  return {
    start: () => {
      seen = new Set()
    },
    count: () => seen.size,
    close: () => watcher.close(),
  }
}
