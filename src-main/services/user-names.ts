// Who holds a name already: names are unique ignoring case and invisible characters (docs/decisions.md, Users and import).
import type { Database } from 'sql.js'
import { Conflict } from '../domain/refusals'
import { lookalikeKey } from '../domain/user-import'
import { findUserByName, listUsers, type UserWithSecret } from '../store/users.repo'

/** Another user whose name is `name` ignoring case and invisible characters. */
export function nameHolder(db: Database, name: string, exceptId?: number): UserWithSecret | undefined {
  const exact = findUserByName(db, name)
  if (exact && exact.id !== exceptId) return exact
  const key = lookalikeKey(name)
  return listUsers(db).find((user) => user.id !== exceptId && lookalikeKey(user.name) === key)
}

export const nameTaken = (name: string) => new Conflict(`A user named ${name} exists already (names are unique ignoring case and invisible characters)`)
