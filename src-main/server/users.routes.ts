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

type NoParams = Record<string, never>

export function usersRoutes(services: Services): AnyRoute[] {
  const { users } = services
  return [
    route({
      method: 'get',
      path: '/users',
      summary: 'List users',
      tag: 'users',
      access: 'admin',
      responses: { 200: { description: 'Every user, by name', schema: USER_LIST_SCHEMA } },
      handler: () => ({ body: users.list() }),
    }),
    route<NoParams, NoParams, CreateUserBody>({
      method: 'post',
      path: '/users',
      summary: 'Create a user',
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
