// The keys service: a user's own personal access keys — list, create, revoke; no listener shows keys, so nothing is published.
import type { KeyEntry } from '../contract/keys.schema'
import { isoSeconds } from '../domain/clock'
import { NotFound } from '../domain/refusals'
import { deleteKeyOf, insertKey, listKeysOf } from '../store/keys.repo'
import { commit, type ServiceDeps } from './service-deps'
import { hashSecret, newSecret, secretHint } from './tokens'

/** The credential cache, told when a key is revoked: a cached key must stop working at once. */
export interface KeyCredentials {
  clear(): void
}

export class KeysService {
  constructor(
    private readonly deps: ServiceDeps,
    private readonly credentials: KeyCredentials,
  ) {}

  /** The user's own keys, each with the key itself (a key made before keys were kept readable answers its hint). */
  listOf(userId: number): KeyEntry[] {
    const rows = this.deps.store.read((db) => listKeysOf(db, userId))
    return rows.map((row) => ({ id: row.id, name: row.name, key: row.secret ?? row.key_hint, created_at: row.created_at }))
  }

  async create(userId: number, name: string): Promise<KeyEntry> {
    const key = newSecret('key')
    const createdAt = isoSeconds(this.deps.clock.now())
    const id = await commit(this.deps, (db) => ({ value: insertKey(db, userId, name, key, hashSecret(key), secretHint(key), createdAt), events: [] }))
    return { id, name, key, created_at: createdAt }
  }

  /** Revokes one of the user's own keys; another user's key is no key of theirs (404). */
  async revoke(userId: number, keyId: number): Promise<void> {
    await commit(this.deps, (db) => {
      if (!deleteKeyOf(db, userId, keyId)) throw new NotFound(`You have no key ${keyId}`)
      return { value: undefined, events: [] }
    })
    this.credentials.clear()
  }
}
