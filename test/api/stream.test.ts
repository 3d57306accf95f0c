// The live stream over real HTTP: state on connect, fan-out to several listeners, your_game for a robot's owner,
// screen changes, heartbeats, the listener bound, and a listener that never reads blocking nobody.
import { connect, type Socket } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let ownerKey: string
let ownerId: number
let screen: { id: number; key: string }
let gameId: number
const clients: SseClient[] = []

function streamUrl(key?: string): string {
  return `${t.base}/stream${key ? `?key=${encodeURIComponent(key)}` : ''}`
}

async function listen(options: { token?: string; key?: string }): Promise<SseClient> {
  const client = await SseClient.open(streamUrl(options.key), options.token ? { Authorization: `Bearer ${options.token}` } : {})
  clients.push(client)
  return client
}

/** A listener that connects and then never reads a byte. */
function stalledListener(token: string): Promise<Socket> {
  return new Promise((resolve) => {
    const socket = connect(t.server.port, '127.0.0.1', () => {
      socket.write(`GET /api/v1/stream HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n\r\n`)
      socket.pause()
      resolve(socket)
    })
    socket.setNoDelay(true)
  })
}

beforeAll(async () => {
  t = await startTestServer({ heartbeatMs: 100 })
  admin = await t.login()
  const owner = await t.call('POST', '/users', { token: admin, json: { name: 'Blue Bots', password: 'blue-password', is_playing: true } })
  ownerId = owner.body.id
  ownerKey = (await t.call('POST', '/users/me/keys', { token: await t.login('Blue Bots', 'blue-password'), json: { name: 'robot' } })).body.key
  screen = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).body
  gameId = (await t.call('POST', '/games', { token: admin, json: { name: 'Streamed game' } })).body.id
  await t.call('PUT', `/games/${gameId}/corners`, { token: admin, json: { blue: ownerId } })
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await t.server.close()
  removeTempDirs()
})

describe('the live stream', () => {
  it('refuses a caller without a key (401) and a wrong key (401)', async () => {
    expect((await SseClient.open(streamUrl())).status).toBe(401)
    expect((await SseClient.open(streamUrl('ak_wrong'))).status).toBe(401)
  })

  it('fans out to every listener, with the current state on connect, your_game to the owner only, and a stalled listener blocks nobody', async () => {
    const operator = await listen({ token: admin })
    const robot = await listen({ token: ownerKey })
    const display = await listen({ key: screen.key })
    const stalled = await stalledListener(admin)

    for (const client of [operator, robot, display]) {
      const state = await client.next((event) => event.event === 'state')
      expect(state.data).toMatchObject({ game: null, clock: null, server_time_ms: t.clock.now() })
    }
    expect((await display.next((event) => event.event === 'state')).data).toMatchObject({ screen: { id: screen.id, name: 'Hall TV', current: 'idle' } })
    await expect.poll(() => t.server.services.live.size).toBe(4)

    // Flood the bus far past what a socket buffers: the stalled listener falls behind and is dropped; the others keep up.
    const big = 'x'.repeat(64 * 1024)
    for (let i = 0; i < 200; i += 1) {
      t.server.services.live.publish('finish_pending', { game_id: i, reason: big, attempts: 1, next_attempt_ms: 0 })
      await new Promise((resolve) => setTimeout(resolve, 2))
    }
    await expect.poll(() => t.server.services.live.size, { timeout: 5_000 }).toBe(3)
    await operator.next((event) => event.event === 'finish_pending' && (event.data as { game_id: number }).game_id === 199, 10_000)

    const started = await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    expect(started.status).toBe(200)
    for (const client of [operator, robot, display]) {
      const game = await client.next((event) => event.event === 'game' && (event.data as { status: string }).status === 'running')
      expect((game.data as { id: number }).id).toBe(gameId)
    }
    const yours = await robot.next((event) => event.event === 'your_game')
    expect(yours.data).toEqual({ event: 'start', game_id: gameId, game_name: 'Streamed game', corner: 'blue', zone: 3, mode: 'competition', start_time: started.body.start_time, end_time: started.body.end_time })
    expect(operator.of('your_game')).toEqual([])
    expect(display.of('your_game')).toEqual([])

    // The clock ticks while the game runs.
    t.clock.advance(3_000)
    const tick = await display.next((event) => event.event === 'clock' && (event.data as { remaining_s: number }).remaining_s === 147)
    expect(tick.data).toMatchObject({ game_id: gameId, end_time: started.body.end_time })

    // A robot connecting mid-game learns its game at once.
    const late = await listen({ token: ownerKey })
    expect((await late.next((event) => event.event === 'state')).data).toMatchObject({ game: { id: gameId, status: 'running' }, clock: { game_id: gameId } })
    expect((await late.next((event) => event.event === 'your_game')).data).toMatchObject({ corner: 'blue', zone: 3 })

    await t.call('POST', `/arena/games/${gameId}/stop`, { token: admin })
    expect((await robot.next((event) => event.event === 'your_game' && (event.data as { event: string }).event === 'stop')).data).toMatchObject({ game_id: gameId })
    stalled.destroy()
  })

  it('tells a screen about its own changes, and ends its stream when its key is rotated', async () => {
    const display = await listen({ key: screen.key })
    await display.next((event) => event.event === 'state')
    await t.call('PATCH', `/screens/${screen.id}`, { token: admin, json: { current: 'standings' } })
    expect((await display.next((event) => event.event === 'screen')).data).toMatchObject({ id: screen.id, current: 'standings' })
    const before = t.server.services.live.size
    await t.call('POST', `/screens/${screen.id}/key`, { token: admin })
    await expect.poll(() => t.server.services.live.size).toBeLessThan(before)
    expect((await SseClient.open(streamUrl(screen.key))).status).toBe(401)
  })

  it('sends heartbeats to idle listeners', async () => {
    const idle = await listen({ token: admin })
    await idle.next((event) => event.event === 'comment' && event.data === 'heartbeat')
  })
})

describe('events and users on the stream', () => {
  it('tells everyone about event changes and only administrators about user changes', async () => {
    const adminStream = await listen({ token: admin })
    const playerStream = await listen({ token: ownerKey })
    const created = await t.call('POST', '/events', { token: admin, json: { name: 'Streamed Cup', start_time: 1_800_000_000, end_time: 1_800_036_000 } })
    expect(created.status).toBe(201)
    for (const stream of [adminStream, playerStream]) {
      expect((await stream.next((event) => event.event === 'event')).data).toEqual(created.body)
    }
    expect((await t.call('PATCH', `/events/${created.body.id}`, { token: admin, json: { name: 'Streamed Cup 2' } })).status).toBe(200)
    await adminStream.next((event) => event.event === 'event' && (event.data as { name: string }).name === 'Streamed Cup 2')
    expect((await t.call('DELETE', `/events/${created.body.id}`, { token: admin })).status).toBe(204)
    expect((await adminStream.next((event) => event.event === 'event_deleted')).data).toEqual({ id: created.body.id })

    expect((await t.call('POST', '/users', { token: admin, json: { name: 'Streamed Player', password: 'player-pass' } })).status).toBe(201)
    await adminStream.next((event) => event.event === 'users_changed')
    await playerStream.next((event) => event.event === 'event_deleted')
    expect(playerStream.of('users_changed')).toEqual([])
  })
})

describe('the listener bound', () => {
  it('answers 503 past the most listeners, and takes new ones when others leave', async () => {
    const small = await startTestServer({ maxListeners: 2 })
    const token = await small.login()
    const url = `${small.base}/stream`
    const headers = { Authorization: `Bearer ${token}` }
    const first = await SseClient.open(url, headers)
    const second = await SseClient.open(url, headers)
    const third = await SseClient.open(url, headers)
    expect([first.status, second.status, third.status]).toEqual([200, 200, 503])
    await first.close()
    await expect.poll(() => small.server.services.live.size).toBe(1)
    const fourth = await SseClient.open(url, headers)
    expect(fourth.status).toBe(200)
    await Promise.all([second.close(), fourth.close()])
    await small.server.close()
  })
})
