// What every service is given: the store, the clock, the live bus and the log — injected, so tests build services over a temp data file.
import type { LiveBus } from '../arena/live-bus'
import type { LiveMessage } from '../contract/live-events'
import type { Clock } from '../domain/clock'
import type { Logger } from '../domain/logging'
import type { SlicedWork, Store } from '../store/store'
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

/**
 * Like `commit`, for a write that may be large: `work` yields wherever it may pause. When `large`, the store writes it in
 * slices (the event loop runs between them, reads see the state before it, other writes wait); otherwise in one go as
 * any write. Either way one transaction, one durable append, events published after it.
 */
export async function commitInSlices<T>(deps: Pick<ServiceDeps, 'store' | 'live'>, large: boolean, work: SlicedWork<Written<T>>): Promise<T> {
  const { value, events } = large ? await deps.store.writeInSlices(work) : await deps.store.write((db) => toTheEnd(work(db)))
  deps.live.publishAll(events)
  return value
}

/** Runs a generator to its end without pausing; answers what it returns. */
export function toTheEnd<T>(steps: Generator<unknown, T, undefined>): T {
  for (;;) {
    const step = steps.next()
    if (step.done) return step.value
  }
}
