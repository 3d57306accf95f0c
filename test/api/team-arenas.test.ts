// A team's own page across arenas (issue 28, item 4) over real HTTP: with two arenas in use each upcoming game names its
// arena (arena_id, arena_name) and its place in the queue is counted in that arena (its games, its deck); with one arena
// no arena field. Every scheduled game with a planned start says when to be at staging (staging_time: the planned start
// minus the arena setting staging_offset_s); 0 means no staging time, a running game has none.
import { afterAll, afterEach, beforeEach, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ManualClock } from '../support/manual-clock'
import { removeTempDirs } from '../support/temp'

const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0)
const NOW_S = NOW_MS / 1000
const SIXTY = 'North Hall of the Grand Autonomous Robotics Championship Ven'

let t: TestServer
let admin: string

afterAll(removeTempDirs)
beforeEach(async () => {
  t = await startTestServer({ clock: new ManualClock(NOW_MS) })
  admin = await t.login()
})
afterEach(() => t.server.close())

interface Upcoming {
  game_id: number
  name: string
  status: string
  start_time: number
  queue: { words: string }
  staging_time?: number
  arena_id?: number
  arena_name?: string
}

async function mine(token: string): Promise<Upcoming[]> {
  const answer = await t.call('GET', '/users/me/games', { token })
  expect(answer.status, answer.text).toBe(200)
  return answer.body.upcoming as Upcoming[]
}

/** Ann seated red in four games planned 10 minutes apart from NOW + 1 h: League 1…4; answers her token and the game ids. */
async function annsGames(): Promise<{ token: string; games: number[] }> {
  const ann = await t.createUser(admin, 'Ann', { is_playing: true })
  const token = await t.login('Ann', 'Ann-password')
  const event = (await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: NOW_S, end_time: NOW_S + 36000 } })).body.id as number
  const games: number[] = []
  for (let index = 0; index < 4; index += 1) {
    const start = NOW_S + 3600 + index * 600
    const created = await t.call('POST', '/games', { token: admin, json: { name: `League ${index + 1}`, event_id: event, start_time: start, end_time: start + 150 } })
    expect(created.status, created.text).toBe(201)
    expect((await t.call('PUT', `/games/${created.body.id}/corners`, { token: admin, json: { red: ann } })).status).toBe(200)
    games.push(created.body.id)
  }
  return { token, games }
}

it('with one arena: no arena field; each scheduled game says when to be at staging (planned start − staging_offset_s)', async () => {
  const { token, games } = await annsGames()
  const upcoming = await mine(token)
  expect(upcoming.map((game) => Object.keys(game).filter((key) => key.startsWith('arena')))).toEqual([[], [], [], []])
  // The default offset is 300 s, as the queueing screen uses it.
  expect(upcoming.map((game) => game.staging_time)).toEqual(upcoming.map((game) => game.start_time - 300))
  expect(upcoming.map((game) => game.queue.words)).toEqual(['Next up', '1 game away', '2 games away', '3 games away'])

  expect((await t.call('PATCH', '/system/settings', { token: admin, json: { staging_offset_s: 900 } })).status).toBe(200)
  expect((await mine(token)).map((game) => game.staging_time)).toEqual(upcoming.map((game) => game.start_time - 900))
  // A running game is at the arena already: no staging time.
  expect((await t.call('POST', `/arena/games/${games[0]}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
  const running = (await mine(token)).find((game) => game.game_id === games[0])!
  expect(running.status).toBe('running')
  expect(running).not.toHaveProperty('staging_time')
  // 0: players are not called before the start; the field is left out.
  expect((await t.call('PATCH', '/system/settings', { token: admin, json: { staging_offset_s: 0 } })).status).toBe(200)
  expect((await mine(token)).filter((game) => 'staging_time' in game)).toEqual([])
})

it('with two arenas: each game names its arena, whole at 60 characters, and is queued among its own arena’s games and deck', async () => {
  const { token, games } = await annsGames()
  const side = await t.call('POST', '/arenas', { token: admin, json: { name: SIXTY } })
  expect(side.status, side.text).toBe(201)
  // League 2 and League 4 play in the new arena.
  for (const id of [games[1], games[3]]) expect((await t.call('PUT', `/games/${id}/arena`, { token: admin, json: { arena_id: side.body.id } })).status).toBe(200)
  const upcoming = await mine(token)
  expect(upcoming.map((game) => [game.name, game.arena_id, game.arena_name, game.queue.words])).toEqual([
    ['League 1', 1, 'Main', 'Next up'],
    ['League 2', side.body.id, SIXTY, 'Next up'],
    ['League 3', 1, 'Main', '1 game away'],
    ['League 4', side.body.id, SIXTY, '1 game away'],
  ])
  // The new arena's deck holds League 4: it is on deck there; Main's queue is untouched.
  expect((await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: games[3] } })).status).toBe(200)
  expect((await mine(token)).map((game) => game.queue.words)).toEqual(['Next up', '1 game away', '1 game away', 'On deck'])

  // Retired again: one arena in use, no arena field (its games keep their arena, counted as one queue again).
  for (const id of [games[1], games[3]]) expect((await t.call('PUT', `/games/${id}/arena`, { token: admin, json: { arena_id: 1 } })).status).toBe(200)
  expect((await t.call('POST', `/arenas/${side.body.id}/retire`, { token: admin })).status).toBe(200)
  expect((await mine(token)).every((game) => !('arena_id' in game) && !('arena_name' in game))).toBe(true)
})

it('with two arenas: each game has its own arena’s ahead/behind figure — one arena late holds up none of the other’s', async () => {
  const ann = await t.createUser(admin, 'Ann', { is_playing: true })
  const token = await t.login('Ann', 'Ann-password')
  const event = (await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: NOW_S - 3600, end_time: NOW_S + 36000 } })).body.id as number
  const side = (await t.call('POST', '/arenas', { token: admin, json: { name: 'Side' } })).body.id as number
  const game = async (name: string, start: number, arena: number) => {
    const created = await t.call('POST', '/games', { token: admin, json: { name, event_id: event, start_time: start, end_time: start + 150 } })
    expect((await t.call('PUT', `/games/${created.body.id}/corners`, { token: admin, json: { red: ann } })).status).toBe(200)
    expect((await t.call('PUT', `/games/${created.body.id}/arena`, { token: admin, json: { arena_id: arena } })).status).toBe(200)
  }
  // Main's game was planned 10 minutes ago and has not started; Side's is planned in an hour.
  await game('Main 1', NOW_S - 600, 1)
  await game('Side 1', NOW_S + 3600, side)
  const figures = (await mine(token)).map((upcoming) => [upcoming.name, (upcoming as unknown as { plan: { words: string } | null }).plan?.words])
  expect(figures).toEqual([
    ['Main 1', 'Behind plan by 10 min'],
    ['Side 1', 'On plan'],
  ])
})
