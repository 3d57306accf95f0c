// User accounts, admin side: list, create, read, change, delete, and the CSV import and export.
import { availableParallelism } from 'node:os'
import type { Database } from 'sql.js'
import {
  CREATE_USER_BODY,
  IMPORT_RESULT_SCHEMA,
  UPDATE_USER_BODY,
  USER_IMPORT_FORM,
  USER_LIST_SCHEMA,
  USER_PATH,
  USER_SCHEMA,
  USERS_CSV_SCHEMA,
  type CreateUserBody,
  type ImportResult,
  type UpdateUserBody,
  type UserImportForm,
} from '../contract/users.schema'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { isoSeconds } from '../domain/clock'
import { robotIpProblem } from '../domain/robot-ip'
import { lookalikeKey, MAX_IMPORT_ROWS, nameKey, readUserCsv, writeUserCsv, type ImportRow } from '../domain/user-import'
import { countAdmins, deleteUser, endSessionsOf, findUserById, findUserByName, gamesUnderway, insertUser, listUsers, updateUser, withoutSecret, type GameSeat } from '../store/users.repo'
import type { Principal } from '../services/auth-cache'
import { conflict, HttpError, notFound, RequestInvalid } from './errors'
import { hashPassword } from '../services/passwords'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

type NoParams = Record<string, never>
type UserPath = { user_id: number }

/**
 * Hashes at a time during an import. scrypt runs on libuv's pool of 4 threads and is CPU-bound: at most 3 leave a
 * pool thread for the data file's flush, and one core fewer than the machine has leaves one for the event loop.
 */
const HASH_CONCURRENCY = Math.max(1, Math.min(3, availableParallelism() - 1))

async function mapLimited<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array<R>(items.length)
  let next = 0
  const worker = async () => {
    while (next < items.length) {
      const index = next++
      results[index] = await work(items[index])
    }
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
  return results
}

/** The caller's own login session, which their own password change leaves open. */
function sessionOf(principal: Principal | undefined): string {
  return principal?.credential.kind === 'session' ? principal.credential.tokenHash : ''
}

const noUser = (id: number) => notFound(`There is no user ${id}`)
const nameTaken = (name: string) => conflict(`A user named ${name} exists already (names are unique ignoring case and invisible characters)`)

/** Another user whose name is `name` ignoring case and invisible characters (docs/decisions.md, Users and import). */
function nameHolder(db: Database, name: string, exceptId?: number) {
  const exact = findUserByName(db, name)
  if (exact && exact.id !== exceptId) return exact
  const key = lookalikeKey(name)
  return listUsers(db).find((user) => user.id !== exceptId && lookalikeKey(user.name) === key)
}
const LAST_ADMIN = 'There must be at least one administrator left'

function describeGames(games: GameSeat[]): string {
  const named = games.slice(0, 5).map((game) => `${game.id} "${game.name}" (${game.status})`)
  const more = games.length > 5 ? ` and ${games.length - 5} more` : ''
  return `${games.length === 1 ? 'game' : 'games'} ${named.join(', ')}${more}`
}

/** Applies the checked rows in the caller's transaction; the plan made before hashing must still hold. */
function applyImport(db: Database, rows: ImportRow[], hashes: Array<string | undefined>, createdAt: string, callerSession: string): ImportResult {
  const result: ImportResult = { created: 0, updated: 0 }
  rows.forEach((row, index) => {
    const current = findUserByName(db, row.username)
    if ((current === undefined) !== (row.action === 'create') || (row.action === 'create' && nameHolder(db, row.username))) {
      throw conflict(`The user ${row.username} was created or deleted while the file was being imported; nothing was imported, try again`)
    }
    const fields = { name: row.username, is_admin: row.is_admin, is_playing: row.is_playing, robot_ip: row.robot_ip }
    if (current) {
      updateUser(db, current.id, { ...fields, password_hash: hashes[index] })
      if (hashes[index] !== undefined) endSessionsOf(db, current.id, callerSession)
      result.updated += 1
    } else {
      insertUser(db, { ...fields, password_hash: hashes[index] ?? null }, createdAt)
      result.created += 1
    }
  })
  if (countAdmins(db) === 0) throw conflict(`${LAST_ADMIN}; nothing was imported`)
  return result
}

export function usersRoutes(services: Services): AnyRoute[] {
  const { store, clock, credentials: auth } = services
  // Names and robot addresses show in game records: consoles re-read users and games.
  const usersChanged = () => services.live.publish('users_changed', {})
  return [
    route({
      method: 'get',
      path: '/users',
      summary: 'List users',
      tag: 'users',
      access: 'admin',
      responses: { 200: { description: 'Every user, by name', schema: USER_LIST_SCHEMA } },
      handler() {
        return { body: store.read(listUsers).map(withoutSecret) }
      },
    }),
    route<NoParams, NoParams, CreateUserBody>({
      method: 'post',
      path: '/users',
      summary: 'Create a user',
      tag: 'users',
      access: 'admin',
      body: CREATE_USER_BODY,
      responses: { 201: { description: 'The new user', schema: USER_SCHEMA }, 409: { description: 'The name is taken (ignoring case)', schema: ERROR_SCHEMA } },
      async handler({ body }) {
        const ipProblem = robotIpProblem(body.robot_ip ?? '', ['body', 'robot_ip'])
        if (ipProblem) throw new RequestInvalid([ipProblem])
        const passwordHash = await hashPassword(body.password)
        const user = await store.write((db) => {
          if (nameHolder(db, body.name)) throw nameTaken(body.name)
          const id = insertUser(db, { name: body.name, password_hash: passwordHash, is_admin: body.is_admin ?? false, is_playing: body.is_playing ?? false, robot_ip: body.robot_ip ?? '' }, isoSeconds(clock.now()))
          return findUserById(db, id)!
        })
        usersChanged()
        return { status: 201, body: withoutSecret(user) }
      },
    }),
    // Before /users/{user_id}, which would otherwise take "export.csv" for an id.
    route({
      method: 'get',
      path: '/users/export.csv',
      summary: 'Export the users as a CSV that Bulk Import Users reads back (passwords left empty)',
      tag: 'users',
      access: 'admin',
      responses: { 200: { description: 'users.csv, UTF-8 with a byte order mark, CRLF line ends', schema: USERS_CSV_SCHEMA, contentType: 'text/csv' } },
      handler() {
        return {
          body: writeUserCsv(store.read(listUsers)),
          headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="users.csv"' },
        }
      },
    }),
    route<NoParams, NoParams, UserImportForm>({
      method: 'post',
      path: '/users/bulk-import',
      summary: 'Bulk Import Users: create and update users from a CSV file, all or nothing',
      tag: 'users',
      access: 'admin',
      form: USER_IMPORT_FORM,
      responses: {
        200: { description: 'How many users were created and how many updated', schema: IMPORT_RESULT_SCHEMA },
        409: { description: 'The import would leave no administrator, or the users changed during the import', schema: ERROR_SCHEMA },
        413: { description: `The file is over 5 MB or has more than ${MAX_IMPORT_ROWS} rows`, schema: ERROR_SCHEMA },
      },
      async handler({ body, principal }) {
        const users = store.read(listUsers)
        const existing = new Set(users.map((user) => nameKey(user.name)))
        const reading = readUserCsv(body.file, existing, new Map(users.map((user) => [lookalikeKey(user.name), user.name])))
        if (reading.kind === 'too-many') throw new HttpError(413, `The file has ${reading.rows} user rows; at most ${MAX_IMPORT_ROWS} are imported at once`)
        if (reading.kind === 'invalid') throw new RequestInvalid(reading.problems)
        // Hashing is slow (scrypt): done before the transaction, so that the write itself is quick.
        const hashes = await mapLimited(reading.rows, HASH_CONCURRENCY, (row) => (row.password === '' ? Promise.resolve(undefined) : hashPassword(row.password)))
        const createdAt = isoSeconds(clock.now())
        const result = await store.write((db) => applyImport(db, reading.rows, hashes, createdAt, sessionOf(principal)))
        auth.clear()
        usersChanged()
        return { body: result }
      },
    }),
    route<UserPath>({
      method: 'get',
      path: '/users/{user_id}',
      summary: 'Get a user',
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      responses: { 200: { description: 'The user', schema: USER_SCHEMA }, 404: { description: 'No such user', schema: ERROR_SCHEMA } },
      handler({ params }) {
        const user = store.read((db) => findUserById(db, params.user_id))
        if (!user) throw noUser(params.user_id)
        return { body: withoutSecret(user) }
      },
    }),
    route<UserPath, NoParams, UpdateUserBody>({
      method: 'patch',
      path: '/users/{user_id}',
      summary: 'Change a user: only the fields sent change',
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      body: UPDATE_USER_BODY,
      responses: {
        200: { description: 'The user as changed', schema: USER_SCHEMA },
        404: { description: 'No such user', schema: ERROR_SCHEMA },
        409: { description: 'The name is taken (ignoring case), or the change would leave no administrator', schema: ERROR_SCHEMA },
      },
      async handler({ params, body, principal }) {
        const ipProblem = body.robot_ip === undefined ? undefined : robotIpProblem(body.robot_ip, ['body', 'robot_ip'])
        if (ipProblem) throw new RequestInvalid([ipProblem])
        if (!store.read((db) => findUserById(db, params.user_id))) throw noUser(params.user_id)
        const passwordHash = body.password === undefined ? undefined : await hashPassword(body.password)
        const user = await store.write((db) => {
          if (body.name !== undefined && nameHolder(db, body.name, params.user_id)) throw nameTaken(body.name)
          const { name, is_admin, is_playing, robot_ip } = body
          if (!updateUser(db, params.user_id, { name, is_admin, is_playing, robot_ip, password_hash: passwordHash })) throw noUser(params.user_id)
          if (passwordHash !== undefined) endSessionsOf(db, params.user_id, sessionOf(principal))
          if (countAdmins(db) === 0) throw conflict(`${LAST_ADMIN}; make another user an administrator first`)
          return findUserById(db, params.user_id)!
        })
        auth.clear()
        usersChanged()
        return { body: withoutSecret(user) }
      },
    }),
    route<UserPath>({
      method: 'delete',
      path: '/users/{user_id}',
      summary: 'Delete a user, with their keys and sessions; their corners in scheduled games become empty',
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      responses: {
        204: { description: 'Deleted' },
        404: { description: 'No such user', schema: ERROR_SCHEMA },
        409: { description: 'The user is the caller or the last administrator, or plays in a game that is not scheduled', schema: ERROR_SCHEMA },
      },
      async handler({ params, principal }) {
        await store.write((db) => {
          const user = findUserById(db, params.user_id)
          if (!user) throw noUser(params.user_id)
          if (user.id === principal.user.id) throw conflict('You cannot delete your own account; another administrator can')
          if (user.is_admin && countAdmins(db) === 1) throw conflict(LAST_ADMIN)
          const games = gamesUnderway(db, user.id)
          if (games.length > 0) {
            throw conflict(`${user.name} plays in ${describeGames(games)}, past scheduled; the record of a game keeps its players, so the user cannot be deleted`)
          }
          deleteUser(db, user.id)
        })
        auth.clear()
        usersChanged()
        return { status: 204 }
      },
    }),
  ]
}
