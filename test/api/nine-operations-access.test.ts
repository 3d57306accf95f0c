// The contract's nine operations, side by side: who may call each (401 without a token, 403 for a player where admin-only).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let player: string
let gameId: number

beforeAll(async () => {
  t = await startTestServer()
  const admin = await t.login()
  expect((await t.call('POST', '/users', { token: admin, json: { name: 'player-one', password: 'password-1', is_playing: true } })).status).toBe(201)
  player = await t.login('player-one', 'password-1')
  gameId = (await t.call('POST', '/games', { token: admin, json: { name: 'Access game' } })).body.id
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

function csvForm(): FormData {
  const form = new FormData()
  form.append('file', new Blob(['username,password,is_admin,is_playing,robot_ip\nx,password-y,no,yes,\n']), 'p.csv')
  return form
}

// [operation, method, path, body, admin only]
const operations: Array<[string, string, () => string, () => { json?: unknown; form?: FormData }, boolean]> = [
  ['Update Corners', 'PUT', () => `/games/${gameId}/corners`, () => ({ json: { red: null } }), true],
  ['Get Me', 'GET', () => '/auth/me', () => ({}), false],
  ['Start Game', 'POST', () => `/arena/games/${gameId}/start`, () => ({ json: { mode: 'development' } }), true],
  ['Update Sso Config', 'POST', () => '/system/config/sso', () => ({ json: { enabled: false } }), true],
  ['Get Game', 'GET', () => `/games/${gameId}`, () => ({}), false],
  ['Bulk Import Users', 'POST', () => '/users/bulk-import', () => ({ form: csvForm() }), true],
  ['List Screens', 'GET', () => '/screens', () => ({}), true],
  ['List My Keys', 'GET', () => '/users/me/keys', () => ({}), false],
  ['Create Event', 'POST', () => '/events', () => ({ json: { name: 'E', start_time: 1, end_time: 2 } }), true],
]

describe.each(operations)('%s', (_name, method, path, body, adminOnly) => {
  it('without a token is 401 with WWW-Authenticate', async () => {
    const answer = await t.call(method, path(), body())
    expect(answer.status).toBe(401)
    expect(answer.headers.get('www-authenticate')).toBe('Bearer')
    expect(typeof answer.body.detail).toBe('string')
  })

  it(adminOnly ? 'is 403 for a player' : 'is open to a player', async () => {
    const answer = await t.call(method, path(), { token: player, ...body() })
    if (adminOnly) {
      expect(answer.status).toBe(403)
      expect(answer.body).toEqual({ detail: 'This action needs an administrator' })
    } else {
      expect(answer.status).toBe(200)
    }
  })
})
