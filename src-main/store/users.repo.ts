// The users table: accounts with their login name, password hash, flags and robot address.
import type { Database } from 'sql.js'
import { all, one, run } from './sql'

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

/** The key that makes login names unique ignoring case. */
export function nameKey(name: string): string {
  return name.normalize('NFC').toLowerCase()
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
}

export function insertUser(db: Database, user: NewUser, createdAt: string): number {
  return run(db, 'INSERT INTO users (name, name_key, password_hash, is_admin, is_playing, robot_ip, created_at) VALUES (?, ?, ?, ?, ?, ?, ?)', [
    user.name.normalize('NFC'),
    nameKey(user.name),
    user.password_hash,
    user.is_admin ? 1 : 0,
    user.is_playing ? 1 : 0,
    user.robot_ip,
    createdAt,
  ]).lastId
}
