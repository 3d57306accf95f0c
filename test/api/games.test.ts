// Games over real HTTP: the 16-field Game record, create/list/get/change/delete, Update Corners and Start Game with their 401/403/404/409/422.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { writeArenaSettings } from '../../src-main/store/settings.repo'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let player: string
let users: Record<'rocket' | 'comma' | 'blue' | 'noip', number>
let contract: ContractCheck

const RECORD_FIELDS = [
  'corner_ips', 'corner_names', 'corners', 'end_time', 'finished', 'game_points', 'id', 'league', 'league_points',
  'name', 'play_order', 'scored', 'start_time', 'started', 'status', 'tournament_round',
]

async function createUser(name: string, robot_ip = ''): Promise<number> {
  const answer = await t.call('POST', '/users', { token: admin, json: { name, password: `${name}-password`, is_playing: true, robot_ip } })
  expect(answer.status, answer.text).toBe(201)
  return answer.body.id
}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  const playerId = await createUser('Viewer')
  expect(playerId).toBeGreaterThan(0)
  player = await t.login('Viewer', 'Viewer-password')
  users = {
    rocket: await createUser('Team Rocket', '127.0.0.50'),
    comma: await createUser('Bots, Inc.', '127.0.0.7'),
    blue: await createUser('Blue Bots', '::1'),
    noip: await createUser('No Robot Yet'),
  }
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

/** Ends whatever game a test left running, so that the next may start one. */
async function stopRunningGames(): Promise<void> {
  await t.server.store.write((db) => db.run("UPDATE games SET status = 'finished' WHERE status = 'running'"))
}
beforeEach(stopRunningGames)


function locs(answer: Answer): string[] {
  return answer.body.detail.map((item: { loc: Array<string | number> }) => item.loc.join('.'))
}

async function createEvent(name = 'Cup'): Promise<number> {
  const answer = await t.call('POST', '/events', { token: admin, json: { name, start_time: 1_795_420_800, end_time: 1_795_464_000 } })
  expect(answer.status, answer.text).toBe(201)
  return answer.body.id
}

async function createGame(json: Record<string, unknown> = {}) {
  const answer = await t.call('POST', '/games', { token: admin, json: { name: 'League 1', ...json } })
  expect(answer.status, answer.text).toBe(201)
  return answer.body
}

async function startGame(id: number, mode = 'competition'): Promise<Answer> {
  return t.call('POST', `/arena/games/${id}/start`, { token: admin, json: { mode } })
}

describe('Create a game', () => {
  it('answers 201 with a scheduled Game record of exactly 16 fields', async () => {
    const eventId = await createEvent()
    const answer = await t.call('POST', '/games', { token: admin, json: { name: 'League 1', event_id: eventId } })
    contract.conforms('post', '/api/v1/games', answer, 201)
    expect(Object.keys(answer.body).sort()).toEqual(RECORD_FIELDS)
    expect(answer.body).toEqual({
      id: expect.any(Number), name: 'League 1', start_time: null, end_time: null, started: false, finished: false, scored: false,
      league: true, status: 'scheduled', corners: [null, null, null, null], corner_names: ['', '', '', ''], corner_ips: [null, null, null, null],
      game_points: [null, null, null, null], league_points: [null, null, null, null], tournament_round: null, play_order: 1,
    })
  })

  it('takes every optional field', async () => {
    const eventId = await createEvent()
    const game = await createGame({ name: 'Semi-final A', league: false, tournament_round: 2, play_order: 7, start_time: 1_795_430_000, end_time: 1_795_430_150, event_id: eventId })
    expect(game).toMatchObject({ name: 'Semi-final A', league: false, tournament_round: 2, play_order: 7, start_time: 1_795_430_000, end_time: 1_795_430_150 })
  })

  it('play_order defaults to the next free place of its event; games without an event count on their own', async () => {
    const first = await createEvent('First')
    const second = await createEvent('Second')
    expect((await createGame({ event_id: first })).play_order).toBe(1)
    expect((await createGame({ event_id: first })).play_order).toBe(2)
    expect((await createGame({ event_id: first, play_order: 10 })).play_order).toBe(10)
    expect((await createGame({ event_id: first })).play_order).toBe(11)
    expect((await createGame({ event_id: second })).play_order).toBe(1)
    const unattached = await createGame()
    expect((await createGame({ event_id: null })).play_order).toBe(unattached.play_order + 1)
  })

  it('an event that does not exist is 422 at ["body", "event_id"]', async () => {
    const answer = await t.call('POST', '/games', { token: admin, json: { name: 'Orphan', event_id: 999999 } })
    contract.conforms('post', '/api/v1/games', answer, 422)
    expect(answer.body.detail).toEqual([{ loc: ['body', 'event_id'], msg: 'Value error, there is no event 999999', type: 'value_error', input: 999999, ctx: { error: 'there is no event 999999' } }])
  })

  it('a league game has no tournament round', async () => {
    const answer = await t.call('POST', '/games', { token: admin, json: { name: 'Mixed', tournament_round: 1 } })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([{ loc: ['body', 'tournament_round'], msg: 'Value error, a league game has no tournament_round; a knockout game has league false', type: 'value_error', input: 1, ctx: { error: 'a league game has no tournament_round; a knockout game has league false' } }])
  })

  it('end_time before start_time is 422 at ["body", "end_time"]', async () => {
    const answer = await t.call('POST', '/games', { token: admin, json: { name: 'Backwards', start_time: 2000, end_time: 1000 } })
    expect(answer.status).toBe(422)
    expect(locs(answer)).toEqual(['body.end_time'])
    expect(answer.body.detail[0].type).toBe('value_error')
  })

  it.each([
    ['no name', {}, 'body.name', 'missing'],
    ['name not a string', { name: 12 }, 'body.name', 'string_type'],
    ['empty name', { name: '' }, 'body.name', 'string_too_short'],
    ['league as text', { league: 'yes' }, 'body.league', 'bool_type'],
    ['tournament_round 0', { league: false, tournament_round: 0 }, 'body.tournament_round', 'greater_than_equal'],
    ['play_order 0', { play_order: 0 }, 'body.play_order', 'greater_than_equal'],
    ['play_order null', { play_order: null }, 'body.play_order', 'int_type'],
    ['start_time as text', { start_time: 'now' }, 'body.start_time', 'int_parsing'],
    ['end_time with a fraction', { end_time: 1.5 }, 'body.end_time', 'int_from_float'],
    ['event_id as text', { event_id: '1' }, 'body.event_id', 'int_parsing'],
    ['an unknown field', { corners: [1, 2, 3, 4] }, 'body.corners', 'extra_forbidden'],
  ])('%s is 422', async (_name, json, loc, type) => {
    const answer = await t.call('POST', '/games', { token: admin, json: loc === 'body.name' ? json : { name: 'G', ...json } })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toHaveLength(1)
    expect(answer.body.detail[0]).toMatchObject({ type })
    expect(locs(answer)).toEqual([loc])
  })

  it('a missing body is 422 missing at ["body"]', async () => {
    const answer = await t.call('POST', '/games', { token: admin })
    expect(answer.body.detail).toEqual([{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }])
  })

  it('needs a token (401) and an administrator (403)', async () => {
    expect((await t.call('POST', '/games', { json: { name: 'G' } })).status).toBe(401)
    const answer = await t.call('POST', '/games', { token: player, json: { name: 'G' } })
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({ detail: 'This action needs an administrator' })
  })
})

describe('List games', () => {
  let eventId: number
  let ids: number[]

  beforeAll(async () => {
    eventId = await createEvent('Listed')
    ids = []
    // Created out of running order on purpose: the listing sorts by play_order, then id.
    ids.push((await createGame({ name: 'L3', event_id: eventId, play_order: 3 })).id)
    ids.push((await createGame({ name: 'L1', event_id: eventId, play_order: 1 })).id)
    ids.push((await createGame({ name: 'K2', event_id: eventId, play_order: 2, league: false, tournament_round: 1 })).id)
    ids.push((await createGame({ name: 'L1b', event_id: eventId, play_order: 1 })).id)
    ids.push((await createGame({ name: 'L5', event_id: eventId, play_order: 5 })).id)
  })

  async function list(query: string, token = admin): Promise<Answer> {
    return t.call('GET', `/games?event_id=${eventId}${query}`, { token })
  }
  const names = (answer: Answer) => answer.body.map((game: { name: string }) => game.name)

  it('any user lists an event in running order, as Game records, with X-Total-Count', async () => {
    const answer = await list('', player)
    contract.conforms('get', '/api/v1/games', answer, 200)
    expect(names(answer)).toEqual(['L1', 'L1b', 'K2', 'L3', 'L5'])
    expect(answer.headers.get('x-total-count')).toBe('5')
    for (const game of answer.body) expect(Object.keys(game).sort()).toEqual(RECORD_FIELDS)
  })

  it('filters by league and by status', async () => {
    expect(names(await list('&league=false'))).toEqual(['K2'])
    expect(names(await list('&league=true'))).toEqual(['L1', 'L1b', 'L3', 'L5'])
    expect((await startGame(ids[4])).status).toBe(200)
    const running = await list('&status=running')
    expect(names(running)).toEqual(['L5'])
    expect(running.headers.get('x-total-count')).toBe('1')
    expect(names(await list('&status=scheduled'))).toEqual(['L1', 'L1b', 'K2', 'L3'])
    expect(names(await list('&status=scored'))).toEqual([])
  })

  it('pages with limit and offset; the total stays the whole count', async () => {
    const page = await list('&limit=2&offset=1')
    expect(names(page)).toEqual(['L1b', 'K2'])
    expect(page.headers.get('x-total-count')).toBe('5')
    expect(names(await list('&offset=4'))).toEqual(['L5'])
    expect(names(await list('&offset=50'))).toEqual([])
  })

  it('without a filter lists every game', async () => {
    const answer = await t.call('GET', '/games?limit=500', { token: admin })
    expect(answer.status).toBe(200)
    expect(Number(answer.headers.get('x-total-count'))).toBe(answer.body.length)
    expect(answer.body.map((game: { id: number }) => game.id)).toEqual(expect.arrayContaining(ids))
  })

  it.each([
    ['limit=0', 'query.limit', 'greater_than_equal'],
    ['limit=501', 'query.limit', 'less_than_equal'],
    ['limit=ten', 'query.limit', 'int_parsing'],
    ['offset=-1', 'query.offset', 'greater_than_equal'],
    ['status=done', 'query.status', 'literal_error'],
    ['league=maybe', 'query.league', 'bool_parsing'],
    ['event_id=first', 'query.event_id', 'int_parsing'],
  ])('%s is 422', async (query, loc, type) => {
    const answer = await t.call('GET', `/games?${query}`, { token: admin })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toHaveLength(1)
    expect(answer.body.detail[0]).toMatchObject({ type })
    expect(locs(answer)).toEqual([loc])
  })

  it('a bad status names the four statuses', async () => {
    const answer = await t.call('GET', '/games?status=done', { token: admin })
    expect(answer.body.detail[0].msg).toBe("Input should be 'scheduled', 'running', 'finished' or 'scored'")
  })

  it('needs a token', async () => {
    expect((await t.call('GET', '/games')).status).toBe(401)
  })
})

describe('Get Game', () => {
  it('any user reads the Game record', async () => {
    const game = await createGame({ name: 'Readable' })
    const answer = await t.call('GET', `/games/${game.id}`, { token: player })
    contract.conforms('get', '/api/v1/games/{game_id}', answer, 200)
    expect(answer.body).toEqual(game)
  })

  it('404 for an unknown game, 422 int_parsing for a non-integer id, 401 without a token', async () => {
    const missing = await t.call('GET', '/games/999999', { token: admin })
    contract.conforms('get', '/api/v1/games/{game_id}', missing, 404)
    expect(missing.body).toEqual({ detail: 'There is no game 999999' })
    const bad = await t.call('GET', '/games/first', { token: admin })
    expect(bad.status).toBe(422)
    expect(bad.body.detail).toEqual([{ loc: ['path', 'game_id'], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing', input: 'first' }])
    expect((await t.call('GET', '/games/1')).status).toBe(401)
  })

  it("corner names and IPs follow the users' current name and robot_ip", async () => {
    const moving = await createUser('Renamed Later', '127.0.9.9')
    const game = await createGame()
    await t.call('PUT', `/games/${game.id}/corners`, { token: admin, json: { yellow: moving } })
    await t.server.store.write((db) => db.run("UPDATE users SET name = 'Renamed Now', robot_ip = '' WHERE id = ?", [moving]))
    const answer = await t.call('GET', `/games/${game.id}`, { token: admin })
    expect(answer.body.corner_names).toEqual(['', 'Renamed Now', '', ''])
    expect(answer.body.corner_ips).toEqual([null, null, null, null])
  })
})

describe('Change a game', () => {
  it('changes the fields given, leaves the rest', async () => {
    const eventId = await createEvent()
    const game = await createGame({ event_id: eventId })
    const answer = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { name: 'Final', league: false, tournament_round: 3, start_time: 100, end_time: 250 } })
    contract.conforms('patch', '/api/v1/games/{game_id}', answer, 200)
    expect(answer.body).toEqual({ ...game, name: 'Final', league: false, tournament_round: 3, start_time: 100, end_time: 250 })
    expect((await t.call('GET', `/games/${game.id}`, { token: admin })).body).toEqual(answer.body)
  })

  it('moving a game to another event puts it at the end of that event unless play_order is given', async () => {
    const from = await createEvent('From')
    const to = await createEvent('To')
    await createGame({ event_id: to })
    await createGame({ event_id: to })
    const game = await createGame({ event_id: from })
    const moved = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { event_id: to } })
    expect(moved.body.play_order).toBe(3)
    const placed = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { event_id: from, play_order: 9 } })
    expect(placed.body.play_order).toBe(9)
    expect((await t.call('GET', `/games?event_id=${from}`, { token: admin })).body.map((g: { id: number }) => g.id)).toEqual([game.id])
  })

  it('checks the rules on the game as it would be, blaming the field sent', async () => {
    const game = await createGame({ start_time: 1000, end_time: 2000 })
    const start = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { start_time: 3000 } })
    expect(locs(start)).toEqual(['body.start_time'])
    const league = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { tournament_round: 1 } })
    expect(locs(league)).toEqual(['body.tournament_round'])
    const knockout = await createGame({ league: false, tournament_round: 1 })
    const back = await t.call('PATCH', `/games/${knockout.id}`, { token: admin, json: { league: true } })
    expect(locs(back)).toEqual(['body.league'])
    expect((await t.call('PATCH', `/games/${knockout.id}`, { token: admin, json: { league: true, tournament_round: null } })).status).toBe(200)
    const orphan = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { event_id: 999999 } })
    expect(orphan.body.detail).toEqual([{ loc: ['body', 'event_id'], msg: 'Value error, there is no event 999999', type: 'value_error', input: 999999, ctx: { error: 'there is no event 999999' } }])
  })

  it.each([
    ['name null', { name: null }, 'body.name', 'string_type'],
    ['league null', { league: null }, 'body.league', 'bool_type'],
    ['play_order -3', { play_order: -3 }, 'body.play_order', 'greater_than_equal'],
    ['an unknown field', { status: 'scored' }, 'body.status', 'extra_forbidden'],
  ])('%s is 422', async (_name, json, loc, type) => {
    const game = await createGame()
    const answer = await t.call('PATCH', `/games/${game.id}`, { token: admin, json })
    expect(answer.status).toBe(422)
    expect(answer.body.detail[0]).toMatchObject({ type })
    expect(locs(answer)).toEqual([loc])
  })

  it('once started, name, league and round may change, times, running order and event may not (409)', async () => {
    const eventId = await createEvent()
    const game = await createGame({ event_id: eventId, league: false, tournament_round: 1 })
    const started = (await startGame(game.id)).body
    const renamed = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { name: 'Quarter-final 1', tournament_round: 2 } })
    expect(renamed.status).toBe(200)
    expect(renamed.body).toMatchObject({ name: 'Quarter-final 1', tournament_round: 2, status: 'running' })
    const answer = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { start_time: 5, play_order: 4 } })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ detail: `start_time, play_order can be changed only while a game is scheduled; game ${game.id} is running` })
    // The same values again are not a change.
    const same = await t.call('PATCH', `/games/${game.id}`, { token: admin, json: { start_time: started.start_time, event_id: eventId } })
    expect(same.status).toBe(200)
  })

  it('401, 403, 404 and a bad path id', async () => {
    const game = await createGame()
    expect((await t.call('PATCH', `/games/${game.id}`, { json: { name: 'x' } })).status).toBe(401)
    expect((await t.call('PATCH', `/games/${game.id}`, { token: player, json: { name: 'x' } })).status).toBe(403)
    expect((await t.call('PATCH', '/games/999999', { token: admin, json: { name: 'x' } })).body).toEqual({ detail: 'There is no game 999999' })
    expect(locs(await t.call('PATCH', '/games/x', { token: admin, json: { name: 'x' } }))).toEqual(['path.game_id'])
  })
})

describe('Delete a game', () => {
  it('deletes a scheduled game (204)', async () => {
    const game = await createGame()
    const answer = await t.call('DELETE', `/games/${game.id}`, { token: admin })
    expect(answer.status).toBe(204)
    expect(answer.text).toBe('')
    expect((await t.call('GET', `/games/${game.id}`, { token: admin })).status).toBe(404)
  })

  it('refuses a game that has started (409) and keeps it', async () => {
    const game = await createGame()
    await startGame(game.id)
    const answer = await t.call('DELETE', `/games/${game.id}`, { token: admin })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ detail: `A game can be deleted only while it is scheduled; game ${game.id} is running` })
    await stopRunningGames()
    expect((await t.call('DELETE', `/games/${game.id}`, { token: admin })).body.detail).toContain('is finished')
    expect((await t.call('GET', `/games/${game.id}`, { token: admin })).status).toBe(200)
  })

  it('401, 403, 404 and a bad path id', async () => {
    const game = await createGame()
    expect((await t.call('DELETE', `/games/${game.id}`)).status).toBe(401)
    expect((await t.call('DELETE', `/games/${game.id}`, { token: player })).status).toBe(403)
    expect((await t.call('DELETE', '/games/999999', { token: admin })).status).toBe(404)
    expect(locs(await t.call('DELETE', '/games/1.5', { token: admin }))).toEqual(['path.game_id'])
    expect((await t.call('GET', `/games/${game.id}`, { token: admin })).status).toBe(200)
  })
})

describe('Update Corners', () => {
  async function corners(id: number, json: unknown, token = admin): Promise<Answer> {
    return t.call('PUT', `/games/${id}/corners`, { token, json })
  }

  it('seats players (0 red, 1 yellow, 2 green, 3 blue) and answers 200 with the Game record', async () => {
    const game = await createGame()
    const answer = await corners(game.id, { red: users.rocket, yellow: users.comma, green: users.noip, blue: users.blue })
    contract.conforms('put', '/api/v1/games/{game_id}/corners', answer, 200)
    expect(Object.keys(answer.body).sort()).toEqual(RECORD_FIELDS)
    expect(answer.body).toMatchObject({
      corners: [users.rocket, users.comma, users.noip, users.blue],
      corner_names: ['Team Rocket', 'Bots, Inc.', 'No Robot Yet', 'Blue Bots'],
      corner_ips: ['127.0.0.50', '127.0.0.7', null, '::1'],
      status: 'scheduled',
    })
  })

  it('an omitted corner keeps its player, null empties it, {} changes nothing', async () => {
    const game = await createGame()
    await corners(game.id, { red: users.rocket, yellow: users.comma, green: users.blue })
    const answer = await corners(game.id, { yellow: null, blue: users.noip })
    expect(answer.body.corners).toEqual([users.rocket, null, users.blue, users.noip])
    expect(answer.body.corner_names).toEqual(['Team Rocket', '', 'Blue Bots', 'No Robot Yet'])
    expect((await corners(game.id, {})).body.corners).toEqual([users.rocket, null, users.blue, users.noip])
  })

  it('a player may move between corners in one change', async () => {
    const game = await createGame()
    await corners(game.id, { red: users.rocket, blue: users.blue })
    const answer = await corners(game.id, { red: users.blue, blue: users.rocket })
    expect(answer.status).toBe(200)
    expect(answer.body.corners).toEqual([users.blue, null, null, users.rocket])
  })

  it('a user that does not exist is 422 at its colour, and nothing changes', async () => {
    const game = await createGame()
    await corners(game.id, { red: users.rocket })
    const answer = await corners(game.id, { red: users.comma, green: 999999 })
    contract.conforms('put', '/api/v1/games/{game_id}/corners', answer, 422)
    expect(answer.body.detail).toEqual([{ loc: ['body', 'green'], msg: 'Value error, there is no user 999999', type: 'value_error', input: 999999, ctx: { error: 'there is no user 999999' } }])
    expect((await t.call('GET', `/games/${game.id}`, { token: admin })).body.corners).toEqual([users.rocket, null, null, null])
  })

  it('the same user in two corners is 422, blaming the corner the body set', async () => {
    const game = await createGame()
    const both = await corners(game.id, { red: users.rocket, blue: users.rocket })
    expect(both.status).toBe(422)
    expect(both.body.detail).toEqual([{ loc: ['body', 'blue'], msg: `Value error, user ${users.rocket} cannot play both the red and the blue corner`, type: 'value_error', input: users.rocket, ctx: { error: `user ${users.rocket} cannot play both the red and the blue corner` } }])
    await corners(game.id, { blue: users.comma })
    const kept = await corners(game.id, { yellow: users.comma })
    expect(locs(kept)).toEqual(['body.yellow'])
  })

  it.each([
    ['a colour that does not exist', { purple: 1 }, 'body.purple', 'extra_forbidden'],
    ['an id as text', { red: '1' }, 'body.red', 'int_parsing'],
    ['an id with a fraction', { yellow: 1.5 }, 'body.yellow', 'int_from_float'],
    ['a boolean', { green: true }, 'body.green', 'int_type'],
    ['a list', [1, 2, 3, 4], 'body', 'model_attributes_type'],
  ])('%s is 422', async (_name, json, loc, type) => {
    const game = await createGame()
    const answer = await corners(game.id, json)
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toHaveLength(1)
    expect(answer.body.detail[0]).toMatchObject({ type })
    expect(locs(answer)).toEqual([loc])
  })

  it('a missing body is 422 missing at ["body"]', async () => {
    const game = await createGame()
    const answer = await t.call('PUT', `/games/${game.id}/corners`, { token: admin })
    expect(answer.body.detail).toEqual([{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }])
  })

  it('is refused with 409 once the game has started', async () => {
    const game = await createGame()
    await corners(game.id, { red: users.rocket })
    await startGame(game.id)
    const answer = await corners(game.id, { red: users.comma })
    contract.conforms('put', '/api/v1/games/{game_id}/corners', answer, 409)
    expect(answer.body).toEqual({ detail: `Corners can be changed only while a game is scheduled; game ${game.id} is running` })
    expect((await t.call('GET', `/games/${game.id}`, { token: admin })).body.corners).toEqual([users.rocket, null, null, null])
  })

  it('401, 403, 404 and a bad path id', async () => {
    const game = await createGame()
    expect((await t.call('PUT', `/games/${game.id}/corners`, { json: { red: users.rocket } })).status).toBe(401)
    expect((await corners(game.id, { red: users.rocket }, player)).status).toBe(403)
    const missing = await corners(999999, { red: users.rocket })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ detail: 'There is no game 999999' })
    const bad = await t.call('PUT', '/games/red/corners', { token: admin, json: { red: users.rocket } })
    expect(bad.body.detail).toEqual([{ loc: ['path', 'game_id'], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing', input: 'red' }])
  })
})

describe('Start Game', () => {
  it('makes a scheduled game running from now for the game length, and answers 200 with the Game record', async () => {
    const game = await createGame()
    await t.call('PUT', `/games/${game.id}/corners`, { token: admin, json: { red: users.rocket } })
    const now = Math.floor(t.clock.now() / 1000)
    const answer = await startGame(game.id)
    contract.conforms('post', '/api/v1/arena/games/{game_id}/start', answer, 200)
    expect(Object.keys(answer.body).sort()).toEqual(RECORD_FIELDS)
    expect(answer.body).toMatchObject({ status: 'running', started: true, finished: false, scored: false, start_time: now, end_time: now + 150, corners: [users.rocket, null, null, null] })
    expect((await t.call('GET', `/games/${game.id}`, { token: player })).body).toEqual(answer.body)
  })

  it('stores the mode and takes the game length from the arena settings', async () => {
    await t.server.store.write((db) => writeArenaSettings(db, { game_length_s: 90 }))
    try {
      t.clock.advance(61_500)
      const game = await createGame()
      const now = Math.floor(t.clock.now() / 1000)
      const answer = await startGame(game.id, 'development')
      expect(answer.body).toMatchObject({ start_time: now, end_time: now + 90 })
      const mode = t.server.store.read((db) => db.exec('SELECT mode FROM games WHERE id = ?', [game.id])[0].values[0][0])
      expect(mode).toBe('development')
    } finally {
      await t.server.store.write((db) => writeArenaSettings(db, { game_length_s: 150 }))
    }
  })

  it('starting it twice is 409 saying its status', async () => {
    const game = await createGame()
    await startGame(game.id)
    const answer = await startGame(game.id)
    contract.conforms('post', '/api/v1/arena/games/{game_id}/start', answer, 409)
    expect(answer.body).toEqual({ detail: 'Only a scheduled game can be started; this one is running' })
    await stopRunningGames()
    expect((await startGame(game.id)).body).toEqual({ detail: 'Only a scheduled game can be started; this one is finished' })
  })

  it('another running game is 409 naming it, and the game stays scheduled', async () => {
    const first = await createGame({ name: 'First Up' })
    const second = await createGame({ name: 'Next Up' })
    await startGame(first.id)
    const answer = await startGame(second.id)
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ detail: `Game ${first.id} (First Up) is running; end or abort it before starting another` })
    expect((await t.call('GET', `/games/${second.id}`, { token: admin })).body.status).toBe('scheduled')
  })

  it.each([
    ['an unknown mode', { mode: 'practice' }, 'body.mode', 'literal_error'],
    ['a mode that is not a string', { mode: 1 }, 'body.mode', 'literal_error'],
    ['no mode', {}, 'body.mode', 'missing'],
    ['an unknown field', { mode: 'competition', delay: 5 }, 'body.delay', 'extra_forbidden'],
  ])('%s is 422', async (_name, json, loc, type) => {
    const game = await createGame()
    const answer = await t.call('POST', `/arena/games/${game.id}/start`, { token: admin, json })
    contract.conforms('post', '/api/v1/arena/games/{game_id}/start', answer, 422)
    expect(answer.body.detail).toHaveLength(1)
    expect(answer.body.detail[0]).toMatchObject({ type })
    expect(locs(answer)).toEqual([loc])
    expect((await t.call('GET', `/games/${game.id}`, { token: admin })).body.status).toBe('scheduled')
  })

  it("an unknown mode is pydantic's literal_error", async () => {
    const game = await createGame()
    const answer = await t.call('POST', `/arena/games/${game.id}/start`, { token: admin, json: { mode: 'practice' } })
    expect(answer.body.detail).toEqual([{ loc: ['body', 'mode'], msg: "Input should be 'competition' or 'development'", type: 'literal_error', input: 'practice', ctx: { expected: "'competition' or 'development'" } }])
  })

  it('a missing body is 422 missing at ["body"]', async () => {
    const game = await createGame()
    const answer = await t.call('POST', `/arena/games/${game.id}/start`, { token: admin })
    expect(answer.body.detail).toEqual([{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }])
  })

  it('401, 403, 404 and a bad path id', async () => {
    const game = await createGame()
    const json = { mode: 'competition' }
    expect((await t.call('POST', `/arena/games/${game.id}/start`, { json })).status).toBe(401)
    const notAdmin = await t.call('POST', `/arena/games/${game.id}/start`, { token: player, json })
    expect(notAdmin.status).toBe(403)
    expect(notAdmin.body).toEqual({ detail: 'This action needs an administrator' })
    const missing = await t.call('POST', '/arena/games/999999/start', { token: admin, json })
    expect(missing.status).toBe(404)
    expect(missing.body).toEqual({ detail: 'There is no game 999999' })
    const bad = await t.call('POST', '/arena/games/one/start', { token: admin, json })
    expect(bad.body.detail).toEqual([{ loc: ['path', 'game_id'], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing', input: 'one' }])
    expect((await t.call('GET', `/games/${game.id}`, { token: admin })).body.status).toBe('scheduled')
  })
})
