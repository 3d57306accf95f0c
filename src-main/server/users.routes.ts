// User accounts, admin side: list, create, read, change, delete, and the CSV import and export.
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
  type UpdateUserBody,
  type UserImportForm,
  type UserPath,
} from '../contract/users.schema'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { isConsoleAddress } from '../domain/login-limiter'
import { MAX_IMPORT_ROWS } from '../domain/user-import'
import { HttpError } from './errors'
import { conflictResponse, notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { BULK_IMPORT_USERS_EXAMPLE } from '../contract/contract-examples'

type NoParams = Record<string, never>

export function usersRoutes(services: Services): AnyRoute[] {
  const { users } = services
  return [
    route({
      method: 'get',
      path: '/users',
      summary: 'List users',
      description: 'Answers every user by name with their flags and robot address. Administrators only.',
      tag: 'users',
      access: 'admin',
      responses: { 200: { description: 'Every user, by name', schema: USER_LIST_SCHEMA } },
      handler: () => ({ body: users.list() }),
    }),
    route<NoParams, NoParams, CreateUserBody>({
      method: 'post',
      path: '/users',
      summary: 'Create a user',
      description: 'Creates a user (an administrator or a player) with a password, flags and robot address. Administrators only. It refuses a name already taken, ignoring case (409).',
      tag: 'users',
      access: 'admin',
      body: CREATE_USER_BODY,
      responses: { 201: { description: 'The new user', schema: USER_SCHEMA }, ...conflictResponse('The name is taken (ignoring case)') },
      handler: async ({ body, address }) => ({ status: 201, body: await users.create(body, isConsoleAddress(address)) }),
    }),
    // Before /users/{user_id}, which would otherwise take "export.csv" for an id.
    route({
      method: 'get',
      path: '/users/export.csv',
      summary: 'Export the users as a CSV that Bulk Import Users reads back (passwords left empty)',
      description: 'Answers every user as a CSV file (username, password, is_admin, is_playing, robot_ip; passwords left empty) that Bulk Import Users reads back, UTF-8 with a byte order mark and CRLF line ends. Administrators only.',
      tag: 'users',
      access: 'admin',
      responses: { 200: { description: 'users.csv, UTF-8 with a byte order mark, CRLF line ends', schema: USERS_CSV_SCHEMA, contentType: 'text/csv' } },
      handler: () => ({
        body: users.exportCsv(),
        headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': 'attachment; filename="users.csv"' },
      }),
    }),
    route<NoParams, NoParams, UserImportForm>({
      method: 'post',
      path: '/users/bulk-import',
      summary: 'Bulk Import Users: create and update users from a CSV file, all or nothing',
      description: "Bulk Import Users: reads a CSV file (multipart part `file`, columns username, password, is_admin, is_playing, robot_ip) and creates the new users and updates the known ones in one transaction, all or nothing; an empty password keeps an existing user's password. Administrators only. A file or row that does not pass is a 422 naming the row and column; an import that would leave no administrator, or users changed by someone else while it ran, is refused with 409.",
      example: BULK_IMPORT_USERS_EXAMPLE,
      tag: 'users',
      access: 'admin',
      form: USER_IMPORT_FORM,
      responses: {
        200: { description: 'How many users were created and how many updated', schema: IMPORT_RESULT_SCHEMA },
        ...conflictResponse('The import would leave no administrator, or the users changed during the import'),
        413: { description: `The file is over 5 MB or has more than ${MAX_IMPORT_ROWS} rows`, schema: ERROR_SCHEMA },
      },
      async handler({ body, principal, address }) {
        const outcome = await users.importCsv(body.file, principal, isConsoleAddress(address))
        if ('tooManyRows' in outcome) throw new HttpError(413, `The file has ${outcome.tooManyRows} user rows; at most ${MAX_IMPORT_ROWS} are imported at once`)
        return { body: outcome.imported }
      },
    }),
    route<UserPath>({
      method: 'get',
      path: '/users/{user_id}',
      summary: 'Get a user',
      description: 'Answers one user. Administrators only; an unknown user is 404.',
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      versioned: true,
      responses: { 200: { description: 'The user', schema: USER_SCHEMA }, ...notFoundResponse('user') },
      handler: ({ params }) => ({ body: users.get(params.user_id) }),
    }),
    route<UserPath, NoParams, UpdateUserBody>({
      method: 'patch',
      path: '/users/{user_id}',
      summary: 'Change a user: only the fields sent change',
      description: 'Changes the fields sent of a user (name, password, flags, robot address) and answers the user. Administrators only. It refuses an unknown user (404), a name already taken or a change that would leave no administrator (409), and, with If-Match naming an older version, saves nothing and answers 409 with the fields that changed.',
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      body: UPDATE_USER_BODY,
      versioned: true,
      responses: {
        200: { description: 'The user as changed', schema: USER_SCHEMA },
        ...notFoundResponse('user'),
        ...conflictResponse('The name is taken (ignoring case), or the change would leave no administrator'),
      },
      handler: async ({ params, body, principal, address, ifMatch }) => ({ body: await users.update(params.user_id, body, principal, isConsoleAddress(address), ifMatch) }),
    }),
    route<UserPath>({
      method: 'delete',
      path: '/users/{user_id}',
      summary: 'Delete a user, with their keys and sessions; their corners in scheduled games become empty',
      description: 'Deletes a user with their keys and sessions; their corners in scheduled games become empty. Administrators only. It refuses an unknown user (404), and deleting oneself, the last administrator or a player seated in a game that is not scheduled (409).',
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      responses: {
        204: { description: 'Deleted' },
        ...notFoundResponse('user'),
        ...conflictResponse('The user is the caller or the last administrator, or plays in a game that is not scheduled'),
      },
      async handler({ params, principal }) {
        await users.remove(params.user_id, principal)
        return { status: 204 }
      },
    }),
  ]
}
