// Who a bearer secret belongs to: looked up in the data file once, then answered from memory until the store's change
// feed says a row it was read from changed.
import type { CommittedChange, Store } from '../store/store'
import { findKeyByHash } from '../store/keys.repo'
import { findSession } from '../store/sessions.repo'
import { findUserById, isScorer, withoutSecret, type User } from '../store/users.repo'
import { findScreenIdByKey } from '../store/screens.repo'
import { hashSecret, REPLICATION_KEY_PREFIX, SCREEN_KEY_PREFIX } from './tokens'
import { findReplicationKeyByHash } from '../store/replication.repo'
import { rowKey } from '../store/row-changes'

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

/** A standby, through a replication key: it may read the replication stream and nothing else. */
export interface ReplicationPrincipal {
  replicationKeyId: number
  name: string
}

export type Lookup = { principal: Principal } | { screen: ScreenPrincipal } | { replication: ReplicationPrincipal } | { problem: 'unknown' | 'expired' }

const MAX_ENTRIES = 20_000

/** The tables a cached answer is read from; a change to one of its rows evicts it. */
export const CREDENTIAL_TABLES = ['users', 'sessions', 'api_keys', 'screens', 'replication_keys'] as const

interface Cached {
  principal: Principal | ScreenPrincipal | ReplicationPrincipal
  /** The rows it was read from (rowKey). */
  rows: string[]
}

export class AuthCache {
  private bySecret = new Map<string, Cached>()
  /** The secrets whose answer was read from each row (rowKey): the feed evicts exactly them. */
  private byRow = new Map<string, Set<string>>()
  private readonly memorySessions = new Map<string, MemorySession>()

  /**
   * Follows the store's change feed, which tells each transaction before the write that made it resolves: a request
   * answered after a write was acknowledged never passes on a credential or a right that write removed (docs/architecture.md).
   */
  constructor(private readonly store: Store) {
    store.onCommitted((change) => this.follow(change))
    store.onReset(() => this.evictAll())
  }

  lookup(secret: string, now: number): Lookup {
    let cached = this.bySecret.get(secret)
    if (!cached) {
      cached = this.load(secret)
      if (!cached) return { problem: 'unknown' }
      if (this.bySecret.size >= MAX_ENTRIES) this.evictAll()
      this.keep(secret, cached)
    }
    const { principal } = cached
    if ('screenId' in principal) return { screen: principal }
    if ('replicationKeyId' in principal) return { replication: principal }
    if (principal.expiresAt !== null && principal.expiresAt <= now) {
      this.evict(secret)
      return { problem: 'expired' }
    }
    return { principal }
  }

  forget(secret: string): void {
    this.evict(secret)
    this.memorySessions.delete(hashSecret(secret))
  }

  /** Evicts every answer read from a row the transaction changed (a user's rights or name, a session, a key, a screen's key). */
  private follow(change: CommittedChange): void {
    if (!CREDENTIAL_TABLES.some((table) => change.tables.has(table))) return
    for (const [table, rowid] of change.changes) {
      const secrets = this.byRow.get(rowKey(table, rowid))
      if (secrets) for (const secret of [...secrets]) this.evict(secret)
    }
  }

  private keep(secret: string, cached: Cached): void {
    this.bySecret.set(secret, cached)
    for (const row of cached.rows) {
      let secrets = this.byRow.get(row)
      if (!secrets) this.byRow.set(row, (secrets = new Set()))
      secrets.add(secret)
    }
  }

  private evict(secret: string): void {
    const cached = this.bySecret.get(secret)
    if (!cached) return
    this.bySecret.delete(secret)
    for (const row of cached.rows) {
      const secrets = this.byRow.get(row)
      secrets?.delete(secret)
      if (secrets?.size === 0) this.byRow.delete(row)
    }
  }

  private evictAll(): void {
    this.bySecret = new Map()
    this.byRow = new Map()
  }

  /** Keeps a login session in memory only (its write to the data file failed): it ends at expiry, logout or restart. */
  keepInMemory(tokenHash: string, user: { id: number; name: string; password_hash: string | null }, expiresAt: number, now: number): void {
    for (const [hash, session] of this.memorySessions) if (session.expiresAt <= now) this.memorySessions.delete(hash)
    this.memorySessions.set(tokenHash, { userId: user.id, name: user.name, passwordHash: user.password_hash, expiresAt })
  }

  /** The answer for a secret and the rows it was read from; undefined when no credential has it. */
  private load(secret: string): Cached | undefined {
    if (secret.startsWith(SCREEN_KEY_PREFIX)) {
      const screenId = this.store.read((db) => findScreenIdByKey(db, secret))
      return screenId === undefined ? undefined : { principal: { screenId }, rows: [rowKey('screens', screenId)] }
    }
    const secretHash = hashSecret(secret)
    if (secret.startsWith(REPLICATION_KEY_PREFIX)) {
      const key = this.store.read((db) => findReplicationKeyByHash(db, secretHash))
      return key && { principal: { replicationKeyId: key.id, name: key.name }, rows: [rowKey('replication_keys', key.id)] }
    }
    return this.store.read((db) => {
      const ofUser = (userId: number, credential: Credential, expiresAt: number | null, credentialRow?: string): Cached | undefined => {
        const user = findUserById(db, userId)
        if (!user) return undefined
        const principal: Principal = { user: withoutSecret(user), scorer: isScorer(db, user.id), credential, expiresAt }
        return { principal, rows: [rowKey('users', user.id), ...(credentialRow ? [credentialRow] : [])] }
      }
      const session = findSession(db, secretHash)
      if (session) return ofUser(session.user_id, { kind: 'session', tokenHash: secretHash }, session.expires_at, rowKey('sessions', session.row_id))
      const key = findKeyByHash(db, secretHash)
      if (key) return ofUser(key.user_id, { kind: 'key', keyId: key.id }, null, rowKey('api_keys', key.id))
      const kept = this.memorySessions.get(secretHash)
      if (kept) {
        // A user deleted, renamed or given a new password (or replaced by a restored backup) no longer owns it.
        const user = findUserById(db, kept.userId)
        const same = user && user.name === kept.name && user.password_hash === kept.passwordHash
        if (!same) this.memorySessions.delete(secretHash)
        return same ? ofUser(user.id, { kind: 'session', tokenHash: secretHash, inMemory: true }, kept.expiresAt) : undefined
      }
      return undefined
    })
  }
}
