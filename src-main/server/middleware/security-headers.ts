// A link of the request chain (server/app.ts has the order): headers that keep browsers from sniffing, framing or caching
// what the server answers.
import type { Middleware } from 'koa'

const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self' 'unsafe-inline'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
  "form-action 'self'",
].join('; ')

export function securityHeaders(): Middleware {
  return async (ctx, next) => {
    ctx.set({
      'X-Content-Type-Options': 'nosniff',
      'X-Frame-Options': 'DENY',
      'Referrer-Policy': 'no-referrer',
      'Cross-Origin-Opener-Policy': 'same-origin',
      'Content-Security-Policy': CONTENT_SECURITY_POLICY,
    })
    if (ctx.path.startsWith('/api/')) ctx.set('Cache-Control', 'no-store')
    await next()
  }
}
