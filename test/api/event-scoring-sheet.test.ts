// An event's scoring setting says whether it has a score sheet, so that a console, a tablet or a screen asks for the sheet
// (or a game's live sheets) only when there is one (a 404 or 409 in the browser is a console error): `score_sheet_revision`
// with a sheet, nothing new without one; readable with a screen's key; told to everyone (`event_scoring`) when the sheet
// is saved or removed.
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

const SHEET = { version: 1, items: [{ kind: 'count', id: 'cans', label: 'Cans', max: 20, points: 3 }], penalties: [], caps: [], tie_breakers: [] }

it("answers the score sheet's revision only while the event has one", async () => {
  const event = (await t.call('POST', '/events', { token: admin, json: { name: 'Sheet Cup', start_time: 1_795_420_800, end_time: 1_795_424_400 } })).body.id as number
  const scoring = () => t.call('GET', `/events/${event}/scoring`, { token: admin })
  expect((await scoring()).body, 'no sheet: the answer as before').toEqual({ double_entry: false })
  const live = listenLive(t)
  const heard = () => live.of('event_scoring')
  expect((await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: SHEET })).status).toBe(200)
  expect(heard(), 'everyone hears the sheet arrive').toEqual([{ event_id: event, double_entry: false, score_sheet_revision: 1 }])
  expect((await t.call('GET', `/events/${event}/scoring`, { token: screenKey })).body, "a screen's key reads it").toEqual({ double_entry: false, score_sheet_revision: 1 })
  const withSheet = await scoring()
  contract.conforms('get', '/api/v1/events/{event_id}/scoring', withSheet, 200)
  expect(withSheet.body).toEqual({ double_entry: false, score_sheet_revision: 1 })
  expect((await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: { ...SHEET, tie_breakers: [{ prefer: 'most', of: 'cans' }] } })).status).toBe(200)
  const saved = await t.call('PUT', `/events/${event}/scoring`, { token: admin, json: { double_entry: true } })
  contract.conforms('put', '/api/v1/events/{event_id}/scoring', saved, 200)
  expect(saved.body).toEqual({ double_entry: true, score_sheet_revision: 2 })
  // The revision is not a setting a client sends.
  expect((await t.call('PUT', `/events/${event}/scoring`, { token: admin, json: { double_entry: true, score_sheet_revision: 5 } })).status).toBe(422)
  expect((await t.call('DELETE', `/events/${event}/score-sheet`, { token: admin })).status).toBeLessThan(300)
  expect((await scoring()).body).toEqual({ double_entry: true })
  expect(heard().at(-1), 'and hears it go').toEqual({ event_id: event, double_entry: true })
  live.stop()
})
