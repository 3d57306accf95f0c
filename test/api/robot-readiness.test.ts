// Robots ready before the start, over real HTTP with robots that are real servers on loopback: one follows the live stream with its
// owner's key (and has no HTTP server), one answers the check, one is silent, one has no address.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { SseClient, type SseEvent } from '../support/sse-client'
import { startStatusRobots, type StatusRobots } from '../support/status-robots'
import { removeTempDirs } from '../support/temp'

const TIMEOUT_MS = 400

let t: TestServer
let robots: StatusRobots
let admin: string
let contract: ContractCheck
let gameId: number
let ids: { red: number; yellow: number; green: number; blue: number }
let redKey: string
let redToken: string
/** The red robot's stream (its owner's key), opened in the presence test. */
let redRobot: SseClient
const clients: SseClient[] = []

async function listen(token: string): Promise<SseClient> {
  const client = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${token}` })
  expect(client.status).toBe(200)
  clients.push(client)
  await client.next((event) => event.event === 'state')
  return client
}

async function readiness(): Promise<any> {
  const answer = await t.call('GET', `/arena/games/${gameId}/readiness`, { token: admin })
  contract.conforms('GET', '/api/v1/arena/games/{game_id}/readiness', answer, 200)
  return answer.body
}

beforeAll(async () => {
  // red: follows the stream, nothing listens at its address; yellow: answers; green: silent; blue: no address.
  robots = await startStatusRobots(['absent', 'answers', 'silent'], 81)
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
  expect((await t.call('PATCH', '/system/settings', { token: admin, json: { robot_port: robots.port, robot_timeout_ms: TIMEOUT_MS } })).status).toBe(200)
  const ips = [...robots.robots.map((robot) => robot.ip), '']
  const made: number[] = []
  for (const [index, colour] of ['Red', 'Yellow', 'Green', 'Blue'].entries()) {
    const created = await t.call('POST', '/users', { token: admin, json: { name: `${colour} Bots`, password: `${colour}-password`, is_playing: true, robot_ip: ips[index] } })
    expect(created.status).toBe(201)
    made.push(created.body.id)
  }
  ids = { red: made[0], yellow: made[1], green: made[2], blue: made[3] }
  gameId = (await t.call('POST', '/games', { token: admin, json: { name: 'League 1' } })).body.id
  expect((await t.call('PUT', `/games/${gameId}/corners`, { token: admin, json: ids })).status).toBe(200)
  redToken = await t.login('Red Bots', 'Red-password')
  redKey = (await t.call('POST', '/users/me/keys', { token: redToken, json: { name: 'robot' } })).body.key
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await t.server.close()
  await robots.close()
  removeTempDirs()
})

const entry = (user_id: number, name: string, zone: number, robot_ip: string) => ({ corner: ['red', 'yellow', 'green', 'blue'][zone], zone, user_id, name, robot_ip })

describe('before any check', () => {
  it('shows every corner with nobody connected and no check, and only to administrators', async () => {
    expect(await readiness()).toEqual({
      game_id: gameId,
      corners: [
        { ...entry(ids.red, 'Red Bots', 0, robots.robots[0].ip), connected: false, since: null, check: null },
        { ...entry(ids.yellow, 'Yellow Bots', 1, robots.robots[1].ip), connected: false, since: null, check: null },
        { ...entry(ids.green, 'Green Bots', 2, robots.robots[2].ip), connected: false, since: null, check: null },
        { ...entry(ids.blue, 'Blue Bots', 3, ''), connected: false, since: null, check: null },
      ],
    })
    expect((await t.call('GET', `/arena/games/${gameId}/readiness`, { token: redToken })).status).toBe(403)
    expect((await t.call('POST', `/arena/games/${gameId}/readiness/check`, { token: redToken })).status).toBe(403)
    expect((await t.call('POST', `/arena/games/${gameId}/readiness/check`, { token: redKey })).status).toBe(403)
    expect((await t.call('GET', `/arena/games/${gameId}/readiness`)).status).toBe(401)
  })

  it('answers 404 naming a game that does not exist, 422 naming a game_id that is not one', async () => {
    const missing = await t.call('POST', '/arena/games/9999/readiness/check', { token: admin })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ detail: 'There is no game 9999' })
    expect((await t.call('GET', '/arena/games/9999/readiness', { token: admin })).status).toBe(404)
    const bad = await t.call('GET', '/arena/games/first/readiness', { token: admin })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0].loc).toEqual(['path', 'game_id'])
  })
})

describe('a robot following the live stream with its owner key', () => {
  it('is connected from the moment its stream opens, and the admins are told (robot_presence); a login tab does not count', async () => {
    const operator = await listen(admin)
    await listen(redToken) // the team's console tab: a login session, not the robot
    expect((await readiness()).corners[0]).toMatchObject({ connected: false, since: null })

    const openedAt = t.clock.now()
    const robot = (redRobot = await listen(redKey))
    const presence = await operator.next((event) => event.event === 'robot_presence')
    expect(presence.data).toEqual({ user_id: ids.red, connected: true, since: openedAt })
    expect((await readiness()).corners[0]).toMatchObject({ connected: true, since: openedAt, check: null })
    // Presence is for the administrators: the robot's own stream never carries it.
    expect(robot.of('robot_presence')).toEqual([])
  })
})

describe('Check robots', () => {
  it('checks the four corners at once, answers within the timeout, keeps the results and tells the admins; never starts a robot', async () => {
    const operator = await listen(admin)
    const before = t.clock.now()
    const sent = performance.now()
    const answer = await t.call('POST', `/arena/games/${gameId}/readiness/check`, { token: admin })
    const took = performance.now() - sent
    contract.conforms('POST', '/api/v1/arena/games/{game_id}/readiness/check', answer, 200)
    // In parallel: the silent robot's timeout once, not the sum of the robots' waits.
    expect(took).toBeGreaterThanOrEqual(TIMEOUT_MS - 5)
    expect(took).toBeLessThan(TIMEOUT_MS + 400)

    const [red, yellow, green] = robots.robots
    const checked = { checked_at: before }
    expect(answer.body).toEqual({
      game_id: gameId,
      corners: [
        { ...entry(ids.red, 'Red Bots', 0, red.ip), connected: true, since: expect.any(Number), check: { outcome: 'no_answer', status: null, latency_ms: null, detail: 'connection refused', robot_ip: red.ip, ...checked } },
        { ...entry(ids.yellow, 'Yellow Bots', 1, yellow.ip), connected: false, since: null, check: { outcome: 'answering', status: 200, latency_ms: expect.any(Number), detail: 'HTTP 200', robot_ip: yellow.ip, ...checked } },
        { ...entry(ids.green, 'Green Bots', 2, green.ip), connected: false, since: null, check: { outcome: 'no_answer', status: null, latency_ms: null, detail: `no answer within ${TIMEOUT_MS} ms`, robot_ip: green.ip, ...checked } },
        { ...entry(ids.blue, 'Blue Bots', 3, ''), connected: false, since: null, check: { outcome: 'no_robot', status: null, latency_ms: null, detail: 'no robot address', robot_ip: '', ...checked } },
      ],
    })
    expect(answer.body.corners[1].check.latency_ms).toBeLessThan(TIMEOUT_MS)
    // One GET each, no retry, never a POST /arena: a robot cannot start on it.
    expect(yellow.requests).toEqual(['GET /arena/status'])
    expect(green.connections).toBe(1)

    const published: SseEvent = await operator.next((event) => event.event === 'robot_readiness')
    expect(published.data).toEqual(answer.body)
    // Kept: reading again gives the same, without checking again.
    expect(await readiness()).toEqual(answer.body)
    expect(yellow.requests).toEqual(['GET /arena/status'])
    // The game is untouched.
    expect((await t.call('GET', `/games/${gameId}`, { token: admin })).body).toMatchObject({ status: 'scheduled', started: false })
  })

  it('never holds up a start: the game starts at once while a check waits for the silent robot', async () => {
    const checking = t.call('POST', `/arena/games/${gameId}/readiness/check`, { token: admin })
    await new Promise((resolve) => setTimeout(resolve, 30))
    const sent = performance.now()
    const started = await t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'development' } })
    expect(started.status).toBe(200)
    expect(performance.now() - sent).toBeLessThan(TIMEOUT_MS / 2)
    expect((await checking).status).toBe(200)
    await t.call('POST', `/arena/games/${gameId}/abort`, { token: admin })
    await t.server.services.arena.settled()
  })

  it('a robot whose key stream ends is no longer connected, and the admins are told', async () => {
    const operator = await listen(admin)
    await redRobot.close()
    const gone = await operator.next((event) => event.event === 'robot_presence' && (event.data as { connected: boolean }).connected === false)
    expect(gone.data).toEqual({ user_id: ids.red, connected: false, since: null })
    expect((await readiness()).corners[0]).toMatchObject({ connected: false, since: null })
  })
})
