// Single sign-on through the venue's OpenID Connect provider: what the login page shows, the start and the callback
// (both end in a redirect: to the provider, or back to the console's /login with a one-time code or an error code),
// the code exchange for the usual login token, the connection test and the login options.
import { networkInterfaces } from 'node:os'
import type { Context } from 'koa'
import { ERROR_SCHEMA } from '../contract/common.schema'
import { TOKEN_SCHEMA } from '../contract/auth.schema'
import { USER_PATH, type UserPath } from '../contract/users.schema'
import {
  SSO_EXCHANGE_BODY,
  SSO_LINK_BODY,
  SSO_LINK_SCHEMA,
  SSO_OPTIONS_BODY,
  SSO_OPTIONS_SCHEMA,
  SSO_PUBLIC_SCHEMA,
  SSO_TEST_SCHEMA,
  type SsoExchangeBody,
  type SsoLinkBody,
  type SsoOptionsBody,
} from '../contract/sso.schema'
import { SsoRefused } from '../services/sso-login.service'
import { notAuthenticated } from './errors'
import { conflictResponse, notFoundResponse } from './responses'
import { servedUrls } from './lan-urls'
import { route, type AnyRoute } from './route'
import type { Services } from './services'
import { boundAddress } from './urls.routes'

/** The console's own origin as the browser used it (the Host header has passed the host guard). */
function originOf(ctx: Context): string {
  return `${ctx.protocol}://${ctx.host}`
}

function toLogin(query: string) {
  return { status: 303, headers: { Location: `/login?${query}`, 'Cache-Control': 'no-store', 'Referrer-Policy': 'no-referrer' } }
}

export function ssoRoutes(services: Services): AnyRoute[] {
  const { sso, log } = services
  const refused = (where: string, error: unknown) => {
    if (!(error instanceof SsoRefused)) throw error
    log.warn(`single sign-on ${where} refused (${error.code}): ${error.message}`, { code: error.code })
    return toLogin(`sso_error=${error.code}`)
  }
  const redirect = { 303: { description: 'A redirect: to the provider, or back to the console\'s /login?sso=<one-time code> or /login?sso_error=<code> (docs/sso.md)' } }
  return [
    route({
      method: 'get',
      path: '/auth/sso',
      summary: 'Whether the login page offers single sign-on, and the provider\'s name for its button',
      description: 'Tells the login page whether single sign-on is enabled and the name to show on its button. Anyone may call it, without a token; it never answers the client secret or any other setting.',
      tag: 'auth',
      access: 'public',
      responses: { 200: { description: 'Enabled and the display name; never a secret', schema: SSO_PUBLIC_SCHEMA } },
      handler: () => ({ body: sso.publicInfo() }),
    }),
    route({
      method: 'get',
      path: '/auth/sso/start',
      summary: 'Start a single sign-on: redirects the browser to the identity provider',
      description: 'Starts a single sign-on from the browser: it redirects (303) to the identity provider with a fresh state, nonce and PKCE challenge. Anyone may open it. When single sign-on is not enabled or the provider cannot be reached, it does not answer an error status: it redirects back to /login?sso_error=<code> (docs/sso.md lists the codes).',
      tag: 'auth',
      access: 'public',
      responses: redirect,
      async handler({ ctx }) {
        try {
          const url = await sso.start(originOf(ctx), ctx.req.socket.remoteAddress ?? 'unknown')
          return { status: 303, headers: { Location: url.href, 'Cache-Control': 'no-store' } }
        } catch (error) {
          return refused('start', error)
        }
      },
    }),
    route({
      method: 'get',
      path: '/auth/sso/callback',
      summary: 'The identity provider\'s redirect back: redirects to the console\'s /login with a one-time code or an error code',
      description: 'Where the identity provider sends the browser back: the code is exchanged with the provider, the ID token checked, and the person found, linked or created by the login options; then it redirects (303) to /login?sso=<one-time code>. Anyone may open it. A sign-in that fails or is refused (an answer already used, expired or not started here, the provider refusing, an ID token failing a check, no username claim, a local account that must be linked first, an unknown person when unknown people are refused) is a redirect to /login?sso_error=<code>, never an error status.',
      tag: 'auth',
      access: 'public',
      responses: redirect,
      async handler({ ctx }) {
        try {
          const code = await sso.callback(new URL(ctx.originalUrl, originOf(ctx)))
          return toLogin(`sso=${encodeURIComponent(code)}`)
        } catch (error) {
          return refused('callback', error)
        }
      },
    }),
    route<Record<string, never>, Record<string, never>, SsoExchangeBody>({
      method: 'post',
      path: '/auth/sso/exchange',
      summary: 'Exchange the one-time code of a single sign-on for a bearer token (one use, within a minute)',
      description: 'Trades the one-time code from the single sign-on redirect for a login token, the same answer a password login gives. Anyone may call it; a code works once and within a minute, and an unknown, used or expired one is refused with 401.',
      tag: 'auth',
      access: 'public',
      body: SSO_EXCHANGE_BODY,
      responses: {
        200: { description: 'The same bearer token a password login gives', schema: TOKEN_SCHEMA },
        401: { description: 'The code is unknown, already used or expired', schema: ERROR_SCHEMA },
      },
      handler({ body }) {
        const token = sso.exchange(body.code)
        if (token === undefined) throw notAuthenticated('The sign-in code is unknown, already used or expired; sign in again')
        return { body: { access_token: token, token_type: 'bearer' } }
      },
    }),
    route({
      method: 'post',
      path: '/system/config/sso/test',
      summary: 'Test the single sign-on connection: discovery and the provider\'s keys, the result in words, and the redirect URIs to register',
      description: "Tests the single sign-on connection as configured: fetches the provider's discovery document and its keys, and answers the result in words together with the redirect URIs to register at the provider (one per address this server answers on). Administrators only. A failing provider is not an error status: the answer says ok false and why.",
      tag: 'system',
      access: 'admin',
      responses: { 200: { description: 'The result in words (ok false with the reason when it failed) and the redirect URIs', schema: SSO_TEST_SCHEMA } },
      async handler({ ctx }) {
        const { host, port } = boundAddress(ctx.req.socket)
        const origins = [originOf(ctx), ...servedUrls(host, port, networkInterfaces()).map((url) => url.replace(/\/$/, ''))]
        return { body: await sso.test([...new Set(origins)]) }
      },
    }),
    route({
      method: 'get',
      path: '/system/config/sso/options',
      summary: 'Get the single sign-on login options: what happens to unknown people, the button\'s name',
      description: "Answers the single sign-on login options: whether unknown people are refused or get an account, and the button's name. Administrators only; the answer carries an ETag for a later change.",
      tag: 'system',
      access: 'admin',
      versioned: true,
      responses: { 200: { description: 'The login options', schema: SSO_OPTIONS_SCHEMA } },
      handler: () => ({ body: sso.options() }),
    }),
    route<Record<string, never>, Record<string, never>, SsoOptionsBody>({
      method: 'post',
      path: '/system/config/sso/options',
      summary: 'Change the single sign-on login options',
      description: 'Replaces the single sign-on login options with the body and answers them all. Administrators only. With If-Match naming an older version it saves nothing and answers 409 with the fields that changed.',
      tag: 'system',
      access: 'admin',
      body: SSO_OPTIONS_BODY,
      versioned: true,
      responses: { 200: { description: 'All the login options after the change', schema: SSO_OPTIONS_SCHEMA } },
      handler: async ({ body, ifMatch }) => ({ body: await sso.updateOptions(body, ifMatch) }),
    }),
    route<UserPath>({
      method: 'get',
      path: '/users/{user_id}/sso-link',
      summary: 'The identity provider user (issuer and sub) linked to a user: single sign-ins as that person are this user',
      description: 'Answers the identity provider user (issuer and sub) linked to a local user: a single sign-in as that person logs in as this user. Administrators only; 404 when the user does not exist or has no link.',
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      responses: { 200: { description: 'The link', schema: SSO_LINK_SCHEMA }, ...notFoundResponse('user, or the user has no link') },
      handler: ({ params }) => ({ body: sso.linkOf(params.user_id) }),
    }),
    route<UserPath, Record<string, never>, SsoLinkBody>({
      method: 'put',
      path: '/users/{user_id}/sso-link',
      summary: 'Link a user to an identity provider user (its sub): the one way a local account (with a password, or an administrator) is reached by single sign-on',
      description: 'Links a local user to an identity provider user (its sub, and the issuer, the configured one by default), replacing any previous link of that user; this is the only way single sign-on reaches an account that has a password or is an administrator. Administrators only. It refuses an unknown user (404), and a provider identity already linked to another user or a link with no issuer given or configured (409).',
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      body: SSO_LINK_BODY,
      responses: {
        200: { description: 'The link, replacing the user\'s previous one', schema: SSO_LINK_SCHEMA },
        ...notFoundResponse('user'),
        ...conflictResponse('That provider identity is linked to another user, or no issuer is given or configured'),
      },
      handler: async ({ params, body }) => ({ body: await sso.link(params.user_id, body) }),
    }),
    route<UserPath>({
      method: 'delete',
      path: '/users/{user_id}/sso-link',
      summary: 'Unlink a user from the identity provider: single sign-in no longer reaches them (open sessions stay)',
      description: "Removes a user's link to the identity provider: single sign-in no longer reaches them, while their open sessions stay. Administrators only; it answers 204 also when there was no link, and 404 for an unknown user.",
      tag: 'users',
      access: 'admin',
      params: USER_PATH,
      responses: { 204: { description: 'Unlinked (also when there was no link)' }, ...notFoundResponse('user') },
      async handler({ params }) {
        await sso.unlink(params.user_id)
        return { status: 204 }
      },
    }),
  ]
}
