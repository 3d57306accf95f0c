// GET /events/{event_id}/game-arenas (issue 28, item 4): the arena of every game of an event, in running order — read by a
// venue screen's pit board with its screen key. The Game record keeps its sixteen fields.
import { afterAll, beforeAll, expect, it } from 'vitest'
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

it('answers each game of the event with its arena, in running order, to a screen key; 404 for no such event', async () => {
  const event = (await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: 1_800_000_000, end_time: 1_800_086_400 } })).body.id as number
  const other = (await t.call('POST', '/events', { token: admin, json: { name: 'Other', start_time: 1_800_000_000, end_time: 1_800_086_400 } })).body.id as number
  const side = (await t.call('POST', '/arenas', { token: admin, json: { name: 'Side' } })).body.id as number
  const create = async (name: string, eventId: number, playOrder: number) =>
    (await t.call('POST', '/games', { token: admin, json: { name, event_id: eventId, play_order: playOrder } })).body.id as number
  const third = await create('Third', event, 3)
  const first = await create('First', event, 1)
  const second = await create('Second', event, 2)
  await create('Elsewhere', other, 1)
  expect((await t.call('PUT', `/games/${second}/arena`, { token: admin, json: { arena_id: side } })).status).toBe(200)
  const screenKey = (await t.call('POST', '/screens', { token: admin, json: { name: 'Pit' } })).body.key as string
  const answer = await t.call('GET', `/events/${event}/game-arenas`, { token: screenKey })
  expect(answer.status).toBe(200)
  expect(answer.body).toEqual([
    { game_id: first, arena_id: 1 },
    { game_id: second, arena_id: side },
    { game_id: third, arena_id: 1 },
  ])
  expect(Object.keys((await t.call('GET', `/games/${second}`, { token: screenKey })).body)).toHaveLength(16)
  expect((await t.call('GET', '/events/999/game-arenas', { token: admin })).status).toBe(404)
})
