// Routes of roles: the caller's own roles, every user's roles and the scorer flag an administrator sets.
import { SET_ROLES_BODY, ROLES_SCHEMA, USER_ROLES_LIST_SCHEMA, type SetRolesBody } from '../contract/roles.schema'
import { USER_PATH, type UserPath } from '../contract/users.schema'
import { notFoundResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

type NoParams = Record<string, never>

/** Mounted before the users routes: /users/roles is not a user id. */
export function rolesRoutes(services: Services): AnyRoute[] {
  const { users } = services
  return [
    route({
      method: 'get',
      path: '/auth/me/roles',
      summary: 'My roles: administrator, scorer (the Me object keeps its five fields)',
      description: "Answers the caller's roles (administrator, scorer) without changing the contract's Me object. Any user may call it; a screen key is refused (403).",
      tag: 'auth',
      access: 'user',
      responses: { 200: { description: 'The caller’s roles', schema: ROLES_SCHEMA } },
      handler: ({ principal }) => ({ body: { admin: principal.user.is_admin, scorer: principal.scorer } }),
    }),
    route({
      method: 'get',
      path: '/users/roles',
      summary: 'Every user’s roles',
      description: "Answers every user's roles by name, for the Users page. Administrators only.",
      tag: 'users',
      access: 'admin',
      responses: { 200: { description: 'Every user with their roles, by name', schema: USER_ROLES_LIST_SCHEMA } },
      handler: () => ({ body: users.allRoles() }),
    }),
    route<UserPath, NoParams, SetRolesBody>({
      method: 'put',
      path: '/users/{user_id}/roles',
      summary: 'Make a user a scorer, or no longer one',
      description: 'Makes a user a scorer, or no longer one, and answers their roles as saved; a scorer may enter scores but not run games. Administrators only; an unknown user is 404.',
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      body: SET_ROLES_BODY,
      responses: { 200: { description: 'The user’s roles as saved', schema: ROLES_SCHEMA }, ...notFoundResponse('user') },
      handler: async ({ params, body }) => ({ body: await users.setScorer(params.user_id, body.scorer) }),
    }),
  ]
}
