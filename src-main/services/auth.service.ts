// The auth service: login (slowed down after failures), logout and Get Me; sessions change nothing a listener shows, so nothing is published.
import type { Me } from '../contract/auth.schema'
import { isConsoleAddress, LoginLimiter, type LoginLimits } from '../domain/login-limiter'
import { Conflict, FlushFailed } from '../domain/refusals'
import { deleteExpiredSessions, deleteSession, insertSession } from '../store/sessions.repo'
import { findUserByName } from '../store/users.repo'
import type { Principal } from './auth-cache'
import { verifyPassword } from './passwords'
import { commit, type ServiceDeps } from './service-deps'
import { hashSecret, newSecret } from './tokens'

/** The credential cache, as login and logout use it. */
export interface SessionCredentials {
  /** Keeps a login whose session the data file could not take in this process's memory. */
  keepInMemory(tokenHash: string, user: { id: number; name: string; password_hash: string | null }, expiresAt: number, now: number): void
  /** Forgets a secret at once (logout). */
  forget(secret: string): void
}

export interface AuthOptions {
  /** Lifetime of a login token, ms. */
  tokenTtlMs: number
  loginLimits?: LoginLimits
}

/**
 * What a login came to: a token (kept in memory only when the data file could not take it), a refusal, or a wait
 * because of earlier failures. The route turns the last two into 401 and 429.
 */
export type LoginOutcome =
  | { kind: 'token'; token: string; inMemory: boolean }
  | { kind: 'refused' }
  | { kind: 'slowed'; retryAfterSeconds: number }

export class AuthService {
  private readonly limiter: LoginLimiter

  constructor(
    private readonly deps: ServiceDeps,
    private readonly credentials: SessionCredentials,
    private readonly options: AuthOptions,
  ) {
    this.limiter = new LoginLimiter(options.loginLimits)
  }

  async login(username: string, password: string, address: string): Promise<LoginOutcome> {
    const { clock, store, log } = this.deps
    const now = clock.now()
    const verdict = this.limiter.check(username, address, now)
    if (!verdict.allowed) {
      log.warn(`login refused: ${JSON.stringify(username)} from ${address} is slowed down (${verdict.retryAfterSeconds} s)`, { user: username, address })
      return { kind: 'slowed', retryAfterSeconds: verdict.retryAfterSeconds }
    }
    const user = store.read((db) => findUserByName(db, username))
    // The arena PC's own console is checked first; the LAN waits in a bounded line (Busy, 503, when it is full).
    const valid = await verifyPassword(password, user?.password_hash ?? null, isConsoleAddress(address) ? 'first' : 'lan')
    if (!user || !valid) {
      log.warn(`login refused: ${JSON.stringify(username)} from ${address}`, { user: username, address })
      if (this.limiter.recordFailure(username, address, clock.now())) log.warn(`failed logins: ${JSON.stringify(username)} from ${address} is being slowed down`, { user: username, address })
      return { kind: 'refused' }
    }
    this.limiter.recordSuccess(username, address, clock.now())
    return this.openSession(user)
  }

  /** A new login session for `user` (a password login, or a single sign-on): the same opaque token either way. */
  async openSession(user: { id: number; name: string; password_hash: string | null }): Promise<{ kind: 'token'; token: string; inMemory: boolean }> {
    const { clock, log } = this.deps
    const now = clock.now()
    const token = newSecret('session')
    const expiresAt = now + this.options.tokenTtlMs
    if (this.deps.store.standbyOf !== undefined || this.deps.store.supersededBy !== undefined) {
      // A standby's data file takes only its primary's transactions, a superseded PC's nothing (docs/standby.md): the
      // login lives in its memory.
      this.credentials.keepInMemory(hashSecret(token), user, expiresAt, now)
      return { kind: 'token', token, inMemory: true }
    }
    try {
      await commit(this.deps, (db) => {
        deleteExpiredSessions(db, now)
        insertSession(db, hashSecret(token), user.id, now, expiresAt)
        return { value: undefined, events: [] }
      })
    } catch (error) {
      if (!(error instanceof FlushFailed)) throw error
      // The data file cannot take writes (disk full): the operator must still get in and read, so the session is
      // kept in this process's memory only, and the answer and the log say so. See docs/decisions.md (Access).
      this.credentials.keepInMemory(hashSecret(token), user, expiresAt, now)
      log.error(`login of ${JSON.stringify(user.name)}: the session could not be saved (${error.message}); it is kept in memory until the server stops`)
      return { kind: 'token', token, inMemory: true }
    }
    return { kind: 'token', token, inMemory: false }
  }

  /** Ends the login session `secret` of `principal`; a personal access key is revoked, not logged out. */
  async logout(principal: Principal, secret: string): Promise<void> {
    const credential = principal.credential
    if (credential.kind !== 'session') throw new Conflict('A personal access key is not logged out; revoke it with DELETE /api/v1/users/me/keys/{key_id}')
    if (!credential.inMemory) {
      await commit(this.deps, (db) => {
        deleteSession(db, credential.tokenHash)
        return { value: undefined, events: [] }
      })
    }
    this.credentials.forget(secret)
  }

  /** Get Me: the calling user, as the API shows them. */
  me(principal: Principal): Me {
    const { id, name, is_admin, is_playing, robot_ip } = principal.user
    return { id, name, is_admin, is_playing, robot_ip }
  }
}
