// Every game's arena in one read (issue 28, item 5: the Schedule filters by arena): GET /game-arenas answers
// [{game_id, arena_id}] in running order, of one event with ?event_id=, for any user or screen; it follows PUT
// /games/{id}/arena.
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string

afterAll(removeTempDirs)
beforeEach(async () => {
  t = await startTestServer()
  admin = await t.login()
})
afterEach(() => t.server.close())

async function game(name: string, extra: Record<string, unknown>): Promise<number> {
  const created = await t.call('POST', '/games', { token: admin, json: { name, ...extra } })
  expect(created.status, created.text).toBe(201)
  return created.body.id as number
}

it('answers each game with its arena in running order, of one event with event_id; follows a move to another arena', async () => {
  const event = (await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 } })).body.id as number
  const second = await game('Second', { event_id: event, play_order: 2 })
  const first = await game('First', { event_id: event, play_order: 1 })
  const loose = await game('Friendly', {})
  const side = (await t.call('POST', '/arenas', { token: admin, json: { name: 'Side' } })).body.id as number
  expect((await t.call('PUT', `/games/${second}/arena`, { token: admin, json: { arena_id: side } })).status).toBe(200)

  await t.createUser(admin, 'viewer', { is_playing: false })
  const viewer = await t.login('viewer', 'viewer-password')
  const ofEvent = await t.call('GET', `/game-arenas?event_id=${event}`, { token: viewer })
  expect(ofEvent.status, ofEvent.text).toBe(200)
  expect(ofEvent.body).toEqual([
    { game_id: first, arena_id: 1 },
    { game_id: second, arena_id: side },
  ])
  const every = (await t.call('GET', '/game-arenas', { token: viewer })).body as Array<{ game_id: number; arena_id: number }>
  expect(new Map(every.map((entry) => [entry.game_id, entry.arena_id]))).toEqual(new Map([[first, 1], [second, side], [loose, 1]]))
  expect((await t.call('GET', '/game-arenas?event_id=999', { token: viewer })).body).toEqual([])

  // A kept answer is not given again after a write: the move shows at once.
  expect((await t.call('PUT', `/games/${second}/arena`, { token: admin, json: { arena_id: 1 } })).status).toBe(200)
  expect((await t.call('GET', `/game-arenas?event_id=${event}`, { token: viewer })).body).toEqual([
    { game_id: first, arena_id: 1 },
    { game_id: second, arena_id: 1 },
  ])
  expect((await t.call('GET', '/game-arenas?event_id=0', { token: viewer })).status).toBe(422)
  expect((await t.call('GET', '/game-arenas')).status).toBe(401)
})
