// Where a robot is reached and why it could not be: its URL as a person would write it, and a network error in a few words.
import { isIP } from 'node:net'

/** `http://<robot_ip>:<port><path>`, an IPv6 address in brackets (its zone's `%` escaped). */
export function robotAddress(robotIp: string, port: number, path: string): string {
  const host = isIP(robotIp) === 6 ? `[${robotIp.replace('%', '%25')}]` : robotIp
  return `http://${host}:${port}${path}`
}

/** Why a connection to a robot failed, as the operator reads it: `connection refused`, `host unreachable`, … */
export function networkReason(code: string | undefined, message: string): string {
  switch (code) {
    case 'ECONNREFUSED':
      return 'connection refused'
    case 'ECONNRESET':
      return 'connection reset'
    case 'EHOSTUNREACH':
      return 'host unreachable'
    case 'ENETUNREACH':
      return 'network unreachable'
    case 'EADDRNOTAVAIL':
      return 'address not available'
    default:
      return code ? `${code}: ${message}` : message
  }
}
