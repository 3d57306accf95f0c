// Slows down failed logins per username-and-address (and per address for many usernames); pure, time passed in.
// Nothing is ever locked for everyone: an attacker's failures slow down only the attacker's own address, the arena PC's
// own console (127.0.0.1, ::1) is never slowed down, and a username that logged in from an address before is not slowed
// down there by other usernames' failures (teams behind one NAT). See docs/decisions.md (Access).

export interface LoginLimits {
  /** Failures of one username from one address inside the window before each further attempt has to wait. */
  perUsername: number
  /** Failures of any usernames from one address inside the window before its unknown usernames have to wait. */
  perAddress: number
  windowMs: number
  /** The first wait once a limit is passed; it doubles with every further failure. */
  firstDelayMs?: number
  /** The longest wait. */
  maxDelayMs?: number
}

export const DEFAULT_LOGIN_LIMITS: LoginLimits = { perUsername: 5, perAddress: 20, windowMs: 15 * 60_000, firstDelayMs: 1_000, maxDelayMs: 15 * 60_000 }

export type LoginVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number }

const MAX_TRACKED_KEYS = 10_000
/** How long a successful login keeps its address known for its username. */
const KNOWN_FOR_MS = 30 * 24 * 60 * 60_000

/** The arena PC's own console: the operator in front of the machine is never slowed down by anyone. */
export function isConsoleAddress(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}

/**
 * The address a limit counts: IPv4 as is, IPv6 by its /64 network (one machine can take any address of its /64, so
 * counting single IPv6 addresses would let it start afresh with every attempt).
 */
export function addressGroup(address: string): string {
  const plain = address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address
  if (!plain.includes(':')) return plain
  const [head, tail = ''] = plain.split('::')
  const left = head ? head.split(':') : []
  const right = tail ? tail.split(':') : []
  const groups = plain.includes('::') ? [...left, ...Array<string>(Math.max(0, 8 - left.length - right.length)).fill('0'), ...right] : left
  return `${groups
    .slice(0, 4)
    .map((group) => (parseInt(group, 16) || 0).toString(16))
    .join(':')}::/64`
}

export class LoginLimiter {
  private readonly failures = new Map<string, number[]>()
  /** `username|address` pairs that logged in successfully, with when. */
  private readonly known = new Map<string, number>()
  private readonly limits: Required<LoginLimits>

  constructor(limits: LoginLimits = DEFAULT_LOGIN_LIMITS) {
    this.limits = { firstDelayMs: 1_000, maxDelayMs: limits.windowMs, ...limits }
  }

  /** Whether a login attempt for `username` from `address` may be checked at `now` (ms). */
  check(username: string, address: string, now: number): LoginVerdict {
    if (isConsoleAddress(address)) return { allowed: true }
    const waits = [this.waitFor(this.pairKey(username, address), this.limits.perUsername, now)]
    if (!this.isKnown(username, address, now)) waits.push(this.waitFor(this.addressKey(address), this.limits.perAddress, now))
    const wait = Math.max(...waits)
    return wait > 0 ? { allowed: false, retryAfterSeconds: Math.ceil(wait / 1000) } : { allowed: true }
  }

  /** Records a failure; answers whether that pair (or address) is now being slowed down (worth a line in the log). */
  recordFailure(username: string, address: string, now: number): boolean {
    if (isConsoleAddress(address)) return false
    if (this.failures.size > MAX_TRACKED_KEYS) this.forgetExpired(now)
    let slowed = false
    for (const [key, limit] of [
      [this.pairKey(username, address), this.limits.perUsername],
      [this.addressKey(address), this.limits.perAddress],
    ] as const) {
      const times = this.recent(key, now)
      times.push(now)
      this.failures.set(key, times)
      if (times.length >= limit) slowed = true
    }
    return slowed
  }

  /** A successful login clears its pair's failures and makes the address known for that username. */
  recordSuccess(username: string, address: string, now: number): void {
    this.failures.delete(this.pairKey(username, address))
    if (isConsoleAddress(address)) return
    if (this.known.size > MAX_TRACKED_KEYS) {
      for (const [key, at] of this.known) if (now - at >= KNOWN_FOR_MS) this.known.delete(key)
    }
    this.known.set(this.pairKey(username, address), now)
  }

  private isKnown(username: string, address: string, now: number): boolean {
    const at = this.known.get(this.pairKey(username, address))
    return at !== undefined && now - at < KNOWN_FOR_MS
  }

  private pairKey(username: string, address: string): string {
    return `u:${username.toLowerCase()}|${addressGroup(address)}`
  }

  private addressKey(address: string): string {
    return `a:${addressGroup(address)}`
  }

  private recent(key: string, now: number): number[] {
    return (this.failures.get(key) ?? []).filter((time) => now - time < this.limits.windowMs)
  }

  /** Past the limit, each further attempt waits after the latest failure: firstDelay, doubling, at most maxDelay. */
  private waitFor(key: string, limit: number, now: number): number {
    const times = this.recent(key, now)
    if (times.length < limit) return 0
    const over = times.length - limit
    const delay = Math.min(this.limits.maxDelayMs, this.limits.firstDelayMs * 2 ** Math.min(over, 30))
    return Math.max(0, times[times.length - 1] + delay - now)
  }

  private forgetExpired(now: number): void {
    for (const key of [...this.failures.keys()]) {
      if (this.recent(key, now).length === 0) this.failures.delete(key)
    }
  }
}
