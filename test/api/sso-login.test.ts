// The OpenID Connect login over real HTTP against a real provider (oidc-provider) on 127.0.0.1: the full flow, the
// admin claim, unknown people, and each refusal ending on the console's login page with its short code.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { callFrom } from '../support/from-address'
import { PENDING_PER_ADDRESS } from '../../src-main/services/sso-login.service'
import { ADMIN_CLAIM, signIn, startTestProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET, type TestProvider } from '../support/oidc-provider'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let provider: TestProvider
let admin: string
let origin: string

function ssoConfig(overrides: Record<string, unknown> = {}) {
  return { enabled: true, issuer: provider.issuer, client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET, scopes: ['openid', 'profile'], username_claim: 'preferred_username', admin_claim: ADMIN_CLAIM, ...overrides }
}

async function configure(overrides: Record<string, unknown> = {}): Promise<void> {
  const answer = await t.call('POST', '/system/config/sso', { token: admin, json: ssoConfig(overrides) })
  expect(answer.status, answer.text).toBe(200)
}

/** Follows the console's callback (without following its redirect): where it sends the browser. */
async function callback(url: URL): Promise<URL> {
  const response = await fetch(url, { redirect: 'manual' })
  expect(response.status).toBe(303)
  return new URL(response.headers.get('location')!, origin)
}

/** Signs in as `login` through the provider: the console's /login?... address the flow ends on. */
async function flow(login: string, options: { refuse?: boolean } = {}): Promise<URL> {
  return callback(await signIn(`${origin}/api/v1/auth/sso/start`, provider, login, options))
}

async function exchange(landing: URL): Promise<string> {
  const code = landing.searchParams.get('sso')
  expect(code, landing.href).toBeTruthy()
  const answer = await t.call('POST', '/auth/sso/exchange', { json: { code } })
  expect(answer.status, answer.text).toBe(200)
  expect(answer.body.token_type).toBe('bearer')
  return answer.body.access_token as string
}

beforeAll(async () => {
  t = await startTestServer()
  origin = `http://127.0.0.1:${t.server.port}`
  provider = await startTestProvider([`${origin}/api/v1/auth/sso/callback`])
  admin = await t.login()
  // Alice is a local account (a password) that an administrator linked to the provider's "alice"; Boss is an account
  // without a password (as sign-ins create them), linked to the provider's "boss". Sign-ins find both by issuer and sub.
  const alice = await t.call('POST', '/users', { token: admin, json: { name: 'Alice', password: 'alice-pass' } })
  expect(alice.status).toBe(201)
  const boss = await t.call('POST', '/users', { token: admin, json: { name: 'Boss', password: 'boss-pass', is_playing: false } })
  expect(boss.status).toBe(201)
  await t.server.store.write((db) => db.run('UPDATE users SET password_hash = NULL WHERE id = ?', [boss.body.id]))
  await configure()
  expect((await t.call('PUT', `/users/${alice.body.id}/sso-link`, { token: admin, json: { subject: 'sub-alice' } })).status).toBe(200)
  expect((await t.call('PUT', `/users/${boss.body.id}/sso-link`, { token: admin, json: { subject: 'sub-boss' } })).status).toBe(200)
})
afterAll(async () => {
  await t.server.close()
  await provider.close()
  removeTempDirs()
})
beforeEach(async () => {
  provider.settings.idTokenTtlSeconds = 3600
  await configure()
  expect((await t.call('POST', '/system/config/sso/options', { token: admin, json: { unknown_users: 'refuse', display_name: null } })).status).toBe(200)
})

describe('the login page', () => {
  it('learns whether SSO is on and the button name, never a secret', async () => {
    const on = await t.call('GET', '/auth/sso')
    expect(on.status).toBe(200)
    expect(on.body).toEqual({ enabled: true, display_name: '127.0.0.1' })
    await t.call('POST', '/system/config/sso/options', { token: admin, json: { display_name: 'Club Keycloak' } })
    expect((await t.call('GET', '/auth/sso')).body).toEqual({ enabled: true, display_name: 'Club Keycloak' })
    await configure({ enabled: false })
    expect((await t.call('GET', '/auth/sso')).body).toEqual({ enabled: false, display_name: null })
    const start = await fetch(`${origin}/api/v1/auth/sso/start`, { redirect: 'manual' })
    expect(start.status).toBe(303)
    expect(start.headers.get('location')).toBe('/login?sso_error=not_enabled')
  })
})

describe('the full flow', () => {
  it('logs a linked user in (found by issuer and sub, not by name) with the usual token; Get Me answers them; logout works', async () => {
    const start = await fetch(`${origin}/api/v1/auth/sso/start`, { redirect: 'manual' })
    const authorize = new URL(start.headers.get('location')!)
    expect(authorize.origin).toBe(provider.issuer)
    expect(authorize.searchParams.get('code_challenge_method')).toBe('S256')
    expect(authorize.searchParams.get('state')).toBeTruthy()
    expect(authorize.searchParams.get('nonce')).toBeTruthy()
    expect(authorize.searchParams.get('redirect_uri')).toBe(`${origin}/api/v1/auth/sso/callback`)

    const landing = await flow('alice')
    expect(landing.pathname).toBe('/login')
    const token = await exchange(landing)
    expect(token.startsWith('as_')).toBe(true)
    const me = await t.call('GET', '/auth/me', { token })
    expect(me.status).toBe(200)
    expect(me.body).toMatchObject({ name: 'Alice', is_admin: false })
    // The one-time code works once.
    expect((await t.call('POST', '/auth/sso/exchange', { json: { code: landing.searchParams.get('sso') } })).status).toBe(401)
    expect((await t.call('POST', '/auth/logout', { token })).status).toBe(204)
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401)
  })

  it('a one-time code expires after a minute', async () => {
    const landing = await flow('alice')
    t.clock.advance(61_000)
    const answer = await t.call('POST', '/auth/sso/exchange', { json: { code: landing.searchParams.get('sso') } })
    expect(answer.status).toBe(401)
  })

  it('the admin claim makes an administrator', async () => {
    expect((await t.call('GET', '/users', { token: admin })).body.find((u: { name: string }) => u.name === 'Boss').is_admin).toBe(false)
    const token = await exchange(await flow('boss'))
    expect((await t.call('GET', '/auth/me', { token })).body).toMatchObject({ name: 'Boss', is_admin: true })
  })

  it('without the admin claim configured, the claim changes nothing', async () => {
    await configure({ admin_claim: null })
    const token = await exchange(await flow('alice'))
    expect((await t.call('GET', '/auth/me', { token })).body.is_admin).toBe(false)
  })

  it('the flag follows the claim both ways on an account without a password; the local admin (a password) never follows it', async () => {
    // The local admin is not reached by the provider's "admin" by name; linked by an administrator, the player-only
    // claim still does not take the flag (an account with a password keeps the flag its administrators give it).
    expect((await flow('admin')).searchParams.get('sso_error')).toBe('link_required')
    expect((await t.call('PUT', '/users/1/sso-link', { token: admin, json: { subject: 'sub-admin' } })).status).toBe(200)
    const adminToken = await exchange(await flow('admin'))
    expect((await t.call('GET', '/auth/me', { token: adminToken })).body).toMatchObject({ id: 1, name: 'admin', is_admin: true })
    expect((await t.call('DELETE', '/users/1/sso-link', { token: admin })).status).toBe(204)
    // Boss (no password) becomes an administrator with the claim; linked to a provider user without it, loses the flag.
    const bossToken = await exchange(await flow('boss'))
    expect((await t.call('GET', '/auth/me', { token: bossToken })).body.is_admin).toBe(true)
    const bossId = ((await t.call('GET', '/users', { token: admin })).body as Array<{ id: number; name: string }>).find((u) => u.name === 'Boss')!.id
    expect((await t.call('PUT', `/users/${bossId}/sso-link`, { token: admin, json: { subject: 'sub-carl' } })).status).toBe(200)
    const carlToken = await exchange(await flow('carl'))
    expect((await t.call('GET', '/auth/me', { token: carlToken })).body).toMatchObject({ name: 'Boss', is_admin: false })
    // Every session of Boss follows at once, the one opened before too: no administrator's write any more.
    expect((await t.call('GET', '/auth/me', { token: bossToken })).body.is_admin).toBe(false)
    expect((await t.call('POST', '/events', { token: bossToken, json: { name: 'Not allowed', start_time: 1, end_time: 2 } })).status).toBe(403)
    expect((await t.call('PUT', `/users/${bossId}/sso-link`, { token: admin, json: { subject: 'sub-boss' } })).status).toBe(200)
  })
})

describe('abuse from another machine on the LAN', () => {
  it('a flood of starts is one discovery at the provider, and cannot crowd out a sign-in started by someone else', async () => {
    // Someone here starts signing in; then another machine starts hundreds of sign-ins it never finishes.
    const mine = await fetch(`${origin}/api/v1/auth/sso/start`, { redirect: 'manual' })
    expect(mine.status).toBe(303)
    const before = provider.discoveries()
    for (let i = 0; i < PENDING_PER_ADDRESS * 10; i += 1) {
      const flood = await callFrom('127.0.0.2', `${origin}/api/v1/auth/sso/start`, 'GET')
      expect(flood.status).toBe(303)
    }
    expect(provider.discoveries() - before).toBe(0)
    // Memory stays bounded: that machine keeps only its newest few.
    expect(t.server.services.sso.pendingCount('127.0.0.2')).toBe(PENDING_PER_ADDRESS)
    // The sign-in started before the flood still finishes.
    const landing = await callback(await signIn(mine.headers.get('location')!, provider, 'alice'))
    expect((await t.call('GET', '/auth/me', { token: await exchange(landing) })).body).toMatchObject({ name: 'Alice' })
  })
})

describe('unknown people', () => {
  it('are refused by default, and get a non-playing non-admin user when the setting says so', async () => {
    const refused = await flow('stranger')
    expect(refused.pathname).toBe('/login')
    expect(refused.searchParams.get('sso_error')).toBe('unknown_user')
    expect((await t.call('GET', '/users', { token: admin })).body.some((u: { name: string }) => u.name === 'stranger')).toBe(false)

    expect((await t.call('POST', '/system/config/sso/options', { token: admin, json: { unknown_users: 'create' } })).body).toEqual({ unknown_users: 'create', display_name: null })
    const token = await exchange(await flow('stranger'))
    expect((await t.call('GET', '/auth/me', { token })).body).toMatchObject({ name: 'stranger', is_admin: false, is_playing: false })
  })

  it('administrators are told of a user created or made an administrator through the provider, and of changed options; a plain sign-in tells nothing', async () => {
    const boss = ((await t.call('GET', '/users', { token: admin })).body as Array<{ id: number; name: string }>).find((user) => user.name === 'Boss')!
    expect((await t.call('PATCH', `/users/${boss.id}`, { token: admin, json: { is_admin: false } })).status).toBe(200)
    const stream = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${admin}` })
    try {
      await stream.next((event) => event.event === 'state')
      expect((await t.call('POST', '/system/config/sso/options', { token: admin, json: { unknown_users: 'create' } })).status).toBe(200)
      await stream.next((event) => event.event === 'sso_config_changed')
      await exchange(await flow('newcomer'))
      await stream.next((event) => event.event === 'users_changed')
      // The same person again: nothing changed, nothing told (the settings write after it is the marker).
      await exchange(await flow('newcomer'))
      expect((await t.call('PATCH', '/system/settings', { token: admin, json: {} })).status).toBe(200)
      await stream.next((event) => event.event === 'settings_changed')
      expect(stream.of('users_changed')).toHaveLength(1)
      // Boss holds the admin role at the provider: made an administrator here, told.
      expect((await t.call('GET', '/auth/me', { token: await exchange(await flow('boss')) })).body.is_admin).toBe(true)
      await expect.poll(() => stream.of('users_changed').length).toBe(2)
      // A new login holding the admin role: created an administrator, told.
      const token = await exchange(await flow('admin-newcomer'))
      expect((await t.call('GET', '/auth/me', { token })).body.is_admin).toBe(true)
      await expect.poll(() => stream.of('users_changed').length).toBe(3)
    } finally {
      await stream.close()
    }
  })

  it('an options body with a wrong value is a 422 naming the field', async () => {
    const answer = await t.call('POST', '/system/config/sso/options', { token: admin, json: { unknown_users: 'maybe' } })
    expect(answer.status).toBe(422)
    expect(answer.body.detail[0].loc).toEqual(['body', 'unknown_users'])
    expect((await t.call('POST', '/system/config/sso/options', { json: { unknown_users: 'create' } })).status).toBe(401)
  })
})

describe('refusals end on the login page with their code', () => {
  it('refused consent: access_denied', async () => {
    const landing = await flow('alice', { refuse: true })
    expect(landing.searchParams.get('sso_error')).toBe('access_denied')
  })

  it('a wrong client secret: client_auth', async () => {
    await configure({ client_secret: 'not-the-secret' })
    expect((await flow('alice')).searchParams.get('sso_error')).toBe('client_auth')
  })

  it('a tampered state: invalid_state (and the real answer still works)', async () => {
    const answer = await signIn(`${origin}/api/v1/auth/sso/start`, provider, 'alice')
    const tampered = new URL(answer)
    tampered.searchParams.set('state', `${answer.searchParams.get('state')}x`)
    expect((await callback(tampered)).searchParams.get('sso_error')).toBe('invalid_state')
    expect((await callback(answer)).searchParams.get('sso')).toBeTruthy()
  })

  it('an answer after the sign-in ran out of time (10 minutes): expired, not invalid_state', async () => {
    const answer = await signIn(`${origin}/api/v1/auth/sso/start`, provider, 'alice')
    t.clock.advance(10 * 60 * 1000 + 1)
    expect((await callback(answer)).searchParams.get('sso_error')).toBe('expired')
  })

  it('a replayed code: replayed', async () => {
    const answer = await signIn(`${origin}/api/v1/auth/sso/start`, provider, 'alice')
    expect((await callback(answer)).searchParams.get('sso')).toBeTruthy()
    expect((await callback(answer)).searchParams.get('sso_error')).toBe('replayed')
  })

  it('an expired ID token: id_token_expired', async () => {
    provider.settings.idTokenTtlSeconds = -600
    expect((await flow('alice')).searchParams.get('sso_error')).toBe('id_token_expired')
  })

  it('a provider announcing another issuer: wrong_issuer', async () => {
    const metadata = await (await fetch(`${provider.issuer}/.well-known/openid-configuration`)).json()
    const impostor: Server = createServer((_req, res) => {
      res.setHeader('Content-Type', 'application/json')
      res.end(JSON.stringify(metadata))
    })
    await new Promise<void>((resolve) => impostor.listen(0, '127.0.0.1', resolve))
    try {
      await configure({ issuer: `http://127.0.0.1:${(impostor.address() as AddressInfo).port}` })
      const start = await fetch(`${origin}/api/v1/auth/sso/start`, { redirect: 'manual' })
      expect(start.status).toBe(303)
      expect(start.headers.get('location')).toBe('/login?sso_error=wrong_issuer')
    } finally {
      impostor.closeAllConnections()
      await new Promise<void>((resolve) => impostor.close(() => resolve()))
    }
  })

  it('an unreachable provider: unreachable', async () => {
    await configure({ issuer: 'http://127.0.0.1:9' })
    const start = await fetch(`${origin}/api/v1/auth/sso/start`, { redirect: 'manual' })
    expect(start.headers.get('location')).toBe('/login?sso_error=unreachable')
  })
})

describe('Test connection', () => {
  it('fetches discovery and the keys, in words, with the redirect URIs; admins only', async () => {
    const ok = await t.call('POST', '/system/config/sso/test', { token: admin })
    expect(ok.status).toBe(200)
    expect(ok.body.ok).toBe(true)
    expect(ok.body.message).toMatch(/Connected to http:\/\/127\.0\.0\.1:\d+: discovery and \d+ signing key/)
    expect(ok.body.redirect_uris).toContain(`${origin}/api/v1/auth/sso/callback`)
    await configure({ issuer: 'http://127.0.0.1:9' })
    const down = await t.call('POST', '/system/config/sso/test', { token: admin })
    expect(down.body.ok).toBe(false)
    expect(down.body.message).toMatch(/could not be reached/)
    expect((await t.call('POST', '/system/config/sso/test')).status).toBe(401)
  })
})
