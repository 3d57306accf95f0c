// The live stream's ?key= over real HTTP takes only screen keys (a venue screen's EventSource cannot set headers): a login
// token or a personal key in a URL would be kept in history and logs, so those are 401 there and work in the header.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let player: string
let personalKey: string
let screenKey: string

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  await t.createUser(admin, 'Query Team')
  player = await t.login('Query Team', 'Query Team-password')
  personalKey = (await t.call('POST', '/users/me/keys', { token: player, json: { name: 'robot' } })).body.key as string
  screenKey = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).body.key as string
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

const withQueryKey = (key: string) => fetch(`${t.base}/stream?key=${encodeURIComponent(key)}`, { headers: { Accept: 'text/event-stream' } })

describe('GET /stream?key=', () => {
  it.each([
    ['an administrator’s login token', () => admin],
    ['a player’s login token', () => player],
    ['a personal access key', () => personalKey],
  ])('refuses %s with 401, saying to send it in the Authorization header', async (_what, secret) => {
    const answer = await withQueryKey(secret())
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer')
    expect(await answer.json()).toEqual({ detail: '?key= takes only a screen key; send a login token or personal key in the Authorization header' })
  })

  it('takes a screen key, and every credential in the Authorization header', async () => {
    for (const [url, headers] of [
      [`${t.base}/stream?key=${encodeURIComponent(screenKey)}`, {}],
      [`${t.base}/stream`, { Authorization: `Bearer ${admin}` }],
      [`${t.base}/stream`, { Authorization: `Bearer ${player}` }],
      [`${t.base}/stream`, { Authorization: `Bearer ${personalKey}` }],
      [`${t.base}/stream`, { Authorization: `Bearer ${screenKey}` }],
    ] as const) {
      const stream = await SseClient.open(url, headers)
      expect(stream.status).toBe(200)
      await stream.next((event) => event.event === 'state')
      await stream.close()
    }
  })

  it('a wrong or unknown ?key= stays the usual 401', async () => {
    expect((await withQueryKey('sk_unknown')).status).toBe(401)
    expect(await (await withQueryKey('as_unknown')).json()).toEqual({ detail: 'Invalid access token' })
  })
})
