// The keys service: a user's own personal access keys — list, create, revoke; no listener shows keys, so nothing is published.
import type { KeyEntry } from '../contract/keys.schema'
import { isoSeconds } from '../domain/clock'
import { Conflict, NotFound } from '../domain/refusals'
import { countKeysOf, deleteKeyOf, insertKey, listKeysOf } from '../store/keys.repo'
import { commit, type ServiceDeps } from './service-deps'
import { hashSecret, newSecret, secretHint } from './tokens'

/** Personal keys one user who is not an administrator may hold at once. */
export const MAX_KEYS_PER_PLAYER = 20

export class KeysService {
  constructor(private readonly deps: ServiceDeps) {}

  /** The user's own keys, each with the key itself (a key made before keys were kept readable answers its hint). */
  listOf(userId: number): KeyEntry[] {
    const rows = this.deps.store.read((db) => listKeysOf(db, userId))
    return rows.map((row) => ({ id: row.id, name: row.name, key: row.secret ?? row.key_hint, created_at: row.created_at }))
  }

  /**
   * A new key for the user. One who is not an administrator holds at most MAX_KEYS_PER_PLAYER (a robot and a laptop or
   * two need a handful; each key is a stream credential and grows the data file), counted in the same transaction so that
   * concurrent requests cannot pass it together.
   */
  async create(userId: number, name: string, isAdmin = false): Promise<KeyEntry> {
    const key = newSecret('key')
    const createdAt = isoSeconds(this.deps.clock.now())
    const id = await commit(this.deps, (db) => {
      if (!isAdmin && countKeysOf(db, userId) >= MAX_KEYS_PER_PLAYER) {
        throw new Conflict(`You hold ${MAX_KEYS_PER_PLAYER} personal keys, the most one player may; revoke one you no longer use (My keys) first`)
      }
      return { value: insertKey(db, userId, name, key, hashSecret(key), secretHint(key), createdAt), events: [] }
    })
    return { id, name, key, created_at: createdAt }
  }

  /** Revokes one of the user's own keys; another user's key is no key of theirs (404). */
  async revoke(userId: number, keyId: number): Promise<void> {
    await commit(this.deps, (db) => {
      if (!deleteKeyOf(db, userId, keyId)) throw new NotFound(`You have no key ${keyId}`)
      return { value: undefined, events: [] }
    })
  }
}
