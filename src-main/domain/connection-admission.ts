// Whether the server takes one more TCP connection from an address: a cap per address and in total keeps one machine on the
// LAN (or a few) from holding every connection the server can have, with room kept for the arena PC itself and for those
// the operator relies on (administrators, venue screens). Pure: the counting and the sockets are the server's.

export interface ConnectionLimits {
  /** Open connections one address may hold (a browser keeps 6 per server; a screen, a robot or a phone fewer). */
  perAddress: number
  /** Open connections from the whole LAN (the arena PC's own are not counted and never refused). */
  total: number
  /** Of `total`, the last this many are kept for trusted addresses (administrators and screens seen recently). */
  reservedForTrusted: number
}

export const DEFAULT_CONNECTION_LIMITS: ConnectionLimits = { perAddress: 64, total: 2_048, reservedForTrusted: 256 }

/**
 * The caps for a process that may hold `openFiles` file descriptors (undefined: not known): the LAN gets at most half of
 * them — the rest stay for the data file, its journal and backups, the arena PC's own connections and the robots' signals
 * — and a quarter of its room is kept for trusted addresses.
 */
export function connectionLimitsFor(openFiles: number | undefined): ConnectionLimits {
  if (openFiles === undefined || !Number.isFinite(openFiles)) return DEFAULT_CONNECTION_LIMITS
  const total = Math.max(64, Math.min(DEFAULT_CONNECTION_LIMITS.total, Math.floor(openFiles / 2)))
  return { perAddress: Math.min(DEFAULT_CONNECTION_LIMITS.perAddress, total), total, reservedForTrusted: Math.min(DEFAULT_CONNECTION_LIMITS.reservedForTrusted, Math.floor(total / 4)) }
}

export interface ConnectionAsk {
  /** The arena PC itself (127.0.0.1, ::1): always taken, never counted. */
  thisPc: boolean
  /** An address that authenticated as an administrator or a screen recently: it may use the reserved room. */
  trusted: boolean
  /** Connections this address holds open now. */
  fromAddress: number
  /** Connections the LAN holds open now (not counting the arena PC's own). */
  fromLan: number
}

export type Admission = 'admit' | 'address full' | 'server full'

export function admitConnection(ask: ConnectionAsk, limits: ConnectionLimits): Admission {
  if (ask.thisPc) return 'admit'
  if (ask.fromAddress >= limits.perAddress) return 'address full'
  const room = ask.trusted ? limits.total : limits.total - limits.reservedForTrusted
  return ask.fromLan >= room ? 'server full' : 'admit'
}

/** The arena PC's own console: the exact loopback addresses it connects from (other 127/8 addresses count as the LAN). */
export function isThisPc(address: string): boolean {
  return address === '127.0.0.1' || address === '::1' || address === '::ffff:127.0.0.1'
}
