// Whether an event is scored by its sheet, answered 200 either way (issue 30): the scorer tablets and the venue screens ask
// it before reading a sheet or a game's live sheets, so that an event without a sheet costs them no 404 or 409 (a browser
// logs each as an error, and those events' pages must stay exactly as they were).
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let scorer: string
let screenKey: string
let contract: ContractCheck

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  scorer = (await t.createScorer(admin, 'Scorer Sam'))[1]
  screenKey = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).body.key
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

const SHEET = { version: 1, items: [{ kind: 'count', id: 'cans', label: 'Cans', max: 10, points: 3 }], penalties: [], caps: [], tie_breakers: [] }

it('answers null without a sheet, its revision with one, null again once removed; to a user and to a screen key', async () => {
  const event = (await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_424_400 } })).body.id as number
  const path = `/events/${event}/score-sheet-revision`
  const read = async (token: string) => {
    const answer = await t.call('GET', path, { token })
    contract.conforms('get', '/api/v1/events/{event_id}/score-sheet-revision', answer, 200)
    return answer.body
  }
  expect(await read(scorer)).toEqual({ event_id: event, revision: null })
  expect(await read(screenKey)).toEqual({ event_id: event, revision: null })
  expect((await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: SHEET })).status).toBe(200)
  expect(await read(scorer)).toEqual({ event_id: event, revision: 1 })
  expect((await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: { ...SHEET, items: [{ ...SHEET.items[0], points: 4 }] } })).status).toBe(200)
  expect(await read(screenKey)).toEqual({ event_id: event, revision: 2 })
  expect((await t.call('DELETE', `/events/${event}/score-sheet`, { token: admin })).status).toBe(204)
  expect(await read(scorer)).toEqual({ event_id: event, revision: null })
})

it('refuses an unknown event (404) and no one logged in (401)', async () => {
  expect((await t.call('GET', '/events/999/score-sheet-revision', { token: scorer })).status).toBe(404)
  expect((await t.call('GET', '/events/999/score-sheet-revision')).status).toBe(401)
})
