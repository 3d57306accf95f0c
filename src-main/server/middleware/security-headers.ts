// A link of the request chain (server/app.ts has the order): headers that keep browsers from sniffing, framing or caching
// what the server answers, and a policy that lets its pages connect to this server only (and to the other arena PCs it knows).
import type { Middleware } from 'koa'

/** The page's policy; a page may connect to its own server and to `peers`, the other arena PCs this one knows. */
export function contentSecurityPolicy(peers: readonly string[] = []): string {
  return [
    "default-src 'self'",
    "script-src 'self'",
    "style-src 'self' 'unsafe-inline'",
    "img-src 'self' data:",
    ["connect-src 'self'", ...peers].join(' '),
    "object-src 'none'",
    "base-uri 'none'",
    "frame-ancestors 'none'",
    "form-action 'self'",
  ].join('; ')
}

const CONTENT_SECURITY_POLICY = contentSecurityPolicy()

/**
 * `peers`: the other arena PCs this one knows now (replication), which a page may ask who is primary when its own PC is
 * gone (docs/standby.md); none with one PC, and the policy is exactly as it was.
 */
export function securityHeaders(peers: () => readonly string[] = () => []): Middleware {
  return async (ctx, next) => {
    const known = peers()
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Content-Security-Policy': known.length === 0 ? CONTENT_SECURITY_POLICY : contentSecurityPolicy(known),
    })
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store')
    await next()
  }
}
