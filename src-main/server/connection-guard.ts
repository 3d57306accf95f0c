// The listener's guard against connection floods: every TCP connection is counted by its remote address, and one over the
// caps (domain/connection-admission.ts) is closed at once, so a machine on the LAN that opens thousands of connections
// (slow headers, a trickled body, idle sockets) cannot take the ones the operator, the screens and the robots need.
import type { Server } from 'node:http'
import type { Socket } from 'node:net'
import { admitConnection, DEFAULT_CONNECTION_LIMITS, isThisPc, type Admission, type ConnectionLimits } from '../domain/connection-admission'
import type { Logger } from '../domain/logging'

/** How long an address that authenticated as an administrator or a screen may use the reserved room. */
const TRUST_MS = 10 * 60_000
/** A refused address is logged at most this often (with how many were refused meanwhile). */
const LOG_EVERY_MS = 60_000
/** Remembered addresses (trusted, refused) are forgotten beyond this many, oldest first. */
const MAX_REMEMBERED = 10_000

export class ConnectionGuard {
  private readonly open = new Map<string, number>()
  private fromLan = 0
  private readonly trustedUntil = new Map<string, number>()
  private readonly refusals = new Map<string, { count: number; loggedAt: number }>()

  constructor(
    private readonly log: Logger,
    private readonly limits: ConnectionLimits = DEFAULT_CONNECTION_LIMITS,
    private readonly now: () => number = Date.now,
  ) {}

  /** Counts and caps every connection `server` accepts. */
  attach(server: Server): void {
    server.on('connection', (socket: Socket) => this.accepted(socket))
  }

  /** Connections the LAN holds open now (the arena PC's own not counted). */
  get lanConnections(): number {
    return this.fromLan
  }

  /** `address` authenticated as an administrator or a venue screen: for a while it may use the room kept for them. */
  trust(address: string): void {
    if (isThisPc(address)) return
    remember(this.trustedUntil, address, this.now() + TRUST_MS)
  }

  private accepted(socket: Socket): void {
    const address = socket.remoteAddress ?? ''
    const thisPc = isThisPc(address)
    const fromAddress = this.open.get(address) ?? 0
    const verdict = admitConnection({ thisPc, trusted: this.isTrusted(address), fromAddress, fromLan: this.fromLan }, this.limits)
    if (verdict !== 'admit') {
      socket.destroy()
      this.refused(address, verdict, fromAddress)
      return
    }
    if (thisPc) return
    this.open.set(address, fromAddress + 1)
    this.fromLan += 1
    socket.once('close', () => {
      this.fromLan -= 1
      const left = (this.open.get(address) ?? 1) - 1
      if (left > 0) this.open.set(address, left)
      else this.open.delete(address)
    })
  }

  private isTrusted(address: string): boolean {
    const until = this.trustedUntil.get(address)
    if (until === undefined) return false
    if (until > this.now()) return true
    this.trustedUntil.delete(address)
    return false
  }

  private refused(address: string, verdict: Exclude<Admission, 'admit'>, fromAddress: number): void {
    const now = this.now()
    const seen = this.refusals.get(address) ?? { count: 0, loggedAt: -Infinity }
    seen.count += 1
    remember(this.refusals, address, seen)
    if (now - seen.loggedAt < LOG_EVERY_MS) return
    const why =
      verdict === 'address full'
        ? `it holds ${fromAddress} open connections, the most one address may (${this.limits.perAddress})`
        : `the LAN holds ${this.fromLan} open connections, the most the server takes (${this.limits.total}, the last ${this.limits.reservedForTrusted} kept for administrators and screens)`
    this.log.warn(`Connections from ${address} refused: ${why}; ${seen.count} refused since the last report`, { address, refused: seen.count, reason: verdict })
    seen.count = 0
    seen.loggedAt = now
  }
}

function remember<V>(map: Map<string, V>, key: string, value: V): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > MAX_REMEMBERED) map.delete(map.keys().next().value!)
}
