// Knockouts over real HTTP: refused until the league is complete, seeded from the standings, filled round by round as
// games are scored, ties for advancing broken by league position, a tie for first in the final flagged.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

interface Game {
  id: number
  name: string
  status: string
  league: boolean
  tournament_round: number | null
  corners: Array<number | null>
}

let t: TestServer
let admin: string
let contract: ContractCheck
/** Points a player scores in every game: a fixed strength, so the standings are known in advance. */
const strength = new Map<number, number>()
const COLOURS = ['red', 'yellow', 'green', 'blue'] as const

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
  for (let i = 1; i <= 12; i += 1) {
    const user = await t.call('POST', '/users', { token: admin, json: { name: `Player ${String(i).padStart(2, '0')}`, password: 'password', is_playing: true } })
    strength.set(user.body.id, 100 - i) // Player 01 is the strongest
  }
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

async function play(game: Game, points: (userId: number) => number | null = (id) => strength.get(id)!): Promise<Game> {
  expect((await t.call('POST', `/arena/games/${game.id}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
  expect((await t.call('POST', `/arena/games/${game.id}/stop`, { token: admin })).status).toBe(200)
  const scores = Object.fromEntries(game.corners.flatMap((id, corner) => (id === null ? [] : [[COLOURS[corner], points(id)]])))
  const scored = await t.call('PUT', `/games/${game.id}/scores`, { token: admin, json: scores })
  expect(scored.status, scored.text).toBe(200)
  return scored.body
}

async function leagueEvent(): Promise<{ eventId: number; league: Game[] }> {
  const event = await t.call('POST', '/events', { token: admin, json: { name: 'Cup', start_time: 1_795_420_800, end_time: 1_795_460_800 } })
  const schedule = await t.call('POST', `/events/${event.body.id}/schedule`, { token: admin, json: { games_per_player: 2, seed: 11 } })
  expect(schedule.status).toBe(201)
  return { eventId: event.body.id, league: schedule.body.games }
}

async function knockout(eventId: number): Promise<{ games: Game[]; final_first_place_tied: boolean }> {
  const answer = await t.call('GET', `/events/${eventId}/knockouts`, { token: admin })
  contract.conforms('get', '/api/v1/events/{event_id}/knockouts', answer, 200)
  return answer.body
}

describe('knockouts', () => {
  it('are refused while league games are not scored, naming them', async () => {
    const { eventId, league } = await leagueEvent()
    await play(league[0])
    const refused = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8 } })
    contract.conforms('post', '/api/v1/events/{event_id}/knockouts', refused, 409)
    for (const game of league.slice(1)) expect(refused.body.detail).toContain(String(game.id))
  })

  it('run from seeding to the final: semi-finals seeded apart, the final filled by itself, no tie flagged', async () => {
    const { eventId, league } = await leagueEvent()
    for (const game of league) await play(game)
    const standings = (await t.call('GET', `/events/${eventId}/standings`, { token: admin })).body
    expect(standings.complete).toBe(true)
    const seedOf = new Map<number, number>(standings.rows.map((row: { user_id: number }, index: number) => [row.user_id, index + 1]))

    const created = await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8 } })
    contract.conforms('post', '/api/v1/events/{event_id}/knockouts', created, 201)
    const [semiA, semiB, final] = created.body.games as Game[]
    expect(created.body.games).toHaveLength(3)
    expect([semiA.tournament_round, semiB.tournament_round, final.tournament_round]).toEqual([1, 1, 2])
    expect([semiA.league, final.league]).toEqual([false, false])
    expect(final.corners).toEqual([null, null, null, null])
    // Seeds 1 and 2 are in different semi-finals; the 8 seeds are all seated once.
    const seedsA = semiA.corners.map((id) => seedOf.get(id!)!)
    const seedsB = semiB.corners.map((id) => seedOf.get(id!)!)
    expect([...seedsA, ...seedsB].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6, 7, 8])
    expect(seedsA.includes(1) !== seedsA.includes(2)).toBe(true)
    // Again: 409.
    expect((await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8 } })).status).toBe(409)

    // In the knockout the better seed always scores more.
    const bySeed = (id: number) => 100 - seedOf.get(id)!
    await play(semiA, bySeed)
    expect((await knockout(eventId)).games[2].corners.filter((id) => id !== null)).toHaveLength(2)
    await play(semiB, bySeed)
    const filled = (await knockout(eventId)).games[2]
    const finalists = filled.corners.map((id) => seedOf.get(id!)!).sort((a, b) => a - b)
    expect(finalists).toEqual([1, 2, 3, 4]) // the stronger two of each semi-final

    await play(filled, bySeed)
    const done = await knockout(eventId)
    expect(done.games[2].status).toBe('scored')
    expect(done.final_first_place_tied).toBe(false)
  })

  it('break a tie for an advancing place by league position, and flag a tie for first in the final', async () => {
    const { eventId, league } = await leagueEvent()
    for (const game of league) await play(game)
    const standings = (await t.call('GET', `/events/${eventId}/standings`, { token: admin })).body
    const seedOf = new Map<number, number>(standings.rows.map((row: { user_id: number }, index: number) => [row.user_id, index + 1]))
    const created = (await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 8 } })).body
    const [semiA, semiB] = created.games as Game[]
    // Everyone in semi-final A scores the same: the two best seeds go through.
    await play(semiA, () => 10)
    await play(semiB)
    const final = (await knockout(eventId)).games[2]
    const fromA = semiA.corners.map((id) => seedOf.get(id!)!).sort((a, b) => a - b).slice(0, 2)
    for (const seed of fromA) expect(final.corners.map((id) => seedOf.get(id!)!)).toContain(seed)
    // Two finalists tie for first.
    const [first, second] = final.corners
    await play(final, (id) => (id === first || id === second ? 50 : 10))
    expect((await knockout(eventId)).final_first_place_tied).toBe(true)
  })

  it('give byes to the best seeds when the field is not a full bracket', async () => {
    const { eventId, league } = await leagueEvent()
    for (const game of league) await play(game)
    const standings = (await t.call('GET', `/events/${eventId}/standings`, { token: admin })).body
    const seedOf = new Map<number, number>(standings.rows.map((row: { user_id: number }, index: number) => [row.user_id, index + 1]))
    const created = (await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 6 } })).body
    const games = created.games as Game[]
    const firstRound = games.filter((game) => game.tournament_round === 1)
    const seatedFirst = firstRound.flatMap((game) => game.corners).filter((id) => id !== null).map((id) => seedOf.get(id)!)
    const laterSeated = games.filter((game) => game.tournament_round !== 1).flatMap((game) => game.corners).filter((id) => id !== null).map((id) => seedOf.get(id)!)
    // Every seed is seated once: the byes (already in a later round) are the best seeds.
    expect([...seatedFirst, ...laterSeated].sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 6])
    expect(Math.max(...laterSeated)).toBeLessThan(Math.min(...seatedFirst))
    for (const game of games) {
      const current = (await knockout(eventId)).games.find((entry) => entry.id === game.id)!
      await play(current)
    }
    const done = await knockout(eventId)
    expect(done.games.every((game) => game.status === 'scored')).toBe(true)
  })

  it('validates the number of players', async () => {
    const { eventId } = await leagueEvent()
    expect((await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: { players: 1 } })).status).toBe(422)
    expect((await t.call('POST', `/events/${eventId}/knockouts`, { token: admin, json: {} })).status).toBe(422)
    expect((await t.call('POST', '/events/999999/knockouts', { token: admin, json: { players: 4 } })).status).toBe(404)
  })
})
