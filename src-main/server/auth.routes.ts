// Login, logout and Get Me.
import { ERROR_SCHEMA } from '../contract/common.schema'
import { LOGIN_BODY, ME_SCHEMA, TOKEN_SCHEMA, type LoginBody, type Me } from '../contract/auth.schema'
import { deleteExpiredSessions, deleteSession, insertSession } from '../store/sessions.repo'
import { FlushFailed } from '../store/store'
import { findUserByName } from '../store/users.repo'
import { conflict, HttpError, notAuthenticated } from './errors'
import { verifyPassword } from '../services/passwords'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { hashSecret, newSecret } from '../services/tokens'
import type { AuthState } from './middleware/authenticate'

export function authRoutes(services: Services): AnyRoute[] {
  const { store, clock, credentials: auth, loginLimiter } = services
  return [
    route<Record<string, never>, Record<string, never>, LoginBody>({
      method: 'post',
      path: '/auth/login',
      summary: 'Log in with a username and password; answers a bearer token',
      tag: 'auth',
      access: 'public',
      body: LOGIN_BODY,
      responses: {
        200: { description: 'A bearer token valid for 12 hours (with the header X-Session-Storage: memory when the data file could not take the session: it is kept in memory until the server stops)', schema: TOKEN_SCHEMA },
        401: { description: 'Incorrect username or password', schema: ERROR_SCHEMA },
        429: { description: 'Too many failed logins for this username from this address (or many usernames from it); see Retry-After', schema: ERROR_SCHEMA },
      },
      async handler({ body, address }) {
        const now = clock.now()
        const verdict = loginLimiter.check(body.username, address, now)
        if (!verdict.allowed) {
          throw new HttpError(429, `Too many failed logins; try again in ${verdict.retryAfterSeconds} s`, { 'Retry-After': String(verdict.retryAfterSeconds) })
        }
        const user = store.read((db) => findUserByName(db, body.username))
        const valid = await verifyPassword(body.password, user?.password_hash ?? null)
        if (!user || !valid) {
          if (loginLimiter.recordFailure(body.username, address, clock.now())) {
            services.log(`failed logins: ${JSON.stringify(body.username)} from ${address} is being slowed down`)
          }
          throw notAuthenticated('Incorrect username or password')
        }
        loginLimiter.recordSuccess(body.username, address, clock.now())
        const token = newSecret('session')
        const expiresAt = now + services.tokenTtlMs
        try {
          await store.write((db) => {
            deleteExpiredSessions(db, now)
            insertSession(db, hashSecret(token), user.id, now, expiresAt)
          })
        } catch (error) {
          if (!(error instanceof FlushFailed)) throw error
          // The data file cannot take writes (disk full): the operator must still get in and read, so the session is
          // kept in this process's memory only, and the answer and the log say so. See docs/decisions.md (Access).
          auth.keepInMemory(hashSecret(token), user, expiresAt, now)
          services.log(`login of ${JSON.stringify(user.name)}: the session could not be saved (${error.message}); it is kept in memory until the server stops`)
          return { body: { access_token: token, token_type: 'bearer' }, headers: { 'X-Session-Storage': 'memory' } }
        }
        return { body: { access_token: token, token_type: 'bearer' } }
      },
    }),
    route({
      method: 'post',
      path: '/auth/logout',
      summary: 'Revoke the login token of this request',
      tag: 'auth',
      access: 'user',
      responses: { 204: { description: 'The token no longer works' }, 409: { description: 'The bearer is a personal access key, which is revoked, not logged out', schema: ERROR_SCHEMA } },
      async handler({ principal, ctx }) {
        const credential = principal.credential
        if (credential.kind !== 'session') {
          throw conflict('A personal access key is not logged out; revoke it with DELETE /api/v1/users/me/keys/{key_id}')
        }
        if (!credential.inMemory) await store.write((db) => deleteSession(db, credential.tokenHash))
        auth.forget((ctx.state.auth as AuthState).secret!)
        return { status: 204 }
      },
    }),
    route({
      method: 'get',
      path: '/auth/me',
      summary: 'Get Me: the calling user',
      tag: 'auth',
      access: 'user',
      responses: { 200: { description: 'The caller', schema: ME_SCHEMA } },
      handler({ principal }) {
        const { id, name, is_admin, is_playing, robot_ip } = principal.user
        const me: Me = { id, name, is_admin, is_playing, robot_ip }
        return { body: me }
      },
    }),
  ]
}
