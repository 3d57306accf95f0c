// Events over real HTTP: Create Event and the rest of the resource, their 422s, 401, 403, 404, and deleting an event with its games.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let player: string
let contract: ContractCheck

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  expect((await t.call('POST', '/users', { token: admin, json: { name: 'Player One', password: 'player-pass' } })).status).toBe(201)
  player = await t.login('Player One', 'player-pass')
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})


const MORNING = 1_795_420_800 // 2026-11-21T08:00:00Z
const EVENING = MORNING + 12 * 3600

async function createEvent(json: Record<string, unknown> = {}) {
  const answer = await t.call('POST', '/events', { token: admin, json: { name: 'Regional Cup', start_time: MORNING, end_time: EVENING, ...json } })
  expect(answer.status, answer.text).toBe(201)
  return answer.body as { id: number; name: string; start_time: number; end_time: number }
}

function locs(answer: Answer): string[] {
  return answer.body.detail.map((item: { loc: Array<string | number> }) => item.loc.join('.'))
}

describe('Create Event', () => {
  it('answers 201 with exactly the four fields of the Event object', async () => {
    const answer = await t.call('POST', '/events', { token: admin, json: { name: 'Regional Cup', start_time: MORNING, end_time: EVENING } })
    contract.conforms('post', '/api/v1/events', answer, 201)
    expect(Object.keys(answer.body).sort()).toEqual(['end_time', 'id', 'name', 'start_time'])
    expect(answer.body).toEqual({ id: expect.any(Number), name: 'Regional Cup', start_time: MORNING, end_time: EVENING })
  })

  it('an event holds the default points table 8, 6, 4, 2, shown on its own page', async () => {
    const event = await createEvent()
    const answer = await t.call('GET', `/events/${event.id}`, { token: admin })
    contract.conforms('get', '/api/v1/events/{event_id}', answer, 200)
    expect(answer.body).toEqual({ ...event, points_table: [8, 6, 4, 2] })
  })

  it('takes a points table of its own', async () => {
    const event = await createEvent({ points_table: [10, 5, 5] })
    expect((await t.call('GET', `/events/${event.id}`, { token: admin })).body.points_table).toEqual([10, 5, 5])
  })

  it('an event may start and end at the same second', async () => {
    await createEvent({ start_time: MORNING, end_time: MORNING })
  })

  it('end_time before start_time is 422 at ["body", "end_time"]', async () => {
    const answer = await t.call('POST', '/events', { token: admin, json: { name: 'Backwards', start_time: EVENING, end_time: MORNING } })
    contract.conforms('post', '/api/v1/events', answer, 422)
    expect(answer.body.detail).toEqual([{ loc: ['body', 'end_time'], msg: 'Value error, end_time must not be before start_time', type: 'value_error', input: MORNING, ctx: { error: 'end_time must not be before start_time' } }])
  })

  it('every missing field is named', async () => {
    const answer = await t.call('POST', '/events', { token: admin, json: {} })
    expect(answer.status).toBe(422)
    expect(answer.body.detail.map((item: { type: string }) => item.type)).toEqual(['missing', 'missing', 'missing'])
    expect(locs(answer).sort()).toEqual(['body.end_time', 'body.name', 'body.start_time'])
  })

  it.each([
    ['name not a string', { name: 5 }, 'body.name', 'string_type'],
    ['empty name', { name: '' }, 'body.name', 'string_too_short'],
    ['name too long', { name: 'x'.repeat(101) }, 'body.name', 'string_too_long'],
    ['name with a control character', { name: 'Cup\u0007' }, 'body.name', 'string_pattern_mismatch'],
    ['start_time as a string', { start_time: '1795420800' }, 'body.start_time', 'int_parsing'],
    ['end_time with a fraction', { end_time: EVENING + 0.5 }, 'body.end_time', 'int_from_float'],
    ['negative start_time', { start_time: -1 }, 'body.start_time', 'greater_than_equal'],
    ['start_time null', { start_time: null }, 'body.start_time', 'int_type'],
    ['points_table not a list', { points_table: 8 }, 'body.points_table', 'list_type'],
    ['points_table empty', { points_table: [] }, 'body.points_table', 'too_short'],
    ['points_table past four places', { points_table: [5, 4, 3, 2, 1] }, 'body.points_table', 'too_long'],
    ['points_table with a negative entry', { points_table: [8, 6, 4, -2] }, 'body.points_table.3', 'greater_than_equal'],
    ['points_table with a fraction', { points_table: [8, 6.5] }, 'body.points_table.1', 'int_from_float'],
    ['points_table increasing', { points_table: [8, 6, 7, 2] }, 'body.points_table.2', 'value_error'],
    ['an unknown field', { colour: 'red' }, 'body.colour', 'extra_forbidden'],
  ])('%s is 422', async (_name, change, loc, type) => {
    const answer = await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: MORNING, end_time: EVENING, ...change } })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toHaveLength(1)
    expect(answer.body.detail[0]).toMatchObject({ type })
    expect(locs(answer)).toEqual([loc])
  })

  it('a rising points table is 422 at every place that rises, each once (issue 26, item 14)', async () => {
    for (const method of ['POST', 'PATCH'] as const) {
      const path = method === 'POST' ? '/events' : `/events/${(await createEvent()).id}`
      const answer = await t.call(method, path, { token: admin, json: { name: 'Cup', start_time: MORNING, end_time: EVENING, points_table: [2, 4, 3, 8] } })
      expect(answer.status, answer.text).toBe(422)
      expect(locs(answer)).toEqual(['body.points_table.1', 'body.points_table.3'])
    }
  })

  it('a missing body is missing at ["body"], a list is model_attributes_type', async () => {
    expect((await t.call('POST', '/events', { token: admin })).body.detail).toEqual([{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }])
    const list = await t.call('POST', '/events', { token: admin, json: [] })
    expect(list.status).toBe(422)
    expect(list.body.detail[0]).toMatchObject({ loc: ['body'], type: 'model_attributes_type' })
  })

  it('malformed JSON is json_invalid', async () => {
    const answer = await t.call('POST', '/events', { token: admin, raw: '{"name": ' })
    expect(answer.status).toBe(422)
    expect(answer.body.detail[0]).toMatchObject({ type: 'json_invalid' })
  })

  it('needs a token (401) and an administrator (403)', async () => {
    const json = { name: 'Cup', start_time: MORNING, end_time: EVENING }
    const anonymous = await t.call('POST', '/events', { json })
    expect(anonymous.status).toBe(401)
    expect(anonymous.body).toEqual({ detail: 'Not authenticated' })
    const notAdmin = await t.call('POST', '/events', { token: player, json })
    expect(notAdmin.status).toBe(403)
    expect(notAdmin.body).toEqual({ detail: 'This action needs an administrator' })
  })
})

describe('listing and reading events', () => {
  it('any user lists events as Event objects, earliest first', async () => {
    const late = await createEvent({ name: 'Late', start_time: EVENING + 100, end_time: EVENING + 200 })
    const early = await createEvent({ name: 'Early', start_time: 1000, end_time: 2000 })
    const answer = await t.call('GET', '/events', { token: player })
    contract.conforms('get', '/api/v1/events', answer, 200)
    for (const event of answer.body) expect(Object.keys(event).sort()).toEqual(['end_time', 'id', 'name', 'start_time'])
    const ids = answer.body.map((event: { id: number }) => event.id)
    expect(ids[0]).toBe(early.id)
    expect(ids[ids.length - 1]).toBe(late.id)
    const starts = answer.body.map((event: { start_time: number }) => event.start_time)
    expect(starts).toEqual([...starts].sort((a, b) => a - b))
  })

  it('any user reads one event', async () => {
    const event = await createEvent()
    expect((await t.call('GET', `/events/${event.id}`, { token: player })).status).toBe(200)
  })

  it('an unknown event is 404 with a detail; a non-integer id is 422 int_parsing', async () => {
    const missing = await t.call('GET', '/events/999999', { token: admin })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ detail: 'There is no event 999999' })
    const bad = await t.call('GET', '/events/abc', { token: admin })
    expect(bad.status).toBe(422)
    expect(bad.body.detail).toEqual([{ loc: ['path', 'event_id'], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing', input: 'abc' }])
  })

  it('reading needs a token', async () => {
    expect((await t.call('GET', '/events')).status).toBe(401)
    expect((await t.call('GET', '/events/1')).status).toBe(401)
  })
})

describe('changing an event', () => {
  it('changes only the fields given and answers the event with its points table', async () => {
    const event = await createEvent()
    const answer = await t.call('PATCH', `/events/${event.id}`, { token: admin, json: { name: 'Regional Final', points_table: [4, 3, 2, 1] } })
    contract.conforms('patch', '/api/v1/events/{event_id}', answer, 200)
    expect(answer.body).toEqual({ ...event, name: 'Regional Final', points_table: [4, 3, 2, 1] })
    expect((await t.call('GET', `/events/${event.id}`, { token: admin })).body).toEqual(answer.body)
  })

  it('an empty change answers the event unchanged', async () => {
    const event = await createEvent()
    const answer = await t.call('PATCH', `/events/${event.id}`, { token: admin, json: {} })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ...event, points_table: [8, 6, 4, 2] })
  })

  it('the window is checked against the stored times, blaming the field that was sent', async () => {
    const event = await createEvent()
    const start = await t.call('PATCH', `/events/${event.id}`, { token: admin, json: { start_time: EVENING + 1 } })
    expect(start.status).toBe(422)
    expect(start.body.detail).toEqual([{ loc: ['body', 'start_time'], msg: 'Value error, end_time must not be before start_time', type: 'value_error', input: EVENING + 1, ctx: { error: 'end_time must not be before start_time' } }])
    const end = await t.call('PATCH', `/events/${event.id}`, { token: admin, json: { end_time: MORNING - 1 } })
    expect(locs(end)).toEqual(['body.end_time'])
    const both = await t.call('PATCH', `/events/${event.id}`, { token: admin, json: { start_time: EVENING + 1, end_time: EVENING + 7200 } })
    expect(both.status).toBe(200)
  })

  it.each([
    ['name null', { name: null }, 'body.name', 'string_type'],
    ['end_time as text', { end_time: 'soon' }, 'body.end_time', 'int_parsing'],
    ['points_table increasing', { points_table: [1, 2] }, 'body.points_table.1', 'value_error'],
    ['an unknown field', { id: 5 }, 'body.id', 'extra_forbidden'],
  ])('%s is 422', async (_name, json, loc, type) => {
    const event = await createEvent()
    const answer = await t.call('PATCH', `/events/${event.id}`, { token: admin, json })
    expect(answer.status).toBe(422)
    expect(answer.body.detail[0]).toMatchObject({ type })
    expect(locs(answer)).toEqual([loc])
  })

  it('401, 403, 404 and a bad path id', async () => {
    const event = await createEvent()
    expect((await t.call('PATCH', `/events/${event.id}`, { json: { name: 'x' } })).status).toBe(401)
    expect((await t.call('PATCH', `/events/${event.id}`, { token: player, json: { name: 'x' } })).status).toBe(403)
    const missing = await t.call('PATCH', '/events/999999', { token: admin, json: { name: 'x' } })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ detail: 'There is no event 999999' })
    expect(locs(await t.call('PATCH', '/events/1.5', { token: admin, json: { name: 'x' } }))).toEqual(['path.event_id'])
  })
})

describe('deleting an event', () => {
  async function createGame(eventId: number, name: string): Promise<number> {
    const answer = await t.call('POST', '/games', { token: admin, json: { name, event_id: eventId } })
    expect(answer.status, answer.text).toBe(201)
    return answer.body.id
  }

  it('deletes the event and its games in one go (204), leaving other events alone', async () => {
    const event = await createEvent()
    const other = await createEvent({ name: 'Other' })
    const games = [await createGame(event.id, 'G1'), await createGame(event.id, 'G2')]
    const kept = await createGame(other.id, 'Kept')
    const answer = await t.call('DELETE', `/events/${event.id}`, { token: admin })
    expect(answer.status).toBe(204)
    expect(answer.text).toBe('')
    expect((await t.call('GET', `/events/${event.id}`, { token: admin })).status).toBe(404)
    for (const id of games) expect((await t.call('GET', `/games/${id}`, { token: admin })).status).toBe(404)
    expect((await t.call('GET', `/games/${kept}`, { token: admin })).status).toBe(200)
  })

  it('is refused with 409 while one of its games is running, and changes nothing', async () => {
    const event = await createEvent()
    const waiting = await createGame(event.id, 'Waiting')
    const playing = await createGame(event.id, 'Playing')
    expect((await t.call('POST', `/arena/games/${playing}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
    const answer = await t.call('DELETE', `/events/${event.id}`, { token: admin })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ detail: `Event ${event.id} cannot be deleted while its game ${playing} (Playing) is running` })
    expect((await t.call('GET', `/events/${event.id}`, { token: admin })).status).toBe(200)
    expect((await t.call('GET', `/games/${waiting}`, { token: admin })).status).toBe(200)
    // Leave no game running for the other tests.
    await t.server.store.write((db) => db.run("UPDATE games SET status = 'finished' WHERE status = 'running'"))
  })

  it('401, 403, 404 and a bad path id', async () => {
    const event = await createEvent()
    expect((await t.call('DELETE', `/events/${event.id}`)).status).toBe(401)
    expect((await t.call('DELETE', `/events/${event.id}`, { token: player })).status).toBe(403)
    expect((await t.call('DELETE', '/events/999999', { token: admin })).body).toEqual({ detail: 'There is no event 999999' })
    expect(locs(await t.call('DELETE', '/events/x', { token: admin }))).toEqual(['path.event_id'])
    expect((await t.call('GET', `/events/${event.id}`, { token: admin })).status).toBe(200)
  })
})
