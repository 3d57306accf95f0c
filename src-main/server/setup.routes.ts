// The first run of the desktop console: on an empty data file the operator sets the password of `admin` from the arena PC itself.
import { ERROR_SCHEMA } from '../contract/common.schema'
import { TOKEN_SCHEMA } from '../contract/auth.schema'
import { SETUP_BODY, SETUP_STATE_SCHEMA, type SetupBody } from '../contract/setup.schema'
import { isLoopbackAddress } from '../domain/loopback'
import { forbidden } from './errors'
import { conflictResponse } from './responses'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export { isLoopbackAddress }

export function setupRoutes(services: Services): AnyRoute[] {
  const { setup } = services
  return [
    route({
      method: 'get',
      path: '/system/setup',
      summary: 'Whether the first run still has to set the administrator password',
      description: 'Tells the first-run page whether the administrator password still has to be set (the data file has no users). Anyone may call it, without a token.',
      tag: 'system',
      access: 'public',
      responses: { 200: { description: 'The first-run state', schema: SETUP_STATE_SCHEMA } },
      handler: () => ({ body: { needs_admin: setup.needsAdmin() } }),
    }),
    route<Record<string, never>, Record<string, never>, SetupBody>({
      method: 'post',
      path: '/system/setup',
      summary: 'First run: create the administrator `admin` with this password and log in as it',
      description: 'The first run: creates the administrator `admin` with the password given and answers a login token for it, as a login does. Anyone at the arena PC may call it, without a token. It refuses a request from another machine than the arena PC itself (403, loopback only) and a data file that already has users (409).',
      tag: 'system',
      access: 'public',
      body: SETUP_BODY,
      responses: {
        201: { description: 'The administrator exists; a bearer token for it, as a login answers', schema: TOKEN_SCHEMA },
        403: { description: 'Not asked from the arena PC itself (loopback)', schema: ERROR_SCHEMA },
        ...conflictResponse('The data file already has users'),
      },
      async handler({ body, address }) {
        // Only the arena PC itself may claim an empty data file: a laptop on the LAN must not race the operator to it.
        if (!isLoopbackAddress(address)) throw forbidden('The first run is done on the arena PC itself (http://127.0.0.1)')
        return { status: 201, body: { access_token: await setup.createAdmin(body.password), token_type: 'bearer' } }
      },
    }),
  ]
}
