// The league schedule across arenas over real HTTP (issue 28, item 3): arena_ids and stagger_seconds in the request,
// each game's arena in the preview and beside the committed games, games.arena_id written, planned times per slot,
// and the refusals (an unknown arena, one listed twice, a stagger too long: 422; a retired arena: 409).
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let contract: ContractCheck
let players: number[]
const EVENT_START = 1_795_420_800 // 2026-11-21T08:00:00Z
/** The default arena settings: 150 s games, 120 s changeover. */
const SLOT = 270

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
  players = []
  for (let i = 1; i <= 24; i += 1) {
    const created = await t.call('POST', '/users', { token: admin, json: { name: `Team ${String(i).padStart(2, '0')}`, password: 'password', is_playing: true } })
    players.push(created.body.id)
  }
  for (const name of ['North', 'South', 'Old']) expect((await t.call('POST', '/arenas', { token: admin, json: { name } })).status).toBe(201)
  expect((await t.call('POST', '/arenas/4/retire', { token: admin })).status).toBe(200)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

async function newEvent(): Promise<number> {
  const answer = await t.call('POST', '/events', { token: admin, json: { name: 'Two halls', start_time: EVENT_START, end_time: EVENT_START + 10 * 3600 } })
  return answer.body.id
}

type Proposed = { play_order: number; start_time: number; end_time: number; corners: Array<number | null>; arena_id: number }

describe('a league over several arenas', () => {
  it('preview: each game has its arena; a slot’s games start together and never share a player', async () => {
    const eventId = await newEvent()
    const preview = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 4, arena_ids: [1, 2, 3] } })
    expect(preview.status).toBe(200)
    contract.conforms('post', '/api/v1/events/{event_id}/schedule/preview', preview, 200)
    const games = preview.body.games as Proposed[]
    expect(games).toHaveLength(24)
    expect(new Set(games.map((game) => game.arena_id))).toEqual(new Set([1, 2, 3]))
    expect(preview.body.quality).toMatchObject({ arenas: 3, games: 24, players: 24 })
    const bySlot = new Map<number, Proposed[]>()
    for (const game of games) bySlot.set(game.start_time, [...(bySlot.get(game.start_time) ?? []), game])
    expect(bySlot.size).toBe(preview.body.quality.slots)
    for (const [start, slot] of bySlot) {
      expect((start - EVENT_START) % SLOT, 'slots start every game and changeover').toBe(0)
      expect(new Set(slot.map((game) => game.arena_id)).size, 'one game per arena in a slot').toBe(slot.length)
      const seated = slot.flatMap((game) => game.corners.filter((id) => id !== null))
      expect(new Set(seated).size, `nobody twice in the slot at ${start}`).toBe(seated.length)
    }
  })

  it('commit: games.arena_id as the preview said, the arenas listed beside the games (the Game record unchanged)', async () => {
    const eventId = await newEvent()
    const body = { games_per_player: 3, arena_ids: [3, 1], seed: 5 }
    const preview = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: body })
    const committed = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: body })
    expect(committed.status).toBe(201)
    contract.conforms('post', '/api/v1/events/{event_id}/schedule', committed, 201)
    expect(Object.keys(committed.body.games[0])).toHaveLength(16)
    expect(committed.body.arenas).toEqual(committed.body.games.map((game: { id: number }, index: number) => ({ game_id: game.id, arena_id: preview.body.games[index].arena_id })))
    for (const { game_id, arena_id } of committed.body.arenas) {
      expect((await t.call('GET', `/games/${game_id}/arena`, { token: admin })).body).toEqual({ game_id, arena_id })
    }
    // The first arena listed plays the first game of each slot.
    expect(committed.body.arenas[0].arena_id).toBe(3)
  })

  it('staggered: the second arena’s game of a slot starts stagger_seconds after the first’s', async () => {
    const eventId = await newEvent()
    const together = (await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 2, arena_ids: [1, 2] } })).body.games as Proposed[]
    const staggered = (await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 2, arena_ids: [1, 2], stagger_seconds: 90 } })).body.games as Proposed[]
    expect(staggered.map((game) => game.corners)).toEqual(together.map((game) => game.corners))
    staggered.forEach((game, index) => {
      const offset = game.arena_id === 2 ? 90 : 0
      expect([game.start_time, game.end_time]).toEqual([together[index].start_time + offset, together[index].end_time + offset])
    })
  })

  it('one arena by default: every game in Main, one after another, the answers as before plus each game’s arena', async () => {
    const eventId = await newEvent()
    const preview = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 2, players: players.slice(0, 8) } })
    const games = preview.body.games as Proposed[]
    expect(games.map((game) => game.arena_id)).toEqual(Array(4).fill(1))
    expect(games.map((game) => game.start_time)).toEqual([0, 1, 2, 3].map((index) => EVENT_START + index * SLOT))
    expect(preview.body.quality).not.toHaveProperty('arenas')
  })

  it.each([
    ['an unknown arena', { arena_ids: [1, 9] }, 422, ['body', 'arena_ids', 1], 'there is no arena 9'],
    ['an arena listed twice', { arena_ids: [2, 2] }, 422, ['body', 'arena_ids', 1], 'arena 2 is listed twice'],
    ['a stagger that passes the next slot', { arena_ids: [1, 2, 3], stagger_seconds: 135 }, 422, ['body', 'stagger_seconds'], '3 arenas staggered by 135 s'],
  ])('%s: 422 naming it', async (_name, extra, status, loc, message) => {
    const eventId = await newEvent()
    const answer = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 2, ...extra } })
    expect(answer.status).toBe(status)
    expect(answer.body.detail[0].loc).toEqual(loc)
    expect(answer.body.detail[0].msg).toContain(message)
  })

  it('a retired arena: 409, nothing written', async () => {
    const eventId = await newEvent()
    const answer = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, arena_ids: [1, 4] } })
    expect(answer.status).toBe(409)
    expect(answer.body.detail).toContain('Arena 4 (Old) is retired')
    expect((await t.call('GET', `/games?event_id=${eventId}`, { token: admin })).body).toEqual([])
  })
})

describe('the arena setting stagger_s: the default stagger of a schedule', () => {
  const setStagger = async (seconds: number) => expect((await t.call('PATCH', '/system/settings', { token: admin, json: { stagger_s: seconds } })).status).toBe(200)
  const startsOf = (games: Proposed[]) => games.map((game) => [game.arena_id, game.start_time])

  it('absent: answered by nobody, a schedule together; set: answered and used when the request names no stagger; the request’s own stagger (0 too) overrides it', async () => {
    expect((await t.call('GET', '/system/settings', { token: admin })).body).not.toHaveProperty('stagger_s')
    const eventId = await newEvent()
    const preview = async (extra: object = {}) => (await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 2, arena_ids: [1, 2], ...extra } })).body.games as Proposed[]
    const together = await preview()
    expect(together.every((game) => (game.start_time - EVENT_START) % SLOT === 0)).toBe(true)
    try {
      await setStagger(60)
      const settings = await t.call('GET', '/system/settings', { token: admin })
      expect(settings.body.stagger_s).toBe(60)
      contract.conforms('get', '/api/v1/system/settings', settings, 200)
      const byDefault = await preview()
      expect(byDefault.map((game) => game.corners)).toEqual(together.map((game) => game.corners))
      expect(startsOf(byDefault)).toEqual(together.map((game) => [game.arena_id, game.start_time + (game.arena_id === 2 ? 60 : 0)]))
      expect(startsOf(await preview({ stagger_seconds: 0 }))).toEqual(startsOf(together))
      expect(startsOf(await preview({ stagger_seconds: 30 }))).toEqual(together.map((game) => [game.arena_id, game.start_time + (game.arena_id === 2 ? 30 : 0)]))
      // A commit plans the same times as its preview.
      const committed = await t.call('POST', `/events/${eventId}/schedule`, { token: admin, json: { games_per_player: 2, arena_ids: [1, 2] } })
      expect(committed.status).toBe(201)
      expect(committed.body.games.map((game: { start_time: number }) => game.start_time)).toEqual(byDefault.map((game) => game.start_time))
    } finally {
      await setStagger(0)
    }
  })

  it('a setting too long for the arenas asked: 409 naming the setting; a request naming its own stagger is not refused for it', async () => {
    const eventId = await newEvent()
    try {
      await setStagger(135)
      const refused = await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 2, arena_ids: [1, 2, 3] } })
      expect(refused.status).toBe(409)
      expect(refused.body.detail).toContain('The arena setting stagger_s: 3 arenas staggered by 135 s')
      expect((await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 2, arena_ids: [1, 2, 3], stagger_seconds: 60 } })).status).toBe(200)
      expect((await t.call('POST', `/events/${eventId}/schedule/preview`, { token: admin, json: { games_per_player: 2, arena_ids: [1, 2] } })).status).toBe(200)
    } finally {
      await setStagger(0)
    }
  })
})
