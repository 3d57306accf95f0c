// Who a bearer secret belongs to: looked up in the data file once, then answered from memory.
import type { Store } from '../store/store'
import { findKeyByHash } from '../store/keys.repo'
import { findSession } from '../store/sessions.repo'
import { findUserById, withoutSecret, type User } from '../store/users.repo'
import { findScreenIdByKey } from '../store/screens.repo'
import { hashSecret, SCREEN_KEY_PREFIX } from './tokens'

export type Credential = { kind: 'session'; tokenHash: string } | { kind: 'key'; keyId: number }

/** A user, through a login token or one of their personal access keys. */
export interface Principal {
  user: User
  credential: Credential
  /** ms since the epoch; null for credentials that do not expire. */
  expiresAt: number | null
}

/** A display screen, through its screen key: it may see its own screen and nothing else. */
export interface ScreenPrincipal {
  screenId: number
}

export type Lookup = { principal: Principal } | { screen: ScreenPrincipal } | { problem: 'unknown' | 'expired' }

const MAX_ENTRIES = 20_000

export class AuthCache {
  private readonly bySecret = new Map<string, Principal | ScreenPrincipal>()

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
    if ('screenId' in principal) return { screen: principal }
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

  private load(secret: string): Principal | ScreenPrincipal | undefined {
    if (secret.startsWith(SCREEN_KEY_PREFIX)) {
      const screenId = this.store.read((db) => findScreenIdByKey(db, secret))
      return screenId === undefined ? undefined : { screenId }
    }
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
