// Rolling backups in `backups/` beside the data file: written durably, read back and checked, described by a sidecar, thinned out.
import type { BackupReason } from '../contract/backups.schema'
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { readFile, readdir, stat, unlink } from 'node:fs/promises'
import { basename, dirname, extname, join } from 'node:path'
import type { Database, SqlJsStatic } from 'sql.js'
import { backupsToRemove } from './backup-retention'
import { integrityProblem } from './data-file'
import { makeFolderDurably, replaceFileDurably } from './durable-file'
import { ARENA_APPLICATION_ID } from './migrations'
import { loadSql } from './sql-module'

export type { BackupReason }

/** What the Data page and the refusal messages say of a backup. */
export interface BackupInfo {
  name: string
  path: string
  created_at: string
  size: number
  reason: string
  /** Passed quick_check after it was written (known from its sidecar, or — without one — by checking the file now). */
  sound: boolean
  players: number | null
  games_played: number | null
  games_scored: number | null
}

interface Sidecar {
  created_at: string
  reason: string
  check: string
  players: number
  games_played: number
  games_scored: number
}

export function backupsFolder(dataPath: string): string {
  return join(dirname(dataPath), 'backups')
}

function stemOf(dataPath: string): string {
  const name = basename(dataPath)
  return name.slice(0, name.length - extname(name).length) || name
}

/** arena-20261122-213817123-scored.sqlite: sorts by time, says why it was made. */
export function backupName(dataPath: string, nowMs: number, reason: BackupReason): string {
  const iso = new Date(nowMs).toISOString()
  const stamp = `${iso.slice(0, 10).replaceAll('-', '')}-${iso.slice(11, 19).replaceAll(':', '')}${iso.slice(20, 23)}`
  return `${stemOf(dataPath)}-${stamp}-${reason}.sqlite`
}

const NAME_PATTERN = /-(\d{8})-(\d{6})(\d{3})-([a-z-]+)\.sqlite$/

function parseName(name: string): { createdMs: number; reason: string } | undefined {
  const match = NAME_PATTERN.exec(name)
  if (!match) return undefined
  const [, day, time, ms, reason] = match
  const iso = `${day.slice(0, 4)}-${day.slice(4, 6)}-${day.slice(6, 8)}T${time.slice(0, 2)}:${time.slice(2, 4)}:${time.slice(4, 6)}.${ms}Z`
  return { createdMs: Date.parse(iso), reason }
}

function count(db: Database, sql: string): number {
  return Number(db.exec(sql)[0]?.values[0]?.[0] ?? 0)
}

/** SQLite's own check plus ours; answers 'ok' or what is wrong. */
export function checkDatabase(db: Database): string {
  const problem = integrityProblem(db)
  if (problem) return problem
  return count(db, 'PRAGMA application_id') === ARENA_APPLICATION_ID ? 'ok' : 'not an Arena Console data file'
}

export function summarise(db: Database): Pick<Sidecar, 'players' | 'games_played' | 'games_scored'> {
  return {
    players: count(db, 'SELECT count(*) FROM users WHERE is_playing = 1'),
    games_played: count(db, "SELECT count(*) FROM games WHERE status IN ('finished', 'scored')"),
    games_scored: count(db, "SELECT count(*) FROM games WHERE status = 'scored'"),
  }
}

/** Writes `bytes` as a new backup, reads it back, checks it and records what it holds; removes backups no longer kept. */
export async function writeCheckedBackup(SQL: SqlJsStatic, dataPath: string, bytes: Uint8Array, reason: BackupReason, nowMs: number): Promise<BackupInfo> {
  const name = backupName(dataPath, nowMs, reason)
  const path = join(backupsFolder(dataPath), name)
  await makeFolderDurably(backupsFolder(dataPath))
  await replaceFileDurably(path, bytes)
  const sidecar = describeFile(SQL, await readFile(path), reason, nowMs)
  await replaceFileDurably(sidecarPath(path), Buffer.from(JSON.stringify(sidecar)))
  await thinBackups(dataPath)
  return infoOf(path, bytes.length, sidecar)
}

function describeFile(SQL: SqlJsStatic, bytes: Uint8Array, reason: string, nowMs: number): Sidecar {
  const created_at = new Date(nowMs).toISOString()
  let db: Database | undefined
  try {
    db = new SQL.Database(bytes)
    const check = checkDatabase(db)
    return { created_at, reason, check, ...(check === 'ok' ? summarise(db) : { players: 0, games_played: 0, games_scored: 0 }) }
  } catch (error) {
    return { created_at, reason, check: (error as Error).message, players: 0, games_played: 0, games_scored: 0 }
  } finally {
    db?.close()
  }
}

function sidecarPath(backupPath: string): string {
  return `${backupPath}.json`
}

/** What a backup holds is known only when it passed its check; otherwise the counts are unknown (null). */
function infoOf(path: string, size: number, sidecar: Sidecar): BackupInfo {
  const sound = sidecar.check === 'ok'
  return {
    name: basename(path),
    path,
    created_at: sidecar.created_at,
    size,
    reason: sidecar.reason,
    sound,
    players: sound ? sidecar.players : null,
    games_played: sound ? sidecar.games_played : null,
    games_scored: sound ? sidecar.games_scored : null,
  }
}

function readSidecar(text: string | undefined): Sidecar | undefined {
  try {
    const parsed = text === undefined ? undefined : (JSON.parse(text) as Sidecar)
    return parsed && typeof parsed.check === 'string' && typeof parsed.created_at === 'string' ? parsed : undefined
  } catch {
    return undefined
  }
}

/** Descriptions read from backups without a usable sidecar, by path, size and change time: each file is checked once. */
const describedFromFile = new Map<string, Sidecar>()

/**
 * A backup whose sidecar is missing, empty or unreadable (a crash before it reached the disk) is described by reading the
 * backup itself: when and why from its name, soundness and contents from checking it now.
 */
function describeWithoutSidecar(SQL: SqlJsStatic, path: string, read: () => Uint8Array, stamp: string): Sidecar {
  const key = `${path}\0${stamp}`
  const known = describedFromFile.get(key)
  if (known) return known
  const parsed = parseName(basename(path))
  const described = describeFile(SQL, read(), parsed?.reason ?? 'unknown', parsed?.createdMs ?? 0)
  if (describedFromFile.size >= 500) describedFromFile.clear()
  describedFromFile.set(key, described)
  return described
}

function backupNames(names: string[], dataPath: string): string[] {
  const prefix = `${stemOf(dataPath)}-`
  return names.filter((name) => name.startsWith(prefix) && parseName(name) !== undefined)
}

function newestFirst(a: BackupInfo, b: BackupInfo): number {
  return b.created_at.localeCompare(a.created_at) || b.name.localeCompare(a.name)
}

/** Every backup of this data file, newest first; those without a usable sidecar are checked by reading them. */
export async function listBackups(dataPath: string): Promise<BackupInfo[]> {
  const folder = backupsFolder(dataPath)
  const names = backupNames(await readdir(folder).catch(() => []), dataPath)
  const SQL = await loadSql()
  const infos = await Promise.all(
    names.map(async (name) => {
      const path = join(folder, name)
      const stats = await stat(path).catch(() => undefined)
      if (!stats) return undefined
      const sidecar = readSidecar(await readFile(sidecarPath(path), 'utf8').catch(() => undefined))
      if (sidecar) return infoOf(path, stats.size, sidecar)
      const bytes = await readFile(path).catch(() => undefined)
      return bytes ? infoOf(path, stats.size, describeWithoutSidecar(SQL, path, () => bytes, `${stats.ino}:${stats.size}:${stats.mtimeMs}`)) : undefined
    }),
  )
  return infos.filter((info): info is BackupInfo => info !== undefined).sort(newestFirst)
}

/** The names of every backup file of this data file, sound or not (for the refusal of a missing data file). */
export function backupFileNamesSync(dataPath: string): string[] {
  try {
    return backupNames(readdirSync(backupsFolder(dataPath)), dataPath).sort().reverse()
  } catch {
    return []
  }
}

/** The newest backup that passes its check, read synchronously (for the messages of a refused start). */
export function newestSoundBackupSync(SQL: SqlJsStatic, dataPath: string): BackupInfo | undefined {
  const folder = backupsFolder(dataPath)
  const infos = backupFileNamesSync(dataPath).flatMap((name) => {
    const path = join(folder, name)
    try {
      const stats = statSync(path)
      let text: string | undefined
      try {
        text = readFileSync(sidecarPath(path), 'utf8')
      } catch {
        text = undefined
      }
      const sidecar = readSidecar(text) ?? describeWithoutSidecar(SQL, path, () => readFileSync(path), `${stats.ino}:${stats.size}:${stats.mtimeMs}`)
      return [infoOf(path, stats.size, sidecar)]
    } catch {
      return []
    }
  })
  return infos.filter((info) => info.sound).sort(newestFirst)[0]
}

export async function thinBackups(dataPath: string): Promise<void> {
  const folder = backupsFolder(dataPath)
  const names = backupNames(await readdir(folder).catch(() => []), dataPath)
  const retained = names.map((name) => ({ name, ...parseName(name)! }))
  for (const name of backupsToRemove(retained)) {
    await unlink(join(folder, name)).catch(() => undefined)
    await unlink(sidecarPath(join(folder, name))).catch(() => undefined)
  }
}

/** "arena-…-scored.sqlite (2026-11-22 21:40 UTC, 12 players, 30 games scored)" */
export function describeBackup(info: BackupInfo): string {
  const when = `${info.created_at.slice(0, 10)} ${info.created_at.slice(11, 19)} UTC`
  const held = info.players === null ? '' : `, ${info.players} players, ${info.games_scored} games scored`
  return `${info.path} (${when}${held})`
}

/** A file restored from outside the backups folder, described as a backup (what it holds comes from the caller). */
export function unlistedBackup(path: string, size: number, nowMs: number): BackupInfo {
  return { name: basename(path), path, created_at: new Date(nowMs).toISOString(), size, reason: 'restored file', sound: true, players: null, games_played: null, games_scored: null }
}
