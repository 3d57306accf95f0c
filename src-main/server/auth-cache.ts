// Who a bearer secret belongs to: looked up in the data file once, then answered from memory.
import type { Store } from '../store/store'
import { findKeyByHash } from '../store/keys.repo'
import { findSession } from '../store/sessions.repo'
import { findUserById, withoutSecret, type User } from '../store/users.repo'
import { hashSecret } from './tokens'

export type Credential = { kind: 'session'; tokenHash: string } | { kind: 'key'; keyId: number }

export interface Principal {
  user: User
  credential: Credential
  /** ms since the epoch; null for credentials that do not expire. */
  expiresAt: number | null
}

export type Lookup = { principal: Principal } | { problem: 'unknown' | 'expired' }

const MAX_ENTRIES = 20_000

export class AuthCache {
  private readonly bySecret = new Map<string, Principal>()

  constructor(private readonly store: Store) {
    store.onReset(() => this.clear())
  }

  lookup(secret: string, now: number): Lookup {
    let principal = this.bySecret.get(secret)
    if (!principal) {
      principal = this.load(secret)
      if (!principal) return { problem: 'unknown' }
      if (this.bySecret.size >= MAX_ENTRIES) this.bySecret.clear()
      this.bySecret.set(secret, principal)
    }
    if (principal.expiresAt !== null && principal.expiresAt <= now) {
      this.bySecret.delete(secret)
      return { problem: 'expired' }
    }
    return { principal }
  }

  forget(secret: string): void {
    this.bySecret.delete(secret)
  }

  /** After any change to users, keys or sessions whose secrets are not at hand. */
  clear(): void {
    this.bySecret.clear()
  }

  private load(secret: string): Principal | undefined {
    const secretHash = hashSecret(secret)
    return this.store.read((db) => {
      const session = findSession(db, secretHash)
      if (session) {
        const user = findUserById(db, session.user_id)
        return user && { user: withoutSecret(user), credential: { kind: 'session', tokenHash: secretHash }, expiresAt: session.expires_at }
      }
      const key = findKeyByHash(db, secretHash)
      if (key) {
        const user = findUserById(db, key.user_id)
        return user && { user: withoutSecret(user), credential: { kind: 'key', keyId: key.id }, expiresAt: null }
      }
      return undefined
    })
  }
}
