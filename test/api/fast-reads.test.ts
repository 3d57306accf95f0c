// The fast path (server/fast-reads.ts): a kept answer is sent byte for byte as Koa sent it, and only to a request that
// Koa would have answered the same way — every refusal (no or bad token, expired, foreign Host, a GET with a body) still
// comes from Koa, word for word.
import { request } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

interface Wire {
  status: number
  statusMessage: string
  /** Header lines as received, Date's value blanked (it changes every second). */
  lines: string[]
  body: string
}

const TOKEN_TTL_MS = 60_000

let t: TestServer
let admin: string
let screenKey: string
let paths: string[]

function get(path: string, headers: Record<string, string> = {}, method = 'GET', body?: string): Promise<Wire> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: t.server.port, method, path: `/api/v1${path}`, headers, agent: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const lines: string[] = []
        for (let i = 0; i < res.rawHeaders.length; i += 2) lines.push(`${res.rawHeaders[i]}: ${res.rawHeaders[i].toLowerCase() === 'date' ? '<date>' : res.rawHeaders[i + 1]}`)
        resolve({ status: res.statusCode ?? 0, statusMessage: res.statusMessage ?? '', lines, body: Buffer.concat(chunks).toString('utf8') })
      })
    })
    req.on('error', reject)
    req.end(body)
  })
}

function bearer(secret: string): Record<string, string> {
  return { Authorization: `Bearer ${secret}` }
}

function hits(): number {
  return t.server.services.answers.hits
}

/** Reads `path` until its answer is kept (the first read builds it), so that the next one may come from the fast path. */
async function warm(path: string): Promise<Wire> {
  return get(path, bearer(admin))
}

beforeAll(async () => {
  t = await startTestServer({ tokenTtlMs: TOKEN_TTL_MS })
  admin = await t.login()
  screenKey = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).body.key
  const eventId = (await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: 1, end_time: 2 } })).body.id
  const gameId = (await t.call('POST', '/games', { token: admin, json: { name: 'G', event_id: eventId } })).body.id
  const player = await t.createUser(admin, 'Ada')
  await t.call('PUT', `/games/${gameId}/corners`, { token: admin, json: { red: player } })
  paths = [`/games/${gameId}`, `/games?event_id=${eventId}`, `/events/${eventId}/standings`]
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('a kept answer', () => {
  it('is the same status line, header lines and body bytes as Koa sent', async () => {
    for (const path of paths) {
      const built = await warm(path)
      expect(built.status, built.body).toBe(200)
      const before = hits()
      const kept = await get(path, bearer(admin))
      expect(hits(), `${path} was not given from the kept answer`).toBe(before + 1)
      expect(kept).toEqual(built)
      expect(kept.lines.map((line) => line.split(':')[0])).toEqual(expect.arrayContaining(['X-Content-Type-Options', 'Content-Security-Policy', 'Cache-Control', 'Content-Type', 'Content-Length']))
    }
  })

  it('is given to a screen key too (the routes are user-or-screen)', async () => {
    const built = await warm(paths[0])
    const before = hits()
    const kept = await get(paths[0], bearer(screenKey))
    expect(hits()).toBe(before + 1)
    expect(kept).toEqual(built)
  })

  it('is per request target: another query is built on its own', async () => {
    await warm(paths[1])
    const before = hits()
    const other = await get(`${paths[1]}&limit=1`, bearer(admin))
    expect(other.status).toBe(200)
    expect(hits()).toBe(before)
  })
})

describe('refusals still come from Koa', () => {
  it.each([
    ['no Authorization', {}, 401, 'Not authenticated'],
    ['an unknown token', bearer('not-a-token'), 401, 'Invalid access token'],
    ['a Basic Authorization', { Authorization: 'Basic YWRtaW46YWRtaW4=' }, 401, 'Not authenticated'],
    ['a foreign Host', { ...bearer('ADMIN'), Host: 'evil.example:8700' }, 421, 'does not answer to the name evil.example'],
  ])('%s', async (_name, headers, status, detail) => {
    for (const path of paths) {
      await warm(path)
      const before = hits()
      const sent = Object.fromEntries(Object.entries(headers).map(([name, value]) => [name, value.replace('ADMIN', admin)]))
      const answer = await get(path, sent)
      expect(answer.status).toBe(status)
      expect(JSON.parse(answer.body).detail).toContain(detail)
      expect(hits()).toBe(before)
    }
  })

  it('a GET with a body: the body parser reads no GET body, so the kept answer is the answer', async () => {
    const built = await warm(paths[0])
    const before = hits()
    const answer = await get(paths[0], { ...bearer(admin), 'Content-Type': 'application/json' }, 'GET', '{"broken":')
    expect(hits()).toBe(before + 1)
    expect(answer).toEqual(built)
    // The connection stays usable after the unread body.
    expect((await get(paths[0], bearer(admin))).status).toBe(200)
  })

  it('HEAD is answered by Koa (no body)', async () => {
    await warm(paths[0])
    const before = hits()
    const answer = await get(paths[0], bearer(admin), 'HEAD')
    expect(answer.status).toBe(200)
    expect(answer.body).toBe('')
    expect(hits()).toBe(before)
  })

  it('a logged-out token and a deleted user: 401', async () => {
    const user = await t.createUser(admin, 'Leaving')
    const token = await t.login('Leaving', 'Leaving-password')
    const other = await t.login('Leaving', 'Leaving-password')
    await warm(paths[0])
    const before = hits()
    expect((await get(paths[0], bearer(token))).status).toBe(200)
    expect(hits()).toBe(before + 1)
    expect((await t.call('POST', '/auth/logout', { token })).status).toBeLessThan(300)
    expect((await get(paths[0], bearer(token))).status).toBe(401)
    expect((await t.call('DELETE', `/users/${user}`, { token: admin })).status).toBe(204)
    expect((await get(paths[0], bearer(other))).status).toBe(401)
  })

  it('an expired token: 401 saying so', async () => {
    const token = await t.login()
    await warm(paths[0])
    expect((await get(paths[0], bearer(token))).status).toBe(200)
    t.clock.advance(TOKEN_TTL_MS + 1_000)
    const before = hits()
    const answer = await get(paths[0], bearer(token))
    expect(answer.status).toBe(401)
    expect(JSON.parse(answer.body).detail).toBe('The access token has expired; log in again')
    expect(hits()).toBe(before)
    admin = await t.login()
  })
})

describe('an answer kept for one caller (Get Me, List My Keys, List Screens)', () => {
  const CALLER_PATHS = ['/auth/me', '/users/me/keys', '/screens']

  it('is the same bytes as Koa sent, for that credential', async () => {
    for (const [path, secret] of [...CALLER_PATHS.map((path) => [path, admin]), ['/screens', screenKey]]) {
      const built = await get(path, bearer(secret))
      expect(built.status, built.body).toBe(200)
      const before = hits()
      const kept = await get(path, bearer(secret))
      expect(hits(), `${path} was not given from the kept answer`).toBe(before + 1)
      expect(kept).toEqual(built)
    }
  })

  it('is never another caller’s: each credential gets its own answer, built for it', async () => {
    await t.createUser(admin, 'Grace')
    const grace = await t.login('Grace', 'Grace-password')
    await get('/auth/me', bearer(admin))
    const before = hits()
    const me = await get('/auth/me', bearer(grace))
    expect(JSON.parse(me.body).name).toBe('Grace')
    expect(hits()).toBe(before)
    // A screen's list holds its own screen only, an administrator's every screen: never one for the other.
    await get('/screens', bearer(admin))
    expect(JSON.parse((await get('/screens', bearer(screenKey))).body)).toHaveLength(1)
  })

  it('a caller the route refuses is refused by Koa, even when someone else’s answer is kept', async () => {
    await t.createUser(admin, 'Lin')
    const player = await t.login('Lin', 'Lin-password')
    await get('/screens', bearer(admin))
    const before = hits()
    const refused = await get('/screens', bearer(player))
    expect(refused.status).toBe(403)
    expect(hits()).toBe(before)
    expect((await get('/auth/me', bearer(screenKey))).status).toBe(403)
  })

  it('follows the next write: a new key, a renamed user', async () => {
    await t.createUser(admin, 'Ken')
    const ken = await t.login('Ken', 'Ken-password')
    expect(JSON.parse((await get('/users/me/keys', bearer(ken))).body)).toEqual([])
    await get('/users/me/keys', bearer(ken))
    expect((await t.call('POST', '/users/me/keys', { token: ken, json: { name: 'robot' } })).status).toBe(201)
    expect(JSON.parse((await get('/users/me/keys', bearer(ken))).body).map((key: { name: string }) => key.name)).toEqual(['robot'])
    const kenId = JSON.parse((await get('/auth/me', bearer(ken))).body).id
    await get('/auth/me', bearer(ken))
    expect((await t.call('PATCH', `/users/${kenId}`, { token: admin, json: { name: 'Kenji' } })).status).toBe(200)
    expect(JSON.parse((await get('/auth/me', bearer(ken))).body).name).toBe('Kenji')
  })

  it('an expired token is refused although its Me was kept', async () => {
    const token = await t.login()
    await get('/auth/me', bearer(token))
    expect((await get('/auth/me', bearer(token))).status).toBe(200)
    t.clock.advance(TOKEN_TTL_MS + 1_000)
    const before = hits()
    expect((await get('/auth/me', bearer(token))).status).toBe(401)
    expect(hits()).toBe(before)
    admin = await t.login()
  })
})
