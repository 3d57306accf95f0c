// Scoring over real HTTP: PUT /games/{game_id}/scores (finished → scored, corrections) and its score history, with every refusal.
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest'
import { listenLive } from '../support/live-listener'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

const SCORES = '/api/v1/games/{game_id}/scores'
const HISTORY = '/api/v1/games/{game_id}/score-history'

let t: TestServer
let admin: string
let viewer: string
let players: number[]
let contract: ContractCheck

const createUser = (name: string, extra: Record<string, unknown> = {}) => t.createUser(admin, name, extra)

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  await createUser('Viewer', { is_playing: false })
  viewer = await t.login('Viewer', 'Viewer-password')
  players = [await createUser('Red Team'), await createUser('Yellow Team'), await createUser('Green Team'), await createUser('Blue Team')]
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

/** Ends whatever game a test left running, so that the next may start one. */
beforeEach(async () => {
  const arena = await t.call('GET', '/arena', { token: admin })
  const running = arena.body?.game?.id
  if (typeof running === 'number') await t.call('POST', `/arena/games/${running}/stop`, { token: admin })
})

async function createEvent(pointsTable?: number[]): Promise<number> {
  const json = { name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_464_000, ...(pointsTable ? { points_table: pointsTable } : {}) }
  const answer = await t.call('POST', '/events', { token: admin, json })
  expect(answer.status, answer.text).toBe(201)
  return answer.body.id
}

/** A game with these players seated (null: empty corner), in an event when given. */
async function seatedGame(corners: Array<number | null> = players, eventId?: number, extra: Record<string, unknown> = {}): Promise<number> {
  const created = await t.call('POST', '/games', { token: admin, json: { name: 'League game', ...(eventId ? { event_id: eventId } : {}), ...extra } })
  expect(created.status, created.text).toBe(201)
  const [red, yellow, green, blue] = corners
  const seated = await t.call('PUT', `/games/${created.body.id}/corners`, { token: admin, json: { red, yellow, green, blue } })
  expect(seated.status, seated.text).toBe(200)
  return created.body.id
}

async function startGame(id: number): Promise<void> {
  const started = await t.call('POST', `/arena/games/${id}/start`, { token: admin, json: { mode: 'competition' } })
  expect(started.status, started.text).toBe(200)
}

/** A game played and ended early by the operator: finished, waiting for its scores. */
async function finishedGame(corners: Array<number | null> = players, eventId?: number, extra: Record<string, unknown> = {}): Promise<number> {
  const id = await seatedGame(corners, eventId, extra)
  await startGame(id)
  const stopped = await t.call('POST', `/arena/games/${id}/stop`, { token: admin })
  expect(stopped.status, stopped.text).toBe(200)
  // The robots' answers to the stop are published once saved: wait for them, so a listener opened next sees only what follows.
  await t.server.services.arena.settled()
  return id
}

function score(id: number | string, json: unknown, token = admin): Promise<Answer> {
  return t.call('PUT', `/games/${id}/scores`, { token, json })
}

function history(id: number | string, token = admin): Promise<Answer> {
  return t.call('GET', `/games/${id}/score-history`, { token })
}

function seconds(): number {
  return Math.floor(t.clock.now() / 1000)
}

/** Records what the live bus publishes from now on (a team's stream: it sees what everyone sees, not the administrators' backups_changed that follows a scoring). */
const listen = () => listenLive(t)

describe('Enter the scores of a finished game', () => {
  it('answers 200 with the scored Game record, league points by the default table 8, 6, 4, 2', async () => {
    const id = await finishedGame()
    const answer = await score(id, { red: 12, yellow: 30, green: 7, blue: 30 })
    contract.conforms('put', SCORES, answer, 200)
    expect(answer.body).toMatchObject({ id, status: 'scored', started: true, finished: true, scored: true, game_points: [12, 30, 7, 30], league_points: [4, 7, 2, 7] })
    const read = await t.call('GET', `/games/${id}`, { token: viewer })
    expect(read.body).toEqual(answer.body)
  })

  it('uses the points table of the game\'s event', async () => {
    const eventId = await createEvent([10, 5, 1])
    const id = await finishedGame(players, eventId)
    const answer = await score(id, { red: 1, yellow: 2, green: 3, blue: 4 })
    expect(answer.body.league_points).toEqual([0, 1, 5, 10])
    const tie = await score(id, { red: 9, yellow: 9, green: 3, blue: 4 })
    expect(tie.body.league_points).toEqual([8, 8, 0, 1])
  })

  it('null is a no-show: game points null, 0 league points, and the others take the places', async () => {
    const id = await finishedGame()
    const answer = await score(id, { red: null, yellow: 5, green: 9, blue: 0 })
    expect(answer.status).toBe(200)
    expect(answer.body.game_points).toEqual([null, 5, 9, 0])
    expect(answer.body.league_points).toEqual([0, 6, 8, 4])
  })

  it('an empty corner may be omitted or null, and has null game and league points', async () => {
    const id = await finishedGame([players[0], null, players[2], null])
    const answer = await score(id, { red: 3, green: -2, blue: null })
    contract.conforms('put', SCORES, answer, 200)
    expect(answer.body.game_points).toEqual([3, null, -2, null])
    expect(answer.body.league_points).toEqual([8, null, 6, null])
  })

  it('a game without players is scored with {}', async () => {
    const id = await finishedGame([null, null, null, null])
    const answer = await score(id, {})
    expect(answer.status).toBe(200)
    expect(answer.body).toMatchObject({ status: 'scored', game_points: [null, null, null, null], league_points: [null, null, null, null] })
  })

  it('scores a knockout game the same way, and it gives no league points (issue 26, item 6)', async () => {
    const id = await finishedGame(players, undefined, { league: false, tournament_round: 1 })
    const answer = await score(id, { red: 1, yellow: 2, green: 3, blue: 4 })
    expect(answer.body).toMatchObject({ league: false, tournament_round: 1, game_points: [1, 2, 3, 4], league_points: [null, null, null, null] })
    expect((await t.call('GET', `/games/${id}`, { token: admin })).body.league_points).toEqual([null, null, null, null])
  })

  it('takes the bounds -10000 and 10000', async () => {
    const id = await finishedGame()
    const answer = await score(id, { red: -10000, yellow: 10000, green: 0, blue: 0 })
    expect(answer.body.game_points).toEqual([-10000, 10000, 0, 0])
  })

  it('publishes the scored record on the live bus once, after the write', async () => {
    const id = await finishedGame()
    const live = listen()
    try {
      const answer = await score(id, { red: 1, yellow: 2, green: 3, blue: 4 })
      expect(live.events).toEqual([{ event: 'game', data: answer.body }])
      await score(id, { red: 1 })
      await score(id + 1000, { red: 1, yellow: 2, green: 3, blue: 4 })
      expect(live.events).toHaveLength(1)
    } finally {
      live.stop()
    }
  })
})

describe('Corrections and the score history', () => {
  it('keeps every scoring: who, when, the points before and after, oldest first', async () => {
    const secondAdmin = await createUser('Second Admin', { is_admin: true, is_playing: false })
    const secondToken = await t.login('Second Admin', 'Second Admin-password')
    const me = await t.call('GET', '/auth/me', { token: admin })
    const id = await finishedGame()
    const first = seconds()
    expect((await score(id, { red: 10, yellow: 20, green: 30, blue: null })).status).toBe(200)
    t.clock.advance(95_000)
    const corrected = await score(id, { red: 10, yellow: 20, green: 30, blue: 40 }, secondToken)
    contract.conforms('put', SCORES, corrected, 200)
    expect(corrected.body).toMatchObject({ status: 'scored', game_points: [10, 20, 30, 40], league_points: [2, 4, 6, 8] })
    const answer = await history(id, viewer)
    contract.conforms('get', HISTORY, answer, 200)
    expect(answer.body).toEqual([
      { id: expect.any(Number), changed_by: me.body.id, changed_by_name: 'admin', changed_at: first, game_points_before: null, game_points_after: [10, 20, 30, null] },
      { id: expect.any(Number), changed_by: secondAdmin, changed_by_name: 'Second Admin', changed_at: first + 95, game_points_before: [10, 20, 30, null], game_points_after: [10, 20, 30, 40] },
    ])
    expect(answer.body[1].id).toBeGreaterThan(answer.body[0].id)
  })

  it('a correction that changes nothing is still recorded', async () => {
    const id = await finishedGame()
    const points = { red: 1, yellow: 1, green: 1, blue: 1 }
    await score(id, points)
    await score(id, points)
    const answer = await history(id)
    expect(answer.body.map((entry: { game_points_before: unknown }) => entry.game_points_before)).toEqual([null, [1, 1, 1, 1]])
  })

  it('keeps the name of a scorer whose account is deleted; changed_by becomes null', async () => {
    const gone = await createUser('Temp Admin', { is_admin: true, is_playing: false })
    const token = await t.login('Temp Admin', 'Temp Admin-password')
    const id = await finishedGame()
    await score(id, { red: 1, yellow: 2, green: 3, blue: 4 }, token)
    expect((await t.call('DELETE', `/users/${gone}`, { token: admin })).status).toBe(204)
    const answer = await history(id)
    expect(answer.body).toEqual([expect.objectContaining({ changed_by: null, changed_by_name: 'Temp Admin' })])
  })

  it('a game never scored has an empty history, whatever its status', async () => {
    const scheduled = await seatedGame()
    const answer = await history(scheduled)
    contract.conforms('get', HISTORY, answer, 200)
    expect(answer.body).toEqual([])
  })

  it('404 for an unknown game, 401 without a token, 422 for a game id that is not an integer', async () => {
    const missing = await history(999_999)
    contract.conforms('get', HISTORY, missing, 404)
    expect(missing.body).toEqual({ detail: 'There is no game 999999' })
    const anonymous = await t.call('GET', '/games/1/score-history')
    contract.conforms('get', HISTORY, anonymous, 401)
    const bad = await history('abc')
    contract.conforms('get', HISTORY, bad, 422)
    expect(bad.body.detail[0]).toMatchObject({ loc: ['path', 'game_id'], type: 'int_parsing' })
  })
})

describe('Scores refused', () => {
  async function unchanged(id: number, status: string): Promise<void> {
    const game = await t.call('GET', `/games/${id}`, { token: admin })
    expect(game.body).toMatchObject({ status, game_points: [null, null, null, null] })
    expect((await history(id)).body).toEqual([])
  }

  it('409 for a scheduled game, with the state machine\'s reason', async () => {
    const id = await seatedGame()
    const answer = await score(id, { red: 1, yellow: 2, green: 3, blue: 4 })
    contract.conforms('put', SCORES, answer, 409)
    expect(answer.body).toEqual({ detail: 'Only a finished game can be scored; this one is scheduled' })
    await unchanged(id, 'scheduled')
  })

  it('409 for a running game', async () => {
    const id = await seatedGame()
    await startGame(id)
    const answer = await score(id, { red: 1, yellow: 2, green: 3, blue: 4 })
    contract.conforms('put', SCORES, answer, 409)
    expect(answer.body).toEqual({ detail: 'Only a finished game can be scored; this one is running' })
    await unchanged(id, 'running')
  })

  it('the state is checked before the corners: an incomplete body for a scheduled game is 409', async () => {
    const id = await seatedGame()
    expect((await score(id, {})).status).toBe(409)
  })

  it('an occupied corner left out is 422 missing at its colour, one item per corner; nothing is stored', async () => {
    const id = await finishedGame()
    const body = { yellow: 3 }
    const answer = await score(id, body)
    contract.conforms('put', SCORES, answer, 422)
    expect(answer.body.detail).toEqual([
      { loc: ['body', 'red'], msg: 'Field required', type: 'missing', input: body },
      { loc: ['body', 'green'], msg: 'Field required', type: 'missing', input: body },
      { loc: ['body', 'blue'], msg: 'Field required', type: 'missing', input: body },
    ])
    await unchanged(id, 'finished')
  })

  it('game points for an empty corner are 422 value_error at its colour', async () => {
    const id = await finishedGame([players[0], null, players[2], null])
    const answer = await score(id, { red: 1, yellow: 5, green: 2, blue: 0 })
    contract.conforms('put', SCORES, answer, 422)
    expect(answer.body.detail).toEqual([
      { loc: ['body', 'yellow'], msg: 'Value error, the yellow corner is empty; only a seated player scores', type: 'value_error', input: 5, ctx: { error: 'the yellow corner is empty; only a seated player scores' } },
      { loc: ['body', 'blue'], msg: 'Value error, the blue corner is empty; only a seated player scores', type: 'value_error', input: 0, ctx: { error: 'the blue corner is empty; only a seated player scores' } },
    ])
    await unchanged(id, 'finished')
  })

  it('a correction is checked the same way and leaves the scores as they were', async () => {
    const id = await finishedGame()
    await score(id, { red: 1, yellow: 2, green: 3, blue: 4 })
    const answer = await score(id, { red: 9, yellow: 9, green: 9 })
    expect(answer.status).toBe(422)
    expect(answer.body.detail.map((item: { loc: string[] }) => item.loc)).toEqual([['body', 'blue']])
    expect((await t.call('GET', `/games/${id}`, { token: admin })).body.game_points).toEqual([1, 2, 3, 4])
    expect((await history(id)).body).toHaveLength(1)
  })

  const FULL = { red: 1, yellow: 2, green: 3, blue: 4 }
  it.each([
    ['a string', { ...FULL, red: '5' }, ['body', 'red'], 'int_parsing'],
    ['a fraction', { ...FULL, yellow: 1.5 }, ['body', 'yellow'], 'int_from_float'],
    ['a boolean', { ...FULL, green: true }, ['body', 'green'], 'int_type'],
    ['above 10000', { ...FULL, blue: 10001 }, ['body', 'blue'], 'less_than_equal'],
    ['below -10000', { ...FULL, red: -10001 }, ['body', 'red'], 'greater_than_equal'],
    ['an unknown field', { ...FULL, purple: 2 }, ['body', 'purple'], 'extra_forbidden'],
    ['an array', [1, 2, 3, 4], ['body'], 'model_attributes_type'],
    ['a number', 7, ['body'], 'model_attributes_type'],
  ])('%s is 422', async (_name, json, loc, type) => {
    const id = await finishedGame()
    const answer = await score(id, json)
    contract.conforms('put', SCORES, answer, 422)
    expect(answer.body.detail).toEqual([expect.objectContaining({ loc, type })])
    await unchanged(id, 'finished')
  })

  it('no body is 422 missing at ["body"]; a body that is not JSON is json_invalid', async () => {
    const id = await finishedGame()
    const none = await t.call('PUT', `/games/${id}/scores`, { token: admin })
    contract.conforms('put', SCORES, none, 422)
    expect(none.body.detail).toEqual([{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }])
    const broken = await t.call('PUT', `/games/${id}/scores`, { token: admin, raw: '{"red": 1,' })
    contract.conforms('put', SCORES, broken, 422)
    expect(broken.body.detail[0].type).toBe('json_invalid')
  })

  it('422 for a game id that is not an integer', async () => {
    const answer = await score('abc', { red: 1 })
    contract.conforms('put', SCORES, answer, 422)
    expect(answer.body.detail[0]).toMatchObject({ loc: ['path', 'game_id'], type: 'int_parsing' })
  })

  it('404 for an unknown game', async () => {
    const answer = await score(999_999, { red: 1, yellow: 2, green: 3, blue: 4 })
    contract.conforms('put', SCORES, answer, 404)
    expect(answer.body).toEqual({ detail: 'There is no game 999999' })
  })

  it('401 without a token (before validation), 403 for a user who is neither a scorer nor an admin', async () => {
    const id = await finishedGame()
    const anonymous = await t.call('PUT', `/games/${id}/scores`, { json: { red: 'x' } })
    contract.conforms('put', SCORES, anonymous, 401)
    expect(anonymous.headers.get('www-authenticate')).toBe('Bearer')
    const notAdmin = await score(id, { red: 1, yellow: 2, green: 3, blue: 4 }, viewer)
    contract.conforms('put', SCORES, notAdmin, 403)
    expect(notAdmin.body).toEqual({ detail: 'This action needs a scorer or an administrator' })
    await unchanged(id, 'finished')
  })
})
