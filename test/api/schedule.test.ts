// Scheduling over real HTTP: preview without writing, commit in one transaction, replacing only what is still scheduled,
// planned times with breaks, delays, and reordering that leaves played games in their places.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let contract: ContractCheck
const EVENT_START = 1_795_420_800 // 2026-11-21T08:00:00Z

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
  for (let i = 1; i <= 12; i += 1) {
    expect((await t.call('POST', '/users', { token: admin, json: { name: `Team ${String(i).padStart(2, '0')}`, password: 'password', is_playing: true } })).status).toBe(201)
  }
  // An admin who does not play is not scheduled.
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

async function newEvent(): Promise<number> {
  const answer = await t.call('POST', '/events', { token: admin, json: { name: 'League day', start_time: EVENT_START, end_time: EVENT_START + 10 * 3600 } })
  return answer.body.id
}

async function eventGames(eventId: number) {
  return (await t.call('GET', `/games?event_id=${eventId}&limit=500`, { token: admin })).body as Array<{ id: number; play_order: number; status: string; start_time: number; end_time: number; corners: Array<number | null>; league: boolean }>
}

describe('league schedule', () => {
  it('preview proposes games and quality without writing; commit writes the same games', async () => {
    const eventId = await newEvent()
    const preview = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 4, seed: 7, breaks: [{ after_play_order: 6, minutes: 30 }] } })
    contract.conforms('post', '/api/v1/events/{event_id}/schedule/preview', preview, 200)
    expect(preview.body.games).toHaveLength(12) // 12 players × 4 games / 4 corners
    expect(preview.body.quality).toMatchObject({ games: 12, players: 12, games_per_player: 4, empty_corners: 0 })
    expect(preview.body.quality.min_rest).toBeGreaterThanOrEqual(1)
    expect(preview.body.games[0]).toMatchObject({ play_order: 1, start_time: EVENT_START, end_time: EVENT_START + 150 })
    // Slots of 150 + 120 s; 30 minutes after game 6.
    expect(preview.body.games[5].start_time).toBe(EVENT_START + 5 * 270)
    expect(preview.body.games[6].start_time).toBe(EVENT_START + 6 * 270 + 1800)
    expect(preview.body.games[0].corner_names.every((name: string) => name.startsWith('Team '))).toBe(true)
    expect(await eventGames(eventId)).toEqual([])

    const committed = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 4, seed: 7, breaks: [{ after_play_order: 6, minutes: 30 }] } })
    contract.conforms('post', '/api/v1/events/{event_id}/schedule', committed, 201)
    expect(committed.body.games.map((game: { corners: unknown }) => game.corners)).toEqual(preview.body.games.map((game: { corners: unknown }) => game.corners))
    const stored = await eventGames(eventId)
    expect(stored.map((game) => game.play_order)).toEqual([1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12])
    expect(stored.every((game) => game.league && game.status === 'scheduled')).toBe(true)
    const appearances = new Map<number, number>()
    for (const game of stored) for (const id of game.corners) if (id !== null) appearances.set(id, (appearances.get(id) ?? 0) + 1)
    expect([...appearances.values()]).toEqual(Array(12).fill(4))
  })

  it('the same request and seed give the same schedule', async () => {
    const eventId = await newEvent()
    const first = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 3, seed: 42 } })
    const second = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 3, seed: 42 } })
    expect(second.body).toEqual(first.body)
  })

  it('once league games started, a new schedule is 409 unless it replaces only what is still scheduled', async () => {
    const eventId = await newEvent()
    await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, seed: 1 } })
    const games = await eventGames(eventId)
    expect((await t.call('POST', `/arena/games/${games[0].id}/start`, { token: admin, json: { mode: 'competition' } })).status).toBe(200)
    await t.call('POST', `/arena/games/${games[0].id}/stop`, { token: admin })

    const refused = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, seed: 2 } })
    contract.conforms('post', '/api/v1/events/{event_id}/schedule', refused, 409)
    expect(refused.body.detail).toMatch(/replace_scheduled/)

    const replaced = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, seed: 2, replace_scheduled: true } })
    expect(replaced.status).toBe(201)
    expect(replaced.body.replaced.sort()).toEqual(games.slice(1).map((game) => game.id).sort())
    const after = await eventGames(eventId)
    expect(after[0]).toMatchObject({ id: games[0].id, play_order: 1, status: 'finished' })
    expect(after.slice(1).map((game) => game.play_order)).toEqual(Array.from({ length: after.length - 1 }, (_, index) => index + 2))
  })

  it('validates players, k and breaks', async () => {
    const eventId = await newEvent()
    const cases: Array<[unknown, string, string]> = [
      [{}, 'body.games_per_player', 'missing'],
      [{ games_per_player: 0 }, 'body.games_per_player', 'greater_than_equal'],
      [{ games_per_player: 2, players: [999999] }, 'body.players.0', 'value_error'],
      [{ games_per_player: 2, players: [2, 2] }, 'body.players.1', 'value_error'],
      [{ games_per_player: 2, breaks: [{ after_play_order: 1 }] }, 'body.breaks.0.minutes', 'missing'],
      [{ games_per_player: 2, colour: 'red' }, 'body.colour', 'extra_forbidden'],
    ]
    for (const [json, loc, type] of cases) {
      const answer = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json })
      expect(answer.status, JSON.stringify(json)).toBe(422)
      expect(answer.body.detail.map((item: { loc: unknown[] }) => item.loc.join('.'))).toContain(loc)
      expect(answer.body.detail.find((item: { loc: unknown[] }) => item.loc.join('.') === loc).type).toBe(type)
    }
    expect((await t.call('POST', '/events/999999/schedule/preview', { token: admin, json: { games_per_player: 2 } })).status).toBe(404)
    expect((await t.call('POST', `/events/${eventId}/schedule/preview`, { json: { games_per_player: 2 } })).status).toBe(401)
  })

  it('schedules a chosen subset of players', async () => {
    const eventId = await newEvent()
    const users = (await t.call('GET', '/users', { token: admin })).body.filter((user: { is_playing: boolean }) => user.is_playing).slice(0, 5).map((user: { id: number }) => user.id)
    const preview = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 4, players: users } })
    expect(preview.body.quality).toMatchObject({ games: 5, players: 5, empty_corners: 0 })
    const seated = new Set(preview.body.games.flatMap((game: { corners: number[] }) => game.corners))
    expect([...seated].sort()).toEqual([...users].sort())
  })

  it('8 players × 3 games: the field is not split, whatever the seed, and the quality says so', async () => {
    const eventId = await newEvent()
    const users = (await t.call('GET', '/users', { token: admin })).body.filter((user: { is_playing: boolean }) => user.is_playing).slice(0, 8).map((user: { id: number }) => user.id)
    for (const seed of [1, 2, 3, 4, 5]) {
      const preview = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 3, players: users, seed } })
      contract.conforms('post', '/api/v1/events/{event_id}/schedule/preview', preview, 200)
      expect(preview.body.quality, `seed ${seed}`).toMatchObject({ games: 6, players: 8, connected: true, groups: 1, max_repeat_pairing: 2 })
      // Fewer back-to-back games (goal 3) rank before more pairs meeting (goal 4): 1 pair apart at best, 4 here.
      expect(preview.body.quality.pairs_never_meeting, `seed ${seed}`).toBeLessThanOrEqual(4)
    }
  })

  // How long the mixing search takes is a figure of bench/schedule-quality.ts, not a timed test.
  it('the quality of 12 players × 8 games (the largest small field here) links everyone', async () => {
    const eventId = await newEvent()
    const preview = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 8, seed: 3 } })
    expect(preview.body.quality).toMatchObject({ games: 24, players: 12, connected: true, groups: 1 })
    expect(preview.body.quality.max_repeat_pairing).toBeLessThanOrEqual(3)
  })
})

describe('delay and reorder', () => {
  it('the planned times of a started game are kept apart from its actual ones, for anyone to read', async () => {
    const eventId = await newEvent()
    await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, seed: 3 } })
    const before = await eventGames(eventId)
    expect((await t.call('GET', `/events/${eventId}/planned-times`, { token: admin })).body).toEqual([])
    t.clock.advance(3_600_000)
    await t.call('POST', `/arena/games/${before[0].id}/start`, { token: admin, json: { mode: 'competition' } })
    await t.call('POST', `/arena/games/${before[0].id}/stop`, { token: admin })
    const player = await t.call('POST', '/users', { token: admin, json: { name: 'Planned Reader', password: 'password' } })
    const reader = await t.login('Planned Reader', 'password')
    const kept = await t.call('GET', `/events/${eventId}/planned-times`, { token: reader })
    contract.conforms('get', '/api/v1/events/{event_id}/planned-times', kept, 200)
    expect(kept.body).toEqual([{ game_id: before[0].id, start_time: before[0].start_time, end_time: before[0].end_time }])
    expect((await eventGames(eventId))[0].start_time).not.toBe(before[0].start_time)
    expect((await t.call('GET', '/events/999999/planned-times', { token: admin })).status).toBe(404)
    await t.call('DELETE', `/users/${player.body.id}`, { token: admin })
  })

  it('a delay shifts every game not yet started, and leaves played games alone', async () => {
    const eventId = await newEvent()
    await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, seed: 3 } })
    const before = await eventGames(eventId)
    await t.call('POST', `/arena/games/${before[0].id}/start`, { token: admin, json: { mode: 'competition' } })
    await t.call('POST', `/arena/games/${before[0].id}/stop`, { token: admin })
    const played = (await eventGames(eventId))[0]

    const delayed = await t.call('POST', `/events/${eventId}/delay`, { token: admin, json: { seconds: 600 } })
    contract.conforms('post', '/api/v1/events/{event_id}/delay', delayed, 200)
    expect(delayed.body.map((game: { id: number }) => game.id)).toEqual(before.slice(1).map((game) => game.id))
    const after = await eventGames(eventId)
    expect(after[0]).toMatchObject({ start_time: played.start_time, end_time: played.end_time })
    after.slice(1).forEach((game, index) => {
      expect(game.start_time).toBe(before[index + 1].start_time + 600)
      expect(game.end_time).toBe(before[index + 1].end_time + 600)
    })
    expect((await t.call('POST', `/events/${eventId}/delay`, { token: admin, json: { seconds: 1.5 } })).status).toBe(422)
  })

  it('reorder moves scheduled games between the slots; played games keep their places and times', async () => {
    const eventId = await newEvent()
    await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, seed: 5 } })
    const before = await eventGames(eventId)
    await t.call('POST', `/arena/games/${before[1].id}/start`, { token: admin, json: { mode: 'competition' } })
    await t.call('POST', `/arena/games/${before[1].id}/stop`, { token: admin })
    const played = (await eventGames(eventId))[1]
    const scheduled = before.filter((game) => game.id !== played.id)
    const reversed = scheduled.map((game) => game.id).reverse()

    const answer = await t.call('POST', `/events/${eventId}/games/reorder`, { token: admin, json: { game_ids: reversed } })
    contract.conforms('post', '/api/v1/events/{event_id}/games/reorder', answer, 200)
    const after = await eventGames(eventId)
    expect(after[1]).toMatchObject({ id: played.id, play_order: 2, start_time: played.start_time })
    const scheduledAfter = after.filter((game) => game.id !== played.id)
    expect(scheduledAfter.map((game) => game.id)).toEqual(reversed)
    // Each slot kept its place and planned time; the games moved.
    expect(scheduledAfter.map((game) => [game.play_order, game.start_time])).toEqual(scheduled.map((game) => [game.play_order, game.start_time]))
  })

  it('reorder names what is wrong with the list', async () => {
    const eventId = await newEvent()
    await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, seed: 5 } })
    const ids = (await eventGames(eventId)).map((game) => game.id)
    const missing = await t.call('POST', `/events/${eventId}/games/reorder`, { token: admin, json: { game_ids: ids.slice(1) } })
    expect(missing.status).toBe(422)
    expect(missing.body.detail[0]).toMatchObject({ loc: ['body', 'game_ids'], type: 'value_error' })
    const twice = await t.call('POST', `/events/${eventId}/games/reorder`, { token: admin, json: { game_ids: [ids[0], ...ids] } })
    expect(twice.body.detail[0].loc).toEqual(['body', 'game_ids', 1])
    const foreign = await t.call('POST', `/events/${eventId}/games/reorder`, { token: admin, json: { game_ids: [...ids, 999999] } })
    expect(foreign.body.detail[0].loc).toEqual(['body', 'game_ids', ids.length])
  })
})
