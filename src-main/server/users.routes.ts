// User accounts, admin side (the resources issue completes this resource).
import { CREATE_USER_BODY, USER_LIST_SCHEMA, USER_SCHEMA, type CreateUserBody } from '../contract/users.schema'
import { isoSeconds } from '../domain/clock'
import { robotIpProblem } from '../domain/robot-ip'
import { findUserById, findUserByName, insertUser, listUsers, withoutSecret } from '../store/users.repo'
import { conflict, RequestInvalid } from './errors'
import { hashPassword } from './passwords'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export function usersRoutes(services: Services): AnyRoute[] {
  const { store, clock } = services
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
    route<Record<string, never>, Record<string, never>, CreateUserBody>({
      method: 'post',
      path: '/users',
      summary: 'Create a user',
      tag: 'users',
      access: 'admin',
      body: CREATE_USER_BODY,
      responses: { 201: { description: 'The new user', schema: USER_SCHEMA }, 409: { description: 'The name is taken (ignoring case)' } },
      async handler({ body }) {
        const ipProblem = robotIpProblem(body.robot_ip ?? '', ['body', 'robot_ip'])
        if (ipProblem) throw new RequestInvalid([ipProblem])
        const passwordHash = await hashPassword(body.password)
        const user = await store.write((db) => {
          if (findUserByName(db, body.name)) throw conflict(`A user named ${body.name} exists already (names are unique ignoring case)`)
          const id = insertUser(db, { name: body.name, password_hash: passwordHash, is_admin: body.is_admin ?? false, is_playing: body.is_playing ?? false, robot_ip: body.robot_ip ?? '' }, isoSeconds(clock.now()))
          return findUserById(db, id)!
        })
        return { status: 201, body: withoutSecret(user) }
      },
    }),
  ]
}
