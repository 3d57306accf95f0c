// The users service: accounts, their CSV import and export; tells administrators of every change and everyone of renames and deletions.
import type { Database } from 'sql.js'
import { liveMessage, type LiveMessage } from '../contract/live-events'
import type { CreateUserBody, ImportResult, UpdateUserBody } from '../contract/users.schema'
import { isoSeconds } from '../domain/clock'
import { Conflict, Invalid, NotFound } from '../domain/refusals'
import { robotIpProblem } from '../domain/robot-ip'
import { lookalikeKey, nameKey, readUserCsv, writeUserCsv, type ImportRow } from '../domain/user-import'
import { countAdmins, deleteUser, endSessionsOf, findUserById, findUserByName, gamesUnderway, insertUser, listUsers, scorerIds, updateUser, withoutSecret, type GameSeat, type User } from '../store/users.repo'
import type { Roles, UserRoles } from '../contract/roles.schema'
import type { Principal } from './auth-cache'
import { hashPasswords } from './password-batch'
import { hashPassword } from './passwords'
import { commit, type ServiceDeps } from './service-deps'
import { nameHolder, nameTaken } from './user-names'

/** The credential cache, told when users change: a cached principal may carry an old name, flag or password. */
export interface UserCredentials {
  clear(): void
}

/** What an import did, or that the file has too many rows to import at all (the route answers 413). */
export type ImportOutcome = { imported: ImportResult } | { tooManyRows: number }

const LAST_ADMIN = 'There must be at least one administrator left'

const noUser = (id: number) => new NotFound(`There is no user ${id}`)

/** The caller's own login session, which their own password change leaves open. */
function sessionOf(principal: Principal | undefined): string {
  return principal?.credential.kind === 'session' ? principal.credential.tokenHash : ''
}

function describeGames(games: GameSeat[]): string {
  const named = games.slice(0, 5).map((game) => `${game.id} "${game.name}" (${game.status})`)
  const more = games.length > 5 ? ` and ${games.length - 5} more` : ''
  return `${games.length === 1 ? 'game' : 'games'} ${named.join(', ')}${more}`
}

/**
 * What a change of users publishes: `users_changed` to administrators (consoles re-read users and games), and to everyone
 * each new name (screens and pages showing the player follow). Never an address or a flag to everyone.
 */
function usersChanged(renamed: ReadonlyArray<{ id: number; name: string }> = []): LiveMessage[] {
  return [liveMessage('users_changed', {}), ...renamed.map(({ id, name }) => liveMessage('player_renamed', { id, name }))]
}

/** Applies the checked rows in the caller's transaction; the plan made before hashing must still hold. */
function applyImport(db: Database, rows: ImportRow[], hashes: Array<string | undefined>, createdAt: string, callerSession: string) {
  const result: ImportResult = { created: 0, updated: 0 }
  const renamed: Array<{ id: number; name: string }> = []
  rows.forEach((row, index) => {
    const current = findUserByName(db, row.username)
    if ((current === undefined) !== (row.action === 'create') || (row.action === 'create' && nameHolder(db, row.username))) {
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
  })
  if (countAdmins(db) === 0) throw new Conflict(`${LAST_ADMIN}; nothing was imported`)
  return { value: result, events: usersChanged(renamed) }
}

export class UsersService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly credentials: UserCredentials,
  ) {}

  /** Every user, by name. */
  list(): User[] {
    return this.deps.store.read(listUsers).map(withoutSecret)
  }

  get(id: number): User {
    const user = this.deps.store.read((db) => findUserById(db, id))
    if (!user) throw noUser(id)
    return withoutSecret(user)
  }

  /** The users as a CSV that the import reads back, passwords left empty. */
  exportCsv(): string {
    return this.deps.store.read((db) => {
      const scorers = scorerIds(db)
      return writeUserCsv(listUsers(db).map((user) => ({ ...user, is_scorer: scorers.has(user.id) })))
    })
  }

  async create(body: CreateUserBody): Promise<User> {
    const ipProblem = robotIpProblem(body.robot_ip ?? '', ['body', 'robot_ip'])
    if (ipProblem) throw new Invalid([ipProblem])
    const passwordHash = await hashPassword(body.password)
    const user = await commit(this.deps, (db) => {
      if (nameHolder(db, body.name)) throw nameTaken(body.name)
      const id = insertUser(db, { name: body.name, password_hash: passwordHash, is_admin: body.is_admin ?? false, is_playing: body.is_playing ?? false, robot_ip: body.robot_ip ?? '' }, isoSeconds(this.deps.clock.now()))
      return { value: findUserById(db, id)!, events: usersChanged() }
    })
    return withoutSecret(user)
  }

  /** Creates and updates users from a CSV file, all or nothing; a new password ends the user's other sessions. */
  async importCsv(file: Uint8Array, caller: Principal): Promise<ImportOutcome> {
    const users = this.deps.store.read(listUsers)
    const existing = new Set(users.map((user) => nameKey(user.name)))
    const reading = readUserCsv(file, existing, new Map(users.map((user) => [lookalikeKey(user.name), user.name])))
    if (reading.kind === 'too-many') return { tooManyRows: reading.rows }
    if (reading.kind === 'invalid') throw new Invalid(reading.problems)
    // Hashing is slow (scrypt): done before the transaction, so that the write itself is quick.
    const hashes = await hashPasswords(reading.rows.map((row) => row.password))
    const createdAt = isoSeconds(this.deps.clock.now())
    const imported = await commit(this.deps, (db) => applyImport(db, reading.rows, hashes, createdAt, sessionOf(caller)))
    this.credentials.clear()
    return { imported }
  }

  /** Changes the fields given; a new password ends the user's sessions but the caller's own. */
  async update(id: number, changes: UpdateUserBody, caller: Principal): Promise<User> {
    const ipProblem = changes.robot_ip === undefined ? undefined : robotIpProblem(changes.robot_ip, ['body', 'robot_ip'])
    if (ipProblem) throw new Invalid([ipProblem])
    if (!this.deps.store.read((db) => findUserById(db, id))) throw noUser(id)
    const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password)
    const user = await commit(this.deps, (db) => {
      if (changes.name !== undefined && nameHolder(db, changes.name, id)) throw nameTaken(changes.name)
      const before = findUserById(db, id)
      const { name, is_admin, is_playing, robot_ip } = changes
      if (!before || !updateUser(db, id, { name, is_admin, is_playing, robot_ip, password_hash: passwordHash })) throw noUser(id)
      if (passwordHash !== undefined) endSessionsOf(db, id, sessionOf(caller))
      if (countAdmins(db) === 0) throw new Conflict(`${LAST_ADMIN}; make another user an administrator first`)
      const after = findUserById(db, id)!
      return { value: after, events: usersChanged(after.name === before.name ? [] : [{ id, name: after.name }]) }
    })
    this.credentials.clear()
    return withoutSecret(user)
  }

  /** Every user's roles, by name. */
  allRoles(): UserRoles[] {
    return this.deps.store.read((db) => {
      const scorers = scorerIds(db)
      return listUsers(db).map((user) => ({ user_id: user.id, name: user.name, admin: user.is_admin, scorer: scorers.has(user.id) }))
    })
  }

  /** Sets or clears a user's scorer flag; tells administrators (users_changed), and the user's open streams follow. */
  async setScorer(id: number, scorer: boolean): Promise<Roles> {
    const roles = await commit(this.deps, (db) => {
      const user = findUserById(db, id)
      if (!user) throw noUser(id)
      updateUser(db, id, { is_scorer: scorer })
      return { value: { admin: user.is_admin, scorer }, events: usersChanged() }
    })
    this.credentials.clear()
    return roles
  }

  /** Deletes a user with their keys and sessions; their corners in scheduled games become empty. */
  async remove(id: number, caller: Principal): Promise<void> {
    await commit(this.deps, (db) => {
      const user = findUserById(db, id)
      if (!user) throw noUser(id)
      if (user.id === caller.user.id) throw new Conflict('You cannot delete your own account; another administrator can')
      if (user.is_admin && countAdmins(db) === 1) throw new Conflict(LAST_ADMIN)
      const games = gamesUnderway(db, user.id)
      if (games.length > 0) {
        throw new Conflict(`${user.name} plays in ${describeGames(games)}, past scheduled; the record of a game keeps its players, so the user cannot be deleted`)
      }
      deleteUser(db, user.id)
      return { value: undefined, events: [...usersChanged(), liveMessage('player_deleted', { id: user.id })] }
    })
    this.credentials.clear()
  }
}
