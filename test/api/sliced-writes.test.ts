// A schedule large enough to be written in slices, over real HTTP: reads made while it is written never see part of it
// (kept answers included), and the read right after the commit answers sees all of it.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { SLICED_GAMES } from '../../src-main/services/schedule.service'
import { insertUser } from '../../src-main/store/users.repo'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
const PLAYERS = 100
const GAMES_PER_PLAYER = 12
const GAMES = (PLAYERS * GAMES_PER_PLAYER) / 4

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  // Players without passwords, straight into the store: hashing 100 passwords over the API would take seconds.
  await t.server.store.write((db) => {
    for (let i = 1; i <= PLAYERS; i += 1) insertUser(db, { name: `Team ${i}`, password_hash: null, is_admin: false, is_playing: true, robot_ip: '' }, '2026-11-23T00:00:00Z')
  })
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('a schedule written in slices', () => {
  it('is never seen in part, and is seen whole right after the commit answers', async () => {
    expect(GAMES).toBeGreaterThan(SLICED_GAMES)
    const event = await t.call('POST', '/events', { token: admin, json: { name: 'Big league', start_time: 1_795_420_800, end_time: 1_795_420_800 + 5 * 86_400 } })
    const list = `/games?event_id=${event.body.id}&limit=500`
    const standings = `/events/${event.body.id}/standings`
    const standingsBefore = (await t.call('GET', standings, { token: admin })).text
    expect((await t.call('GET', list, { token: admin })).body).toEqual([])
    let committed = false
    const commit = t.call('POST', `/events/${event.body.id}/schedule`, { token: admin, json: { games_per_player: GAMES_PER_PLAYER, seed: 5 } }).finally(() => (committed = true))
    // Reads made before the commit answers: before it is committed they see none of it, once committed (the append and
    // the answer still on their way) all of it — never part.
    const seenDuring = new Set<number>()
    const standingsDuring = new Set<string>()
    let readsDuring = 0
    while (!committed) {
      const [games, table] = await Promise.all([t.call('GET', list, { token: admin }), t.call('GET', standings, { token: admin })])
      if (committed) break
      readsDuring += 1
      seenDuring.add(games.body.length)
      standingsDuring.add(table.text)
    }
    const answer = await commit
    expect(answer.status, answer.text).toBe(201)
    expect(answer.body.games).toHaveLength(GAMES)
    expect(readsDuring).toBeGreaterThan(0)
    expect([...seenDuring].every((count) => count === 0 || count === GAMES), `games seen: ${[...seenDuring].join(', ')}`).toBe(true)
    expect(seenDuring.has(0)).toBe(true)
    const standingsAfter = (await t.call('GET', standings, { token: admin })).text
    expect(standingsAfter).not.toBe(standingsBefore)
    expect([...standingsDuring].every((text) => text === standingsBefore || text === standingsAfter)).toBe(true)
    const after = await t.call('GET', list, { token: admin })
    expect(after.body).toHaveLength(GAMES)
    expect(after.body.map((game: { id: number }) => game.id)).toEqual(answer.body.games.map((game: { id: number }) => game.id))
  })
})
