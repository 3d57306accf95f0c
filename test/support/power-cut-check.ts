// Judges one crash state with the real store: it must open, hold every event acknowledged before the power cut exactly
// once, pass SQLite's integrity check, and every backup left in backups/ must be sound (and really pass its check).
import { mkdirSync, readFileSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { checkDatabase, listBackups } from '../../src-main/store/backups'
import { loadSql } from '../../src-main/store/sql-module'
import { Store } from '../../src-main/store/store'
import { materialise } from './crash-state-files'
import type { CrashState, FsModel } from './crash-states'
import { DATA_FILE_NAME, type Ack } from './power-cut-load'

export interface Verdict {
  state: CrashState
  /** The store's refusal, when it would not open the state. */
  refused?: string
  /** Acknowledged before the cut, but not in the state (or not exactly once). */
  lost: string[]
  duplicated: string[]
  integrity: string
  /** Backups in backups/ that are not listed as sound, or that are but fail their check, with why. */
  unsoundBackups: string[]
  /** Acknowledgements the state had to keep. */
  keptAcks: number
}

export function verdictFailed(verdict: Verdict): boolean {
  return verdict.refused !== undefined || verdict.lost.length > 0 || verdict.duplicated.length > 0 || verdict.integrity !== 'ok' || verdict.unsoundBackups.length > 0
}

/** The backups of the state's data file that are not sound, each with the reason. */
async function unsoundBackups(dataFile: string): Promise<string[]> {
  const SQL = await loadSql()
  const problems: string[] = []
  for (const backup of await listBackups(dataFile)) {
    if (!backup.sound) {
      problems.push(`${backup.name} is not listed as sound (its sidecar ${describeSidecar(`${backup.path}.json`)})`)
      continue
    }
    let problem: string
    try {
      const db = new SQL.Database(readFileSync(backup.path))
      problem = checkDatabase(db)
      db.close()
    } catch (error) {
      problem = (error as Error).message
    }
    if (problem !== 'ok') problems.push(`${backup.name} is listed as sound but fails its check: ${problem}`)
  }
  return problems
}

function describeSidecar(path: string): string {
  try {
    const text = readFileSync(path, 'utf8')
    return text.length === 0 ? 'is empty' : `reads ${text.slice(0, 60)}`
  } catch {
    return 'is missing'
  }
}

/** Event names in the state as the real store opens it, and SQLite's integrity check; or the store's refusal. */
async function openWithStore(dataFile: string): Promise<{ names: string[]; integrity: string } | { refused: string }> {
  let store: Store
  try {
    store = await Store.open({ path: dataFile, idleSnapshotMs: 3_600_000, periodicBackupMs: 3_600_000 })
  } catch (error) {
    return { refused: (error as Error).message }
  }
  try {
    return store.read((db) => ({
      names: (db.exec('SELECT name FROM events')[0]?.values ?? []).map((row) => String(row[0])),
      integrity: (db.exec('PRAGMA integrity_check')[0]?.values ?? []).map((row) => String(row[0])).join('; '),
    }))
  } finally {
    await store.close()
  }
}

/** Counts how often each acknowledged name is in `names`: lost (acknowledged in time, not there once) and duplicated. */
function compare(names: string[], acks: readonly Ack[], before: bigint): { lost: string[]; duplicated: string[]; kept: number } {
  const counts = new Map<string, number>()
  for (const name of names) counts.set(name, (counts.get(name) ?? 0) + 1)
  const due = acks.filter((ack) => ack.at < before)
  return {
    lost: due.filter((ack) => counts.get(ack.name) !== 1).map((ack) => ack.name),
    duplicated: [...counts].filter(([, count]) => count > 1).map(([name]) => name),
    kept: due.length,
  }
}

/** Materialises `state` into `folder` (made, then removed), opens it with the real store and judges it. */
export async function checkState(model: FsModel, state: CrashState, acks: readonly Ack[], folder: string): Promise<Verdict> {
  mkdirSync(folder, { recursive: true })
  try {
    materialise(model, state, folder)
    const dataFile = join(folder, DATA_FILE_NAME)
    const backups = await unsoundBackups(dataFile)
    const opened = await openWithStore(dataFile)
    if ('refused' in opened) return { state, refused: opened.refused, lost: [], duplicated: [], integrity: 'not checked', unsoundBackups: backups, keptAcks: 0 }
    const { lost, duplicated, kept } = compare(opened.names, acks, state.keepAcksBefore)
    return { state, lost, duplicated, integrity: opened.integrity, unsoundBackups: backups, keptAcks: kept }
  } finally {
    rmSync(folder, { recursive: true, force: true })
  }
}
