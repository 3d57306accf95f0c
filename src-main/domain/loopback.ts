// The arena PC itself: only it may claim an empty data file, so a laptop on the LAN cannot race the operator to it.

/** Whether a client address is the machine's own loopback (IPv4 127/8, IPv6 ::1, or 127/8 mapped into IPv6). */
export function isLoopbackAddress(address: string): boolean {
  return address === '::1' || address.startsWith('127.') || address.startsWith('::ffff:127.')
}
