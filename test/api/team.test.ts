// A team's own page over real HTTP (GET /users/me/games): a player sees only the games they are seated in, where each
// stands in the queue (on deck, N games away, playing now), the running order's ahead/behind figure, their finished
// games' points and their robot's answers; without a login, 401.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ManualClock } from '../support/manual-clock'
import { removeTempDirs } from '../support/temp'

const NOW_MS = Date.UTC(2026, 10, 21, 9, 0, 0)
const NOW_S = NOW_MS / 1000
const SLOT = 150 + 120

let t: TestServer
let admin: string

afterAll(removeTempDirs)
beforeEach(async () => {
  t = await startTestServer({ clock: new ManualClock(NOW_MS) })
  admin = await t.login()
})
afterEach(() => t.server.close())

async function player(name: string): Promise<{ id: number; token: string }> {
  const created = await t.call('POST', '/users', { token: admin, json: { name, password: `${name}-password`, is_playing: true } })
  expect(created.status).toBe(201)
  return { id: created.body.id, token: await t.login(name, `${name}-password`) }
}

/** An event of `count` games, planned one slot apart from `firstS`, seated as `seats` says (game index → corners). */
async function eventWithGames(count: number, firstS: number, seats: Record<number, Record<string, number>>): Promise<{ event: number; games: number[] }> {
  const event = (await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: NOW_S - 3600, end_time: NOW_S + 36000 } })).body.id as number
  const games: number[] = []
  for (let index = 0; index < count; index++) {
    const start = firstS + index * SLOT
    const created = await t.call('POST', '/games', { token: admin, json: { name: `League ${index + 1}`, event_id: event, start_time: start, end_time: start + 150 } })
    expect(created.status).toBe(201)
    games.push(created.body.id)
    if (seats[index]) expect((await t.call('PUT', `/games/${created.body.id}/corners`, { token: admin, json: seats[index] })).status).toBe(200)
  }
  return { event, games }
}

const mine = async (token: string) => {
  const answer = await t.call('GET', '/users/me/games', { token })
  expect(answer.status).toBe(200)
  return answer.body as {
    upcoming: Array<{ game_id: number; name: string; corner: string; zone: number; start_time: number; queue: { state: string; games_before: number; words: string }; plan: { minutes: number; words: string } | null }>
    finished: Array<{ game_id: number; game_points: number | null; league_points: number | null; corner: string }>
    robot_answers: Array<{ game_id: number; event: string; outcome: string }>
  }
}

describe('GET /users/me/games', () => {
  it('answers 401 without a token and with a wrong one', async () => {
    expect((await t.call('GET', '/users/me/games')).status).toBe(401)
    expect((await t.call('GET', '/users/me/games', { token: 'not-a-token' })).status).toBe(401)
  })

  it("lists only the caller's own games, with their corner", async () => {
    const [ann, bob] = [await player('Ann'), await player('Bob')]
    const { games } = await eventWithGames(3, NOW_S + 600, { 0: { yellow: ann.id, blue: bob.id }, 1: { red: bob.id }, 2: { green: ann.id } })
    const annPage = await mine(ann.token)
    expect(annPage.upcoming.map((game) => [game.game_id, game.corner, game.zone])).toEqual([
      [games[0], 'yellow', 1],
      [games[2], 'green', 2],
    ])
    const bobPage = await mine(bob.token)
    expect(bobPage.upcoming.map((game) => [game.game_id, game.corner])).toEqual([
      [games[0], 'blue'],
      [games[1], 'red'],
    ])
    // Nothing of another player's game: Bob's game 2 is not on Ann's page at all.
    expect(JSON.stringify(annPage)).not.toContain('League 2')
    // An administrator seated nowhere has an empty page.
    expect(await mine(admin)).toEqual({ upcoming: [], finished: [], robot_answers: [] })
  })

  it('says where each game stands in the queue: on deck, N games away, playing now; follows the deck and a delay', async () => {
    const ann = await player('Ann')
    const { event, games } = await eventWithGames(5, NOW_S + 600, { 0: { red: ann.id }, 2: { red: ann.id }, 4: { red: ann.id } })
    let page = await mine(ann.token)
    expect(page.upcoming.map((game) => game.queue)).toEqual([
      { state: 'waiting', games_before: 0, words: 'Next up' },
      { state: 'waiting', games_before: 2, words: '2 games away' },
      { state: 'waiting', games_before: 4, words: '4 games away' },
    ])
    expect(page.upcoming[0].start_time).toBe(NOW_S + 600)
    // Before the first game is played, waiting for its planned start is not "ahead".
    expect(page.upcoming[0].plan).toMatchObject({ minutes: 0, words: 'On plan' })

    expect((await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: games[0] } })).status).toBe(200)
    page = await mine(ann.token)
    expect(page.upcoming.map((game) => game.queue.words)).toEqual(['On deck', '2 games away', '4 games away'])

    // A game loaded out of order is played next all the same: it counts before every game of Ann's it is not already before.
    expect((await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: games[3] } })).status).toBe(200)
    page = await mine(ann.token)
    expect(page.upcoming.map((game) => game.queue.words)).toEqual(['1 game away', '3 games away', '4 games away'])

    // Game 1 starts: playing now; the rest move up.
    expect((await t.call('POST', `/arena/games/${games[0]}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
    page = await mine(ann.token)
    expect(page.upcoming.map((game) => [game.game_id, game.queue.words])).toEqual([
      [games[0], 'Playing now'],
      [games[2], '2 games away'],
      [games[4], '3 games away'],
    ])

    // A delay moves the planned times of the scheduled games.
    expect((await t.call('POST', `/events/${event}/delay`, { token: admin, json: { seconds: 600 } })).status).toBe(200)
    page = await mine(ann.token)
    expect(page.upcoming[1].start_time).toBe(NOW_S + 600 + 2 * SLOT + 600)
  })

  it('shows the ahead/behind figure of the running order', async () => {
    const ann = await player('Ann')
    // Planned an hour ago, nothing played: the next game can start now, 60 minutes behind plan.
    await eventWithGames(2, NOW_S - 3600, { 1: { blue: ann.id } })
    const page = await mine(ann.token)
    expect(page.upcoming[0].plan).toMatchObject({ minutes: 60, words: 'Behind plan by 60 min' })
  })

  it('lists finished games with game and league points, latest first, and the robot’s answers of its own games', async () => {
    const [ann, bob] = [await player('Ann'), await player('Bob')]
    const { games } = await eventWithGames(2, NOW_S, { 0: { red: ann.id, green: bob.id }, 1: { yellow: bob.id } })
    expect((await t.call('POST', `/arena/games/${games[0]}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
    expect((await t.call('POST', `/arena/games/${games[0]}/stop`, { token: admin })).status).toBe(200)
    let page = await mine(ann.token)
    expect(page.upcoming).toEqual([])
    expect(page.finished).toMatchObject([{ game_id: games[0], corner: 'red', game_points: null, league_points: null }])
    expect((await t.call('PUT', `/games/${games[0]}/scores`, { token: admin, json: { red: 7, green: 12 } })).status).toBe(200)
    page = await mine(ann.token)
    expect(page.finished).toMatchObject([{ game_id: games[0], game_points: 7 }])
    expect(page.finished[0].league_points).toEqual(expect.any(Number))
    const bobPage = await mine(bob.token)
    expect(bobPage.finished[0].league_points).toBeGreaterThan(page.finished[0].league_points as number)

    // The robot signals are saved after the answer; wait for Ann's start and stop to be kept.
    for (let tries = 0; tries < 50 && page.robot_answers.length < 2; tries++) {
      await new Promise((resolve) => setTimeout(resolve, 50))
      page = await mine(ann.token)
    }
    expect(page.robot_answers.map((answer) => [answer.game_id, answer.event, answer.outcome])).toEqual([
      [games[0], 'stop', 'no_robot'],
      [games[0], 'start', 'no_robot'],
    ])
  })
})
