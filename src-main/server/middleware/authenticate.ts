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

/** Whether a lookup is an administrator or a venue screen: those the connection caps keep room for. */
export function isTrustedLookup(lookup: Lookup | undefined): boolean {
  return lookup !== undefined && ('screen' in lookup || ('principal' in lookup && lookup.principal.user.is_admin))
}

/** `trusted` hears the address of every request made by an administrator or a screen (the connection guard's reserve). */
export function authenticate(cache: AuthCache, now: () => number, trusted: (address: string) => void = () => undefined): Middleware {
  return async (ctx, next) => {
    const queryKey = ctx.path === KEY_IN_QUERY_PATH && typeof ctx.query.key === 'string' ? ctx.query.key : undefined
    const secret = bearerSecret(ctx.get('Authorization')) ?? queryKey
    const state: AuthState = secret ? { secret, lookup: cache.lookup(secret, now()) } : {}
    ctx.state.auth = state
    if (isTrustedLookup(state.lookup)) trusted(ctx.req.socket.remoteAddress ?? '')
    await next()
  }
}
