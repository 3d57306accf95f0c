// The users service: accounts, their CSV import and export; tells administrators of every change and everyone of renames and deletions.
import { liveMessage } from '../contract/live-events'
import type { CreateUserBody, UpdateUserBody } from '../contract/users.schema'
import { isoSeconds } from '../domain/clock'
import { Conflict, Invalid, NotFound } from '../domain/refusals'
import { refuseStale } from '../domain/versions'
import { robotIpProblem } from '../domain/robot-ip'
import { writeUserCsv } from '../domain/user-import'
import { countAdmins, deleteUser, endSessionsOf, findUserById, gamesUnderway, insertUser, listUsers, scorerIds, updateUser, withoutSecret, type GameSeat, type User } from '../store/users.repo'
import type { Roles, UserRoles } from '../contract/roles.schema'
import type { Principal } from './auth-cache'
import type { ImportJobsService, ImportOutcome } from './import-jobs.service'
import { hashPassword } from './passwords'
import { commit, type ServiceDeps } from './service-deps'
import { nameHolder, nameTaken } from './user-names'
import { LAST_ADMIN, sessionOf, usersChanged } from './users-import'

export type { ImportOutcome }

const noUser = (id: number) => new NotFound(`There is no user ${id}`)

function describeGames(games: GameSeat[]): string {
  const named = games.slice(0, 5).map((game) => `${game.id} "${game.name}" (${game.status})`)
  const more = games.length > 5 ? ` and ${games.length - 5} more` : ''
  return `${games.length === 1 ? 'game' : 'games'} ${named.join(', ')}${more}`
}

export class UsersService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly importJobs: ImportJobsService,
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

  /** `fromArenaPc`: asked from the arena PC itself, the only place a loopback robot_ip is set from (domain/robot-ip.ts). */
  async create(body: CreateUserBody, fromArenaPc = false): Promise<User> {
    const ipProblem = robotIpProblem(body.robot_ip ?? '', ['body', 'robot_ip'], { loopback: fromArenaPc })
    if (ipProblem) throw new Invalid([ipProblem])
    const passwordHash = await hashPassword(body.password)
    const user = await commit(this.deps, (db) => {
      if (nameHolder(db, body.name)) throw nameTaken(body.name)
      const id = insertUser(db, { name: body.name, password_hash: passwordHash, is_admin: body.is_admin ?? false, is_playing: body.is_playing ?? false, robot_ip: body.robot_ip ?? '' }, isoSeconds(this.deps.clock.now()))
      return { value: findUserById(db, id)!, events: usersChanged() }
    })
    return withoutSecret(user)
  }

  /** Creates and updates users from a CSV file, all or nothing (Bulk Import Users): an import job, waited for. */
  importCsv(file: Uint8Array, caller: Principal, fromArenaPc = false): Promise<ImportOutcome> {
    return this.importJobs.importNow(file, caller, fromArenaPc)
  }

  /**
   * Changes the fields given; a new password ends the user's sessions but the caller's own. A robot_ip kept unchanged may
   * stay loopback. `ifMatch`: the version the change was made to (409 naming what changed since).
   */
  async update(id: number, changes: UpdateUserBody, caller: Principal, fromArenaPc = false, ifMatch?: string): Promise<User> {
    const stored = this.deps.store.read((db) => findUserById(db, id))
    if (!stored) throw noUser(id)
    const loopback = fromArenaPc || changes.robot_ip === stored.robot_ip
    const ipProblem = changes.robot_ip === undefined ? undefined : robotIpProblem(changes.robot_ip, ['body', 'robot_ip'], { loopback })
    if (ipProblem) throw new Invalid([ipProblem])
    const passwordHash = changes.password === undefined ? undefined : await hashPassword(changes.password)
    const user = await commit(this.deps, (db) => {
      const before = findUserById(db, id)
      if (before) refuseStale(ifMatch, withoutSecret(before), `User ${id}`)
      if (changes.name !== undefined && nameHolder(db, changes.name, id)) throw nameTaken(changes.name)
      const { name, is_admin, is_playing, robot_ip } = changes
      if (!before || !updateUser(db, id, { name, is_admin, is_playing, robot_ip, password_hash: passwordHash })) throw noUser(id)
      if (passwordHash !== undefined) endSessionsOf(db, id, sessionOf(caller))
      if (countAdmins(db) === 0) throw new Conflict(`${LAST_ADMIN}; make another user an administrator first`)
      const after = findUserById(db, id)!
      return { value: after, events: usersChanged(after.name === before.name ? [] : [{ id, name: after.name }]) }
    })
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
  }
}
