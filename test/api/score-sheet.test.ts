// Issue 30, item 1 over real HTTP: an event's score sheet saved, read, refused with a 422 naming the wrong item, exported
// from one event and imported into another, removed; access (anyone reads, an administrator writes); deleted with its event.
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
  expect((await t.call('POST', '/users', { token: admin, json: { name: 'Scorer Sam', password: 'player-pass' } })).status).toBe(201)
  player = await t.login('Scorer Sam', 'player-pass')
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

const MORNING = 1_795_420_800

async function createEvent(name: string): Promise<number> {
  const answer = await t.call('POST', '/events', { token: admin, json: { name, start_time: MORNING, end_time: MORNING + 3600 } })
  expect(answer.status, answer.text).toBe(201)
  return answer.body.id as number
}

/** Example 2 of docs/scoring.md in spirit: counts, a choice, a foul given to the others, a cap and a tie-breaker on an item. */
const SHEET = {
  version: 1,
  items: [
    { kind: 'count', id: 'cans_in_zone', label: 'Cans in the zone', max: 20, points: 3 },
    { kind: 'count', id: 'cans_on_shelf', label: 'Cans on the shelf', max: 10, points: 5 },
    { kind: 'choice', id: 'end_position', label: 'Where it ends', options: [{ id: 'none', label: 'Nowhere', points: 0 }, { id: 'dock', label: 'Docked', points: 15 }] },
  ],
  penalties: [{ id: 'foul', label: 'Foul', points: 5, max: 10, to: 'others' }],
  caps: [{ id: 'cans', label: 'Cans', items: ['cans_in_zone', 'cans_on_shelf'], max_points: 60 }],
  tie_breakers: [{ prefer: 'most', of: 'cans_in_zone' }],
}

function problems(answer: Answer): Array<{ loc: string; msg: string }> {
  return (answer.body.detail as Array<{ loc: Array<string | number>; msg: string }>).map((item) => ({ loc: item.loc.join('.'), msg: item.msg }))
}

describe("an event's score sheet", () => {
  it('is saved, read back by anyone, changed at the next revision, and removed', async () => {
    const event = await createEvent('Sheet Cup')
    expect((await t.call('GET', `/events/${event}/score-sheet`, { token: player })).status, 'no sheet yet: one number per corner').toBe(404)
    const saved = await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: SHEET })
    expect(saved.status, saved.text).toBe(200)
    contract.conforms('put', '/api/v1/events/{event_id}/score-sheet', saved, 200)
    expect(saved.body).toMatchObject({ event_id: event, sheet: SHEET, revision: 1 })
    const read = await t.call('GET', `/events/${event}/score-sheet`, { token: player })
    expect(read.status).toBe(200)
    contract.conforms('get', '/api/v1/events/{event_id}/score-sheet', read, 200)
    expect(read.body.sheet).toEqual(SHEET)
    const changed = await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: { ...SHEET, tie_breakers: [] } })
    expect(changed.body).toMatchObject({ revision: 2, sheet: { tie_breakers: [] } })
    expect((await t.call('PUT', `/events/${event}/score-sheet`, { token: player, json: SHEET })).status, 'an administrator writes').toBe(403)
    expect((await t.call('DELETE', `/events/${event}/score-sheet`, { token: admin })).status).toBe(204)
    expect((await t.call('GET', `/events/${event}/score-sheet`, { token: admin })).status).toBe(404)
    expect((await t.call('DELETE', `/events/${event}/score-sheet`, { token: admin })).status).toBe(404)
  })

  it.each<[string, Record<string, unknown>, string, RegExp]>([
    ['two items with one id', { items: [SHEET.items[0], { ...SHEET.items[1], id: 'cans_in_zone' }] }, 'body.items.1.id', /cans_in_zone/],
    ['a tie-breaker naming no item', { tie_breakers: [{ prefer: 'most', of: 'cones' }] }, 'body.tie_breakers.0.of', /cones/],
    ['a choice without options', { items: [{ kind: 'choice', id: 'end_position', label: 'Where it ends', options: [] }] }, 'body.items.0.options', /option/],
  ])('refuses %s with a 422 naming the item, and keeps what was saved', async (_, change, loc, message) => {
    const event = await createEvent(`Refused ${loc}`)
    expect((await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: SHEET })).status).toBe(200)
    const refused = await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: { ...SHEET, ...change } })
    expect(refused.status, refused.text).toBe(422)
    const named = problems(refused).find((problem) => problem.loc === loc)
    expect(named, JSON.stringify(problems(refused))).toBeDefined()
    expect(named!.msg).toMatch(message)
    expect((await t.call('GET', `/events/${event}/score-sheet`, { token: admin })).body).toMatchObject({ revision: 1, sheet: SHEET })
  })

  it('refuses a sheet that is not one (an unknown kind, a field too many) with a 422, and a missing event with a 404', async () => {
    const event = await createEvent('Shapes')
    const unknownKind = await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: { ...SHEET, items: [{ kind: 'dice', id: 'd', label: 'Dice' }] } })
    expect(unknownKind.status).toBe(422)
    expect(problems(unknownKind).every((problem) => problem.loc.startsWith('body.items.0'))).toBe(true)
    // A wrong field of a known kind: one 422 item, checked against that kind only (not one per kind of item).
    const wrongField = await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: { ...SHEET, items: [{ ...SHEET.items[0], max: 'many' }] } })
    expect(wrongField.status).toBe(422)
    expect(problems(wrongField)).toEqual([{ loc: 'body.items.0.max', msg: expect.stringMatching(/integer/) }])
    expect((await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: { ...SHEET, colour: 'red' } })).status).toBe(422)
    expect((await t.call('PUT', '/events/999999/score-sheet', { token: admin, json: SHEET })).status).toBe(404)
  })

  it('is exported from one event and imported into another as it is', async () => {
    const from = await createEvent('Autumn Cup')
    const to = await createEvent('Winter Cup')
    await t.call('PUT', `/events/${from}/score-sheet`, { token: admin, json: SHEET })
    const exported = (await t.call('GET', `/events/${from}/score-sheet`, { token: admin })).body.sheet
    const imported = await t.call('PUT', `/events/${to}/score-sheet`, { token: admin, json: exported })
    expect(imported.status).toBe(200)
    expect((await t.call('GET', `/events/${to}/score-sheet`, { token: admin })).body).toMatchObject({ event_id: to, revision: 1, sheet: SHEET })
  })

  it('goes with its event', async () => {
    const event = await createEvent('Short-lived')
    await t.call('PUT', `/events/${event}/score-sheet`, { token: admin, json: SHEET })
    expect((await t.call('DELETE', `/events/${event}`, { token: admin })).status).toBe(204)
    expect((await t.call('GET', `/events/${event}/score-sheet`, { token: admin })).status).toBe(404)
    // A new event never inherits it.
    const next = await createEvent('Next')
    expect((await t.call('GET', `/events/${next}/score-sheet`, { token: admin })).status).toBe(404)
  })
})
