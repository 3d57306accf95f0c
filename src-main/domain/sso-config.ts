// The single-sign-on configuration: the rules a body must meet beyond its schema, how an update replaces the stored
// configuration (the secret is kept unless sent), and the view that never shows the secret.
import { valueError, type Loc, type ValidationItem } from './validation-errors'

/** The configuration as stored in the data file (settings row 'sso'). */
export interface SsoConfig {
  enabled: boolean
  /** OpenID Connect issuer URL (http or https); null when not set. */
  issuer: string | null
  client_id: string | null
  /** Kept in the data file because the server must present it to the identity provider; never answered. */
  client_secret: string | null
  scopes: string[]
  /** ID-token claim that holds the user name. */
  username_claim: string
  /** ID-token claim that marks an administrator; null: no one becomes an admin through the identity provider. */
  admin_claim: string | null
}

/** What the API answers: everything but the secret, and whether one is set. */
export interface SsoConfigView {
  enabled: boolean
  issuer: string | null
  client_id: string | null
  client_secret_set: boolean
  scopes: string[]
  username_claim: string
  admin_claim: string | null
}

/** Body of Update Sso Config. null or "" means "not set"; an omitted client_secret keeps the stored one. */
export interface SsoConfigUpdate {
  enabled: boolean
  issuer?: string | null
  client_id?: string | null
  client_secret?: string | null
  scopes?: string[]
  username_claim?: string
  admin_claim?: string | null
}

export const DEFAULT_SSO_SCOPES: readonly string[] = ['openid', 'profile']

export const DEFAULT_SSO_CONFIG: SsoConfig = {
  enabled: false,
  issuer: null,
  client_id: null,
  client_secret: null,
  scopes: [...DEFAULT_SSO_SCOPES],
  username_claim: 'preferred_username',
  admin_claim: null,
}

function blankToNull(value: string | null | undefined): string | null {
  return value === undefined || value === null || value === '' ? null : value
}

/** An OpenID Connect issuer: an absolute http(s) URL with a host, no credentials, query, fragment or whitespace. */
export function issuerProblem(value: string, loc: Loc): ValidationItem | undefined {
  const problem = (why: string): ValidationItem => valueError(loc, `issuer must be an http or https URL${why}`, value)
  if (/\s/.test(value)) return problem(' without spaces')
  let url: URL
  try {
    url = new URL(value)
  } catch {
    return problem('')
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return problem('')
  if (url.hostname === '') return problem(' with a host')
  if (url.username !== '' || url.password !== '') return problem(' without user name or password')
  if (url.search !== '' || url.hash !== '' || value.includes('?') || value.includes('#')) return problem(' without query or fragment')
  return undefined
}

/** The rules of an update that its schema cannot express: what `enabled` requires, the issuer's form, the openid scope. */
export function ssoConfigProblems(update: SsoConfigUpdate): ValidationItem[] {
  const problems: ValidationItem[] = []
  const issuer = update.issuer
  if (issuer !== undefined && issuer !== null && (issuer !== '' || update.enabled)) {
    const problem = issuerProblem(issuer, ['body', 'issuer'])
    if (problem) problems.push(problem)
  }
  if (!update.enabled) return problems
  if (issuer === undefined || issuer === null) problems.push({ loc: ['body', 'issuer'], msg: 'Field required', type: 'missing', input: update })
  if (update.client_id === undefined || update.client_id === null) {
    problems.push({ loc: ['body', 'client_id'], msg: 'Field required', type: 'missing', input: update })
  } else if (update.client_id.trim() === '') {
    problems.push(valueError(['body', 'client_id'], 'client_id must not be empty when single sign-on is enabled', update.client_id))
  }
  if (update.scopes !== undefined && !update.scopes.includes('openid')) {
    problems.push(valueError(['body', 'scopes'], 'scopes must include openid when single sign-on is enabled', update.scopes))
  }
  return problems
}

/** The configuration after `update` (already free of problems): a replacement, except that an omitted secret is kept. */
export function applySsoUpdate(stored: SsoConfig, update: SsoConfigUpdate): SsoConfig {
  return {
    enabled: update.enabled,
    issuer: blankToNull(update.issuer),
    client_id: blankToNull(update.client_id),
    client_secret: update.client_secret === undefined ? stored.client_secret : blankToNull(update.client_secret),
    scopes: update.scopes === undefined ? [...DEFAULT_SSO_SCOPES] : [...new Set(update.scopes)],
    username_claim: update.username_claim ?? DEFAULT_SSO_CONFIG.username_claim,
    admin_claim: blankToNull(update.admin_claim),
  }
}

export function ssoConfigView(config: SsoConfig): SsoConfigView {
  return {
    enabled: config.enabled,
    issuer: config.issuer,
    client_id: config.client_id,
    client_secret_set: config.client_secret !== null,
    scopes: config.scopes,
    username_claim: config.username_claim,
    admin_claim: config.admin_claim,
  }
}
