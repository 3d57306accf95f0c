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
