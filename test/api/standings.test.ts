// Standings over real HTTP: GET /events/{event_id}/standings from scored league games, shared ranks, completeness, refusals.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

const STANDINGS = '/api/v1/events/{event_id}/standings'

let t: TestServer
let admin: string
let viewer: string
let contract: ContractCheck
const ids: Record<string, number> = {}

async function createUser(name: string): Promise<number> {
  const answer = await t.call('POST', '/users', { token: admin, json: { name, password: `${name}-password`, is_playing: true } })
  expect(answer.status, answer.text).toBe(201)
  return answer.body.id
}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  await createUser('Viewer')
  viewer = await t.login('Viewer', 'Viewer-password')
  for (const name of ['Ada', 'bob', 'Cy', 'Dee', 'eve']) ids[name] = await createUser(name)
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

async function createEvent(pointsTable?: number[]): Promise<number> {
  const json = { name: 'League Day', start_time: 1_795_420_800, end_time: 1_795_464_000, ...(pointsTable ? { points_table: pointsTable } : {}) }
  const answer = await t.call('POST', '/events', { token: admin, json })
  expect(answer.status, answer.text).toBe(201)
  return answer.body.id
}

/** A game of the event with these players (by name; null: empty corner). */
async function game(eventId: number, names: Array<string | null>, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await t.call('POST', '/games', { token: admin, json: { name: 'Game', event_id: eventId, ...extra } })
  expect(created.status, created.text).toBe(201)
  const [red, yellow, green, blue] = [0, 1, 2, 3].map((corner) => (names[corner] ? ids[names[corner]] : null))
  const seated = await t.call('PUT', `/games/${created.body.id}/corners`, { token: admin, json: { red, yellow, green, blue } })
  expect(seated.status, seated.text).toBe(200)
  return created.body.id
}

/** Starts the game, ends it early and enters its points. */
async function play(id: number, points: Array<number | null>): Promise<void> {
  const started = await t.call('POST', `/arena/games/${id}/start`, { token: admin, json: { mode: 'competition' } })
  expect(started.status, started.text).toBe(200)
  const stopped = await t.call('POST', `/arena/games/${id}/stop`, { token: admin })
  expect(stopped.status, stopped.text).toBe(200)
  await rescore(id, points)
}

async function rescore(id: number, points: Array<number | null>): Promise<void> {
  const game = await t.call('GET', `/games/${id}`, { token: admin })
  const body = Object.fromEntries(['red', 'yellow', 'green', 'blue'].flatMap((colour, corner) => (game.body.corners[corner] === null ? [] : [[colour, points[corner]]])))
  const scored = await t.call('PUT', `/games/${id}/scores`, { token: admin, json: body })
  expect(scored.status, scored.text).toBe(200)
}

function standings(eventId: number | string, token = viewer): Promise<Answer> {
  return t.call('GET', `/events/${eventId}/standings`, { token })
}

/** [rank, name, league_points, game_points, games_played] per row. */
function table(answer: Answer): Array<[number, string, number, number, number]> {
  return answer.body.rows.map((row: { rank: number; name: string; league_points: number; game_points: number; games_played: number }) => [
    row.rank, row.name, row.league_points, row.game_points, row.games_played,
  ])
}

describe('Standings of an event', () => {
  it('sums the scored league games, shares ranks for full ties, and tells what is not scored yet', async () => {
    const eventId = await createEvent()
    const first = await game(eventId, ['Ada', 'bob', 'Cy', 'Dee'])
    const second = await game(eventId, ['Dee', 'Cy', 'bob', 'eve'])
    const third = await game(eventId, ['eve', 'Ada', null, null])
    const knockout = await game(eventId, ['Ada', 'bob', 'Cy', 'Dee'], { league: false, tournament_round: 1 })

    const before = await standings(eventId)
    contract.conforms('get', STANDINGS, before, 200)
    expect(before.body).toMatchObject({ event_id: eventId, complete: false, unscored_games: [first, second, third] })
    expect(table(before)).toEqual([[1, 'Ada', 0, 0, 0], [1, 'bob', 0, 0, 0], [1, 'Cy', 0, 0, 0], [1, 'Dee', 0, 0, 0], [1, 'eve', 0, 0, 0]])

    await play(first, [30, 20, 20, 5]) // Ada 8, bob 5, Cy 5, Dee 2
    await play(second, [10, 40, 40, null]) // Dee 4, Cy 7, bob 7, eve no-show 0
    const partway = await standings(eventId)
    contract.conforms('get', STANDINGS, partway, 200)
    expect(partway.body.complete).toBe(false)
    expect(partway.body.unscored_games).toEqual([third])
    expect(table(partway)).toEqual([
      [1, 'bob', 12, 60, 2],
      [1, 'Cy', 12, 60, 2],
      [3, 'Ada', 8, 30, 1],
      [4, 'Dee', 6, 15, 2],
      [5, 'eve', 0, 0, 1],
    ])

    await play(third, [50, 5]) // eve 8, Ada 6
    await play(knockout, [0, 0, 0, 100]) // left out of the standings
    const done = await standings(eventId)
    contract.conforms('get', STANDINGS, done, 200)
    expect(done.body).toMatchObject({ event_id: eventId, complete: true, unscored_games: [] })
    expect(table(done)).toEqual([
      [1, 'Ada', 14, 35, 2],
      [2, 'bob', 12, 60, 2],
      [2, 'Cy', 12, 60, 2],
      [4, 'eve', 8, 50, 2],
      [5, 'Dee', 6, 15, 2],
    ])
    expect(done.body.rows[0]).toEqual({ rank: 1, user_id: ids.Ada, name: 'Ada', league_points: 14, game_points: 35, games_played: 2 })
  })

  it('follows a correction, and the event\'s points table', async () => {
    const eventId = await createEvent([10, 5, 1])
    const only = await game(eventId, ['Ada', 'bob', 'Cy', null])
    await play(only, [3, 2, 1])
    expect(table(await standings(eventId))).toEqual([[1, 'Ada', 10, 3, 1], [2, 'bob', 5, 2, 1], [3, 'Cy', 1, 1, 1]])
    await rescore(only, [1, 2, 3])
    expect(table(await standings(eventId))).toEqual([[1, 'Cy', 10, 3, 1], [2, 'bob', 5, 2, 1], [3, 'Ada', 1, 1, 1]])
  })

  it('an event without games is complete and has no rows', async () => {
    const eventId = await createEvent()
    const answer = await standings(eventId, admin)
    contract.conforms('get', STANDINGS, answer, 200)
    expect(answer.body).toEqual({ event_id: eventId, complete: true, unscored_games: [], rows: [] })
  })

  it('404 for an unknown event, 401 without a token, 422 for an id that is not an integer', async () => {
    const missing = await standings(999_999)
    contract.conforms('get', STANDINGS, missing, 404)
    expect(missing.body).toEqual({ detail: 'There is no event 999999' })
    const anonymous = await t.call('GET', '/events/1/standings')
    contract.conforms('get', STANDINGS, anonymous, 401)
    const bad = await standings('first')
    contract.conforms('get', STANDINGS, bad, 422)
    expect(bad.body.detail[0]).toMatchObject({ loc: ['path', 'event_id'], type: 'int_parsing' })
  })
})

describe('Standings in pages', () => {
  let eventId: number
  beforeAll(async () => {
    eventId = await createEvent()
    await play(await game(eventId, ['Ada', 'bob', 'Cy', 'Dee']), [40, 30, 20, 10])
    await game(eventId, ['eve', 'Ada', null, null])
  })

  function page(query: string): Promise<Answer> {
    return t.call('GET', `/events/${eventId}/standings?${query}`, { token: viewer })
  }

  it('pages the rows like the game list: the pages put together are the whole, X-Total-Count the rows in all', async () => {
    const whole = await standings(eventId)
    expect(whole.headers.get('x-total-count')).toBe('5')
    expect(whole.body.rows).toHaveLength(5)
    const pages = [await page('limit=2'), await page('limit=2&offset=2'), await page('limit=2&offset=4')]
    for (const answer of pages) {
      contract.conforms('get', STANDINGS, answer, 200)
      expect(answer.headers.get('x-total-count')).toBe('5')
      expect({ ...answer.body, rows: [] }).toEqual({ ...whole.body, rows: [] })
    }
    expect(pages.map((answer) => answer.body.rows.length)).toEqual([2, 2, 1])
    expect(pages.flatMap((answer) => answer.body.rows)).toEqual(whole.body.rows)
    expect((await page('offset=3')).body.rows).toEqual(whole.body.rows.slice(3))
    const past = await page('limit=10&offset=50')
    expect(past.body.rows).toEqual([])
    expect(past.headers.get('x-total-count')).toBe('5')
  })

  it.each([
    ['limit=0', 'query.limit', 'greater_than_equal'],
    ['limit=501', 'query.limit', 'less_than_equal'],
    ['limit=ten', 'query.limit', 'int_parsing'],
    ['offset=-1', 'query.offset', 'greater_than_equal'],
    ['offset=99999999999999999999', 'query.offset', 'less_than_equal'],
  ])('%s is 422 naming the parameter', async (query, loc, type) => {
    const answer = await page(query)
    contract.conforms('get', STANDINGS, answer, 422)
    expect(answer.body.detail).toHaveLength(1)
    expect(answer.body.detail[0]).toMatchObject({ type })
    expect(answer.body.detail[0].loc.join('.')).toBe(loc)
  })
})

