// Screen presence over real HTTP: which screens have a live stream open, GET /screens/presence, the admins' state and screen_presence events.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { SseClient, type SseEvent } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let contract: ContractCheck
let hall: { id: number; key: string }
let door: { id: number; key: string }
const clients: SseClient[] = []

async function listen(auth: { token?: string; key?: string }): Promise<SseClient> {
  const query = auth.key ? `?key=${encodeURIComponent(auth.key)}` : ''
  const client = await SseClient.open(`${t.base}/stream${query}`, auth.token ? { Authorization: `Bearer ${auth.token}` } : {})
  clients.push(client)
  return client
}

function isPresence(event: SseEvent, screenId: number, online: boolean): boolean {
  const data = event.data as { screen_id: number; online: boolean }
  return event.event === 'screen_presence' && data.screen_id === screenId && data.online === online
}

/** Waits for the nth (0-based) screen_presence event of `screenId` saying `online`. */
async function presenceEvent(client: SseClient, screenId: number, online: boolean, nth = 0): Promise<SseEvent> {
  await client.next(() => client.events.filter((event) => isPresence(event, screenId, online)).length > nth)
  return client.events.filter((event) => isPresence(event, screenId, online))[nth]
}

async function presence(): Promise<Array<{ screen_id: number; online: boolean; connections: number; since: number | null }>> {
  const answer = await t.call('GET', '/screens/presence', { token: admin })
  contract.conforms('GET', '/api/v1/screens/presence', answer, 200)
  return answer.body
}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
  hall = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).body
  door = (await t.call('POST', '/screens', { token: admin, json: { name: 'Door TV' } })).body
})
afterAll(async () => {
  await Promise.all(clients.map((client) => client.close()))
  await t.server.close()
  removeTempDirs()
})

it('answers every screen offline before any connects, and only to admins', async () => {
  expect(await presence()).toEqual([
    { screen_id: hall.id, online: false, connections: 0, since: null },
    { screen_id: door.id, online: false, connections: 0, since: null },
  ])
  expect((await t.call('GET', '/screens/presence', { token: hall.key })).status).toBe(403)
  expect((await t.call('GET', '/screens/presence')).status).toBe(401)
  const user = await t.call('POST', '/users', { token: admin, json: { name: 'Player', password: 'password' } })
  expect(user.status).toBe(201)
  expect((await t.call('GET', '/screens/presence', { token: await t.login('Player', 'password') })).status).toBe(403)
})

it('is in the OpenAPI document, apart from /screens/{screen_id}', async () => {
  const paths = (await t.call('GET', '/openapi.json')).body.paths
  expect(paths['/api/v1/screens/presence'].get.responses['200']).toBeDefined()
  expect((await t.call('GET', `/screens/${hall.id}`, { token: admin })).body).toMatchObject({ id: hall.id, name: 'Hall TV' })
})

it('tells admins when a screen connects and disconnects, counts its streams and lists it in the state event', async () => {
  const operator = await listen({ token: admin })
  const first = await operator.next((event) => event.event === 'state')
  expect(first.data).toMatchObject({ screens_online: [] })

  const hallTv = await listen({ key: hall.key })
  const hallState = await hallTv.next((event) => event.event === 'state')
  expect(hallState.data).not.toHaveProperty('screens_online') // a screen is not told about other screens
  const online = await presenceEvent(operator, hall.id, true)
  const connectedAt = Math.floor(t.clock.now() / 1000)
  expect(online.data).toEqual({ screen_id: hall.id, online: true, connections: 1, since: connectedAt })
  expect(await presence()).toEqual([
    { screen_id: hall.id, online: true, connections: 1, since: connectedAt },
    { screen_id: door.id, online: false, connections: 0, since: null },
  ])

  // A second stream of the same screen (a reloading TV) counts, and keeps the oldest connection time.
  t.clock.advance(5_000)
  const hallAgain = await listen({ key: hall.key })
  await hallAgain.next((event) => event.event === 'state')
  expect((await presenceEvent(operator, hall.id, true, 1)).data).toEqual({ screen_id: hall.id, online: true, connections: 2, since: connectedAt })

  const late = await listen({ token: admin })
  expect((await late.next((event) => event.event === 'state')).data).toMatchObject({ screens_online: [hall.id] })

  await hallTv.close()
  await expect.poll(async () => (await presence())[0].connections).toBe(1)
  await hallAgain.close()
  expect((await presenceEvent(operator, hall.id, false)).data).toEqual({ screen_id: hall.id, online: false, connections: 0, since: null })
  expect((await presence())[0]).toEqual({ screen_id: hall.id, online: false, connections: 0, since: null })
  // The screens themselves never receive presence events.
  expect(hallAgain.of('screen_presence')).toEqual([])
})

it('goes offline at once when the key is rotated or the screen deleted', async () => {
  const operator = await listen({ token: admin })
  await operator.next((event) => event.event === 'state')
  const doorTv = await listen({ key: door.key })
  await doorTv.next((event) => event.event === 'state')
  await presenceEvent(operator, door.id, true)

  expect((await t.call('POST', `/screens/${door.id}/key`, { token: admin })).status).toBe(200)
  await presenceEvent(operator, door.id, false)
  expect((await presence()).find((entry) => entry.screen_id === door.id)).toMatchObject({ online: false, connections: 0 })

  const rotated = (await t.call('GET', `/screens/${door.id}`, { token: admin })).body.key as string
  const again = await listen({ key: rotated })
  await again.next((event) => event.event === 'state')
  await presenceEvent(operator, door.id, true, 1)
  expect((await t.call('DELETE', `/screens/${door.id}`, { token: admin })).status).toBe(204)
  await presenceEvent(operator, door.id, false, 1)
  expect((await presence()).map((entry) => entry.screen_id)).toEqual([hall.id])
})
