// Limits failed logins per username and per client address in a sliding window; pure, time passed in.

export interface LoginLimits {
  /** Failures allowed for one username inside the window before it is locked. */
  perUsername: number
  /** Failures allowed from one address inside the window (several usernames tried from one laptop). */
  perAddress: number
  windowMs: number
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUsername: 5, perAddress: 20, windowMs: 15 * 60_000 }

export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const MAX_TRACKED_KEYS = 10_000

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>()

  constructor(private readonly limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {}

  /** Whether a login attempt for `username` from `address` may be checked at `now` (ms). */
  check(username: string, address: string, now: number): LoginVerdict {
    const waits = [
      this.waitFor(this.userKey(username), this.limits.perUsername, now),
      this.waitFor(this.addressKey(address), this.limits.perAddress, now),
    ]
    const wait = Math.max(...waits)
    return wait > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { allowed: true }
  }

  recordFailure(username: string, address: string, now: number): void {
    if (this.failures.size > MAX_TRACKED_KEYS) this.forgetExpired(now)
    for (const key of [this.userKey(username), this.addressKey(address)]) {
      const times = this.recent(key, now)
      times.push(now)
      this.failures.set(key, times)
    }
  }

  /** A successful login clears its username's failures (the address keeps its count). */
  recordSuccess(username: string): void {
    this.failures.delete(this.userKey(username))
  }

  private userKey(username: string): string {
    return `u:${username.toLowerCase()}`
  }

  private addressKey(address: string): string {
    return `a:${address}`
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => now - time < this.limits.windowMs)
  }

  private waitFor(key: string, limit: number, now: number): number {
    const times = this.recent(key, now)
    if (times.length < limit) return 0
    // Locked until enough of the oldest failures leave the window to make room for one more attempt.
    const unlockingFailure = times[times.length - limit]
    return unlockingFailure + this.limits.windowMs - now
  }

  private forgetExpired(now: number): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key, now).length === 0) this.failures.delete(key)
    }
  }
}
