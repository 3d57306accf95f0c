// Delays per arena over real HTTP (issue 28, item 3): `arena_id` in the delay's body moves only that arena's scheduled
// games; without it every scheduled game of the event moves, as with one arena. An unknown arena is 422, a retired one 409.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let contract: ContractCheck
const EVENT_START = 1_795_420_800 // 2026-11-21T08:00:00Z
const NORTH = 2
const RETIRED = 3

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
  for (let i = 1; i <= 16; i += 1) {
    expect((await t.call('POST', '/users', { token: admin, json: { name: `Team ${String(i).padStart(2, '0')}`, password: 'password', is_playing: true } })).status).toBe(201)
  }
  for (const name of ['North', 'Old']) expect((await t.call('POST', '/arenas', { token: admin, json: { name } })).status).toBe(201)
  expect((await t.call('POST', `/arenas/${RETIRED}/retire`, { token: admin })).status).toBe(200)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

type Game = { id: number; status: string; start_time: number; end_time: number }

/** A league over Main and North (slots together), its first Main game played; answers the event and its games by arena. */
async function twoArenaLeague(): Promise<{ eventId: number; arenaOf: Map<number, number>; before: Game[] }> {
  const eventId = (await t.call('POST', '/events', { token: admin, json: { name: 'Two halls', start_time: EVENT_START, end_time: EVENT_START + 10 * 3600 } })).body.id as number
  const committed = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, seed: 3, arena_ids: [1, NORTH] } })
  expect(committed.status).toBe(201)
  const arenaOf = new Map((committed.body.arenas as Array<{ game_id: number; arena_id: number }>).map((entry) => [entry.game_id, entry.arena_id]))
  const firstMain = [...arenaOf].find(([, arena]) => arena === 1)![0]
  expect((await t.call('POST', `/arena/games/${firstMain}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
  expect((await t.call('POST', `/arena/games/${firstMain}/stop`, { token: admin })).status).toBe(200)
  return { eventId, arenaOf, before: await eventGames(eventId) }
}

async function eventGames(eventId: number): Promise<Game[]> {
  return (await t.call('GET', `/games?event_id=${eventId}&limit=500`, { token: admin })).body
}

/** How far each game's planned start and end moved since `before` (played games: the actual times, unmoved). */
function shifts(before: Game[], after: Game[]): Map<number, [number, number]> {
  return new Map(after.map((game) => {
    const was = before.find((one) => one.id === game.id)!
    return [game.id, [game.start_time - was.start_time, game.end_time - was.end_time]]
  }))
}

describe('a delay by arena', () => {
  it("moves only that arena's scheduled games, and answers them", async () => {
    const { eventId, arenaOf, before } = await twoArenaLeague()
    const delayed = await t.call('POST', `/events/${eventId}/delay`, { token: admin, json: { seconds: 300, arena_id: NORTH } })
    expect(delayed.status).toBe(200)
    contract.conforms('post', '/api/v1/events/{event_id}/delay', delayed, 200)
    const northGames = before.filter((game) => arenaOf.get(game.id) === NORTH).map((game) => game.id)
    expect(northGames.length).toBeGreaterThan(1)
    expect((delayed.body as Game[]).map((game) => game.id)).toEqual(northGames)
    const moved = shifts(before, await eventGames(eventId))
    for (const game of before) {
      const expected = arenaOf.get(game.id) === NORTH ? [300, 300] : [0, 0]
      expect([game.id, ...moved.get(game.id)!]).toEqual([game.id, ...expected])
    }
  })

  it('without an arena moves every scheduled game of the event, in both arenas, as with one arena', async () => {
    const { eventId, before } = await twoArenaLeague()
    const delayed = await t.call('POST', `/events/${eventId}/delay`, { token: admin, json: { seconds: -60 } })
    expect(delayed.status).toBe(200)
    const scheduled = before.filter((game) => game.status === 'scheduled').map((game) => game.id)
    expect((delayed.body as Game[]).map((game) => game.id)).toEqual(scheduled)
    const moved = shifts(before, await eventGames(eventId))
    for (const game of before) expect([game.id, ...moved.get(game.id)!]).toEqual([game.id, ...(game.status === 'scheduled' ? [-60, -60] : [0, 0])])
  })

  it('Main (arena 1) by its id leaves the played game alone and North untouched', async () => {
    const { eventId, arenaOf, before } = await twoArenaLeague()
    const delayed = await t.call('POST', `/events/${eventId}/delay`, { token: admin, json: { seconds: 120, arena_id: 1 } })
    const mainScheduled = before.filter((game) => arenaOf.get(game.id) === 1 && game.status === 'scheduled').map((game) => game.id)
    expect((delayed.body as Game[]).map((game) => game.id)).toEqual(mainScheduled)
  })

  it('an unknown arena is 422 at the field, a retired one 409 naming it; nothing moves', async () => {
    const { eventId, before } = await twoArenaLeague()
    const unknown = await t.call('POST', `/events/${eventId}/delay`, { token: admin, json: { seconds: 300, arena_id: 99 } })
    expect(unknown.status).toBe(422)
    expect(unknown.body.detail[0]).toMatchObject({ loc: ['body', 'arena_id'], msg: 'Value error, there is no arena 99' })
    const retired = await t.call('POST', `/events/${eventId}/delay`, { token: admin, json: { seconds: 300, arena_id: RETIRED } })
    expect(retired.status).toBe(409)
    expect(retired.body.detail).toBe('Old is retired: its games are not delayed')
    expect(await eventGames(eventId)).toEqual(before)
  })
})
