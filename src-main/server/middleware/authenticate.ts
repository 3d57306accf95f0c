// A link of the request chain (server/app.ts has the order), before the router: resolves the bearer secret to a principal
// (or a reason it is refused); routes decide what they need.
import type { Middleware } from 'koa'
import type { AuthCache, Lookup } from '../../services/auth-cache'

export interface AuthState {
  secret?: string
  lookup?: Lookup
  /** Why the secret is refused whatever it is (a login token or personal key sent in ?key=): a 401 with this detail. */
  refused?: string
}

export function bearerSecret(header: string | undefined): string | undefined {
  if (!header) return undefined
  const match = /^Bearer +(\S+)\s*$/i.exec(header)
  return match?.[1]
}

/**
 * The one path that also takes a secret as ?key=: a venue screen's browser (EventSource) cannot set headers. Only a
 * screen key is taken there: a URL is kept in browser history, proxies' and servers' logs, so a login token or a
 * personal key (long-lived, a user's rights) goes in the Authorization header.
 */
export const KEY_IN_QUERY_PATH = '/api/v1/stream'

export const ONLY_SCREEN_KEYS_IN_QUERY = '?key= takes only a screen key; send a login token or personal key in the Authorization header'

/** Whether a lookup is an administrator or a venue screen: those the connection caps keep room for. */
export function isTrustedLookup(lookup: Lookup | undefined): boolean {
  return lookup !== undefined && ('screen' in lookup || ('principal' in lookup && lookup.principal.user.is_admin))
}

/** `trusted` hears the address of every request made by an administrator or a screen (the connection guard's reserve). */
export function authenticate(cache: AuthCache, now: () => number, trusted: (address: string) => void = () => undefined): Middleware {
  return async (ctx, next) => {
    const queryKey = ctx.path === KEY_IN_QUERY_PATH && typeof ctx.query.key === 'string' ? ctx.query.key : undefined
    const header = bearerSecret(ctx.get('Authorization'))
    const secret = header ?? queryKey
    const state: AuthState = secret ? { secret, lookup: cache.lookup(secret, now()) } : {}
    if (header === undefined && state.lookup && 'principal' in state.lookup) state.refused = ONLY_SCREEN_KEYS_IN_QUERY
    ctx.state.auth = state
    if (!state.refused && isTrustedLookup(state.lookup)) trusted(ctx.req.socket.remoteAddress ?? '')
    await next()
  }
}
