// Guard against DNS rebinding: a page on some other site that re-points its own name at the arena PC must not reach the API or the console.
import { isIP } from 'node:net'
import { hostname } from 'node:os'
import type { Middleware } from 'koa'

/** The names this machine answers to on the venue LAN besides its addresses: localhost and its own host name (with .local / .lan). */
export function machineNames(host = hostname()): string[] {
  const name = host.toLowerCase()
  return ['localhost', name, `${name}.local`, `${name}.lan`]
}

/** A Host header: a name or IPv4 address, or an IPv6 address in brackets, then at most a port of digits (RFC 9110 §7.2). */
const HOST = /^(?:\[([^\]]*)\]|([^:[\]]*))(?::\d*)?$/

/**
 * The host name of a Host header ("[::1]:8700" → "::1", "Arena-PC:8700" → "arena-pc"). A header that is not a host and
 * a port ("127.0.0.1:9650.evil.example") is answered whole, so that it is neither an address nor one of our names.
 */
export function hostNameOf(header: string): string {
  const trimmed = header.trim().toLowerCase()
  const match = HOST.exec(trimmed)
  return match ? (match[1] ?? match[2]) : trimmed
}

/** An address, or one of this machine's own names, is allowed; any other name is someone else's site pointed at us. */
export function hostAllowed(header: string | undefined, names: readonly string[]): boolean {
  if (header === undefined || header === '') return true
  const name = hostNameOf(header)
  return isIP(name) !== 0 || names.includes(name) || name.endsWith('.localhost')
}

export function hostGuard(names: readonly string[] = machineNames()): Middleware {
  return async (ctx, next) => {
    if (!hostAllowed(ctx.get('Host'), names)) {
      ctx.status = 421
      ctx.body = { detail: `This arena server does not answer to the name ${hostNameOf(ctx.get('Host'))}; open it by its address (http://<IP>:<port>)` }
      return
    }
    await next()
  }
}
