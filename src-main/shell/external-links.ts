// Which links leave the app for the system browser: only the ones the app itself shows — its own documentation (the
// operator's guide, the API reference) and screen addresses on its own server, and the configured single sign-on
// provider. Everything else is refused.
import { API_REFERENCE_PATH } from '../server/api-reference'
import { GUIDE_PATH } from '../server/middleware/static-files'

export interface ExternalLinkPolicy {
  /** The origins this server answers on (loopback and each LAN address), read when a link is opened. */
  ownOrigins(): readonly string[]
  /** The configured SSO issuer URL, or null when none is set. */
  ssoIssuer(): string | null
}

/** Pages of the app's own server the console links to: the operator's guide (Help), the API reference (and its OpenAPI document) and a screen's address. */
const OWN_LINKED_PATHS = [GUIDE_PATH, API_REFERENCE_PATH, '/api/v1/openapi.json', '/display']

function parsed(url: string): URL | undefined {
  try {
    return new URL(url)
  } catch {
    return undefined
  }
}

function isOwnLinkedPath(pathname: string): boolean {
  return OWN_LINKED_PATHS.some((path) => pathname === path || pathname.startsWith(`${path}/`))
}

export function externalLinkAllowed(url: string, policy: ExternalLinkPolicy): boolean {
  const target = parsed(url)
  if (!target || (target.protocol !== 'http:' && target.protocol !== 'https:') || target.username !== '' || target.password !== '') return false
  const own = policy.ownOrigins().map((origin) => parsed(origin)?.origin)
  if (own.includes(target.origin) && isOwnLinkedPath(target.pathname)) return true
  const issuer = policy.ssoIssuer()
  return issuer !== null && issuer !== '' && parsed(issuer)?.origin === target.origin
}
