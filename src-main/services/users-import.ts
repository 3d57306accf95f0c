// The write of a users import: the checked rows applied in the caller's transaction, all or nothing.
import type { Database } from 'sql.js'
import { liveMessage, type LiveMessage } from '../contract/live-events'
import type { ImportResult } from '../contract/users.schema'
import { Conflict } from '../domain/refusals'
import { lookalikeKey, type ImportRow } from '../domain/user-import'
import { countAdmins, endSessionsOf, findUserById, findUserByName, insertUser, listUsers, updateUser } from '../store/users.repo'
import type { Principal } from './auth-cache'
import type { Written } from './service-deps'

export const LAST_ADMIN = 'There must be at least one administrator left'

/** The caller's own login session, which their own password change leaves open. */
export function sessionOf(principal: Principal | undefined): string {
  return principal?.credential.kind === 'session' ? principal.credential.tokenHash : ''
}

/**
 * What a change of users publishes: `users_changed` to administrators (consoles re-read users and games), and to everyone
 * each new name (screens and pages showing the player follow). Never an address or a flag to everyone.
 */
export function usersChanged(renamed: ReadonlyArray<{ id: number; name: string }> = []): LiveMessage[] {
  return [liveMessage('users_changed', {}), ...renamed.map(({ id, name }) => liveMessage('player_renamed', { id, name }))]
}

/** Imports of more rows than this are written in slices (the event loop runs between them). */
export const SLICED_ROWS = 500

/**
 * Applies the checked rows in the caller's transaction, pausing after each row (a write in slices); the plan made before hashing must still hold. The names held
 * are read once (the file's own rows differ from one another ignoring case and invisible characters, checked before).
 */
export function* applyImport(db: Database, rows: ImportRow[], hashes: Array<string | undefined>, createdAt: string, callerSession: string): Generator<void, Written<ImportResult>, undefined> {
  const result: ImportResult = { created: 0, updated: 0 }
  const renamed: Array<{ id: number; name: string }> = []
  const held = new Set(listUsers(db).map((user) => lookalikeKey(user.name)))
  for (const [index, row] of rows.entries()) {
    const current = findUserByName(db, row.username)
    if ((current === undefined) !== (row.action === 'create') || (row.action === 'create' && held.has(lookalikeKey(row.username)))) {
      throw new Conflict(`The user ${row.username} was created or deleted while the file was being imported; nothing was imported, try again`)
    }
    // A file without the is_scorer column keeps each user's flag (a new user is no scorer).
    const fields = { name: row.username, is_admin: row.is_admin, is_playing: row.is_playing, robot_ip: row.robot_ip, is_scorer: row.is_scorer }
    if (current) {
      updateUser(db, current.id, { ...fields, password_hash: hashes[index] })
      if (hashes[index] !== undefined) endSessionsOf(db, current.id, callerSession)
      // A row matches its user ignoring case: "ana" over "Ana" renames her.
      const name = findUserById(db, current.id)!.name
      if (name !== current.name) renamed.push({ id: current.id, name })
      result.updated += 1
    } else {
      insertUser(db, { ...fields, password_hash: hashes[index] ?? null }, createdAt)
      result.created += 1
    }
    yield
  }
  if (countAdmins(db) === 0) throw new Conflict(`${LAST_ADMIN}; nothing was imported`)
  return { value: result, events: usersChanged(renamed) }
}
