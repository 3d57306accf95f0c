// Double entry over real HTTP: the event setting, entries that agree commit, entries that disagree are held (shown side by
// side, announced to administrators and scorers) until the head scorer resolves; every entry is kept with who and when.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let adminId: number
let scorerA: string
let scorerB: string
let scorerAId: number
let scorerBId: number
let player: string
let players: number[]
let eventId: number
let contract: ContractCheck

const createUser = (name: string, extra: Record<string, unknown> = {}) => t.createUser(admin, name, extra)

/** A game of the four players, in the event when given, played and stopped: finished, waiting for its score. */
const finishedGame = (event?: number) => t.finishedGame(admin, players, event ? { event_id: event } : {})

const enter = (id: number, json: unknown, token: string) => t.call('POST', `/games/${id}/score-entries`, { token, json })
const entries = (id: number, token = admin) => t.call('GET', `/games/${id}/score-entries`, { token })
const history = (id: number) => t.call('GET', `/games/${id}/score-history`, { token: admin })
const game = (id: number) => t.call('GET', `/games/${id}`, { token: admin })
const POINTS = { red: 10, yellow: 20, green: 30, blue: null }

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  adminId = (await t.call('GET', '/auth/me', { token: admin })).body.id
  ;[scorerAId, scorerA] = await t.createScorer(admin, 'Scorer A')
  ;[scorerBId, scorerB] = await t.createScorer(admin, 'Scorer B')
  players = [await createUser('Red Team'), await createUser('Yellow Team'), await createUser('Green Team'), await createUser('Blue Team')]
  player = await t.login('Red Team', 'Red Team-password')
  const event = await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_464_000 } })
  eventId = event.body.id
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('the double entry setting of an event', () => {
  it('is off by default; an administrator turns it on; a scorer may read it, not change it; 404 and 422 name what is wrong', async () => {
    const read = await t.call('GET', `/events/${eventId}/scoring`, { token: scorerA })
    contract.conforms('get', '/api/v1/events/{event_id}/scoring', read, 200)
    expect(read.body).toEqual({ double_entry: false })
    expect((await t.call('PUT', `/events/${eventId}/scoring`, { token: scorerA, json: { double_entry: true } })).status).toBe(403)
    expect((await t.call('PUT', '/events/999999/scoring', { token: admin, json: { double_entry: true } })).status).toBe(404)
    const missing = await t.call('PUT', `/events/${eventId}/scoring`, { token: admin, json: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'double_entry'], type: 'missing' })])
    const on = await t.call('PUT', `/events/${eventId}/scoring`, { token: admin, json: { double_entry: true } })
    contract.conforms('put', '/api/v1/events/{event_id}/scoring', on, 200)
    expect(on.body).toEqual({ double_entry: true })
    expect((await t.call('GET', `/events/${eventId}/scoring`, { token: player })).body).toEqual({ double_entry: true })
    // The Event object keeps its four fields.
    expect(Object.keys((await t.call('GET', '/events', { token: admin })).body[0])).toHaveLength(4)
  })
})

describe('without double entry', () => {
  it("one scorer's entry commits at once, kept with who and when, linked to its history change", async () => {
    const id = await finishedGame()
    const answer = await enter(id, POINTS, scorerA)
    contract.conforms('post', '/api/v1/games/{game_id}/score-entries', answer, 201)
    expect(answer.body).toMatchObject({ game_id: id, double_entry: false, state: 'none' })
    expect((await game(id)).body).toMatchObject({ status: 'scored', game_points: [10, 20, 30, null] })
    const [change] = (await history(id)).body
    expect(change).toMatchObject({ changed_by: scorerAId, changed_by_name: 'Scorer A', game_points_before: null, game_points_after: [10, 20, 30, null] })
    expect(answer.body.entries).toEqual([
      { id: expect.any(Number), game_id: id, entered_by: scorerAId, entered_by_name: 'Scorer A', entered_at: Math.floor(t.clock.now() / 1000), game_points: [10, 20, 30, null], score_change_id: change.id },
    ])
  })

  it('refuses a player (403), a scheduled game (409), a missing corner (422 naming it) and an unknown game (404)', async () => {
    const id = await finishedGame()
    expect((await enter(id, POINTS, player)).status).toBe(403)
    const missing = await enter(id, { red: 1, yellow: 2, green: 3 }, scorerA)
    expect(missing.status).toBe(422)
    expect(missing.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'blue'], type: 'missing' })])
    expect((await enter(999999, POINTS, scorerA)).status).toBe(404)
    const scheduled = (await t.call('POST', '/games', { token: admin, json: { name: 'Later' } })).body.id
    const refused = await enter(scheduled, {}, scorerA)
    expect(refused.status).toBe(409)
    expect((await entries(id)).body.entries).toEqual([])
  })
})

describe('with double entry on', () => {
  it('commits when a second person enters the same points: both entries in the history with the one change', async () => {
    const id = await finishedGame(eventId)
    const first = await enter(id, POINTS, scorerA)
    expect(first.status).toBe(201)
    expect(first.body).toMatchObject({ double_entry: true, state: 'waiting' })
    expect((await game(id)).body.status).toBe('finished')
    expect((await history(id)).body).toEqual([])
    const again = await enter(id, POINTS, scorerA)
    expect(again.status).toBe(409)
    expect(again.body.detail).toMatch(/entered this game already/)
    // A scorer may not bypass it with PUT /scores.
    const bypass = await t.call('PUT', `/games/${id}/scores`, { token: scorerB, json: POINTS })
    expect(bypass.status).toBe(409)
    expect(bypass.body.detail).toMatch(/Double entry is on/)
    const second = await enter(id, POINTS, scorerB)
    expect(second.status).toBe(201)
    expect(second.body.state).toBe('none')
    expect((await game(id)).body).toMatchObject({ status: 'scored', game_points: [10, 20, 30, null] })
    const changes = (await history(id)).body
    expect(changes).toEqual([expect.objectContaining({ changed_by: scorerBId, game_points_after: [10, 20, 30, null] })])
    expect(second.body.entries.map((entry: { entered_by: number; score_change_id: number }) => [entry.entered_by, entry.score_change_id])).toEqual([
      [scorerAId, changes[0].id],
      [scorerBId, changes[0].id],
    ])
  })

  it('holds on disagreement, side by side, announced to administrators and scorers (not players); the head scorer resolves and both stay in the history', async () => {
    const id = await finishedGame(eventId)
    const stream = (token: string) => SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${token}` })
    const [scorerStream, adminStream, playerStream] = await Promise.all([stream(scorerA), stream(admin), stream(player)])
    try {
      await enter(id, POINTS, scorerA)
      const held = await enter(id, { red: 10, yellow: 20, green: 31, blue: null }, scorerB)
      expect(held.status).toBe(201)
      expect(held.body.state).toBe('held')
      expect((await game(id)).body.status).toBe('finished')
      const sideBySide = await entries(id, scorerA)
      contract.conforms('get', '/api/v1/games/{game_id}/score-entries', sideBySide, 200)
      expect(sideBySide.body).toMatchObject({ game_id: id, double_entry: true, state: 'held' })
      expect(sideBySide.body.entries.map((entry: { entered_by_name: string; game_points: unknown; score_change_id: unknown }) => [entry.entered_by_name, entry.game_points, entry.score_change_id])).toEqual([
        ['Scorer A', [10, 20, 30, null], null],
        ['Scorer B', [10, 20, 31, null], null],
      ])
      const heldEvent = (client: SseClient) => client.next((event) => event.event === 'score_entries' && (event.data as { state: string }).state === 'held')
      expect((await heldEvent(scorerStream)).data).toEqual(held.body)
      expect((await heldEvent(adminStream)).data).toEqual(held.body)

      // Only an administrator resolves, with an open entry of this game.
      const entryB = held.body.entries[1].id
      expect((await t.call('POST', `/games/${id}/score-entries/resolve`, { token: scorerA, json: { entry_id: entryB } })).status).toBe(403)
      const otherGame = await t.call('POST', `/games/${id}/score-entries/resolve`, { token: admin, json: { entry_id: 999999 } })
      expect(otherGame.status).toBe(404)
      expect(otherGame.body.detail).toContain('999999')
      const noEntry = await t.call('POST', `/games/${id}/score-entries/resolve`, { token: admin, json: {} })
      expect(noEntry.status).toBe(422)
      expect(noEntry.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'entry_id'], type: 'missing' })])

      const resolved = await t.call('POST', `/games/${id}/score-entries/resolve`, { token: admin, json: { entry_id: entryB } })
      contract.conforms('post', '/api/v1/games/{game_id}/score-entries/resolve', resolved, 200)
      expect(resolved.body.state).toBe('none')
      expect((await game(id)).body).toMatchObject({ status: 'scored', game_points: [10, 20, 31, null] })
      const changes = (await history(id)).body
      expect(changes).toEqual([expect.objectContaining({ changed_by: adminId, changed_by_name: 'admin', game_points_before: null, game_points_after: [10, 20, 31, null] })])
      expect(resolved.body.entries.map((entry: { entered_by: number; game_points: unknown; score_change_id: number }) => [entry.entered_by, entry.game_points, entry.score_change_id])).toEqual([
        [scorerAId, [10, 20, 30, null], changes[0].id],
        [scorerBId, [10, 20, 31, null], changes[0].id],
      ])
      const again = await t.call('POST', `/games/${id}/score-entries/resolve`, { token: admin, json: { entry_id: entryB } })
      expect(again.status).toBe(409)
      expect(again.body.detail).toMatch(/committed already/)

      await scorerStream.next((event) => event.event === 'score_entries' && (event.data as { state: string }).state === 'none')
      await playerStream.next((event) => event.event === 'game' && (event.data as { id: number; status: string }).id === id && (event.data as { status: string }).status === 'scored')
      expect(playerStream.of('score_entries')).toEqual([])
    } finally {
      await Promise.all([scorerStream.close(), adminStream.close(), playerStream.close()])
    }
  })

  it('a correction of a scored game goes through double entry too, and the history keeps before and after', async () => {
    const id = await finishedGame(eventId)
    await enter(id, POINTS, scorerA)
    await enter(id, POINTS, scorerB)
    const changed = { red: 11, yellow: 20, green: 30, blue: null }
    expect((await enter(id, changed, scorerA)).body.state).toBe('waiting')
    expect((await game(id)).body.game_points).toEqual([10, 20, 30, null])
    expect((await enter(id, changed, scorerB)).body.state).toBe('none')
    const changes = (await history(id)).body
    expect(changes.map((change: { game_points_before: unknown; game_points_after: unknown }) => [change.game_points_before, change.game_points_after])).toEqual([
      [null, [10, 20, 30, null]],
      [[10, 20, 30, null], [11, 20, 30, null]],
    ])
    expect((await entries(id)).body.entries).toHaveLength(4)
  })
})
