// The caller's personal access keys: list (the keys themselves, to their owner only), create, revoke.
import { CREATE_KEY_BODY, KEY_LIST_SCHEMA, KEY_PATH, KEY_SCHEMA, type CreateKeyBody, type KeyEntry } from '../contract/keys.schema'
import { isoSeconds } from '../domain/clock'
import { deleteKeyOf, insertKey, listKeysOf } from '../store/keys.repo'
import { notFound } from './errors'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { hashSecret, newSecret, secretHint } from '../services/tokens'

export function keysRoutes(services: Services): AnyRoute[] {
  const { store, clock, credentials: auth } = services
  return [
    route({
      method: 'get',
      path: '/users/me/keys',
      summary: 'List My Keys',
      tag: 'keys',
      access: 'user',
      responses: {
        200: {
          description: "The caller's own keys, each with the key itself (a key made before Arena Console kept keys readable answers its hint, `ak_AbCd…wxyz`)",
          schema: KEY_LIST_SCHEMA,
        },
      },
      handler({ principal }) {
        // Only the caller's own rows: no route answers another user's keys, administrators included.
        const rows = store.read((db) => listKeysOf(db, principal.user.id))
        const keys: KeyEntry[] = rows.map((row) => ({ id: row.id, name: row.name, key: row.secret ?? row.key_hint, created_at: row.created_at }))
        return { body: keys }
      },
    }),
    route<Record<string, never>, Record<string, never>, CreateKeyBody>({
      method: 'post',
      path: '/users/me/keys',
      summary: 'Create a personal access key (usable as a bearer token)',
      tag: 'keys',
      access: 'user',
      body: CREATE_KEY_BODY,
      responses: { 201: { description: 'The new key, with the key itself', schema: KEY_SCHEMA } },
      async handler({ principal, body }) {
        const key = newSecret('key')
        const createdAt = isoSeconds(clock.now())
        const id = await store.write((db) => insertKey(db, principal.user.id, body.name, key, hashSecret(key), secretHint(key), createdAt))
        const entry: KeyEntry = { id, name: body.name, key, created_at: createdAt }
        return { status: 201, body: entry }
      },
    }),
    route<{ key_id: number }>({
      method: 'delete',
      path: '/users/me/keys/{key_id}',
      summary: 'Revoke one of my keys',
      tag: 'keys',
      access: 'user',
      params: KEY_PATH,
      responses: { 204: { description: 'Revoked' }, 404: { description: 'No such key of yours' } },
      async handler({ principal, params }) {
        const deleted = await store.write((db) => deleteKeyOf(db, principal.user.id, params.key_id))
        if (!deleted) throw notFound(`You have no key ${params.key_id}`)
        auth.clear()
        return { status: 204 }
      },
    }),
  ]
}
