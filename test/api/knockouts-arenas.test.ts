// Knockouts across arenas over real HTTP (issue 28, item 3): arena_ids and single_arena_rounds in the request, a round's
// games started together one per arena, later rounds after the games that feed them, the last rounds on the first arena;
// each game's arena beside the games (games.arena_id written) and the rounds on one arena in the answers; the refusals
// (an unknown arena or one listed twice 422, a retired one 409); with one arena in use the answer is as it was.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

interface Game {
  id: number
  name: string
  status: string
  tournament_round: number | null
  start_time: number | null
  end_time: number | null
  corners: Array<number | null>
}

let t: TestServer
let admin: string
let contract: ContractCheck
let players: number[]
const strength = new Map<number, number>()
const COLOURS = ['red', 'yellow', 'green', 'blue'] as const
const T = 1_795_460_800
/** The default arena settings: 150 s games, 120 s changeover. */
const GAME = 150
const SLOT = 270

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
  players = []
  for (let i = 1; i <= 16; i += 1) {
    const id = await t.createUser(admin, `Team ${String(i).padStart(2, '0')}`)
    players.push(id)
    strength.set(id, 100 - i)
  }
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

const start = (game: Game) => t.call('POST', `/arena/games/${game.id}/start`, { token: admin, json: { mode: 'competition' } })
const stop = (game: Game) => t.call('POST', `/arena/games/${game.id}/stop`, { token: admin })

async function score(game: Game): Promise<void> {
  const scores = Object.fromEntries(game.corners.flatMap((id, corner) => (id === null ? [] : [[COLOURS[corner], strength.get(id)!]])))
  const scored = await t.call('PUT', `/games/${game.id}/scores`, { token: admin, json: scores })
  expect(scored.status, scored.text).toBe(200)
}

/** An event whose league (one game each for the first `count` players, on Main) is played and scored: its standings complete. */
async function playedLeague(count: number): Promise<number> {
  const event = await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: T - 7200, end_time: T + 36_000 } })
  const schedule = await t.call('POST', `/events/${event.body.id}/schedule`, { token: admin, json: { games_per_player: 1, players: players.slice(0, count) } })
  expect(schedule.status, schedule.text).toBe(201)
  for (const game of schedule.body.games as Game[]) {
    expect((await start(game)).status).toBe(200)
    expect((await stop(game)).status).toBe(200)
    await score(game)
  }
  return event.body.id
}

/** Each game as [name, arena, start offset from T in seconds] — the table a schedule reads as. */
function plan(answer: { games: Game[]; arenas: Array<{ game_id: number; arena_id: number }> }): Array<[string, number, number]> {
  return answer.games.map((game, index) => {
    expect(answer.arenas[index].game_id).toBe(game.id)
    expect(game.end_time! - game.start_time!).toBe(GAME)
    return [game.name, answer.arenas[index].arena_id, game.start_time! - T]
  })
}

describe('a knockout with one arena in use', () => {
  it('answers as before: no arenas beside the games, one game after another, every game in Main', async () => {
    const eventId = await playedLeague(8)
    const created = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8, start_time: T, arena_ids: [1], single_arena_rounds: 2 } })
    expect(created.status, created.text).toBe(201)
    contract.conforms('post', '/api/v1/events/{event_id}/knockouts', created, 201)
    expect(Object.keys(created.body).sort()).toEqual(['event_id', 'final_first_place_tied', 'games'])
    expect(created.body.games.map((game: Game) => game.start_time)).toEqual([T, T + SLOT, T + 2 * SLOT])
    for (const game of created.body.games as Game[]) expect((await t.call('GET', `/games/${game.id}/arena`, { token: admin })).body.arena_id).toBe(1)
    expect(Object.keys((await t.call('GET', `/events/${eventId}/knockouts`, { token: admin })).body).sort()).toEqual(['event_id', 'final_first_place_tied', 'games'])
  })
})

describe('a knockout over several arenas', () => {
  beforeAll(async () => {
    for (const name of ['North', 'South', 'Old']) expect((await t.call('POST', '/arenas', { token: admin, json: { name } })).status).toBe(201)
    expect((await t.call('POST', '/arenas/4/retire', { token: admin })).status).toBe(200)
  })

  it('two arenas: the semi-finals start together, one in each, and are played at once; the final follows on the first arena', async () => {
    const eventId = await playedLeague(8)
    const created = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8, start_time: T, arena_ids: [1, 2] } })
    expect(created.status, created.text).toBe(201)
    contract.conforms('post', '/api/v1/events/{event_id}/knockouts', created, 201)
    expect(Object.keys(created.body.games[0])).toHaveLength(16)
    expect(plan(created.body)).toEqual([
      ['Semi-final 1', 1, 0],
      ['Semi-final 2', 2, 0],
      ['Final', 1, SLOT],
    ])
    expect(created.body.single_arena).toEqual({ arena_id: 1, from_round: 2 })
    for (const { game_id, arena_id } of created.body.arenas) expect((await t.call('GET', `/games/${game_id}/arena`, { token: admin })).body).toEqual({ game_id, arena_id })

    // Both semi-finals run at once, each in its arena; the final is filled from both.
    const [semiA, semiB] = created.body.games as Game[]
    expect((await start(semiA)).status).toBe(200)
    expect((await start(semiB)).status).toBe(200)
    for (const semi of [semiA, semiB]) {
      expect((await stop(semi)).status).toBe(200)
      await score(semi)
    }
    const read = await t.call('GET', `/events/${eventId}/knockouts`, { token: admin })
    contract.conforms('get', '/api/v1/events/{event_id}/knockouts', read, 200)
    expect(read.body.arenas).toEqual(created.body.arenas)
    expect(read.body.single_arena).toEqual({ arena_id: 1, from_round: 2 })
    expect(read.body.games[2].corners.filter((id: number | null) => id !== null)).toHaveLength(4)
  })

  it('three arenas, the last two rounds on the first listed: the quarter-finals spread, the semi-finals and final one after another there', async () => {
    const eventId = await playedLeague(16)
    const created = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 16, start_time: T, arena_ids: [3, 1, 2], single_arena_rounds: 2 } })
    expect(created.status, created.text).toBe(201)
    expect(plan(created.body)).toEqual([
      ['Quarter-final 1', 3, 0],
      ['Quarter-final 2', 1, 0],
      ['Quarter-final 3', 2, 0],
      ['Quarter-final 4', 3, SLOT],
      ['Semi-final 1', 3, 2 * SLOT],
      ['Semi-final 2', 3, 3 * SLOT],
      ['Final', 3, 4 * SLOT],
    ])
    expect(created.body.single_arena).toEqual({ arena_id: 3, from_round: 2 })
    // Moving a semi-final to another arena: only the final is on one arena now.
    const semi = created.body.games[5] as Game
    expect((await t.call('PUT', `/games/${semi.id}/arena`, { token: admin, json: { arena_id: 1 } })).status).toBe(200)
    expect((await t.call('GET', `/events/${eventId}/knockouts`, { token: admin })).body.single_arena).toEqual({ arena_id: 3, from_round: 3 })
  })

  it('three arenas spread: the quarter-finals three then one, the semi-finals together, the final on the first arena', async () => {
    const eventId = await playedLeague(16)
    const created = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 16, start_time: T, arena_ids: [1, 2, 3] } })
    expect(plan(created.body).map(([, arena, offset]) => [arena, offset / SLOT])).toEqual([
      [1, 0], [2, 0], [3, 0], [1, 1],
      [1, 2], [2, 2],
      [1, 3],
    ])
  })

  it('with two arenas in use but the knockout on one: every game there, every round on one arena; nothing created yet: no arenas', async () => {
    const eventId = await playedLeague(8)
    expect((await t.call('GET', `/events/${eventId}/knockouts`, { token: admin })).body).toMatchObject({ games: [], arenas: [], single_arena: null })
    const created = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8, start_time: T } })
    expect(plan(created.body)).toEqual([
      ['Semi-final 1', 1, 0],
      ['Semi-final 2', 1, SLOT],
      ['Final', 1, 2 * SLOT],
    ])
    expect(created.body.single_arena).toEqual({ arena_id: 1, from_round: 1 })
  })

  it.each([
    ['an unknown arena', { arena_ids: [1, 9] }, ['body', 'arena_ids', 1], 'there is no arena 9'],
    ['an arena listed twice', { arena_ids: [2, 2] }, ['body', 'arena_ids', 1], 'arena 2 is listed twice'],
    ['no last round on one arena', { arena_ids: [1, 2], single_arena_rounds: 0 }, ['body', 'single_arena_rounds'], ''],
  ])('%s: 422 naming it, nothing written', async (_name, extra, loc, message) => {
    const eventId = await playedLeague(8)
    const answer = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8, ...extra } })
    expect(answer.status).toBe(422)
    contract.conforms('post', '/api/v1/events/{event_id}/knockouts', answer, 422)
    expect(answer.body.detail[0].loc).toEqual(loc)
    expect(answer.body.detail[0].msg).toContain(message)
    expect((await t.call('GET', `/events/${eventId}/knockouts`, { token: admin })).body.games).toEqual([])
  })

  it('a retired arena: 409 naming it, nothing written', async () => {
    const eventId = await playedLeague(8)
    const answer = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8, arena_ids: [1, 4] } })
    expect(answer.status).toBe(409)
    contract.conforms('post', '/api/v1/events/{event_id}/knockouts', answer, 409)
    expect(answer.body.detail).toContain('Arena 4 (Old) is retired')
    expect((await t.call('GET', `/events/${eventId}/knockouts`, { token: admin })).body.games).toEqual([])
  })
})
