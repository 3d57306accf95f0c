// Fourth link: resolves the bearer secret to a principal (or a reason it is refused); routes decide what they need.
import type { Middleware } from 'koa'
import type { AuthCache, Lookup } from '../auth-cache'

export interface AuthState {
  secret?: string
  lookup?: Lookup
}

export function bearerSecret(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer +(\S+)\s*$/i.exec(header)
  return match?.[1]
}

export function authenticate(cache: AuthCache, now: () => number): Middleware {
  return async (ctx, next) => {
    const secret = bearerSecret(ctx.get('Authorization'))
    const state: AuthState = secret ? { secret, lookup: cache.lookup(secret, now()) } : {}
    ctx.state.auth = state
    await next()
  }
}
