// Several arenas at once (issue 28, items 2 and 3) over real HTTP with the manual clock and fake robots on loopback: each
// arena runs its own game with its own clock and robot signals; a start is refused only when its own arena is busy or a
// seated player plays in a game running elsewhere; an end, an abort or the clock's finish in one never touches the other.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ManualClock } from '../support/manual-clock'
import { removeTempDirs } from '../support/temp'
import { gameIn, heard, LENGTH_S, twoArenas, type TwoArenas } from '../support/two-arenas'

const START_MS = Date.UTC(2026, 10, 27, 9, 0, 0) + 250

let t: TestServer
let admin: string
let venue: TwoArenas

afterAll(removeTempDirs)

const start = (gameId: number) => t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })
const status = async (gameId: number) => (await t.call('GET', `/games/${gameId}`, { token: admin })).body.status as string

beforeEach(async () => {
  t = await startTestServer({ clock: new ManualClock(START_MS) })
  admin = await t.login()
  venue = await twoArenas(t, admin, 61)
})
afterEach(async () => {
  await t.server.close()
  await venue.robots.close()
})

describe('two arenas', () => {
  it('run games at the same time, each with its own clock and its own robots; the clock finishes each at its own end', async () => {
    expect((await start(venue.mainGame)).status).toBe(200)
    t.clock.advance(10_000)
    expect((await start(venue.sideGame)).status).toBe(200)
    const arena = (await t.call('GET', '/arena', { token: admin })).body
    // Arena 1's fields stay where they were; `arenas` lists both by id.
    expect(arena.game.id).toBe(venue.mainGame)
    expect(arena.arenas.map((each: { id: number; name: string; game: { id: number } }) => [each.id, each.name, each.game.id])).toEqual([
      [1, 'Main', venue.mainGame],
      [venue.side, 'Side', venue.sideGame],
    ])
    expect(arena.arenas.map((each: { clock: { end_ms: number } }) => each.clock.end_ms)).toEqual([START_MS + LENGTH_S * 1000, START_MS + 10_000 + LENGTH_S * 1000])
    expect(await heard(t, venue.robots)).toEqual([['start'], ['start'], ['start'], ['start']])

    // Main's clock runs out: its robots hear STOP, Side's game goes on and its robots hear nothing.
    t.clock.advance(LENGTH_S * 1000 - 10_000)
    await expect.poll(() => status(venue.mainGame)).toBe('finished')
    expect(await status(venue.sideGame)).toBe('running')
    await expect.poll(() => heard(t, venue.robots)).toEqual([['start', 'stop'], ['start', 'stop'], ['start'], ['start']])
    expect((await t.call('GET', '/arena', { token: admin })).body.arenas[1].clock).toMatchObject({ game_id: venue.sideGame, remaining_s: 10 })

    t.clock.advance(10_000)
    await expect.poll(() => status(venue.sideGame)).toBe('finished')
    // The finish is read a moment before its save completes and the stops leave.
    await expect.poll(() => heard(t, venue.robots)).toEqual([['start', 'stop'], ['start', 'stop'], ['start', 'stop'], ['start', 'stop']])
    const sideStops = venue.robots.robots.slice(2).map((robot) => robot.received[1])
    for (const stop of sideStops) expect(stop).toMatchObject({ game_id: venue.sideGame, start_ms: START_MS + 10_000, end_ms: START_MS + 10_000 + LENGTH_S * 1000 })
  })

  it('a start in a busy arena is 409 naming that arena and its running game, while the other arena starts', async () => {
    const second = await gameIn(t, admin, 1, 'Main second', [])
    expect((await start(venue.mainGame)).status).toBe(200)
    const refused = await start(second)
    expect(refused.status).toBe(409)
    expect(refused.body).toEqual({ detail: `Game ${venue.mainGame} (Main game) is running in Main; end or abort it before starting another` })
    expect((await start(venue.sideGame)).status).toBe(200)
    expect(await status(second)).toBe('scheduled')
  })

  it('a player seated in games of two arenas is never in both running: 409 naming both games', async () => {
    // Player 0 plays Main's game and this one in Side.
    const clash = await gameIn(t, admin, venue.side, 'Side clash', [venue.players[0]])
    expect((await start(venue.mainGame)).status).toBe(200)
    const refused = await start(clash)
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toContain(`game ${venue.mainGame} (Main game), running in Main`)
    expect(refused.body.detail).toContain(`game ${clash} (Side clash) cannot start until it ends`)
    expect(await status(clash)).toBe('scheduled')
    // Once Main's game ends, it starts.
    expect((await t.call('POST', `/arena/games/${venue.mainGame}/stop`, { token: admin })).status).toBe(200)
    expect((await start(clash)).status).toBe(200)
  })

  it("an abort and an early end in one arena never touch the other's game, clock or robots", async () => {
    expect((await start(venue.mainGame)).status).toBe(200)
    expect((await start(venue.sideGame)).status).toBe(200)
    t.clock.advance(5_000)
    expect((await t.call('POST', `/arena/games/${venue.sideGame}/abort`, { token: admin })).body.status).toBe('scheduled')
    expect(await heard(t, venue.robots)).toEqual([['start'], ['start'], ['start', 'stop'], ['start', 'stop']])
    expect((await t.call('GET', '/arena', { token: admin })).body.clock).toMatchObject({ game_id: venue.mainGame, end_ms: START_MS + LENGTH_S * 1000 })

    expect((await start(venue.sideGame)).status).toBe(200)
    t.clock.advance(5_000)
    expect((await t.call('POST', `/arena/games/${venue.sideGame}/stop`, { token: admin })).body.status).toBe('finished')
    expect(await status(venue.mainGame)).toBe('running')
    // Main's clock still finishes its game at its own end, exactly.
    t.clock.advance(LENGTH_S * 1000 - 10_000 - 1)
    expect(await status(venue.mainGame)).toBe('running')
    t.clock.advance(1)
    await expect.poll(() => status(venue.mainGame)).toBe('finished')
    await expect.poll(() => heard(t, venue.robots)).toEqual([['start', 'stop'], ['start', 'stop'], ['start', 'stop', 'start', 'stop'], ['start', 'stop', 'start', 'stop']])
  })

  it("loads a game on its own arena's deck; Next game takes the arena; a moved game leaves the other deck", async () => {
    expect((await t.call('PUT', '/arena/on-deck', { token: admin, json: { game_id: venue.sideGame } })).status).toBe(200)
    const arenas = (await t.call('GET', '/arena', { token: admin })).body.arenas
    expect(arenas.map((each: { on_deck: { id: number } | null }) => each.on_deck?.id ?? null)).toEqual([null, venue.sideGame])
    const next = await t.call('POST', '/arena/on-deck/next', { token: admin })
    expect(next.body.game.id).toBe(venue.mainGame)
    expect((await t.call('POST', `/arena/on-deck/next?arena_id=${venue.side}`, { token: admin })).body.game.id).toBe(venue.sideGame)
    // Put in Main, Side's deck no longer holds it.
    expect((await t.call('PUT', `/games/${venue.sideGame}/arena`, { token: admin, json: { arena_id: 1 } })).body).toEqual({ game_id: venue.sideGame, arena_id: 1 })
    expect((await t.call('GET', '/arena', { token: admin })).body.arenas[1].on_deck).toBeNull()
    expect((await t.call('POST', '/arena/on-deck/next?arena_id=99', { token: admin })).status).toBe(404)
  })
})
