// The exact game clock over real HTTP, with the injectable clock and fake robots on loopback: a game lasts exactly its
// length from the instant it was started, to the millisecond, across a restart, an early end, an abort and a rehearsal.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { gameInstants } from '../../src-main/store/games.repo'
import { startTestServer, type TestServer } from '../support/api-server'
import { startFakeRobots, type FakeRobots } from '../support/fake-robots'
import { ManualClock } from '../support/manual-clock'
import { removeTempDirs } from '../support/temp'

/** 09:00:00.734 UTC: a start that is not on a whole second. */
const START_MS = Date.UTC(2026, 10, 21, 9, 0, 0) + 734
const LENGTH_S = 40

let t: TestServer
let robots: FakeRobots
let admin: string
let gameId: number

afterAll(removeTempDirs)

interface Signal {
  event: string
  sent_at: number
  outcome: string
}

async function signals(server: TestServer, token: string): Promise<Signal[]> {
  await server.server.services.arena.settled()
  return (await server.call('GET', `/arena/games/${gameId}/robots`, { token })).body.history
}

async function setUp(clock: ManualClock): Promise<void> {
  robots = await startFakeRobots(['answers', 'answers'], 0, 41)
  t = await startTestServer({ clock })
  admin = await t.login()
  expect((await t.call('PATCH', '/system/settings', { token: admin, json: { robot_port: robots.port, game_length_s: LENGTH_S } })).status).toBe(200)
  const ids: number[] = []
  for (const robot of robots.robots) {
    const user = await t.call('POST', '/users', { token: admin, json: { name: `Clock ${robot.ip}`, password: 'password', is_playing: true, robot_ip: robot.ip } })
    ids.push(user.body.id)
  }
  const game = await t.call('POST', '/games', { token: admin, json: { name: 'Timed game', start_time: 1_795_420_800, end_time: 1_795_420_840 } })
  gameId = game.body.id
  expect((await t.call('PUT', `/games/${gameId}/corners`, { token: admin, json: { red: ids[0], blue: ids[1] } })).status).toBe(200)
}

describe('the exact game clock', () => {
  beforeEach(() => setUp(new ManualClock(START_MS)))
  afterEach(async () => {
    await t.server.close()
    await robots.close()
  })

  it("a game's robots get START and STOP exactly the game length apart, to the millisecond", async () => {
    const started = await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    expect(started.status).toBe(200)
    // The record keeps whole seconds: the start second rounded down, the end the exact end rounded down.
    expect(started.body).toMatchObject({ status: 'running', start_time: Math.floor(START_MS / 1000), end_time: Math.floor((START_MS + LENGTH_S * 1000) / 1000) })
    const arena = await t.call('GET', '/arena', { token: admin })
    expect(arena.body.clock).toMatchObject({ game_id: gameId, start_ms: START_MS, end_ms: START_MS + LENGTH_S * 1000, remaining_s: LENGTH_S })

    // One millisecond before the end the game still runs and no robot has heard STOP.
    t.clock.advance(LENGTH_S * 1000 - 1)
    await t.server.store.flush()
    expect((await t.call('GET', `/games/${gameId}`, { token: admin })).body.status).toBe('running')
    expect((await signals(t, admin)).map((signal) => signal.event)).toEqual(['start', 'start'])
    t.clock.advance(1)
    await expect.poll(async () => (await t.call('GET', `/games/${gameId}`, { token: admin })).body.status).toBe('finished')

    // The finish is visible a moment before its save completes and the stop signals leave.
    await expect.poll(async () => (await signals(t, admin)).length).toBe(4)
    const history = await signals(t, admin)
    expect(history.map((signal) => [signal.event, signal.outcome, signal.sent_at])).toEqual([
      ['start', 'acknowledged', START_MS],
      ['start', 'acknowledged', START_MS],
      ['stop', 'acknowledged', START_MS + LENGTH_S * 1000],
      ['stop', 'acknowledged', START_MS + LENGTH_S * 1000],
    ])
    for (const robot of robots.robots) expect(robot.received.map((body) => body.event)).toEqual(['start', 'stop'])
  })

  it('a restart resumes the exact end kept in the data file; a clean stop tells the robots to stop and the restart to start again', async () => {
    for (const robot of robots.robots) robot.received.length = 0
    await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    await t.server.services.arena.settled()
    const dataFile = t.dataFile
    await t.server.close()
    // The clean stop (issue 26, item 10): each robot heard STOP with the reason before the server was gone.
    for (const robot of robots.robots) {
      expect(robot.received.map((body) => [body.event, body.reason])).toEqual([['start', undefined], ['stop', 'server_stopping']])
      expect(robot.received[1]).toMatchObject({ start_ms: START_MS, end_ms: START_MS + LENGTH_S * 1000 })
    }
    t = await startTestServer({ dataFile, clock: new ManualClock(START_MS + 10_000) })
    admin = await t.login()
    expect((await t.call('GET', '/arena', { token: admin })).body.clock).toMatchObject({ start_ms: START_MS, end_ms: START_MS + LENGTH_S * 1000, remaining_s: LENGTH_S - 10 })
    // The game still has time: its robots are told to start again, with the same instants.
    await t.server.services.arena.settled()
    for (const robot of robots.robots) {
      expect(robot.received[2]).toMatchObject({ event: 'start', reason: 'server_restarted', start_ms: START_MS, end_ms: START_MS + LENGTH_S * 1000 })
    }
    t.clock.advance((LENGTH_S - 10) * 1000 - 1)
    await t.server.store.flush()
    expect((await t.call('GET', `/games/${gameId}`, { token: admin })).body.status).toBe('running')
    t.clock.advance(1)
    const stops = async () => (await signals(t, admin)).filter((signal) => signal.event === 'stop').map((signal) => signal.sent_at)
    await expect.poll(async () => (await stops()).length).toBe(4)
    expect(await stops()).toEqual([START_MS, START_MS, START_MS + LENGTH_S * 1000, START_MS + LENGTH_S * 1000])
    for (const robot of robots.robots) expect(robot.received.map((body) => body.event)).toEqual(['start', 'stop', 'start', 'stop'])
  })

  it('an early end stops now; an abort and the end of a rehearsal clear the instants', async () => {
    const instants = () => t.server.store.read((db) => gameInstants(db, gameId))
    await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'development' } })
    expect(instants()).toEqual({ start_ms: START_MS, end_ms: START_MS + LENGTH_S * 1000 })
    t.clock.advance(LENGTH_S * 1000)
    await expect.poll(async () => (await t.call('GET', `/games/${gameId}`, { token: admin })).body.status).toBe('scheduled')
    expect(instants()).toEqual({ start_ms: null, end_ms: null })

    await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    t.clock.advance(5_500)
    expect((await t.call('POST', `/arena/games/${gameId}/abort`, { token: admin })).body.status).toBe('scheduled')
    expect(instants()).toEqual({ start_ms: null, end_ms: null })

    const restartMs = t.clock.now()
    await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    t.clock.advance(12_345)
    const ended = await t.call('POST', `/arena/games/${gameId}/stop`, { token: admin })
    expect(ended.body).toMatchObject({ status: 'finished', end_time: Math.floor((restartMs + 12_345) / 1000) })
    expect(instants()).toEqual({ start_ms: restartMs, end_ms: restartMs + 12_345 })
    // The clock's stop does not fire after an early end.
    expect(t.clock.pending).toBe(0)
  })

  it('each robot is told start_ms and end_ms after the existing fields', async () => {
    await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    t.clock.advance(LENGTH_S * 1000)
    await expect.poll(() => robots.robots[0].received.length).toBe(2)
    const [start, stop] = robots.robots[0].received
    expect(Object.keys(start)).toEqual(['event', 'game_id', 'game_name', 'corner', 'zone', 'mode', 'start_time', 'end_time', 'start_ms', 'end_ms'])
    expect(start).toMatchObject({ event: 'start', start_ms: START_MS, end_ms: START_MS + LENGTH_S * 1000 })
    expect(stop).toMatchObject({ event: 'stop', start_ms: START_MS, end_ms: START_MS + LENGTH_S * 1000 })
  })
})
