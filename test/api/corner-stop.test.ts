// A stop and a bypass per corner (issue 26, item 16) over real HTTP with four fake robots on loopback: Stop robot sends the
// corner's robot its STOP (reason stopped_by_operator) within 50 ms while the others play on to the game's end; Disable
// before the start keeps a corner's robot from being signalled; both survive a restart mid-game, and an abort ends the stops.
import { performance } from 'node:perf_hooks'
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { startFakeRobots, type FakeRobots } from '../support/fake-robots'
import { ManualClock } from '../support/manual-clock'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

const START_MS = Date.UTC(2026, 10, 21, 9, 0, 0) + 250
const LENGTH_S = 60
const COLOURS = ['red', 'yellow', 'green', 'blue']

let t: TestServer
let robots: FakeRobots
let admin: string
let gameId: number

afterAll(removeTempDirs)

/** What each robot (red … blue) heard: event and reason. */
const heard = () => robots.robots.map((robot) => robot.received.map((body) => (body.reason ? `${body.event as string}:${body.reason as string}` : (body.event as string))))
const start = () => t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })

beforeEach(async () => {
  robots = await startFakeRobots(['answers', 'answers', 'answers', 'answers'], 0, 61)
  t = await startTestServer({ clock: new ManualClock(START_MS) })
  admin = await t.login()
  expect((await t.call('PATCH', '/system/settings', { token: admin, json: { robot_port: robots.port, game_length_s: LENGTH_S, robot_timeout_ms: 5000 } })).status).toBe(200)
  const ids: number[] = []
  for (const [index, robot] of robots.robots.entries()) {
    ids.push((await t.call('POST', '/users', { token: admin, json: { name: `Corner ${COLOURS[index]}`, password: 'password', is_playing: true, robot_ip: robot.ip } })).body.id)
  }
  gameId = (await t.call('POST', '/games', { token: admin, json: { name: 'Corner game', start_time: 1_795_420_800, end_time: 1_795_420_860 } })).body.id
  const [red, yellow, green, blue] = ids
  expect((await t.call('PUT', `/games/${gameId}/corners`, { token: admin, json: { red, yellow, green, blue } })).status).toBe(200)
})

afterEach(async () => {
  await t.server.close()
  await robots.close()
})

describe('Stop robot per corner', () => {
  it("the stopped corner's robot gets its STOP within 50 ms with the reason; the others play on and hear STOP only at the game's end", async () => {
    const stream = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${admin}` })
    const greenPlayer = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${await t.login('Corner green', 'password')}` })
    expect((await start()).status).toBe(200)
    await t.server.services.arena.settled()
    expect(heard()).toEqual([['start'], ['start'], ['start'], ['start']])

    const green = robots.robots[2]
    const sent = performance.now()
    const stopped = await t.call('POST', `/arena/games/${gameId}/corners/green/stop`, { token: admin })
    expect(stopped.status, stopped.text).toBe(200)
    expect(stopped.body).toEqual({ game_id: gameId, corners: ['playing', 'playing', 'stopped', 'playing'] })
    await expect.poll(() => green.received.length, { interval: 1, timeout: 1000 }).toBe(2)
    expect(green.receivedAt[1] - sent, 'ms from the request to the robot').toBeLessThan(50)
    expect(green.received[1]).toMatchObject({ event: 'stop', corner: 'green', zone: 2, reason: 'stopped_by_operator', start_ms: START_MS, end_ms: START_MS + LENGTH_S * 1000 })

    // Every console and screen hears it; the arena says so; the game goes on.
    expect((await stream.next((event) => event.event === 'corners' && (event.data as { corners: string[] }).corners[2] === 'stopped')).data).toEqual(stopped.body)
    // A robot that follows the stream hears it too.
    expect((await greenPlayer.next((event) => event.event === 'your_game' && (event.data as { event: string }).event === 'stop')).data).toMatchObject({ corner: 'green', reason: 'stopped_by_operator' })
    const arena = await t.call('GET', '/arena', { token: admin })
    expect(arena.body).toMatchObject({ game: { id: gameId, status: 'running' }, corners: stopped.body })
    expect((await t.call('GET', `/arena/games/${gameId}/corners`, { token: admin })).body).toEqual(stopped.body)

    // A second stop changes nothing and sends nothing; the others have heard nothing more.
    expect((await t.call('POST', `/arena/games/${gameId}/corners/green/stop`, { token: admin })).body).toEqual(stopped.body)
    t.clock.advance(30_000)
    await new Promise((resolve) => setTimeout(resolve, 100))
    await t.server.services.arena.settled()
    expect(heard()).toEqual([['start'], ['start'], ['start', 'stop:stopped_by_operator'], ['start']])
    const signals = (await t.call('GET', `/arena/games/${gameId}/robots`, { token: admin })).body
    expect(signals.corners[2]).toMatchObject({ event: 'stop', outcome: 'acknowledged' })

    // The game's end: the others get their STOP, the stopped corner no second one.
    t.clock.advance(30_000)
    // (The finish shows a moment before its save completes and the stops leave.)
    await expect.poll(heard).toEqual([['start', 'stop'], ['start', 'stop'], ['start', 'stop:stopped_by_operator'], ['start', 'stop']])
    await t.server.services.arena.settled()
    expect(heard()[2]).toEqual(['start', 'stop:stopped_by_operator'])
    // The stop stays on record for the finished game; a finished game's corner cannot be stopped.
    expect((await t.call('GET', `/arena/games/${gameId}/corners`, { token: admin })).body.corners).toEqual(['playing', 'playing', 'stopped', 'playing'])
    expect((await t.call('POST', `/arena/games/${gameId}/corners/red/stop`, { token: admin })).status).toBe(409)
    expect(greenPlayer.of('your_game').map((event) => (event.data as { event: string }).event)).toEqual(['start', 'stop'])
    await stream.close()
    await greenPlayer.close()
  })

  it('Disable before the start: the robot is not signalled at the start nor at the end, and its start is recorded as disabled', async () => {
    const disabled = await t.call('PUT', `/arena/games/${gameId}/corners/yellow/disabled`, { token: admin, json: { disabled: true } })
    expect(disabled.status, disabled.text).toBe(200)
    expect(disabled.body.corners).toEqual(['playing', 'disabled', 'playing', 'playing'])
    const yellowToken = await t.login('Corner yellow', 'password')
    const yellowPlayer = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${yellowToken}` })
    expect((await start()).status).toBe(200)
    await t.server.services.arena.settled()
    expect(heard()).toEqual([['start'], [], ['start'], ['start']])
    const signals = (await t.call('GET', `/arena/games/${gameId}/robots`, { token: admin })).body
    expect(signals.corners[1]).toMatchObject({ event: 'start', outcome: 'disabled', latency_ms: null, detail: 'disabled by the operator: not signalled' })
    // Too late to change during the game; stopping a disabled corner changes nothing.
    expect((await t.call('PUT', `/arena/games/${gameId}/corners/yellow/disabled`, { token: admin, json: { disabled: false } })).status).toBe(409)
    expect((await t.call('POST', `/arena/games/${gameId}/corners/yellow/stop`, { token: admin })).body.corners).toEqual(['playing', 'disabled', 'playing', 'playing'])
    // A robot that follows the stream is not told to start either, nor when it connects again mid-game.
    const again = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${yellowToken}` })
    await again.next((event) => event.event === 'state')
    expect((await t.call('POST', `/arena/games/${gameId}/stop`, { token: admin })).status).toBe(200)
    await t.server.services.arena.settled()
    expect(heard()).toEqual([['start', 'stop'], [], ['start', 'stop'], ['start', 'stop']])
    await yellowPlayer.next((event) => event.event === 'game' && (event.data as { status: string }).status === 'finished')
    expect([...yellowPlayer.of('your_game'), ...again.of('your_game')]).toEqual([])
    await yellowPlayer.close()
    await again.close()
  })

  it('refuses what the state does not allow, and anyone but an administrator', async () => {
    expect((await t.call('POST', `/arena/games/${gameId}/corners/red/stop`, { token: admin })).status).toBe(409)
    expect((await t.call('POST', `/arena/games/${gameId}/corners/purple/stop`, { token: admin })).status).toBe(422)
    expect((await t.call('POST', `/arena/games/999/corners/red/stop`, { token: admin })).status).toBe(404)
    expect((await t.call('PUT', `/arena/games/${gameId}/corners/red/disabled`, { token: admin, json: {} })).status).toBe(422)
    await t.createUser(admin, 'Corner player')
    const player = await t.login('Corner player', 'Corner player-password')
    expect((await t.call('PUT', `/arena/games/${gameId}/corners/red/disabled`, { token: player, json: { disabled: true } })).status).toBe(403)
    expect((await t.call('GET', `/arena/games/${gameId}/corners`, { token: player })).body.corners).toEqual(['playing', 'playing', 'playing', 'playing'])
    // An empty corner has no robot to disable or stop.
    expect((await t.call('PUT', `/games/${gameId}/corners`, { token: admin, json: { red: null } })).status).toBe(200)
    expect((await t.call('PUT', `/arena/games/${gameId}/corners/red/disabled`, { token: admin, json: { disabled: true } })).status).toBe(409)
    await start()
    expect((await t.call('POST', `/arena/games/${gameId}/corners/red/stop`, { token: admin })).status).toBe(409)
    expect((await t.call('POST', `/arena/games/${gameId}/corners/green/stop`, { token: player })).status).toBe(403)
  })

  it('a restart mid-game keeps a stopped and a disabled corner so: neither is told to stop with the server nor to start again', async () => {
    await t.call('PUT', `/arena/games/${gameId}/corners/yellow/disabled`, { token: admin, json: { disabled: true } })
    await start()
    await t.call('POST', `/arena/games/${gameId}/corners/green/stop`, { token: admin })
    await t.server.services.arena.settled()
    const dataFile = t.dataFile
    await t.server.close()
    expect(heard()).toEqual([['start', 'stop:server_stopping'], [], ['start', 'stop:stopped_by_operator'], ['start', 'stop:server_stopping']])

    t = await startTestServer({ dataFile, clock: new ManualClock(START_MS + 10_000) })
    admin = await t.login()
    await t.server.services.arena.settled()
    expect((await t.call('GET', '/arena', { token: admin })).body.corners).toEqual({ game_id: gameId, corners: ['playing', 'disabled', 'stopped', 'playing'] })
    expect(heard()).toEqual([
      ['start', 'stop:server_stopping', 'start:server_restarted'],
      [],
      ['start', 'stop:stopped_by_operator'],
      ['start', 'stop:server_stopping', 'start:server_restarted'],
    ])
    t.clock.advance(LENGTH_S * 1000)
    await expect.poll(() => heard().map((events) => events.at(-1))).toEqual(['stop', undefined, 'stop:stopped_by_operator', 'stop'])
    await t.server.services.arena.settled()
    expect(heard()[2]).toEqual(['start', 'stop:stopped_by_operator'])
  })

  it("an abort ends the stops (the stopped robot gets no second STOP) and keeps what was disabled for the next start", async () => {
    await t.call('PUT', `/arena/games/${gameId}/corners/blue/disabled`, { token: admin, json: { disabled: true } })
    await start()
    await t.call('POST', `/arena/games/${gameId}/corners/red/stop`, { token: admin })
    expect((await t.call('POST', `/arena/games/${gameId}/abort`, { token: admin })).status).toBe(200)
    await t.server.services.arena.settled()
    expect(heard()).toEqual([['start', 'stop:stopped_by_operator'], ['start', 'stop'], ['start', 'stop'], []])
    expect((await t.call('GET', `/arena/games/${gameId}/corners`, { token: admin })).body.corners).toEqual(['playing', 'playing', 'playing', 'disabled'])
    expect((await t.call('GET', '/arena', { token: admin })).body.corners).toBeNull()
  })
})
