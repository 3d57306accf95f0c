// What route handlers are given: the store, the clock, the auth cache and the limits they apply.
import type { ArenaControl } from '../arena/arena-control'
import type { LiveBus } from '../arena/live-bus'
import type { Clock } from '../domain/clock'
import type { LoginLimiter } from '../domain/login-limiter'
import type { Store } from '../store/store'
import type { AuthCache } from './auth-cache'

export interface Services {
  store: Store
  clock: Clock
  auth: AuthCache
  loginLimiter: LoginLimiter
  /** Lifetime of a login token. */
  tokenTtlMs: number
  log: (message: string) => void
  /** Fans state changes out to the live streams: publish after every committed change. */
  live: LiveBus
  /** The game clock, robot signals and the arena's state machine. */
  arena: ArenaControl
}
