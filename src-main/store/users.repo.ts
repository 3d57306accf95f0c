// The users table: accounts with their login name, password hash, flags and robot address.
import type { Database } from 'sql.js'
import { nameKey } from '../domain/user-import'
import { all, one, run } from './sql'

export { nameKey }

export interface User {
  id: number
  name: string
  is_admin: boolean
  is_playing: boolean
  robot_ip: string
}

export interface UserWithSecret extends User {
  password_hash: string | null
}

interface UserRow {
  id: number
  name: string
  password_hash: string | null
  is_admin: number
  is_playing: number
  robot_ip: string
}

const COLUMNS = 'id, name, password_hash, is_admin, is_playing, robot_ip'

function toUser(row: UserRow): UserWithSecret {
  return { id: row.id, name: row.name, password_hash: row.password_hash, is_admin: row.is_admin === 1, is_playing: row.is_playing === 1, robot_ip: row.robot_ip }
}

export function withoutSecret({ password_hash: _secret, ...user }: UserWithSecret): User {
  return user
}

export function countUsers(db: Database): number {
  return Number(one<{ n: number }>(db, 'SELECT count(*) AS n FROM users')?.n ?? 0)
}

export function findUserById(db: Database, id: number): UserWithSecret | undefined {
  const row = one<UserRow>(db, `SELECT ${COLUMNS} FROM users WHERE id = ?`, [id])
  return row && toUser(row)
}

export function findUserByName(db: Database, name: string): UserWithSecret | undefined {
  const row = one<UserRow>(db, `SELECT ${COLUMNS} FROM users WHERE name_key = ?`, [nameKey(name)])
  return row && toUser(row)
}

export function listUsers(db: Database): UserWithSecret[] {
  return all<UserRow>(db, `SELECT ${COLUMNS} FROM users ORDER BY name_key`).map(toUser)
}

export interface NewUser {
  name: string
  password_hash: string | null
  is_admin: boolean
  is_playing: boolean
  robot_ip: string
  /** The scorer flag: not part of the User object (which keeps its five fields); read with isScorer / scorerIds. */
  is_scorer?: boolean
}

export function insertUser(db: Database, user: NewUser, createdAt: string): number {
  return run(db, 'INSERT INTO users (name, name_key, password_hash, is_admin, is_playing, robot_ip, created_at, is_scorer) VALUES (?, ?, ?, ?, ?, ?, ?, ?)', [
    user.name.normalize('NFC'),
    nameKey(user.name),
    user.password_hash,
    user.is_admin ? 1 : 0,
    user.is_playing ? 1 : 0,
    user.robot_ip,
    createdAt,
    user.is_scorer ? 1 : 0,
  ]).lastId
}

export type UserChanges = Partial<NewUser>

const CHANGEABLE = ['password_hash', 'is_admin', 'is_playing', 'robot_ip', 'is_scorer'] as const

/** Applies the given fields (a new name also gets its new name key); answers whether the user exists. */
export function updateUser(db: Database, id: number, changes: UserChanges): boolean {
  const sets: string[] = []
  const values: Array<string | number | null> = []
  if (changes.name !== undefined) {
    sets.push('name = ?', 'name_key = ?')
    values.push(changes.name.normalize('NFC'), nameKey(changes.name))
  }
  for (const field of CHANGEABLE) {
    const value = changes[field]
    if (value === undefined) continue
    sets.push(`${field} = ?`)
    values.push(typeof value === 'boolean' ? (value ? 1 : 0) : value)
  }
  if (sets.length === 0) return findUserById(db, id) !== undefined
  return run(db, `UPDATE users SET ${sets.join(', ')} WHERE id = ?`, [...values, id]).changes > 0
}

/** Deletes the user with their sessions and keys (cascade); their corners in games become empty (set null). */
export function deleteUser(db: Database, id: number): boolean {
  return run(db, 'DELETE FROM users WHERE id = ?', [id]).changes > 0
}

/** Whether the user holds the scorer flag (false for an unknown user). */
export function isScorer(db: Database, id: number): boolean {
  return one<{ is_scorer: number }>(db, 'SELECT is_scorer FROM users WHERE id = ?', [id])?.is_scorer === 1
}

/** The ids of every user with the scorer flag. */
export function scorerIds(db: Database): Set<number> {
  return new Set(all<{ id: number }>(db, 'SELECT id FROM users WHERE is_scorer = 1').map((row) => row.id))
}

export function countAdmins(db: Database): number {
  return Number(one<{ n: number }>(db, 'SELECT count(*) AS n FROM users WHERE is_admin = 1')?.n ?? 0)
}

export interface GameSeat {
  id: number
  name: string
  status: string
}

/** Games past 'scheduled' in which the user holds a corner: their record must keep the player, so the user stays. */
export function gamesUnderway(db: Database, userId: number): GameSeat[] {
  return all<GameSeat>(
    db,
    `SELECT id, name, status FROM games WHERE status <> 'scheduled' AND ? IN (corner_0, corner_1, corner_2, corner_3) ORDER BY id`,
    [userId],
  )
}

/** Ends a user's login sessions (after a password change), but for `keepTokenHash`, the session making the change. */
export function endSessionsOf(db: Database, userId: number, keepTokenHash = ''): number {
  return run(db, 'DELETE FROM sessions WHERE user_id = ? AND token_hash <> ?', [userId, keepTokenHash]).changes
}
