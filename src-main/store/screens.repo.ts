// The screens table: display screens with their key (kept readable: the operator puts it in the screen's URL).
import type { Database } from 'sql.js'
import { all, one, run } from './sql'

export interface ScreenRow {
  id: number
  name: string
  key: string
  current: string
  config: string
}

export interface NewScreen {
  name: string
  key: string
  current: string
  config: string
}

export type ScreenChanges = Partial<Pick<ScreenRow, 'name' | 'current' | 'config'>>

const COLUMNS = 'id, name, key, current, config'

export function findScreenIdByKey(db: Database, key: string): number | undefined {
  return one<{ id: number }>(db, 'SELECT id FROM screens WHERE key = ?', [key])?.id
}

export function listScreens(db: Database): ScreenRow[] {
  return all<ScreenRow>(db, `SELECT ${COLUMNS} FROM screens ORDER BY id`)
}

export function findScreenById(db: Database, id: number): ScreenRow | undefined {
  return one<ScreenRow>(db, `SELECT ${COLUMNS} FROM screens WHERE id = ?`, [id])
}

export function insertScreen(db: Database, screen: NewScreen, createdAt: string): number {
  return run(db, 'INSERT INTO screens (name, key, current, config, created_at) VALUES (?, ?, ?, ?, ?)', [screen.name, screen.key, screen.current, screen.config, createdAt]).lastId
}

const CHANGEABLE = ['name', 'current', 'config'] as const

/** Applies the given changes; answers false when there is no such screen. */
export function updateScreen(db: Database, id: number, changes: ScreenChanges): boolean {
  if (!findScreenById(db, id)) return false
  const columns = CHANGEABLE.filter((column) => changes[column] !== undefined)
  if (columns.length === 0) return true
  const assignments = columns.map((column) => `${column} = ?`).join(', ')
  run(db, `UPDATE screens SET ${assignments} WHERE id = ?`, [...columns.map((column) => changes[column] as string), id])
  return true
}

export function setScreenKey(db: Database, id: number, key: string): boolean {
  return run(db, 'UPDATE screens SET key = ? WHERE id = ?', [key, id]).changes > 0
}

export function deleteScreen(db: Database, id: number): boolean {
  return run(db, 'DELETE FROM screens WHERE id = ?', [id]).changes > 0
}
