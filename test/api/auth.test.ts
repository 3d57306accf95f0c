// Accounts and tokens over real HTTP: login, Get Me, expiry, logout, personal keys as bearer tokens, 401/403/429 bodies.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/api-server'
import { loginFrom } from '../support/from-address'
import { removeTempDirs } from '../support/temp'

let t: TestServer

beforeAll(async () => {
  t = await startTestServer({ loginLimits: { perUsername: 3, perAddress: 50, windowMs: 60_000 } })
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

async function createUser(admin: string, name: string, password: string, extra: Record<string, unknown> = {}) {
  const answer = await t.call('POST', '/users', { token: admin, json: { name, password, ...extra } })
  expect(answer.status).toBe(201)
  return answer.body as { id: number }
}

describe('login and Get Me', () => {
  it('login answers an opaque bearer token, and Get Me the caller', async () => {
    const login = await t.call('POST', '/auth/login', { json: { username: 'admin', password: ADMIN_PASSWORD } })
    expect(login.status).toBe(200)
    expect(Object.keys(login.body).sort()).toEqual(['access_token', 'token_type'])
    expect(login.body.token_type).toBe('bearer')
    expect(login.body.access_token).toMatch(/^[A-Za-z0-9_-]{40,}$/)
    const me = await t.call('GET', '/auth/me', { token: login.body.access_token })
    expect(me.status).toBe(200)
    expect(me.body).toEqual({ id: 1, name: 'admin', is_admin: true, is_playing: false, robot_ip: '' })
  })

  it('the username is matched ignoring case', async () => {
    expect((await t.call('POST', '/auth/login', { json: { username: 'ADMIN', password: ADMIN_PASSWORD } })).status).toBe(200)
  })

  it('the token is stored only as a hash', async () => {
    const token = await t.login()
    const stored = t.server.store.read((db) => db.exec('SELECT token_hash FROM sessions')[0].values.flat())
    expect(stored).not.toContain(token)
    expect(stored.every((value) => /^[0-9a-f]{64}$/.test(String(value)))).toBe(true)
  })

  it('a wrong password is 401 with WWW-Authenticate and a sentence', async () => {
    const answer = await t.call('POST', '/auth/login', { json: { username: 'nobody-here', password: 'x' } })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer')
    expect(answer.body).toEqual({ detail: 'Incorrect username or password' })
  })
})

describe('401 and 403', () => {
  it.each([
    ['no Authorization header', undefined, 'Not authenticated'],
    ['an unknown token', 'as_not-a-real-token', 'Invalid access token'],
  ])('%s is 401 with a detail and WWW-Authenticate', async (_name, token, detail) => {
    const answer = await t.call('GET', '/auth/me', { token })
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer')
    expect(answer.body).toEqual({ detail })
  })

  it('a scheme other than Bearer is not authenticated', async () => {
    const answer = await t.call('GET', '/auth/me', { headers: { Authorization: 'Basic YWRtaW46eA==' } })
    expect(answer.status).toBe(401)
  })

  it('a non-admin is 403 on an admin operation', async () => {
    const admin = await t.login()
    await createUser(admin, 'Team Rocket', 'rocket-pass', { is_playing: true, robot_ip: '192.168.1.50' })
    const player = await t.login('team rocket', 'rocket-pass')
    const me = await t.call('GET', '/auth/me', { token: player })
    expect(me.body).toMatchObject({ name: 'Team Rocket', is_admin: false, is_playing: true, robot_ip: '192.168.1.50' })
    const answer = await t.call('GET', '/users', { token: player })
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({ detail: 'This action needs an administrator' })
  })
})

describe('expiry and logout', () => {
  it('a login token expires after 12 hours', async () => {
    const token = await t.login()
    t.clock.advance(12 * 60 * 60 * 1000 - 1000)
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(200)
    t.clock.advance(1000)
    const answer = await t.call('GET', '/auth/me', { token })
    expect(answer.status).toBe(401)
    expect(answer.body.detail).toMatch(/expired/)
  })

  it('logout revokes the token at once', async () => {
    const token = await t.login()
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(200)
    const logout = await t.call('POST', '/auth/logout', { token })
    expect(logout.status).toBe(204)
    expect(logout.text).toBe('')
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401)
  })
})

describe('personal access keys', () => {
  it('create answers the key; the list answers it again to its owner; the key works as a bearer token; revoke ends it', async () => {
    const admin = await t.login()
    await createUser(admin, 'robot-owner', 'owner-pass', { is_playing: true })
    const owner = await t.login('robot-owner', 'owner-pass')

    const created = await t.call('POST', '/users/me/keys', { token: owner, json: { name: 'robot' } })
    expect(created.status).toBe(201)
    expect(Object.keys(created.body).sort()).toEqual(['created_at', 'id', 'key', 'name'])
    expect(created.body.created_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
    const key = created.body.key as string

    const listed = await t.call('GET', '/users/me/keys', { token: owner })
    expect(listed.status).toBe(200)
    expect(listed.body).toHaveLength(1)
    expect(listed.body[0]).toEqual({ id: created.body.id, name: 'robot', key, created_at: created.body.created_at })

    const asKey = await t.call('GET', '/auth/me', { token: key })
    expect(asKey.status).toBe(200)
    expect(asKey.body.name).toBe('robot-owner')

    // Keys do not expire with login tokens.
    t.clock.advance(30 * 24 * 60 * 60 * 1000)
    expect((await t.call('GET', '/auth/me', { token: key })).status).toBe(200)

    // Another user's list does not show it, and cannot delete it.
    expect((await t.call('GET', '/users/me/keys', { token: await t.login() })).body).toEqual([])
    expect((await t.call('DELETE', `/users/me/keys/${created.body.id}`, { token: await t.login() })).status).toBe(404)

    // The owner's login token has expired by now; the key itself can revoke itself.
    const revoked = await t.call('DELETE', `/users/me/keys/${created.body.id}`, { token: key })
    expect(revoked.status).toBe(204)
    expect((await t.call('GET', '/auth/me', { token: key })).status).toBe(401)
  })

  it('a key cannot be logged out', async () => {
    const admin = await t.login()
    const key = (await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'k' } })).body.key
    const answer = await t.call('POST', '/auth/logout', { token: key })
    expect(answer.status).toBe(409)
    expect(answer.body.detail).toMatch(/revoke it with DELETE/)
  })
})

describe('users (admin)', () => {
  it('names are unique ignoring case: 409 with the reason', async () => {
    const admin = await t.login()
    await createUser(admin, 'Blue Team', 'password')
    const answer = await t.call('POST', '/users', { token: admin, json: { name: 'BLUE TEAM', password: 'password' } })
    expect(answer.status).toBe(409)
    expect(answer.body.detail).toMatch(/exists already/)
  })

  it('a robot_ip that is not an address is a 422 naming the field', async () => {
    const admin = await t.login()
    const answer = await t.call('POST', '/users', { token: admin, json: { name: 'ip-test', password: 'password', robot_ip: 'robot.local' } })
    expect(answer.status).toBe(422)
    expect(answer.body.detail[0]).toMatchObject({ loc: ['body', 'robot_ip'], type: 'value_error' })
  })
})

describe('429 after repeated failed logins', () => {
  // From 127.0.0.2, another machine as far as the limiter knows: the console's own 127.0.0.1 is never slowed down.
  it('slows down that username from that address with Retry-After, even for the right password, until the wait passes', async () => {
    const admin = await t.login()
    await createUser(admin, 'locked-user', 'right-password')
    for (let i = 0; i < 3; i += 1) {
      expect((await loginFrom('127.0.0.2', t.base, 'locked-user', 'wrong')).status).toBe(401)
    }
    const locked = await loginFrom('127.0.0.2', t.base, 'locked-user', 'right-password')
    expect(locked.status).toBe(429)
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0)
    expect(Number(locked.headers['retry-after'])).toBeLessThanOrEqual(60)
    expect(locked.body.detail).toMatch(/Too many failed logins/)
    // Other usernames, and the same username from other addresses, are not slowed down.
    expect((await loginFrom('127.0.0.2', t.base, 'admin', ADMIN_PASSWORD)).status).toBe(200)
    expect((await loginFrom('127.0.0.3', t.base, 'locked-user', 'right-password')).status).toBe(200)
    t.clock.advance(61_000)
    expect((await loginFrom('127.0.0.2', t.base, 'locked-user', 'right-password')).status).toBe(200)
  })
})
