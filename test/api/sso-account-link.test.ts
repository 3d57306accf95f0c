// Issue 25, item 3: a provider login must not take over a local account by its name. Over real HTTP against the real
// test provider (oidc-provider on 127.0.0.1): accounts are linked by issuer and sub; a local account with a password
// (and the local administrator always) is claimed only through a link made by an administrator.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ADMIN_CLAIM, signIn, startTestProvider, TEST_CLIENT_ID, TEST_CLIENT_SECRET, type TestProvider } from '../support/oidc-provider'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let provider: TestProvider
let admin: string
let origin: string

async function flow(login: string): Promise<URL> {
  const answer = await signIn(`${origin}/api/v1/auth/sso/start`, provider, login)
  const response = await fetch(answer, { redirect: 'manual' })
  expect(response.status).toBe(303)
  return new URL(response.headers.get('location')!, origin)
}

async function tokenOf(landing: URL): Promise<string> {
  const code = landing.searchParams.get('sso')
  expect(code, landing.href).toBeTruthy()
  const answer = await t.call('POST', '/auth/sso/exchange', { json: { code } })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.access_token as string
}

async function userId(name: string): Promise<number> {
  const users = (await t.call('GET', '/users', { token: admin })).body as Array<{ id: number; name: string }>
  return users.find((user) => user.name === name)!.id
}

beforeAll(async () => {
  t = await startTestServer()
  origin = `http://127.0.0.1:${t.server.port}`
  provider = await startTestProvider([`${origin}/api/v1/auth/sso/callback`])
  admin = await t.login()
  expect((await t.call('POST', '/users', { token: admin, json: { name: 'player1', password: 'player1-pass' } })).status).toBe(201)
  expect((await t.call('POST', '/users', { token: admin, json: { name: 'carol', password: 'carol-pass' } })).status).toBe(201)
  // A user without a password, as provider logins created them before links were recorded.
  expect((await t.call('POST', '/users', { token: admin, json: { name: 'dave', password: 'dave-password' } })).status).toBe(201)
  await t.server.store.write((db) => db.run("UPDATE users SET password_hash = NULL WHERE name = 'dave'"))
})
afterAll(async () => {
  await t.server.close()
  await provider.close()
  removeTempDirs()
})
beforeEach(async () => {
  const config = { enabled: true, issuer: provider.issuer, client_id: TEST_CLIENT_ID, client_secret: TEST_CLIENT_SECRET, scopes: ['openid', 'profile'], username_claim: 'preferred_username', admin_claim: ADMIN_CLAIM }
  expect((await t.call('POST', '/system/config/sso', { token: admin, json: config })).status).toBe(200)
  expect((await t.call('POST', '/system/config/sso/options', { token: admin, json: { unknown_users: 'create' } })).status).toBe(200)
})

describe('a provider login never takes over a local account by its name', () => {
  it('"admin" (holding only the player role) is refused, not logged in as the local administrator', async () => {
    const landing = await flow('admin')
    expect(landing.searchParams.get('sso'), 'a token for the local admin').toBeNull()
    expect(landing.searchParams.get('sso_error')).toBe('link_required')
    expect((await t.call('GET', '/auth/me', { token: admin })).body).toMatchObject({ id: 1, name: 'admin', is_admin: true })
  })

  it('"ADMIN" and "Player1 " (case, a trailing space) are refused as clashing names, and no lookalike user is created', async () => {
    expect((await flow('ADMIN')).searchParams.get('sso_error')).toBe('name_taken')
    expect((await flow('Player1 ')).searchParams.get('sso_error')).toBe('name_taken')
    const names = ((await t.call('GET', '/users', { token: admin })).body as Array<{ name: string }>).map((user) => user.name)
    expect(names.filter((name) => name.trim().toLowerCase() === 'player1' || name.toLowerCase() === 'admin')).toEqual(['admin', 'player1'])
  })

  it('a local account with a password is refused until an administrator links it; then the provider identity logs in', async () => {
    expect((await flow('carol')).searchParams.get('sso_error')).toBe('link_required')
    const carol = await userId('carol')
    // The administrator links the provider's sub (the test provider's sub of "carol" is "sub-carol").
    const linked = await t.call('PUT', `/users/${carol}/sso-link`, { token: admin, json: { subject: 'sub-carol' } })
    expect(linked.status, linked.text).toBe(200)
    expect(linked.body).toEqual({ user_id: carol, issuer: provider.issuer, subject: 'sub-carol' })
    expect((await t.call('GET', `/users/${carol}/sso-link`, { token: admin })).body).toEqual(linked.body)
    expect((await t.call('GET', '/auth/me', { token: await tokenOf(await flow('carol')) })).body).toMatchObject({ id: carol, name: 'carol' })
    // The same sub may not be linked to another user at once.
    const dave = await userId('dave')
    expect((await t.call('PUT', `/users/${dave}/sso-link`, { token: admin, json: { subject: 'sub-carol' } })).status).toBe(409)
    // Unlinked: refused again. Only administrators link.
    expect((await t.call('DELETE', `/users/${carol}/sso-link`, { token: admin })).status).toBe(204)
    expect((await t.call('GET', `/users/${carol}/sso-link`, { token: admin })).status).toBe(404)
    expect((await flow('carol')).searchParams.get('sso_error')).toBe('link_required')
    const carolToken = await t.login('carol', 'carol-pass')
    expect((await t.call('PUT', `/users/${carol}/sso-link`, { token: carolToken, json: { subject: 'sub-carol' } })).status).toBe(403)
  })

  it('an account without a password (not an administrator) is claimed once and then found by its sub, whatever the name', async () => {
    const token = await tokenOf(await flow('dave'))
    const dave = await userId('dave')
    expect((await t.call('GET', '/auth/me', { token })).body).toMatchObject({ id: dave, name: 'dave' })
    expect((await t.call('GET', `/users/${dave}/sso-link`, { token: admin })).body).toEqual({ user_id: dave, issuer: provider.issuer, subject: 'sub-dave' })
    // Renamed here: the provider's dave still lands on the same user (by sub), and a new "dave" cannot claim it.
    expect((await t.call('PATCH', `/users/${dave}`, { token: admin, json: { name: 'David' } })).status).toBe(200)
    expect((await t.call('GET', '/auth/me', { token: await tokenOf(await flow('dave')) })).body).toMatchObject({ id: dave, name: 'David' })
  })

  it('the provider\'s admin claim never makes the local admin account an administrator again through a provider login', async () => {
    // Another administrator demotes admin, then links admin to the provider's "admin-root" (which holds the admin role).
    expect((await t.call('POST', '/users', { token: admin, json: { name: 'second', password: 'second-pass', is_admin: true } })).status).toBe(201)
    const second = await t.login('second', 'second-pass')
    expect((await t.call('PATCH', '/users/1', { token: second, json: { is_admin: false } })).status).toBe(200)
    expect((await t.call('PUT', '/users/1/sso-link', { token: second, json: { subject: 'sub-admin-root' } })).status).toBe(200)
    const token = await tokenOf(await flow('admin-root'))
    expect((await t.call('GET', '/auth/me', { token })).body).toMatchObject({ id: 1, is_admin: false })
    expect((await t.call('PATCH', '/users/1', { token: second, json: { is_admin: true } })).status).toBe(200)
    expect((await t.call('DELETE', '/users/1/sso-link', { token: second })).status).toBe(204)
  })
})
