// The arena's shared state over real HTTP: the running game's mode and the game on deck are the server's — the same for
// every client, followed live on the stream, kept across a reload and a restart; Next game never skips an unplayed game.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ManualClock } from '../support/manual-clock'
import { SseClient, type SseEvent } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0)
const NOW_S = NOW_MS / 1000

let t: TestServer
let admin: string
const clients: SseClient[] = []

afterAll(removeTempDirs)

function listen(token: string): Promise<SseClient> {
  return SseClient.open(`http://127.0.0.1:${t.server.port}/api/v1/stream`, { Authorization: `Bearer ${token}` }).then((client) => (clients.push(client), client))
}

const onDeckEvents = (client: SseClient) => client.of('on_deck').map((event) => (event.data as { game: { id: number } | null }).game?.id ?? null)
const isOnDeck = (id: number | null) => (event: SseEvent) => event.event === 'on_deck' && ((event.data as { game: { id: number } | null }).game?.id ?? null) === id

async function createEvent(name: string, startS: number, endS: number): Promise<number> {
  const created = await t.call('POST', '/events', { token: admin, json: { name, start_time: startS, end_time: endS } })
  expect(created.status).toBe(201)
  return created.body.id
}

async function createGame(name: string, eventId: number | null, startS?: number): Promise<number> {
  const json: Record<string, unknown> = { name, ...(eventId === null ? {} : { event_id: eventId }) }
  if (startS !== undefined) Object.assign(json, { start_time: startS, end_time: startS + 150 })
  const created = await t.call('POST', '/games', { token: admin, json })
  expect(created.status).toBe(201)
  return created.body.id
}

beforeEach(async () => {
  t = await startTestServer({ clock: new ManualClock(NOW_MS) })
  admin = await t.login()
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await t.server.close()
})

describe('the mode of the running game', () => {
  it('survives a reload: GET /arena and the stream state of a second client say development', async () => {
    const game = await createGame('Rehearsal', null)
    expect((await t.call('GET', '/arena', { token: admin })).body.mode).toBeNull()
    await t.call('POST', `/arena/games/${game}/start`, { token: admin, json: { mode: 'development' } })
    // A reload, and a second operator: both read it from the server.
    const second = await t.login()
    expect((await t.call('GET', '/arena', { token: admin })).body).toMatchObject({ mode: 'development', game: { id: game, status: 'running' } })
    expect((await t.call('GET', '/arena', { token: second })).body.mode).toBe('development')
    const stream = await listen(second)
    expect((await stream.next((event) => event.event === 'state')).data).toMatchObject({ mode: 'development', game: { id: game } })
    await t.call('POST', `/arena/games/${game}/stop`, { token: admin })
    expect((await t.call('GET', '/arena', { token: second })).body.mode).toBeNull()
  })
})

describe('the game on deck', () => {
  it('is the same for two clients, follows on_deck events, and survives a restart', async () => {
    const event = await createEvent('Cup', NOW_S - 3600, NOW_S + 3600)
    const [first, second] = [await createGame('League 1', event), await createGame('League 2', event)]
    const player = await t.call('POST', '/users', { token: admin, json: { name: 'Viewer', password: 'viewer-pw', is_playing: true } })
    expect(player.status).toBe(201)
    const viewer = await t.login('Viewer', 'viewer-pw')
    const [a, b] = [await listen(admin), await listen(viewer)]
    for (const client of [a, b]) expect((await client.next((message) => message.event === 'state')).data).toMatchObject({ on_deck: null })

    const loaded = await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: second } })
    expect(loaded.status).toBe(200)
    expect(loaded.body.game).toMatchObject({ id: second, name: 'League 2', status: 'scheduled' })
    for (const client of [a, b]) await client.next(isOnDeck(second))
    for (const token of [admin, viewer]) expect((await t.call('GET', '/arena', { token })).body.on_deck).toEqual(loaded.body.game)

    // Its game changes elsewhere (renamed on the Schedule): everyone gets the record again.
    await t.call('PATCH', `/games/${second}`, { token: admin, json: { name: 'League 2 (moved)' } })
    await b.next((message) => message.event === 'on_deck' && (message.data as { game: { name: string } }).game?.name === 'League 2 (moved)')

    const dataFile = t.dataFile
    await Promise.all(clients.splice(0).map((client) => client.close()))
    await t.server.close()
    t = await startTestServer({ dataFile, clock: new ManualClock(NOW_MS + 60_000) })
    admin = await t.login()
    expect((await t.call('GET', '/arena', { token: admin })).body.on_deck).toMatchObject({ id: second, name: 'League 2 (moved)' })
    const after = await listen(admin)
    expect((await after.next((message) => message.event === 'state')).data).toMatchObject({ on_deck: { id: second } })

    // Deleted: the deck is empty, and everyone is told.
    expect((await t.call('DELETE', `/games/${second}`, { token: admin })).status).toBe(204)
    await after.next(isOnDeck(null))
    expect((await t.call('GET', '/arena', { token: admin })).body.on_deck).toBeNull()
    expect(first).toBeGreaterThan(0)
  })

  it('Next game twice, or after a reload, loads the same first unplayed game; a start moves the deck on', async () => {
    const event = await createEvent('Cup', NOW_S - 3600, NOW_S + 3600)
    const games = [await createGame('League 1', event), await createGame('League 2', event), await createGame('League 3', event)]
    const stream = await listen(admin)
    const pressed = await t.call('POST', '/arena/on-deck/next', { token: admin })
    expect(pressed.status).toBe(200)
    expect(pressed.body.game.id).toBe(games[0])
    expect((await t.call('POST', '/arena/on-deck/next', { token: admin })).body.game.id).toBe(games[0])
    // A reload reads the deck, and N again does not skip League 1.
    expect((await t.call('GET', '/arena', { token: admin })).body.on_deck.id).toBe(games[0])
    expect((await t.call('POST', '/arena/on-deck/next', { token: admin })).body.game.id).toBe(games[0])
    await stream.next(isOnDeck(games[0]))

    // The game on deck starts: the deck moves to League 2 by itself, for the venue screens.
    await t.call('POST', `/arena/games/${games[0]}/start`, { token: admin, json: { mode: 'competition' } })
    await stream.next(isOnDeck(games[1]))
    expect((await t.call('GET', '/arena', { token: admin })).body).toMatchObject({ game: { id: games[0] }, mode: 'competition', on_deck: { id: games[1] } })
    expect((await t.call('POST', '/arena/on-deck/next', { token: admin })).body.game.id).toBe(games[1])
    expect(onDeckEvents(stream)).toEqual([games[0], games[1]])
  })

  it("Next game follows the event of the game last on deck, else the event under way, else every game by planned start", async () => {
    const past = await createEvent('Yesterday', NOW_S - 86_400, NOW_S - 80_000)
    const today = await createEvent('Today', NOW_S - 3600, NOW_S + 3600)
    const pastGame = await createGame('Old 1', past, NOW_S - 86_000)
    const todayGames = [await createGame('Today 1', today, NOW_S - 100), await createGame('Today 2', today, NOW_S + 100)]
    // Nothing loaded yet: the event under way.
    expect((await t.call('POST', '/arena/on-deck/next', { token: admin })).body.game.id).toBe(todayGames[0])
    // Loaded from another event: Next game stays in that event's running order.
    await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: pastGame } })
    expect((await t.call('POST', '/arena/on-deck/next', { token: admin })).body.game.id).toBe(pastGame)
    // That event has nothing left to play: the event under way again.
    await t.call('POST', `/arena/games/${pastGame}/start`, { token: admin, json: { mode: 'competition' } })
    await t.call('POST', `/arena/games/${pastGame}/stop`, { token: admin })
    expect((await t.call('POST', '/arena/on-deck/next', { token: admin })).body.game.id).toBe(todayGames[0])
  })

  it('with no event under way and none loaded: all games by planned start, then running order', async () => {
    const later = await createGame('Later', null, NOW_S + 7200)
    const sooner = await createGame('Sooner', null, NOW_S + 3600)
    expect(later).toBeLessThan(sooner)
    expect((await t.call('POST', '/arena/on-deck/next', { token: admin })).body.game.id).toBe(sooner)
  })

  it('refuses, with a reason: an unknown game 404, a game not scheduled 409, no unplayed game 409, a bad body 422, a non-admin 403', async () => {
    const game = await createGame('Only', null)
    expect((await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: 9999 } })).body.detail).toMatch(/no game 9999/)
    expect((await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: 9999 } })).status).toBe(404)
    const bad = await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: 'one' } })
    expect(bad.status).toBe(422)
    expect(bad.text).toContain('game_id')
    expect((await t.call('PUT', '/arena/on-deck', { token: admin, json: {} })).status).toBe(422)
    await t.call('POST', `/arena/games/${game}/start`, { token: admin, json: { mode: 'competition' } })
    const running = await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: game } })
    expect(running.status).toBe(409)
    expect(running.body.detail).toMatch(/running; only a scheduled game can be loaded on deck/)
    const none = await t.call('POST', '/arena/on-deck/next', { token: admin })
    expect(none.status).toBe(409)
    expect(none.body.detail).toMatch(/no unplayed game left/)
    expect((await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: null } })).body).toEqual({ game: null })
    await t.call('POST', '/users', { token: admin, json: { name: 'Player', password: 'player-pw', is_playing: true } })
    const player = await t.login('Player', 'player-pw')
    expect((await t.call('POST', '/arena/on-deck/next', { token: player })).status).toBe(403)
    expect((await t.call('PUT', '/arena/on-deck', { token: player, json: { game_id: null } })).status).toBe(403)
    expect((await t.call('GET', '/arena', { token: player })).status).toBe(200)
  })
})
