// Login, logout and Get Me.
import { ERROR_SCHEMA } from '../contract/common.schema'
import { LOGIN_BODY, ME_SCHEMA, TOKEN_SCHEMA, type LoginBody } from '../contract/auth.schema'
import { HttpError, notAuthenticated } from './errors'
import { conflictResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import type { AuthState } from './middleware/authenticate'
import { GET_ME_EXAMPLE } from '../contract/contract-examples'

export function authRoutes(services: Services): AnyRoute[] {
  const { auth } = services
  return [
    route<Record<string, never>, Record<string, never>, LoginBody>({
      method: 'post',
      path: '/auth/login',
      summary: 'Log in with a username and password; answers a bearer token',
      description: "Checks a username and password and answers a login token (as_…) to send as `Authorization: Bearer`. Anyone may call it; a standby answers it too, keeping the session in its memory. It refuses a wrong name or password (401), a username or address that failed too often (429 with Retry-After), and LAN logins when too many are waiting to be checked (503); the arena PC's own console is never refused for load.",
      tag: 'auth',
      access: 'public',
      body: LOGIN_BODY,
      // A standby lets its operators in to read: the session is kept in its memory (its data file takes only the primary's).
      onStandby: 'answered',
      responses: {
        200: { description: 'A bearer token valid for 12 hours (with the header X-Session-Storage: memory when the data file could not take the session, or on a standby: it is kept in memory until the server stops)', schema: TOKEN_SCHEMA },
        401: { description: 'Incorrect username or password', schema: ERROR_SCHEMA },
        429: { description: 'Too many failed logins for this username from this address (or many usernames from it); see Retry-After', schema: ERROR_SCHEMA },
        503: { description: 'Too many logins from the LAN are waiting to be checked (the arena PC\'s own console is never refused); see Retry-After', schema: ERROR_SCHEMA },
      },
      async handler({ body, address }) {
        const outcome = await auth.login(body.username, body.password, address)
        if (outcome.kind === 'slowed') {
          throw new HttpError(429, `Too many failed logins; try again in ${outcome.retryAfterSeconds} s`, { 'Retry-After': String(outcome.retryAfterSeconds) })
        }
        if (outcome.kind === 'refused') throw notAuthenticated('Incorrect username or password')
        const token = { access_token: outcome.token, token_type: 'bearer' }
        return outcome.inMemory ? { body: token, headers: { 'X-Session-Storage': 'memory' } } : { body: token }
      },
    }),
    route({
      method: 'post',
      path: '/auth/logout',
      summary: 'Revoke the login token of this request',
      description: 'Revokes the login token this request carries, so that it no longer works. Any logged-in user may call it with their login token; a screen key is refused (403) and a personal access key is refused with 409, because a key is revoked (DELETE /users/me/keys/{key_id}), not logged out.',
      tag: 'auth',
      access: 'user',
      responses: { 204: { description: 'The token no longer works' }, ...conflictResponse('The bearer is a personal access key, which is revoked, not logged out') },
      async handler({ principal, ctx }) {
        await auth.logout(principal, (ctx.state.auth as AuthState).secret!)
        return { status: 204 }
      },
    }),
    route({
      method: 'get',
      path: '/auth/me',
      summary: 'Get Me: the calling user',
      description: "Get Me: answers the calling user's id, name, admin and playing flags and robot address, the contract's five fields. Any user may call it with a login token or a personal access key; a screen key or a replication key is refused (403).",
      example: GET_ME_EXAMPLE,
      tag: 'auth',
      access: 'user',
      // The caller's own row, from the credential cache (which follows the store): the same until the next write.
      shared: 'caller',
      responses: { 200: { description: 'The caller', schema: ME_SCHEMA } },
      handler: ({ principal }) => ({ body: auth.me(principal) }),
    }),
  ]
}
