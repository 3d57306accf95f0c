// The first run of the desktop console: on an empty data file the operator sets the password of `admin` from the arena PC itself.
import { ERROR_SCHEMA } from '../contract/common.schema'
import { TOKEN_SCHEMA } from '../contract/auth.schema'
import { SETUP_BODY, SETUP_STATE_SCHEMA, type SetupBody } from '../contract/setup.schema'
import { isoSeconds } from '../domain/clock'
import { insertSession } from '../store/sessions.repo'
import { countUsers, insertUser } from '../store/users.repo'
import { conflict, forbidden } from './errors'
import { hashPassword } from '../services/passwords'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { newSecret, hashSecret } from '../services/tokens'

/** Only the arena PC itself may claim an empty data file: a laptop on the LAN must not race the operator to it. */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}

export function setupRoutes(services: Services): AnyRoute[] {
  const { store, clock } = services
  return [
    route({
      method: 'get',
      path: '/system/setup',
      summary: 'Whether the first run still has to set the administrator password',
      tag: 'system',
      access: 'public',
      responses: { 200: { description: 'The first-run state', schema: SETUP_STATE_SCHEMA } },
      handler() {
        return { body: { needs_admin: store.read(countUsers) === 0 } }
      },
    }),
    route<Record<string, never>, Record<string, never>, SetupBody>({
      method: 'post',
      path: '/system/setup',
      summary: 'First run: create the administrator `admin` with this password and log in as it',
      tag: 'system',
      access: 'public',
      body: SETUP_BODY,
      responses: {
        201: { description: 'The administrator exists; a bearer token for it, as a login answers', schema: TOKEN_SCHEMA },
        403: { description: 'Not asked from the arena PC itself (loopback)', schema: ERROR_SCHEMA },
        409: { description: 'The data file already has users', schema: ERROR_SCHEMA },
      },
      async handler({ body, address }) {
        if (!isLoopbackAddress(address)) throw forbidden('The first run is done on the arena PC itself (http://127.0.0.1)')
        const passwordHash = await hashPassword(body.password)
        const token = newSecret('session')
        await store.write((db) => {
          if (countUsers(db) > 0) throw conflict('The administrator is already set; log in instead')
          const now = clock.now()
          const adminId = insertUser(db, { name: 'admin', password_hash: passwordHash, is_admin: true, is_playing: false, robot_ip: '' }, isoSeconds(now))
          insertSession(db, hashSecret(token), adminId, now, now + services.tokenTtlMs)
        })
        return { status: 201, body: { access_token: token, token_type: 'bearer' } }
      },
    }),
  ]
}
