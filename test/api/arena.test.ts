// Arena control over real HTTP with fake robots on loopback: start, robot signals, the game clock, abort, rehearsal, restart.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { startFakeRobots, type FakeRobots } from '../support/fake-robots'
import { ManualClock } from '../support/manual-clock'
import { removeTempDirs } from '../support/temp'

const ROBOT_TIMEOUT_MS = 1000
const SLOW_MS = 3000

let t: TestServer
let robots: FakeRobots
let admin: string

afterAll(removeTempDirs)

async function seatedGame(server: TestServer, token: string, ips: string[]): Promise<{ gameId: number; userIds: number[] }> {
  const userIds: number[] = []
  for (const [index, ip] of ips.entries()) {
    const created = await server.call('POST', '/users', { token, json: { name: `robot-team-${index}-${ip}`, password: 'password', is_playing: true, robot_ip: ip } })
    expect(created.status).toBe(201)
    userIds.push(created.body.id)
  }
  const game = await server.call('POST', '/games', { token, json: { name: 'Arena game', start_time: 1_795_420_800, end_time: 1_795_420_950 } })
  const [red, yellow, green, blue] = userIds
  expect((await server.call('PUT', `/games/${game.body.id}/corners`, { token, json: { red, yellow, green, blue } })).status).toBe(200)
  return { gameId: game.body.id, userIds }
}

describe('starting with four kinds of robot', () => {
  let gameId: number
  let userIds: number[]

  beforeEach(async () => {
    robots = await startFakeRobots(['answers', 'slow', 'refuses', 'absent'], SLOW_MS)
    t = await startTestServer()
    admin = await t.login()
    expect((await t.call('PATCH', '/system/settings', { token: admin, json: { robot_port: robots.port, robot_timeout_ms: ROBOT_TIMEOUT_MS } })).status).toBe(200)
    ;({ gameId, userIds } = await seatedGame(t, admin, robots.robots.map((robot) => robot.ip)))
  })
  afterEach(async () => {
    await t.server.close()
    await robots.close()
  })

  it('answers at once, whatever the robots do, and signals each with its corner, zone and mode', async () => {
    const sent = Date.now()
    const started = await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    const answeredIn = Date.now() - sent
    expect(started.status).toBe(200)
    // The slow robot has not answered and the absent one has not timed out when the operator gets the answer.
    expect(answeredIn).toBeLessThan(ROBOT_TIMEOUT_MS)
    expect(started.body).toMatchObject({ status: 'running', started: true })
    const meanwhile = await t.call('GET', `/arena/games/${gameId}/robots`, { token: admin })
    expect(meanwhile.body.corners[1]).toBeNull() // the slow robot is still being waited for, but not by the operator

    await t.server.services.arena.settled()
    const [answering, slow, refusing] = robots.robots
    const { start_ms, end_ms } = (await t.call('GET', '/arena', { token: admin })).body.clock
    const expected = { event: 'start', game_id: gameId, game_name: 'Arena game', mode: 'competition', start_time: started.body.start_time, end_time: started.body.end_time, start_ms, end_ms }
    expect(answering.received).toEqual([{ ...expected, corner: 'red', zone: 0 }])
    expect(slow.received[0]).toEqual({ ...expected, corner: 'yellow', zone: 1 })
    expect(slow.received).toHaveLength(2) // timed out, retried once
    expect(refusing.received).toEqual([{ ...expected, corner: 'green', zone: 2 }])

    const signals = await t.call('GET', `/arena/games/${gameId}/robots`, { token: admin })
    expect(signals.status).toBe(200)
    const outcomes = signals.body.corners.map((corner: { outcome: string; user_id: number }) => [corner.user_id, corner.outcome])
    expect(outcomes).toEqual([
      [userIds[0], 'acknowledged'],
      [userIds[1], 'unreachable'],
      [userIds[2], 'refused'],
      [userIds[3], 'unreachable'],
    ])
    expect(signals.body.corners[0].latency_ms).toBeGreaterThanOrEqual(0)
    expect(signals.body.corners[2].detail).toMatch(/503/)
  })

  it('the clock finishes the game at end_time by itself, exactly once, and the robots are told to stop', async () => {
    const started = (await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })).body
    await t.server.services.arena.settled()
    t.clock.advance(149_000)
    expect((await t.call('GET', `/games/${gameId}`, { token: admin })).body.status).toBe('running')
    t.clock.advance(1_000)
    await t.server.store.flush()
    const finished = (await t.call('GET', `/games/${gameId}`, { token: admin })).body
    expect(finished).toMatchObject({ status: 'finished', finished: true, scored: false, start_time: started.start_time, end_time: started.end_time })
    t.clock.advance(60_000)
    await t.server.services.arena.settled()
    const [answering] = robots.robots
    expect(answering.received.map((signal) => signal.event)).toEqual(['start', 'stop'])
    expect(t.clock.pending).toBe(0)
  })

  it('end early finishes now; a second stop is 409', async () => {
    await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    t.clock.advance(42_000)
    const stopped = await t.call('POST', `/arena/games/${gameId}/stop`, { token: admin })
    expect(stopped.status).toBe(200)
    expect(stopped.body.status).toBe('finished')
    expect(stopped.body.end_time - stopped.body.start_time).toBe(42)
    const again = await t.call('POST', `/arena/games/${gameId}/stop`, { token: admin })
    expect(again.status).toBe(409)
    expect(again.body.detail).toMatch(/finished/)
    expect(t.clock.pending).toBe(0)
  })

  it('abort returns the game to scheduled with its planned times and tells the robots to stop', async () => {
    await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    await t.server.services.arena.settled()
    const aborted = await t.call('POST', `/arena/games/${gameId}/abort`, { token: admin })
    expect(aborted.status).toBe(200)
    expect(aborted.body).toMatchObject({ status: 'scheduled', started: false, start_time: 1_795_420_800, end_time: 1_795_420_950 })
    await t.server.services.arena.settled()
    expect(robots.robots[0].received.map((signal) => signal.event)).toEqual(['start', 'stop'])
    expect(t.clock.pending).toBe(0)
    // It can be started again.
    expect((await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
  })

  it('a development start runs the same and returns to scheduled with nothing recorded', async () => {
    const started = await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'development' } })
    expect(started.body.status).toBe('running')
    await t.server.services.arena.settled()
    expect(robots.robots[0].received[0].mode).toBe('development')
    t.clock.advance(150_000)
    await t.server.store.flush()
    const after = (await t.call('GET', `/games/${gameId}`, { token: admin })).body
    expect(after).toMatchObject({ status: 'scheduled', started: false, finished: false, start_time: 1_795_420_800, end_time: 1_795_420_950, game_points: [null, null, null, null] })
  })

  it('refuses what the state machine refuses', async () => {
    expect((await t.call('POST', `/arena/games/${gameId}/stop`, { token: admin })).status).toBe(409)
    expect((await t.call('POST', `/arena/games/${gameId}/abort`, { token: admin })).status).toBe(409)
    expect((await t.call('POST', '/arena/games/99999/abort', { token: admin })).status).toBe(404)
    const other = await t.call('POST', '/games', { token: admin, json: { name: 'Other' } })
    await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
    const second = await t.call('POST', `/arena/games/${other.body.id}/start`, { token: admin, json: { mode: 'competition' } })
    expect(second.status).toBe(409)
    expect(second.body.detail).toContain(`Game ${gameId}`)
  })
})

describe('a restart in the middle of a game', () => {
  async function gameLeftRunning(): Promise<{ dataFile: string; gameId: number; startedAt: number }> {
    const first = await startTestServer()
    const token = await first.login()
    const { gameId } = await seatedGame(first, token, ['', '', '', ''])
    await first.call('POST', `/arena/games/${gameId}/start`, { token, json: { mode: 'competition' } })
    const startedAt = first.clock.now()
    await first.server.close()
    return { dataFile: first.dataFile, gameId, startedAt }
  }

  it('resumes the clock when time is left: the game finishes at its end_time', async () => {
    const { dataFile, gameId, startedAt } = await gameLeftRunning()
    const back = await startTestServer({ dataFile, clock: new ManualClock(startedAt + 60_000) })
    const token = await back.login()
    expect((await back.call('GET', `/games/${gameId}`, { token })).body.status).toBe('running')
    const arena = await back.call('GET', '/arena', { token })
    expect(arena.body.clock).toMatchObject({ game_id: gameId, remaining_s: 90 })
    back.clock.advance(89_000)
    expect((await back.call('GET', `/games/${gameId}`, { token })).body.status).toBe('running')
    back.clock.advance(1_000)
    await back.server.store.flush()
    expect((await back.call('GET', `/games/${gameId}`, { token })).body.status).toBe('finished')
    await back.server.close()
  })

  it('finishes, at start-up, a game whose time ran out while the server was down', async () => {
    const { dataFile, gameId, startedAt } = await gameLeftRunning()
    const back = await startTestServer({ dataFile, clock: new ManualClock(startedAt + 10 * 60_000) })
    const token = await back.login()
    expect((await back.call('GET', `/games/${gameId}`, { token })).body).toMatchObject({ status: 'finished', end_time: Math.floor(startedAt / 1000) + 150 })
    expect((await back.call('GET', '/arena', { token })).body).toEqual({ game: null, clock: null, mode: null, on_deck: null, corners: null })
    expect(back.clock.pending).toBe(0)
    await back.server.close()
  })
})
