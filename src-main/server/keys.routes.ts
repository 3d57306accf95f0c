// The caller's personal access keys: list (the keys themselves, to their owner only), create, revoke.
import { CREATE_KEY_BODY, KEY_LIST_SCHEMA, KEY_PATH, KEY_SCHEMA, type CreateKeyBody, type KeyPath } from '../contract/keys.schema'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { MAX_KEYS_PER_PLAYER } from '../services/keys.service'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { LIST_MY_KEYS_EXAMPLE } from '../contract/contract-examples'

export function keysRoutes(services: Services): AnyRoute[] {
  const { keys } = services
  return [
    route({
      method: 'get',
      path: '/users/me/keys',
      summary: 'List My Keys',
      description: "List My Keys: answers the caller's own personal access keys, each with its id, name, the key itself and when it was made (a key made before keys were kept readable answers its hint). Any user may call it with a login token or a personal access key; only the owner ever sees a key. A screen key is refused (403).",
      example: LIST_MY_KEYS_EXAMPLE,
      tag: 'keys',
      access: 'user',
      shared: 'caller',
      responses: {
        200: {
          description: "The caller's own keys, each with the key itself (a key made before Arena Console kept keys readable answers its hint, `ak_AbCd…wxyz`)",
          schema: KEY_LIST_SCHEMA,
        },
      },
      // Only the caller's own rows: no route answers another user's keys, administrators included.
      handler: ({ principal }) => ({ body: keys.listOf(principal.user.id) }),
    }),
    route<Record<string, never>, Record<string, never>, CreateKeyBody>({
      method: 'post',
      path: '/users/me/keys',
      summary: 'Create a personal access key (usable as a bearer token)',
      description: "Makes a personal access key (ak_…) for the caller, usable as a bearer token with the caller's rights, for example by a robot program. Any user may call it; a screen key is refused (403). A player who is not an administrator may hold 20 keys at most: the 21st is refused with 409 until one is revoked.",
      tag: 'keys',
      access: 'user',
      body: CREATE_KEY_BODY,
      responses: {
        201: { description: 'The new key, with the key itself', schema: KEY_SCHEMA },
        409: { description: `A player who is not an administrator holds ${MAX_KEYS_PER_PLAYER} keys already (revoke one first)`, schema: ERROR_SCHEMA },
      },
      handler: async ({ principal, body }) => ({ status: 201, body: await keys.create(principal.user.id, body.name, principal.user.is_admin) }),
    }),
    route<KeyPath>({
      method: 'delete',
      path: '/users/me/keys/{key_id}',
      summary: 'Revoke one of my keys',
      description: "Revokes one of the caller's personal access keys: it stops working at once. Any user may call it for their own keys; another user's key, or one that does not exist, is 404, and a screen key is refused (403).",
      tag: 'keys',
      access: 'user',
      params: KEY_PATH,
      responses: { 204: { description: 'Revoked' }, 404: { description: 'No such key of yours' } },
      async handler({ principal, params }) {
        await keys.revoke(principal.user.id, params.key_id)
        return { status: 204 }
      },
    }),
  ]
}
