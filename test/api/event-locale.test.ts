// An event's language (issue 31, item 3): English unless set; an administrator sets it, a screen's key and a player read
// it, every stream hears the change (`event_locale`); the Event object is unchanged; an unknown language is refused.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { listenLive } from '../support/live-listener'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let contract: ContractCheck
let screenKey: string

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  screenKey = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).body.key
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

it("reads English until an administrator sets the event's language; every stream hears it; the Event stays as it was", async () => {
  const created = await t.call('POST', '/events', { token: admin, json: { name: 'Copa', start_time: 1_795_420_800, end_time: 1_795_424_400 } })
  const event = created.body.id as number
  const read = (token: string) => t.call('GET', `/events/${event}/locale`, { token })
  const before = (await t.call('GET', `/events/${event}`, { token: admin })).body
  const first = await read(admin)
  contract.conforms('get', '/api/v1/events/{event_id}/locale', first, 200)
  expect(first.body).toEqual({ locale: 'en' })
  const heard = listenLive(t)
  const saved = await t.call('PUT', `/events/${event}/locale`, { token: admin, json: { locale: 'es' } })
  contract.conforms('put', '/api/v1/events/{event_id}/locale', saved, 200)
  expect(saved.body).toEqual({ locale: 'es' })
  expect(heard.of('event_locale'), 'a listener that is no administrator hears it').toEqual([{ event_id: event, locale: 'es' }])
  heard.stop()
  expect((await read(screenKey)).body, "a screen's key reads it").toEqual({ locale: 'es' })
  expect((await t.call('GET', `/events/${event}`, { token: admin })).body, 'the Event object (a contract) has no new field').toEqual(before)
  expect((await t.call('PUT', `/events/${event}/locale`, { token: admin, json: { locale: 'en-XA' } })).body).toEqual({ locale: 'en-XA' })
})

it('refuses a language it does not have, a screen or a player writing it, and an event that does not exist', async () => {
  const event = (await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_424_400 } })).body.id as number
  expect((await t.call('PUT', `/events/${event}/locale`, { token: admin, json: { locale: 'fr' } })).status).toBe(422)
  expect((await t.call('PUT', `/events/${event}/locale`, { token: admin, json: {} })).status).toBe(422)
  expect((await t.call('PUT', `/events/${event}/locale`, { token: screenKey, json: { locale: 'es' } })).status).toBe(403)
  await t.call('POST', '/users', { token: admin, json: { name: 'Pia', password: 'correct horse battery' } })
  const player = await t.login('Pia', 'correct horse battery')
  expect((await t.call('GET', `/events/${event}/locale`, { token: player })).body, 'a player reads it (the team page)').toEqual({ locale: 'en' })
  expect((await t.call('PUT', `/events/${event}/locale`, { token: player, json: { locale: 'es' } })).status).toBe(403)
  expect((await t.call('GET', '/events/999999/locale', { token: admin })).status).toBe(404)
  expect((await t.call('GET', `/events/${event}/locale`, { token: admin })).body).toEqual({ locale: 'en' })
})
