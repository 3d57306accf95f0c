// The venue's arenas as data (issue 28, item 1) over real HTTP: list, create with defaults, rename with If-Match, retire
// with its refusals; the running arenas follow the table without a restart; GET /arena keeps its shape with one arena.
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest'
import { FIRST_ARENA, arenaId } from '../../src-main/domain/arena-id'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'
import { gameIn } from '../support/two-arenas'

let t: TestServer
let admin: string

afterAll(removeTempDirs)
beforeEach(async () => {
  t = await startTestServer()
  admin = await t.login()
})
afterEach(() => t.server.close())

const MAIN = { id: 1, name: 'Main', short_name: 'M', colour: '#1f6feb', retired_at: null }

it('lists Main; creates with a default short name and colour; refuses bad values (422) and a taken name (409)', async () => {
  await t.createUser(admin, 'viewer', { is_playing: false })
  const viewer = await t.login('viewer', 'viewer-password')
  expect((await t.call('GET', '/arenas', { token: viewer })).body).toEqual([MAIN])
  expect((await t.call('POST', '/arenas', { token: viewer, json: { name: 'North Hall' } })).status).toBe(403)
  const created = await t.call('POST', '/arenas', { token: admin, json: { name: 'North Hall' } })
  expect(created.status).toBe(201)
  expect(created.body).toEqual({ id: 2, name: 'North Hall', short_name: 'NH', colour: '#d1242f', retired_at: null })
  const given = await t.call('POST', '/arenas', { token: admin, json: { name: 'South', short_name: 'S2', colour: '#00AA00' } })
  expect(given.body).toMatchObject({ id: 3, short_name: 'S2', colour: '#00AA00' })

  const colour = await t.call('POST', '/arenas', { token: admin, json: { name: 'East', colour: 'red' } })
  expect(colour.status).toBe(422)
  expect(colour.body.detail[0].loc).toEqual(['body', 'colour'])
  const blank = await t.call('POST', '/arenas', { token: admin, json: { name: '   ' } })
  expect(blank.status).toBe(422)
  expect(blank.body.detail[0]).toMatchObject({ loc: ['body', 'name'], type: 'value_error' })
  expect((await t.call('POST', '/arenas', { token: admin, json: {} })).status).toBe(422)
  const taken = await t.call('POST', '/arenas', { token: admin, json: { name: 'NORTH hall' } })
  expect(taken.status).toBe(409)
  expect(taken.body.detail).toContain('An arena named North Hall exists already')
  expect((await t.call('GET', '/arenas', { token: admin })).body.map((arena: { name: string }) => arena.name)).toEqual(['Main', 'North Hall', 'South'])
})

it('renames with If-Match: the version read passes, an older one is 409 naming what changed', async () => {
  const read = await t.call('GET', '/arenas/1', { token: admin })
  const etag = read.headers.get('etag')!
  const renamed = await t.call('PATCH', '/arenas/1', { token: admin, json: { name: 'Field A' }, headers: { 'If-Match': etag } })
  expect(renamed.status).toBe(200)
  expect(renamed.body).toEqual({ ...MAIN, name: 'Field A' })
  const stale = await t.call('PATCH', '/arenas/1', { token: admin, json: { colour: '#000000' }, headers: { 'If-Match': etag } })
  expect(stale.status).toBe(409)
  expect(stale.body.changed).toEqual(['name'])
  expect((await t.call('PATCH', '/arenas/9', { token: admin, json: { name: 'X' } })).status).toBe(404)
})

it('retires: refused while the arena runs a game, for arena 1, and changes nothing twice; its runtime closes at once', async () => {
  const side = (await t.call('POST', '/arenas', { token: admin, json: { name: 'Side' } })).body.id as number
  // Created: it has its runtime at once, and runs a game.
  expect(t.server.services.arenas.get(arenaId(side))).toBeDefined()
  const game = await gameIn(t, admin, side, 'Side game', [])
  expect((await t.call('POST', `/arena/games/${game}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
  const busy = await t.call('POST', `/arenas/${side}/retire`, { token: admin })
  expect(busy.status).toBe(409)
  expect(busy.body.detail).toBe(`Side cannot be retired while its game ${game} (Side game) is running; end or abort it first`)
  expect((await t.call('POST', `/arena/games/${game}/abort`, { token: admin })).status).toBe(200)

  const retired = await t.call('POST', `/arenas/${side}/retire`, { token: admin })
  expect(retired.status).toBe(200)
  expect(retired.body.retired_at).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/)
  expect((await t.call('POST', `/arenas/${side}/retire`, { token: admin })).body).toEqual(retired.body)
  // Retired: its runtime is closed, its game cannot start there, and GET /arena is one arena's again.
  expect(t.server.services.arenas.get(arenaId(side))).toBeUndefined()
  const stranded = await t.call('POST', `/arena/games/${game}/start`, { token: admin, json: { mode: 'competition' } })
  expect(stranded.status).toBe(409)
  expect(stranded.body.detail).toContain('which is retired')
  expect((await t.call('PUT', `/games/${game}/arena`, { token: admin, json: { arena_id: side } })).status).toBe(409)
  expect((await t.call('GET', '/arena', { token: admin })).body).toEqual({ game: null, clock: null, mode: null, on_deck: null, corners: null })

  const first = await t.call('POST', '/arenas/1/retire', { token: admin })
  expect(first.status).toBe(409)
  expect(first.body.detail).toBe('Main is arena 1, where new games go: it can be renamed but not retired')
  expect(t.server.services.arenas.get(FIRST_ARENA)).toBeDefined()
  expect((await t.call('POST', '/arenas/9/retire', { token: admin })).status).toBe(404)
})

it("a game's arena: read by any user, set by an admin while scheduled, 422 for no such arena", async () => {
  const side = (await t.call('POST', '/arenas', { token: admin, json: { name: 'Side' } })).body.id as number
  const game = await gameIn(t, admin, 1, 'League 1', [])
  expect((await t.call('GET', `/games/${game}/arena`, { token: admin })).body).toEqual({ game_id: game, arena_id: 1 })
  expect((await t.call('PUT', `/games/${game}/arena`, { token: admin, json: { arena_id: side } })).body).toEqual({ game_id: game, arena_id: side })
  // The Game record keeps its sixteen fields.
  expect(Object.keys((await t.call('GET', `/games/${game}`, { token: admin })).body)).toHaveLength(16)
  const none = await t.call('PUT', `/games/${game}/arena`, { token: admin, json: { arena_id: 42 } })
  expect(none.status).toBe(422)
  expect(none.body.detail[0]).toMatchObject({ loc: ['body', 'arena_id'], input: 42 })
  expect((await t.call('GET', '/games/999/arena', { token: admin })).status).toBe(404)
  expect((await t.call('POST', `/arena/games/${game}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
  const running = await t.call('PUT', `/games/${game}/arena`, { token: admin, json: { arena_id: 1 } })
  expect(running.status).toBe(409)
  expect(running.body.detail).toContain('only a scheduled game can be put in another arena')
})
