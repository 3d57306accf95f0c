// Kept answers are never stale: for every kind of write, Get Game, the game list and the standings are first read twice
// (the second answer given from the kept bytes), then the write is made, then the very next read shows the change.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let viewer: string
const players: Record<string, number> = {}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  await t.createUser(admin, 'Viewer')
  viewer = await t.login('Viewer', 'Viewer-password')
  for (const name of ['Ada', 'Bo', 'Cy', 'Di', 'Ed', 'Fay', 'Gus', 'Hal']) players[name] = await t.createUser(admin, name)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

function read(path: string): Promise<Answer> {
  return t.call('GET', path, { token: viewer })
}

/** Reads `path` twice and checks that the second answer came from the kept bytes: the read is warm. */
async function warm(path: string): Promise<Answer> {
  const first = await read(path)
  const hits = t.server.services.answers.hits
  const second = await read(path)
  expect(t.server.services.answers.hits, `${path} was not answered from the kept answer`).toBe(hits + 1)
  expect(second.text).toBe(first.text)
  return second
}

async function ok(method: string, path: string, json?: unknown): Promise<Answer> {
  const answer = await t.call(method, path, { token: admin, json })
  expect(answer.status, `${method} ${path}: ${answer.text}`).toBeLessThan(300)
  return answer
}

async function newEvent(pointsTable?: number[]): Promise<number> {
  const json = { name: 'Fresh Reads Cup', start_time: 1_795_420_800, end_time: 1_795_464_000, ...(pointsTable ? { points_table: pointsTable } : {}) }
  return (await ok('POST', '/events', json)).body.id
}

async function seatedGame(eventId: number, names: string[]): Promise<number> {
  const id = (await ok('POST', '/games', { name: 'Game', event_id: eventId })).body.id
  const [red, yellow, green, blue] = names.map((name) => players[name])
  await ok('PUT', `/games/${id}/corners`, { red, yellow, green, blue })
  return id
}

async function playAndScore(id: number, points: number[]): Promise<void> {
  await ok('POST', `/arena/games/${id}/start`, { mode: 'competition' })
  await ok('POST', `/arena/games/${id}/stop`)
  await t.server.services.arena.settled()
  const [red, yellow, green, blue] = points
  await ok('PUT', `/games/${id}/scores`, { red, yellow, green, blue })
}

function pointsOf(standings: Answer, name: string): number | undefined {
  return standings.body.rows?.find((row: { user_id: number }) => row.user_id === players[name])?.league_points
}

describe('a read right after an acknowledged write sees it', () => {
  it('game create, update, corners and delete', async () => {
    const eventId = await newEvent()
    const list = `/games?event_id=${eventId}`
    expect((await warm(list)).body).toEqual([])

    const id = (await ok('POST', '/games', { name: 'Opening', event_id: eventId })).body.id
    expect((await read(list)).body.map((game: { id: number }) => game.id)).toEqual([id])

    expect((await warm(`/games/${id}`)).body.name).toBe('Opening')
    await ok('PATCH', `/games/${id}`, { name: 'Opening match' })
    expect((await read(`/games/${id}`)).body.name).toBe('Opening match')

    await warm(`/games/${id}`)
    await warm(list)
    await ok('PUT', `/games/${id}/corners`, { red: players.Ada, blue: players.Bo })
    expect((await read(`/games/${id}`)).body.corners).toEqual([players.Ada, null, null, players.Bo])
    expect((await read(list)).body[0].corner_names).toEqual(['Ada', '', '', 'Bo'])

    await warm(`/games/${id}`)
    await warm(list)
    await ok('DELETE', `/games/${id}`)
    expect((await read(`/games/${id}`)).status).toBe(404)
    expect((await read(list)).body).toEqual([])
  })

  it('start, end, abort, scores and a correction', async () => {
    const eventId = await newEvent()
    const id = await seatedGame(eventId, ['Ada', 'Bo', 'Cy', 'Di'])
    const game = `/games/${id}`
    const standings = `/events/${eventId}/standings`

    expect((await warm(game)).body.status).toBe('scheduled')
    await ok('POST', `/arena/games/${id}/start`, { mode: 'competition' })
    expect((await read(game)).body.status).toBe('running')

    await warm(game)
    await ok('POST', `/arena/games/${id}/stop`)
    await t.server.services.arena.settled()
    const stopped = (await read(game)).body
    expect(stopped.status).not.toBe('running')
    expect(stopped.started).toBe(true)

    expect(pointsOf(await warm(standings), 'Ada')).toBe(0)
    await ok('PUT', `/games/${id}/scores`, { red: 40, yellow: 30, green: 20, blue: 10 })
    expect(pointsOf(await read(standings), 'Ada')).toBe(8)
    expect((await read(game)).body.game_points).toEqual([40, 30, 20, 10])

    await warm(standings)
    await warm(game)
    await ok('PUT', `/games/${id}/scores`, { red: 10, yellow: 30, green: 20, blue: 40 })
    expect(pointsOf(await read(standings), 'Ada')).toBe(2)
    expect((await read(game)).body.game_points).toEqual([10, 30, 20, 40])

    const other = await seatedGame(eventId, ['Ed', 'Fay', 'Gus', 'Hal'])
    await ok('POST', `/arena/games/${other}/start`, { mode: 'competition' })
    expect((await warm(`/games/${other}`)).body.status).toBe('running')
    await ok('POST', `/arena/games/${other}/abort`)
    await t.server.services.arena.settled()
    expect((await read(`/games/${other}`)).body.status).toBe('scheduled')
  })

  it('an event changed: its points table rescores the standings and the game records', async () => {
    const eventId = await newEvent()
    const id = await seatedGame(eventId, ['Ada', 'Bo', 'Cy', 'Di'])
    await playAndScore(id, [40, 30, 20, 10])
    const standings = `/events/${eventId}/standings`
    expect(pointsOf(await warm(standings), 'Ada')).toBe(8)
    expect((await warm(`/games/${id}`)).body.league_points).toEqual([8, 6, 4, 2])
    await ok('PATCH', `/events/${eventId}`, { points_table: [5, 3, 2, 1] })
    expect(pointsOf(await read(standings), 'Ada')).toBe(5)
    expect((await read(`/games/${id}`)).body.league_points).toEqual([5, 3, 2, 1])
  })

  it('a schedule committed and knockouts created appear in the list', async () => {
    const eventId = await newEvent()
    const list = `/games?event_id=${eventId}`
    expect((await warm(list)).body).toEqual([])
    await ok('POST', `/events/${eventId}/schedule`, { games_per_player: 1, seed: 3, players: Object.values(players) })
    const league = (await read(list)).body as Array<{ id: number; corners: number[] }>
    expect(league.length).toBeGreaterThan(0)

    for (const game of league) await playAndScore(game.id, [40, 30, 20, 10])
    expect((await warm(`/events/${eventId}/standings`)).body.complete).toBe(true)
    await warm(list)
    await ok('POST', `/events/${eventId}/knockouts`, { players: 4 })
    const after = (await read(list)).body as Array<{ league: boolean }>
    expect(after.filter((game) => !game.league)).toHaveLength(1)
  })

  it('a player renamed or deleted', async () => {
    const eventId = await newEvent()
    const renamed = await t.createUser(admin, 'Ina')
    const leaving = await t.createUser(admin, 'Joe')
    const id = (await ok('POST', '/games', { name: 'Names', event_id: eventId })).body.id
    await ok('PUT', `/games/${id}/corners`, { red: renamed, yellow: leaving })
    const game = `/games/${id}`
    const list = `/games?event_id=${eventId}`

    expect((await warm(game)).body.corner_names).toEqual(['Ina', 'Joe', '', ''])
    await warm(list)
    await ok('PATCH', `/users/${renamed}`, { name: 'Ina Renamed' })
    expect((await read(game)).body.corner_names).toEqual(['Ina Renamed', 'Joe', '', ''])
    expect((await read(list)).body[0].corner_names).toEqual(['Ina Renamed', 'Joe', '', ''])

    await warm(game)
    await ok('DELETE', `/users/${leaving}`)
    expect((await read(game)).body.corners).toEqual([renamed, null, null, null])
  })

  it('settings changed: the next read is built again, not given from before the write', async () => {
    const eventId = await newEvent()
    const path = `/events/${eventId}/standings`
    const before = await warm(path)
    await ok('PATCH', '/system/settings', { robot_timeout_ms: 1_500 })
    const hits = t.server.services.answers.hits
    const after = await read(path)
    expect(t.server.services.answers.hits).toBe(hits)
    expect(after.text).toBe(before.text)
  })
})
