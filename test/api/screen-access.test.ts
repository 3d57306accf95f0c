// What a display screen's key may do: read what venue screens show (games, events, standings, the arena), nothing else.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let screenKey: string
let eventId: number
let gameId: number

beforeAll(async () => {
  t = await startTestServer()
  const admin = await t.login()
  screenKey = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).body.key
  eventId = (await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: 1, end_time: 2 } })).body.id
  gameId = (await t.call('POST', '/games', { token: admin, json: { name: 'G', event_id: eventId } })).body.id
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

it.each([
  ['/games', 200],
  [`/games/GAME`, 200],
  ['/events', 200],
  [`/events/EVENT`, 200],
  [`/events/EVENT/standings`, 200],
  ['/arena', 200],
  ['/screens', 200],
  ['/auth/me', 403],
  ['/users/me/keys', 403],
  ['/users', 403],
  [`/games/GAME/score-history`, 403],
])('GET %s with a screen key is %i', async (path, status) => {
  const answer = await t.call('GET', path.replace('GAME', String(gameId)).replace('EVENT', String(eventId)), { token: screenKey })
  expect(answer.status).toBe(status)
  if (status === 403) expect(answer.body.detail).toBe('A screen key may only read what venue screens show')
})

it('a screen key cannot write', async () => {
  expect((await t.call('POST', '/games', { token: screenKey, json: { name: 'x' } })).status).toBe(403)
  expect((await t.call('POST', `/arena/games/${gameId}/start`, { token: screenKey, json: { mode: 'competition' } })).status).toBe(403)
})
