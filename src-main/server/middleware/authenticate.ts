// Fourth link: resolves the bearer secret to a principal (or a reason it is refused); routes decide what they need.
import type { Middleware } from 'koa'
import type { AuthCache, Lookup } from '../../services/auth-cache'

export interface AuthState {
  secret?: string
  lookup?: Lookup
}

export function bearerSecret(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer +(\S+)\s*$/i.exec(header)
  return match?.[1]
}

/** The one path that also takes its secret as ?key=: a browser EventSource cannot set headers. */
export const KEY_IN_QUERY_PATH = '/api/v1/stream'

export function authenticate(cache: AuthCache, now: () => number): Middleware {
  return async (ctx, next) => {
    const queryKey = ctx.path === KEY_IN_QUERY_PATH && typeof ctx.query.key === 'string' ? ctx.query.key : undefined
    const secret = bearerSecret(ctx.get('Authorization')) ?? queryKey
    const state: AuthState = secret ? { secret, lookup: cache.lookup(secret, now()) } : {}
    ctx.state.auth = state
    await next()
  }
}
