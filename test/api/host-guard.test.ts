// The host guard over real HTTP: a Host whose part after the last colon is not a port is a name, and not ours (421) —
// for the API, the pages and the kept answers (fast reads) alike.
import { request as httpRequest } from 'node:http'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

const withHost = (host: string, path: string) =>
  new Promise<{ status: number; body: string }>((resolve, reject) => {
    const request = httpRequest({ host: '127.0.0.1', port: t.server.port, path, headers: { Host: host, Authorization: `Bearer ${admin}` } }, (response) => {
      let body = ''
      response.on('data', (chunk: Buffer) => (body += chunk.toString()))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
    request.on('error', reject)
    request.end()
  })

describe('a Host with something else than a port after its colon', () => {
  it.each(['127.0.0.1:9650.evil.example', '127.0.0.1:8700:evil.example', 'localhost:80.evil.example', '[::1]:8700.evil.example'])(
    '%s is 421 on the API, the console and a kept answer',
    async (host) => {
      // GET /games twice: the second is a kept answer, given before Koa after the same host check.
      expect((await t.call('GET', '/games', { token: admin })).status).toBe(200)
      for (const path of ['/api/v1/auth/me', '/', '/api/v1/games']) {
        const answer = await withHost(host, path)
        expect(answer.status).toBe(421)
        expect(JSON.parse(answer.body).detail).toContain(`does not answer to the name ${host}`)
      }
    },
  )

  it('its own address with a port is still answered', async () => {
    expect((await withHost(`127.0.0.1:${t.server.port}`, '/api/v1/auth/me')).status).toBe(200)
    expect((await withHost(`[::1]:${t.server.port}`, '/api/v1/games')).status).toBe(200)
  })
})
