// The phases of the LAN availability benchmark: a quiet baseline, then each abuse of issue 25 started in its own process
// (slow connections: test/support/connection-flood.ts; streams, reports, logins: bench/lan-abuse.ts), reported once a second.
import type { ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { spawnNode, stopChild } from './processes'

export interface AbuseSettings {
  port: number
  eventId: number
  /** A player's name and password: the attacker's account. */
  player: string
  password: string
  adminPassword: string
}

export const REPORT_LOOPS = 32
export const LOGIN_LOOPS = 8

/** Slow-header connections: 32 addresses of the LAN × 80, 2,560 — more than the server lets the LAN hold (1,792 of 2,048). */
const FLOOD_ADDRESSES = Array.from({ length: 32 }, (_, n) => `127.0.1.${n + 1}`)
const FLOOD_PER_ADDRESS = 80
/** The flood counts as at full strength once it holds this many connections. */
const FLOOD_READY_HELD = 1_500

export interface PhaseSpec {
  name: string
  /** What the abuse is, in a few words, for the results file. */
  description: string
  /** The driver's process, or none for the quiet baseline. */
  driver?: (root: string, settings: AbuseSettings) => string[]
}

const abuse = (mode: string) => (root: string, settings: AbuseSettings) => ['--import', 'tsx', join(root, 'bench', 'lan-abuse.ts'), mode, JSON.stringify(settings)]

export const PHASES: PhaseSpec[] = [
  { name: 'quiet', description: 'no abuse: the baseline' },
  {
    name: 'slow connections',
    description: `${FLOOD_ADDRESSES.length} addresses (127.0.1.x) × ${FLOOD_PER_ADDRESS} connections sending a header line every 2 s, never finishing; each one the server closes is opened again after 250 ms`,
    driver: (root, settings) => ['--import', 'tsx', join(root, 'test', 'support', 'connection-flood.ts'), String(settings.port), FLOOD_ADDRESSES.join(','), String(FLOOD_PER_ADDRESS)],
  },
  {
    name: 'stream flood',
    description: 'one player logs in, asks for up to 150 personal keys, and opens 9 streams on its login and on each key (one address per credential, 127.0.2.x), each reopened 2 s after the server ends it',
    driver: abuse('streams'),
  },
  { name: 'report flood', description: `one player's token (127.0.4.1), ${REPORT_LOOPS} loops of schedule and team-sheets PDFs back to back`, driver: abuse('reports') },
  {
    name: 'login flood',
    description: `${LOGIN_LOOPS} loops of failed admin logins, each from a random 127.0.x.y; the right password from 127.0.0.1 every 2 s`,
    driver: abuse('logins'),
  },
]

export interface RunningAbuse {
  /**
   * The driver's latest counts. The slow connections: those held for over a second now and at the most (connections the
   * kernel took but the server had not yet accepted and closed count as held: a peak above the server's caps is that
   * backlog), and how many the server closed.
   */
  counts(): Record<string, number>
  /** Resolves once the abuse is at full strength, or after `timeoutMs` (false then). */
  ready(timeoutMs: number): Promise<boolean>
  stop(): Promise<void>
}

export function startAbuse(spec: PhaseSpec, root: string, settings: AbuseSettings): RunningAbuse {
  if (!spec.driver) return { counts: () => ({}), ready: () => Promise.resolve(true), stop: () => Promise.resolve() }
  const child: ChildProcess = spawnNode(spec.driver(root, settings), root)
  let latest: Record<string, number> = {}
  let isReady = false
  let mostHeld = 0
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const report = JSON.parse(line) as { ready?: boolean; counts?: Record<string, number>; held?: number; closedByServer?: number }
    if (report.counts) {
      latest = report.counts
      isReady ||= report.ready === true
    } else {
      mostHeld = Math.max(mostHeld, report.held ?? 0)
      latest = { held: report.held ?? 0, 'most held': mostHeld, 'closed by server': report.closedByServer ?? 0 }
      isReady ||= mostHeld >= FLOOD_READY_HELD
    }
  })
  return {
    counts: () => latest,
    async ready(timeoutMs) {
      const deadline = Date.now() + timeoutMs
      while (!isReady && Date.now() < deadline && child.exitCode === null) await new Promise((done) => setTimeout(done, 100))
      if (child.exitCode !== null) throw new Error(`the ${spec.name} driver exited (code ${child.exitCode})`)
      return isReady
    },
    stop: () => stopChild(child, 3_000).then(() => undefined),
  }
}
