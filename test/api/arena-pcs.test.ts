// Issue 29, item 5, the server's side of clients following the primary, over real HTTP with two real servers on loopback
// (a primary and a standby following it, in-process) and fake robots: the epoch route tells the primary and the peers (to
// any origin), the live stream tells the arena PCs while two are in use (and an `arena_pcs` event when they change), the
// page's policy lets it connect to the peers, and robots are told the server's address — with one PC nothing changes.
import { afterAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { startFakeRobots, type FakeRobots } from '../support/fake-robots'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

let primary: TestServer
let standby: TestServer | undefined
let second: TestServer | undefined
let robots: FakeRobots
const clients: SseClient[] = []

afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await second?.server.close()
  await standby?.server.close()
  await primary?.server.close().catch(() => undefined)
  await robots?.close()
  removeTempDirs()
})

async function stream(t: TestServer, token: string): Promise<SseClient> {
  const client = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${token}` })
  clients.push(client)
  await client.next((event) => event.event === 'state').catch((error: Error) => {
    throw new Error(`${error.message} (the stream answered ${client.status})`)
  })
  return client
}

const stateOf = (client: SseClient) => client.of('state')[0].data as Record<string, unknown>
const connectSrc = (answer: { headers: Headers }) => /connect-src [^;]*/.exec(answer.headers.get('Content-Security-Policy') ?? '')?.[0]

it('one PC: nothing changes; a standby: the epoch names the peers, the stream tells the arena PCs, robots the address; after a take-over, the new address', { timeout: 60_000 }, async () => {
  robots = await startFakeRobots(['answers', 'answers', 'answers', 'answers'], 0, 161)
  primary = await startTestServer()
  const admin = await primary.login()
  const primaryOrigin = `http://127.0.0.1:${primary.server.port}`
  expect((await primary.call('PATCH', '/system/settings', { token: admin, json: { robot_port: robots.port } })).status).toBe(200)
  const players: number[] = []
  for (const robot of robots.robots) players.push(await primary.createUser(admin, `Team ${robot.ip}`, { robot_ip: robot.ip }))
  const game = (await primary.call('POST', '/games', { token: admin, json: { name: 'Final' } })).body.id as number
  const [red, yellow, green, blue] = players
  expect((await primary.call('PUT', `/games/${game}/corners`, { token: admin, json: { red, yellow, green, blue } })).status).toBe(200)

  // One PC: the epoch has no peer, the state no arena_pcs, the policy connects to this server only.
  const alone = await primary.call('GET', '/system/replication/epoch')
  expect(alone.body).toEqual({ role: 'primary', epoch: 1, peers: [] })
  expect(connectSrc(alone)).toBe("connect-src 'self'")
  const before = await stream(primary, admin)
  expect(stateOf(before)).not.toHaveProperty('arena_pcs')

  // A standby follows: the primary records its address and tells every stream.
  const key = (await primary.call('POST', '/system/replication/keys', { token: admin, json: { name: 'Spare laptop' } })).body.key as string
  standby = await startTestServer({ follow: { primary: primaryOrigin, key } })
  const standbyOrigin = `http://127.0.0.1:${standby.server.port}`
  const told = await before.next((event) => event.event === 'arena_pcs', 15_000)
  expect(told.data).toEqual({ role: 'primary', epoch: 1, peers: [standbyOrigin] })
  const follower = standby
  await expect.poll(async () => (await follower.call('GET', '/system/replication', { token: admin })).status, { timeout: 15_000 }).toBe(200)

  const onPrimary = await primary.call('GET', '/system/replication/epoch', { headers: { Origin: 'http://192.0.2.7:8700' } })
  expect(onPrimary.body).toEqual({ role: 'primary', epoch: 1, peers: [standbyOrigin] })
  expect(onPrimary.headers.get('Access-Control-Allow-Origin'), 'a page of another arena PC may read it').toBe('*')
  expect((await primary.call('GET', '/system/replication', { token: admin })).headers.get('Access-Control-Allow-Origin'), 'that route only').toBeNull()
  expect(connectSrc(onPrimary)).toBe(`connect-src 'self' ${standbyOrigin}`)
  expect((await standby.call('GET', '/system/replication/epoch')).body).toEqual({ role: 'standby', epoch: 1, primary: primaryOrigin, peers: [primaryOrigin] })
  expect(stateOf(await stream(primary, admin)).arena_pcs).toEqual({ role: 'primary', epoch: 1, peers: [standbyOrigin] })
  const onStandby = await stream(standby, admin)
  expect(stateOf(onStandby).arena_pcs).toEqual({ role: 'standby', epoch: 1, peers: [primaryOrigin] })

  // A second standby: the primary tells its streams; the first standby's streams carry the primary's other events, but
  // not its view of the arena PCs (each PC tells its own). An event written after it arrives there, in order.
  second = await startTestServer({ follow: { primary: primaryOrigin, key } })
  const secondOrigin = `http://127.0.0.1:${second.server.port}`
  await before.next((event) => event.event === 'arena_pcs' && (event.data as { peers: string[] }).peers[0] === secondOrigin, 15_000)
  expect((await primary.call('POST', '/events', { token: admin, json: { name: 'After the second standby', start_time: 1_800_000_000, end_time: 1_800_003_600 } })).status).toBe(201)
  await onStandby.next((event) => event.event === 'event', 15_000)
  expect(onStandby.of('arena_pcs')).toEqual([])
  await second.server.close()
  second = undefined

  // Robots are told the primary's address, last, on the push and on your_game.
  const redKey = (await primary.call('POST', '/users/me/keys', { token: await primary.login(`Team ${robots.robots[0].ip}`, `Team ${robots.robots[0].ip}-password`), json: { name: 'robot' } })).body.key as string
  const redStream = await stream(primary, redKey)
  expect((await primary.call('POST', `/arena/games/${game}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
  await expect.poll(() => robots.robots.every((robot) => robot.received.length === 1)).toBe(true)
  const push = robots.robots[0].received[0]
  expect(push).toMatchObject({ event: 'start', game_id: game, server: primaryOrigin })
  expect(Object.keys(push).at(-1)).toBe('server')
  expect((await redStream.next((event) => event.event === 'your_game')).data).toMatchObject({ event: 'start', server: primaryOrigin })

  // The primary is gone; Take over on the standby: its streams are told, and its robots' pushes carry its own address.
  const standbyAdmin = await stream(standby, admin)
  await primary.server.close()
  const heardBefore = robots.robots[0].received.length
  expect((await standby.call('POST', '/system/replication/promote', { token: admin })).status).toBe(200)
  expect((await standbyAdmin.next((event) => event.event === 'arena_pcs')).data).toEqual({ role: 'primary', epoch: 2, peers: [] })
  expect((await standby.call('GET', '/system/replication/epoch')).body).toEqual({ role: 'primary', epoch: 2, peers: [] })
  await expect.poll(() => robots.robots[0].received.length).toBe(heardBefore + 1)
  expect(robots.robots[0].received.at(-1)).toMatchObject({ event: 'start', reason: 'server_restarted', server: standbyOrigin })
})
