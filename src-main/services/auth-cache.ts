// Who a bearer secret belongs to: looked up in the data file once, then answered from memory.
import type { Store } from '../store/store'
import { findKeyByHash } from '../store/keys.repo'
import { findSession } from '../store/sessions.repo'
import { findUserById, isScorer, withoutSecret, type User } from '../store/users.repo'
import { findScreenIdByKey } from '../store/screens.repo'
import { hashSecret, SCREEN_KEY_PREFIX } from './tokens'

/** `inMemory`: a login whose session could not be written (disk full); it lives in this process only. */
export type Credential = { kind: 'session'; tokenHash: string; inMemory?: boolean } | { kind: 'key'; keyId: number }

/** A login session kept in memory because the data file could not take it; valid while its user keeps name and password. */
interface MemorySession {
  userId: number
  name: string
  passwordHash: string | null
  expiresAt: number
}

/** A user, through a login token or one of their personal access keys. */
export interface Principal {
  user: User
  /** The scorer flag (the User object keeps its five fields): may enter and check scores. */
  scorer: boolean
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
  private readonly memorySessions = new Map<string, MemorySession>()

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
    this.memorySessions.delete(hashSecret(secret))
  }

  /** Keeps a login session in memory only (its write to the data file failed): it ends at expiry, logout or restart. */
  keepInMemory(tokenHash: string, user: { id: number; name: string; password_hash: string | null }, expiresAt: number, now: number): void {
    for (const [hash, session] of this.memorySessions) if (session.expiresAt <= now) this.memorySessions.delete(hash)
    this.memorySessions.set(tokenHash, { userId: user.id, name: user.name, passwordHash: user.password_hash, expiresAt })
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
        return user && { user: withoutSecret(user), scorer: isScorer(db, user.id), credential: { kind: 'session', tokenHash: secretHash }, expiresAt: session.expires_at }
      }
      const key = findKeyByHash(db, secretHash)
      if (key) {
        const user = findUserById(db, key.user_id)
        return user && { user: withoutSecret(user), scorer: isScorer(db, user.id), credential: { kind: 'key', keyId: key.id }, expiresAt: null }
      }
      const kept = this.memorySessions.get(secretHash)
      if (kept) {
        // A user deleted, renamed or given a new password (or replaced by a restored backup) no longer owns it.
        const user = findUserById(db, kept.userId)
        const same = user && user.name === kept.name && user.password_hash === kept.passwordHash
        if (!same) this.memorySessions.delete(secretHash)
        return same ? { user: withoutSecret(user), scorer: isScorer(db, user.id), credential: { kind: 'session', tokenHash: secretHash, inMemory: true }, expiresAt: kept.expiresAt } : undefined
      }
      return undefined
    })
  }
}
