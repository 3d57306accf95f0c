// What every service is given: the store, the clock, the live bus and the log — injected, so tests build services over a temp data file.
import type { LiveBus } from '../arena/live-bus'
import type { LiveMessage } from '../contract/live-events'
import type { Clock } from '../domain/clock'
import type { Logger } from '../domain/logging'
import type { Store } from '../store/store'
import type { Database } from 'sql.js'

export interface ServiceDeps {
  store: Store
  clock: Clock
  live: LiveBus
  log: Logger
}

/** What a write's work returns: its result and the events that tell listeners about it. */
export interface Written<T> {
  value: T
  events: LiveMessage[]
}

/**
 * Runs `work` inside one store write (one transaction, one durable append) and publishes its events only after the
 * flush: a change that was not saved is never announced.
 */
export async function commit<T>(deps: Pick<ServiceDeps, 'store' | 'live'>, work: (db: Database) => Written<T>): Promise<T> {
  const { value, events } = await deps.store.write(work)
  deps.live.publishAll(events)
  return value
}
