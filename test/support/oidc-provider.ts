// A real OpenID Connect provider (the oidc-provider package) on 127.0.0.1 for the single sign-on tests: one client
// (confidential; its redirect URI is the console's callback), accounts by login name (devInteractions: any login, any
// password), `boss` carries the admin claim. `signIn` walks its own login and consent pages over real HTTP with a cookie jar.
import type { Server } from 'node:http'
import type { AddressInfo } from 'node:net'

/** oidc-provider ships no types: the little of it used here. */
interface ProviderInstance {
  listen(port: number, host: string): Server
}
type ProviderClass = new (issuer: string, configuration: Record<string, unknown>) => ProviderInstance
const PACKAGE = 'oidc-provider'

export const TEST_CLIENT_ID = 'arena-console'
export const TEST_CLIENT_SECRET = 'arena-console-secret-for-tests'
export const ADMIN_CLAIM = 'arena_roles'

export interface TestProvider {
  issuer: string
  port: number
  /** Lifetime of the next ID tokens, s (negative: already expired when issued). */
  settings: { idTokenTtlSeconds: number }
  /** How many times the discovery document was read. */
  discoveries(): number
  close(): Promise<void>
}

/** The claims of an account: its login as preferred_username; `boss` (and any login starting with "admin-") holds the admin role. */
export function accountClaims(id: string): Record<string, unknown> {
  const admin = id === 'boss' || id.startsWith('admin-')
  return { sub: `sub-${id}`, preferred_username: id, name: id, [ADMIN_CLAIM]: admin ? ['player', 'admin'] : ['player'] }
}

export async function startTestProvider(redirectUris: string[]): Promise<TestProvider> {
  const { createServer } = await import('node:http')
  const probe = createServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const port = (probe.address() as AddressInfo).port
  await new Promise<void>((resolve) => probe.close(() => resolve()))
  const issuer = `http://127.0.0.1:${port}`
  const settings = { idTokenTtlSeconds: 3600 }
  const { default: Provider } = (await import(PACKAGE)) as { default: ProviderClass }
  const provider = new Provider(issuer, {
    clients: [{ client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET, redirect_uris: redirectUris, response_types: ['code'], grant_types: ['authorization_code'], token_endpoint_auth_method: 'client_secret_post' }],
    claims: { openid: ['sub'], profile: ['preferred_username', 'name', ADMIN_CLAIM] },
    findAccount: (_ctx: unknown, id: string) => ({ accountId: id, claims: () => accountClaims(id) }),
    cookies: { keys: ['arena-sso-api-test-cookie-key'] },
    pkce: { required: () => true },
    ttl: { IdToken: () => settings.idTokenTtlSeconds, AccessToken: 600, Interaction: 600, Session: 3600, Grant: 3600 },
    features: { devInteractions: { enabled: true } },
  })
  const server: Server = provider.listen(port, '127.0.0.1')
  await new Promise<void>((resolve) => server.once('listening', () => resolve()))
  let discoveries = 0
  server.prependListener('request', (request: { url?: string }) => {
    if (request.url === '/.well-known/openid-configuration') discoveries += 1
  })
  return {
    issuer,
    port,
    settings,
    discoveries: () => discoveries,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections()
        server.close(() => resolve())
      }),
  }
}

/** A browser's cookie jar, enough for the provider's pages. */
class CookieJar {
  private readonly cookies = new Map<string, string>()
  take(response: Response): void {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';')
      const eq = pair.indexOf('=')
      this.cookies.set(pair.slice(0, eq).trim(), pair.slice(eq + 1).trim())
    }
  }
  header(): string {
    return [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; ')
  }
}

/**
 * Follows redirects by hand from `url` (the console's /auth/sso/start), signing in as `login` on the provider's login
 * page and consenting (or refusing with `refuse`), until a redirect leaves the provider: answers that URL (the console's callback).
 */
export async function signIn(consoleStart: string, provider: TestProvider, login: string, options: { refuse?: boolean } = {}): Promise<URL> {
  const jar = new CookieJar()
  let url = new URL(consoleStart)
  let method = 'GET'
  let body: URLSearchParams | undefined
  for (let hop = 0; hop < 20; hop += 1) {
    const onProvider = url.origin === provider.issuer
    const response = await fetch(url, { method, body, redirect: 'manual', headers: onProvider ? { cookie: jar.header() } : {} })
    if (onProvider) jar.take(response)
    method = 'GET'
    body = undefined
    const location = response.headers.get('location')
    if (location) {
      const next = new URL(location, url)
      if (next.origin !== provider.issuer && onProvider) return next
      url = next
      continue
    }
    const html = await response.text()
    if (!onProvider || response.status !== 200) throw new Error(`unexpected answer ${response.status} at ${url.href}: ${html.slice(0, 300)}`)
    const action = /<form[^>]*action="([^"]+)"/.exec(html)?.[1]
    if (!action) throw new Error(`no form at ${url.href}`)
    if (html.includes('name="login"')) {
      body = new URLSearchParams({ prompt: 'login', login, password: 'any' })
    } else if (options.refuse) {
      const abort = /href="([^"]*\/abort)"/.exec(html)?.[1]
      if (!abort) throw new Error('no abort link on the consent page')
      url = new URL(abort.replace(/&amp;/g, '&'), url)
      continue
    } else {
      body = new URLSearchParams({ prompt: 'consent' })
    }
    method = 'POST'
    url = new URL(action.replace(/&amp;/g, '&'), url)
  }
  throw new Error('too many redirects')
}
