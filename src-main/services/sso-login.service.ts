// The single sign-on login (OpenID Connect, authorization code with PKCE, state and nonce) behind the stored SSO
// configuration: start, the provider's callback, the one-time code the console exchanges for the usual login token,
// the connection test and the login options. Pending logins and one-time codes live in memory only, short-lived, one use.
import * as oidc from 'openid-client'
import { liveMessage } from '../contract/live-events'
import type { Database } from 'sql.js'
import type { SsoErrorCode, SsoLinkBody, SsoLinkView, SsoOptions, SsoOptionsBody, SsoPublic, SsoTestResult } from '../contract/sso.schema'
import { isoSeconds } from '../domain/clock'
import { Conflict, NotFound } from '../domain/refusals'
import type { SsoConfig } from '../domain/sso-config'
import { refuseStale } from '../domain/versions'
import { lookalikeKey } from '../domain/user-import'
import { readSetting, readSsoConfig, writeSetting } from '../store/settings.repo'
import { findLinkBySubject, findLinkOfUser, removeLink, setLink } from '../store/sso-links.repo'
import { countAdmins, findUserById, findUserByName, insertUser, listUsers, updateUser, type UserWithSecret } from '../store/users.repo'
import type { AuthService } from './auth.service'
import { commit, type ServiceDeps } from './service-deps'
import { usersChanged } from './users-import'
import { newSecret } from './tokens'

/** The fixed path of the callback, below the console's own origin. */
export const SSO_CALLBACK_PATH = '/api/v1/auth/sso/callback'
export const SSO_OPTIONS_SETTING = 'sso_login'
const PENDING_TTL_MS = 10 * 60 * 1000
/** How long a sign-in that ran out of time is remembered, so its late answer is told "took too long" rather than "not started here". */
const EXPIRED_KEPT_MS = 60 * 60 * 1000
/** At most this many expired sign-ins are remembered (the oldest are forgotten first: their answer then reads as not started here). */
const EXPIRED_KEPT_MAX = 10_000
const CODE_TTL_MS = 60 * 1000
/** A provider's discovery document (and keys) is read again after this long, or at once when the configuration changes. */
const DISCOVERY_TTL_MS = 5 * 60 * 1000
/** Sign-ins started and not finished, per remote address: more drop that address's oldest, so a flood from one machine cannot crowd out anyone else's. */
export const PENDING_PER_ADDRESS = 20
const DEFAULT_OPTIONS: SsoOptions = { unknown_users: 'refuse', display_name: null }

interface Pending {
  address: string
  verifier: string
  nonce: string
  redirectUri: string
  expiresAt: number
}

/** A refusal of the flow, with the short code the console's login page turns into a sentence. */
export class SsoRefused extends Error {
  constructor(
    readonly code: SsoErrorCode,
    message: string,
  ) {
    super(message)
  }
}

/** Whether the admin claim's value makes an administrator: true, or the value "admin" as a string or in a list (case-insensitive). */
export function claimMakesAdmin(value: unknown): boolean {
  if (value === true || value === 'true') return true
  if (typeof value === 'string') return value.trim().toLowerCase() === 'admin'
  if (Array.isArray(value)) return value.some((item) => typeof item === 'string' && item.trim().toLowerCase() === 'admin')
  return false
}

function errorText(error: unknown): string {
  return error instanceof Error ? error.message : String(error)
}

/** Which refusal an error of openid-client is. */
export function classifyError(error: unknown): SsoRefused {
  if (error instanceof SsoRefused) return error
  const e = error as { code?: string; error?: string; cause?: unknown; message?: string }
  const text = errorText(error)
  if (error instanceof oidc.AuthorizationResponseError) {
    return e.error === 'access_denied' ? new SsoRefused('access_denied', `the provider refused: ${text}`) : new SsoRefused('provider_error', `the provider answered ${e.error}: ${text}`)
  }
  if (error instanceof oidc.ResponseBodyError || error instanceof oidc.WWWAuthenticateChallengeError) {
    const oauthError = error instanceof oidc.ResponseBodyError ? error.error : error.cause[0]?.parameters.error
    if (oauthError === 'invalid_client' || oauthError === 'unauthorized_client') return new SsoRefused('client_auth', `the provider refused the client: ${text}`)
    if (oauthError === 'invalid_grant') return new SsoRefused('invalid_grant', `the provider refused the code: ${text}`)
    return new SsoRefused('provider_error', `the provider answered ${oauthError}: ${text}`)
  }
  const causeCode = (e.cause as { code?: string } | undefined)?.code
  const code = e.code ?? causeCode
  const claim = (e.cause as { claim?: string; attribute?: string } | undefined)?.claim ?? (e.cause as { attribute?: string } | undefined)?.attribute
  if (code === 'OAUTH_JWT_TIMESTAMP_CHECK_FAILED') return new SsoRefused('id_token_expired', `the ID token is expired or not yet valid (check both clocks): ${text}`)
  if ((code === 'OAUTH_JWT_CLAIM_COMPARISON_FAILED' && claim === 'iss') || code === 'OAUTH_JSON_ATTRIBUTE_COMPARISON_FAILED') {
    return new SsoRefused('wrong_issuer', `the provider names another issuer than the one configured: ${text}`)
  }
  if (typeof code === 'string' && code.startsWith('OAUTH_')) return new SsoRefused('id_token_invalid', `the provider's answer failed a check: ${text}`)
  return new SsoRefused('unreachable', `the provider could not be reached: ${text}`)
}

/** A name with case, surrounding and repeated spaces and invisible characters ignored: two names alike this way are one person to a reader. */
export function looseNameKey(name: string): string {
  return lookalikeKey(name.normalize('NFC').replace(/\s+/gu, ' ').trim())
}

/**
 * The admin flag per the claim (undefined: no claim configured, no change). Only accounts without a password follow it:
 * an account with a password — the local administrator among them — keeps the flag its administrators give it, so the
 * provider can neither make it an administrator nor take the flag. The last administrator is never demoted.
 */
function followClaim(db: Database, user: UserWithSecret, isAdmin: boolean | undefined): { value: UserWithSecret; events: ReturnType<typeof usersChanged> } {
  const unchanged = { value: user, events: [] }
  if (isAdmin === undefined || isAdmin === user.is_admin || user.password_hash !== null) return unchanged
  if (!isAdmin && countAdmins(db) <= 1) return unchanged
  updateUser(db, user.id, { is_admin: isAdmin })
  return { value: { ...user, is_admin: isAdmin }, events: usersChanged() }
}

export class SsoLoginService {
  private readonly pending = new Map<string, Pending>()
  /** States already used, until they would have expired: a second callback with one is a replay. */
  private readonly used = new Map<string, number>()
  /** States of sign-ins that ran out of time, until EXPIRED_KEPT_MS after: their answer is `expired`. */
  private readonly expired = new Map<string, number>()
  private readonly codes = new Map<string, { token: string; expiresAt: number }>()
  /** One discovery per configuration at a time, kept DISCOVERY_TTL_MS: a burst of starts is not a burst of requests to the provider. */
  private discovered: { key: string; at: number; configuration: Promise<oidc.Configuration> } | undefined

  constructor(
    private readonly deps: ServiceDeps,
    private readonly auth: AuthService,
  ) {}

  private config(): SsoConfig {
    return this.deps.store.read(readSsoConfig)
  }

  options(): SsoOptions {
    return { ...DEFAULT_OPTIONS, ...this.deps.store.read((db) => readSetting<Partial<SsoOptions>>(db, SSO_OPTIONS_SETTING)) }
  }

  /** Changes the options given; `ifMatch`: the version they were read at (another one stored now is a 409 naming what changed). */
  updateOptions(changes: SsoOptionsBody, ifMatch?: string): Promise<SsoOptions> {
    return commit(this.deps, (db) => {
      const next: SsoOptions = { ...DEFAULT_OPTIONS, ...readSetting<Partial<SsoOptions>>(db, SSO_OPTIONS_SETTING) }
      refuseStale(ifMatch, next, 'The single sign-on login options')
      if (changes.unknown_users !== undefined) next.unknown_users = changes.unknown_users
      if (changes.display_name !== undefined) next.display_name = changes.display_name === null || changes.display_name.trim() === '' ? null : changes.display_name.trim()
      writeSetting(db, SSO_OPTIONS_SETTING, next)
      return { value: next, events: [liveMessage('sso_config_changed', {})] }
    })
  }

  /** What the login page needs: whether to offer the button and its name. No secrets. */
  publicInfo(): SsoPublic {
    const config = this.config()
    const enabled = config.enabled && config.issuer !== null && config.client_id !== null
    if (!enabled) return { enabled: false, display_name: null }
    return { enabled: true, display_name: this.options().display_name ?? new URL(config.issuer!).hostname }
  }

  /** The provider's configuration, from the cache while it is fresh and the settings are the same; failures are not kept. */
  private discover(config: SsoConfig): Promise<oidc.Configuration> {
    const key = JSON.stringify([config.enabled, config.issuer, config.client_id, config.client_secret])
    const now = this.deps.clock.now()
    if (this.discovered && this.discovered.key === key && now - this.discovered.at < DISCOVERY_TTL_MS) return this.discovered.configuration
    const configuration = this.discoverNow(config)
    const entry = { key, at: now, configuration }
    this.discovered = entry
    configuration.catch(() => {
      if (this.discovered === entry) this.discovered = undefined
    })
    return configuration
  }

  private async discoverNow(config: SsoConfig): Promise<oidc.Configuration> {
    if (!config.enabled || config.issuer === null || config.client_id === null) throw new SsoRefused('not_enabled', 'single sign-on is not enabled')
    const issuer = new URL(config.issuer)
    const auth = config.client_secret === null ? oidc.None() : oidc.ClientSecretPost(config.client_secret)
    const options: oidc.DiscoveryRequestOptions = { timeout: 10 }
    if (issuer.protocol === 'http:') options.execute = [oidc.allowInsecureRequests]
    try {
      return await oidc.discovery(issuer, config.client_id, undefined, auth, options)
    } catch (error) {
      throw classifyError(error)
    }
  }

  private sweep(now: number): void {
    for (const [key, entry] of this.pending) {
      if (entry.expiresAt > now) continue
      this.pending.delete(key)
      this.expired.set(key, entry.expiresAt + EXPIRED_KEPT_MS)
    }
    for (const [key, forgetAt] of this.expired) if (forgetAt <= now || this.expired.size > EXPIRED_KEPT_MAX) this.expired.delete(key)
    for (const [key, expiresAt] of this.used) if (expiresAt <= now) this.used.delete(key)
    for (const [key, entry] of this.codes) if (entry.expiresAt <= now) this.codes.delete(key)
  }

  /** Sign-ins started and not finished (or expired), all or those of one address. */
  pendingCount(address?: string): number {
    return [...this.pending.values()].filter((entry) => address === undefined || entry.address === address).length
  }

  /** Keeps a new pending sign-in, dropping the oldest of the same address beyond PENDING_PER_ADDRESS. */
  private remember(state: string, pending: Pending): void {
    const mine = [...this.pending].filter(([, entry]) => entry.address === pending.address)
    for (const [key] of mine.slice(0, Math.max(0, mine.length - PENDING_PER_ADDRESS + 1))) this.pending.delete(key)
    this.pending.set(state, pending)
  }

  /** The provider's authorization URL for a new login from `origin` (the console's own origin), asked by the machine at `address`. */
  async start(origin: string, address: string): Promise<URL> {
    const config = this.config()
    const client = await this.discover(config)
    const now = this.deps.clock.now()
    this.sweep(now)
    const verifier = oidc.randomPKCECodeVerifier()
    const state = oidc.randomState()
    const nonce = oidc.randomNonce()
    const redirectUri = origin + SSO_CALLBACK_PATH
    this.remember(state, { address, verifier, nonce, redirectUri, expiresAt: now + PENDING_TTL_MS })
    return oidc.buildAuthorizationUrl(client, {
      redirect_uri: redirectUri,
      scope: config.scopes.join(' '),
      code_challenge: await oidc.calculatePKCECodeChallenge(verifier),
      code_challenge_method: 'S256',
      state,
      nonce,
    })
  }

  /** The provider sent the browser back to `callbackUrl`: answers the one-time code for the console, or refuses. */
  async callback(callbackUrl: URL): Promise<string> {
    const now = this.deps.clock.now()
    this.sweep(now)
    const state = callbackUrl.searchParams.get('state') ?? ''
    const pending = this.pending.get(state)
    if (!pending) {
      if (this.used.has(state)) throw new SsoRefused('replayed', 'this sign-in answer was already used')
      const providerError = callbackUrl.searchParams.get('error')
      if (providerError === 'access_denied') throw new SsoRefused('access_denied', 'the provider refused the sign-in')
      if (this.expired.has(state)) throw new SsoRefused('expired', `the sign-in was not finished within ${PENDING_TTL_MS / 60_000} minutes`)
      throw new SsoRefused('invalid_state', 'the sign-in answer does not belong to a sign-in started here')
    }
    this.pending.delete(state)
    this.used.set(state, pending.expiresAt)
    const config = this.config()
    const client = await this.discover(config)
    const current = new URL(pending.redirectUri)
    current.search = callbackUrl.search
    let tokens: Awaited<ReturnType<typeof oidc.authorizationCodeGrant>>
    try {
      tokens = await oidc.authorizationCodeGrant(client, current, { pkceCodeVerifier: pending.verifier, expectedState: state, expectedNonce: pending.nonce, idTokenExpected: true })
    } catch (error) {
      throw classifyError(error)
    }
    const idClaims = tokens.claims()
    if (!idClaims) throw new SsoRefused('id_token_invalid', 'the provider sent no ID token')
    let claims: Record<string, unknown> = { ...idClaims }
    if (claims[config.username_claim] === undefined || (config.admin_claim !== null && claims[config.admin_claim] === undefined)) {
      // Providers that keep profile claims out of the ID token answer them at the userinfo endpoint.
      try {
        const info = await oidc.fetchUserInfo(client, tokens.access_token, idClaims.sub)
        claims = { ...info, ...claims }
      } catch (error) {
        this.deps.log.warn(`single sign-on: userinfo could not be read (${errorText(error)})`)
      }
    }
    const username = claims[config.username_claim]
    if (typeof username !== 'string' || username.trim() === '') throw new SsoRefused('no_username', `the provider sent no ${config.username_claim} claim`)
    const isAdmin = config.admin_claim === null ? undefined : claimMakesAdmin(claims[config.admin_claim])
    const user = await this.settleUser({ issuer: idClaims.iss, subject: idClaims.sub, name: username }, isAdmin)
    const session = await this.auth.openSession(user)
    const code = newSecret('session').slice(3)
    this.codes.set(code, { token: session.token, expiresAt: this.deps.clock.now() + CODE_TTL_MS })
    return code
  }

  /**
   * The user the person is (docs/sso.md, "Which user a sign-in is"): the user linked to the provider's issuer and sub;
   * without a link, the user of exactly that name if it may be claimed (no password, not an administrator), which is
   * then linked; a name that only resembles a user's (case, spaces, invisible characters) is refused; nobody of that
   * name: created (and linked) or refused per the options. The admin flag follows the claim on accounts without a
   * password only. A user created or whose flag changed is told to administrators (users_changed), and every open
   * session of theirs follows at once (the credential cache follows the store's change feed, as for any other change of a user).
   */
  private async settleUser(identity: { issuer: string; subject: string; name: string }, isAdmin: boolean | undefined): Promise<UserWithSecret> {
    const { issuer, subject, name } = identity
    const createUnknown = this.options().unknown_users === 'create'
    const who = `the provider's user "${name}" (issuer ${issuer}, sub ${subject})`
    return commit(this.deps, (db) => {
      const now = isoSeconds(this.deps.clock.now())
      const link = findLinkBySubject(db, issuer, subject)
      const linked = link && findUserById(db, link.user_id)
      if (linked) return followClaim(db, linked, isAdmin)
      const exact = findUserByName(db, name)
      if (exact && exact.name === name.normalize('NFC')) {
        if (findLinkOfUser(db, exact.id)) {
          throw new SsoRefused('link_required', `${who}: user ${exact.id} "${exact.name}" is linked to another provider identity; an administrator can link this one instead (PUT /api/v1/users/${exact.id}/sso-link)`)
        }
        if (exact.password_hash !== null || exact.is_admin) {
          const what = exact.password_hash !== null ? 'has a password of its own' : 'is an administrator'
          throw new SsoRefused('link_required', `${who}: user ${exact.id} "${exact.name}" ${what}, so a sign-in never takes it by its name; an administrator must link it (PUT /api/v1/users/${exact.id}/sso-link with this sub)`)
        }
        setLink(db, { user_id: exact.id, issuer, subject }, now)
        this.deps.log.info(`single sign-on: ${who} claimed user ${exact.id} "${exact.name}" (no password) and is linked to it`)
        return followClaim(db, exact, isAdmin)
      }
      const key = looseNameKey(name)
      const clash = listUsers(db).find((other) => looseNameKey(other.name) === key)
      if (clash) {
        throw new SsoRefused('name_taken', `${who}: the name resembles user ${clash.id} "${clash.name}" (case, spaces or invisible characters differ) and is not taken for it; an administrator can link the right user (PUT /api/v1/users/{user_id}/sso-link with this sub)`)
      }
      if (!createUnknown) throw new SsoRefused('unknown_user', `${name} has no user on this arena; ask the organiser to create one`)
      const id = insertUser(db, { name, password_hash: null, is_admin: isAdmin === true, is_playing: false, robot_ip: '' }, now)
      setLink(db, { user_id: id, issuer, subject }, now)
      return { value: findUserById(db, id)!, events: usersChanged() }
    })
  }

  /** The provider identity linked to a user (administrators' endpoint). */
  linkOf(userId: number): SsoLinkView {
    return this.deps.store.read((db) => {
      if (!findUserById(db, userId)) throw new NotFound(`There is no user ${userId}`)
      const link = findLinkOfUser(db, userId)
      if (!link) throw new NotFound(`User ${userId} has no single sign-on link`)
      return link
    })
  }

  /** An administrator links a user to the provider's user `subject` (at `issuer`, by default the configured one): sign-ins as that person are this user. */
  link(userId: number, body: SsoLinkBody): Promise<SsoLinkView> {
    return commit(this.deps, (db) => {
      if (!findUserById(db, userId)) throw new NotFound(`There is no user ${userId}`)
      const issuer = body.issuer ?? readSsoConfig(db).issuer
      if (issuer === null) throw new Conflict('Single sign-on has no issuer set: set it in Settings, or give the issuer')
      const taken = findLinkBySubject(db, issuer, body.subject)
      if (taken && taken.user_id !== userId) {
        const owner = findUserById(db, taken.user_id)
        throw new Conflict(`That provider identity is linked to user ${taken.user_id} "${owner?.name ?? ''}"; unlink it there first`)
      }
      const link = { user_id: userId, issuer, subject: body.subject }
      setLink(db, link, isoSeconds(this.deps.clock.now()))
      return { value: link, events: [] }
    })
  }

  /** Removes a user's link: the provider's user no longer signs in as them (their open sessions are not ended). */
  unlink(userId: number): Promise<void> {
    return commit(this.deps, (db) => {
      if (!findUserById(db, userId)) throw new NotFound(`There is no user ${userId}`)
      removeLink(db, userId)
      return { value: undefined, events: [] }
    })
  }

  /** The login token for a one-time code from the callback; undefined when unknown, used or expired. */
  exchange(code: string): string | undefined {
    const now = this.deps.clock.now()
    this.sweep(now)
    const entry = this.codes.get(code)
    this.codes.delete(code)
    return entry && entry.expiresAt > now ? entry.token : undefined
  }

  /** Discovery and the provider's keys, in words, with the redirect URIs to register. */
  async test(origins: string[]): Promise<SsoTestResult> {
    const redirect_uris = origins.map((origin) => origin + SSO_CALLBACK_PATH)
    const config = this.config()
    if (config.issuer === null || config.client_id === null) return { ok: false, message: 'Set the issuer and the client id first.', redirect_uris }
    try {
      const client = await this.discoverNow({ ...config, enabled: true })
      const metadata = client.serverMetadata()
      if (!metadata.jwks_uri) return { ok: false, message: `The provider at ${config.issuer} publishes no keys (jwks_uri).`, redirect_uris }
      const response = await fetch(metadata.jwks_uri, { signal: AbortSignal.timeout(10_000) })
      const jwks = (await response.json()) as { keys?: unknown[] }
      const count = Array.isArray(jwks.keys) ? jwks.keys.length : 0
      if (!response.ok || count === 0) return { ok: false, message: `The provider at ${config.issuer} was found, but its keys could not be read (${response.status}).`, redirect_uris }
      return { ok: true, message: `Connected to ${metadata.issuer}: discovery and ${count} signing key${count === 1 ? '' : 's'} fetched.`, redirect_uris }
    } catch (error) {
      const refusal = classifyError(error)
      return { ok: false, message: `The provider at ${config.issuer} failed the test: ${refusal.message}.`, redirect_uris }
    }
  }
}
