// Every service over a fresh temp data file, with a manual clock and a record of each live event published (name, payload, audience).
import { join } from 'node:path'
import { afterAll, afterEach, beforeEach } from 'vitest'
import { LIVE_EVENT_AUDIENCE, type LiveMessage } from '../../src-main/contract/live-events'
import type { RobotOutcome, RobotSignal, RobotTarget } from '../../src-main/contract/robot-protocol'
import type { Principal } from '../../src-main/services/auth-cache'
import { openServices, type OpenedServices, type ServicesOptions } from '../../src-main/services/open-services'
import { ManualClock } from './manual-clock'
import { removeTempDirs, tempDir } from './temp'

export interface Published {
  event: LiveMessage['event']
  data: unknown
  /** The catalogue's audience, with its target: 'everyone', 'admins', 'user 3', 'screen 2'. */
  audience: string
}

export interface ServiceHarness extends OpenedServices {
  /** Logs the administrator (`admin`, 'admin-test-password') in and answers who they are, as a route's caller. */
  adminPrincipal(): Promise<Principal>
  clock: ManualClock
  /** Every message published since the start or the last `take()`, oldest first (log lines' `log_entry` left out). */
  published: Published[]
  /** Returns what was published and forgets it. */
  take(): Published[]
}

function audienceOf(message: LiveMessage): string {
  const kind = LIVE_EVENT_AUDIENCE[message.event]
  if ('userId' in message && kind === 'user') return `user ${message.userId}`
  if ('screenId' in message && kind === 'screen') return `screen ${message.screenId}`
  return kind
}

/** Opens every service (the `admin` account made with password 'admin-test-password'); close it with `close()`. */
export async function openTestServices(options: Partial<ServicesOptions> = {}): Promise<ServiceHarness> {
  const clock = new ManualClock()
  const opened = await openServices({ dataFile: join(tempDir('services'), 'arena.sqlite'), adminPassword: 'admin-test-password', clock, ...options })
  const published: Published[] = []
  const live = opened.services.live
  const publishAll = live.publishAll.bind(live)
  live.publishAll = (messages: readonly LiveMessage[]) => {
    // Log lines go out live too (log_entry); they are the log's, not the service's, and are tested in logs.test.ts.
    for (const message of messages) if (message.event !== 'log_entry') published.push({ event: message.event, data: message.data, audience: audienceOf(message) })
    publishAll(messages)
  }
  const adminPrincipal = async (): Promise<Principal> => {
    const login = await opened.services.auth.login('admin', 'admin-test-password', '127.0.0.1')
    if (login.kind !== 'token') throw new Error('admin could not log in')
    const found = opened.services.credentials.lookup(login.token, clock.now())
    if (!('principal' in found)) throw new Error('admin token unknown')
    return found.principal
  }
  return {
    ...opened,
    clock,
    adminPrincipal,
    published,
    take: () => {
      // What the change feed derived (the deck after another service's change, an arena's mode) goes out on the next
      // turn when the write itself publishes nothing: it is taken with everything else.
      live.flushDerived()
      return published.splice(0)
    },
  }
}

/** A robot signaller that answers every robot at once, for arena services that must not touch the network. */
export function answeringSignaller(targets: RobotTarget[], signal: RobotSignal, _options: unknown, onOutcome?: (outcome: RobotOutcome) => void): Promise<RobotOutcome[]> {
  const outcomes = targets.map((target): RobotOutcome => ({ ...target, event: signal.event, outcome: target.robot_ip ? 'acknowledged' : 'no_robot', latency_ms: target.robot_ip ? 1 : null, detail: target.robot_ip ? 'HTTP 200' : 'no robot', attempts: target.robot_ip ? 1 : 0, sent_at: 0 }))
  for (const outcome of outcomes) onOutcome?.(outcome)
  return Promise.resolve(outcomes)
}

/**
 * Opens fresh services before each test of the file (handing them to `use`, with nothing published yet) and closes
 * them after it: `let h: ServiceHarness; useTestServices((opened) => (h = opened))`.
 */
export function useTestServices(use: (harness: ServiceHarness) => unknown, options: Partial<ServicesOptions> = {}): void {
  let current: ServiceHarness | undefined
  beforeEach(async () => {
    current = await openTestServices(options)
    await use(current)
    current.take()
  })
  afterEach(() => current?.close())
  afterAll(removeTempDirs)
}
