// Robots in several arenas (issue 28, items 2 and 6) over real HTTP with the manual clock and fake robots on loopback:
// while two or more arenas are in use a robot's start and stop name its arena, on the push and on `your_game`; with one
// arena they stay as they were; and a robot is never signalled for two games at once.
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ManualClock } from '../support/manual-clock'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'
import { gameIn, heard, LENGTH_S, twoArenas, type TwoArenas } from '../support/two-arenas'

const START_MS = Date.UTC(2026, 10, 27, 10, 0, 0) + 125

let t: TestServer
let admin: string
let venue: TwoArenas
const clients: SseClient[] = []

afterAll(removeTempDirs)

const start = (gameId: number) => t.call('POST', `/arena/games/${gameId}/start`, { token: admin, json: { mode: 'competition' } })

/** The live stream of a seated player, read with their personal key as a robot reads it. */
async function playerStream(name: string): Promise<SseClient> {
  const token = await t.login(name, `${name}-password`)
  const key = (await t.call('POST', '/users/me/keys', { token, json: { name: 'robot' } })).body.key as string
  const client = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${key}` })
  clients.push(client)
  await client.next((event) => event.event === 'state')
  return client
}

beforeEach(async () => {
  t = await startTestServer({ clock: new ManualClock(START_MS) })
  admin = await t.login()
  venue = await twoArenas(t, admin, 81)
})
afterEach(async () => {
  await Promise.all(clients.splice(0).map((client) => client.close()))
  await t.server.close()
  await venue.robots.close()
})

describe('robots in several arenas', () => {
  it("the push and your_game name the game's arena, last, at the start and the stop", async () => {
    // Player 3 sits yellow in Side's game (player 2 red).
    const sideYellow = await playerStream(`Team ${venue.robots.robots[3].ip}`)
    expect((await start(venue.mainGame)).status).toBe(200)
    expect((await start(venue.sideGame)).status).toBe(200)
    t.clock.advance(LENGTH_S * 1000)
    await expect.poll(() => heard(t, venue.robots)).toEqual([['start', 'stop'], ['start', 'stop'], ['start', 'stop'], ['start', 'stop']])

    const [mainRed, , sideRed, sideYellowRobot] = venue.robots.robots
    const main = { arena_id: 1, arena_name: 'Main' }
    const side = { arena_id: venue.side, arena_name: 'Side' }
    expect(mainRed.received[0]).toMatchObject({ event: 'start', game_id: venue.mainGame, corner: 'red', ...main })
    expect(mainRed.received[1]).toMatchObject({ event: 'stop', game_id: venue.mainGame, corner: 'red', ...main })
    expect(sideRed.received[0]).toMatchObject({ event: 'start', game_id: venue.sideGame, corner: 'red', ...side })
    expect(sideYellowRobot.received[1]).toMatchObject({ event: 'stop', game_id: venue.sideGame, corner: 'yellow', ...side })
    // Added after every field a robot of the one-arena protocol reads, which keep their order.
    expect(Object.keys(sideRed.received[0])).toEqual(['event', 'game_id', 'game_name', 'corner', 'zone', 'mode', 'start_time', 'end_time', 'start_ms', 'end_ms', 'arena_id', 'arena_name'])

    const told = (await sideYellow.next((event) => event.event === 'your_game' && (event.data as { event: string }).event === 'stop')).data
    const yours = sideYellow.of('your_game').map((event) => event.data)
    expect(yours).toHaveLength(2)
    expect(yours[0]).toMatchObject({ event: 'start', game_id: venue.sideGame, corner: 'yellow', zone: 1, ...side })
    expect(Object.keys(yours[0] as object)).toEqual(['event', 'game_id', 'game_name', 'corner', 'zone', 'mode', 'start_time', 'end_time', 'arena_id', 'arena_name'])
    expect(told).toMatchObject({ event: 'stop', game_id: venue.sideGame, ...side })
  })

  it("a robot's stream that connects while its game runs is told the arena with the game", async () => {
    expect((await start(venue.sideGame)).status).toBe(200)
    const sideRed = await playerStream(`Team ${venue.robots.robots[2].ip}`)
    const yours = (await sideRed.next((event) => event.event === 'your_game')).data
    expect(yours).toMatchObject({ event: 'start', game_id: venue.sideGame, corner: 'red', arena_id: venue.side, arena_name: 'Side' })
  })

  it('with one arena in use the messages stay as they were: no arena fields', async () => {
    expect((await t.call('POST', `/arenas/${venue.side}/retire`, { token: admin })).status).toBe(200)
    expect((await start(venue.mainGame)).status).toBe(200)
    await expect.poll(() => heard(t, venue.robots)).toEqual([['start'], ['start'], [], []])
    expect(Object.keys(venue.robots.robots[0].received[0])).toEqual(['event', 'game_id', 'game_name', 'corner', 'zone', 'mode', 'start_time', 'end_time', 'start_ms', 'end_ms'])
  })

  it('a player seated in games of two arenas: the second start is refused and their robot hears exactly one START', async () => {
    // Player 0 (robot 0) plays Main's game and this one in Side.
    const clash = await gameIn(t, admin, venue.side, 'Side clash', [venue.players[0]])
    expect((await start(venue.mainGame)).status).toBe(200)
    const second = await start(clash)
    expect(second.status).toBe(409)
    expect(second.body.detail).toContain('a player is never in two running games')
    const robot = venue.robots.robots[0]
    await t.server.services.arenas.settled()
    expect(robot.received.map((body) => [body.event, body.game_id])).toEqual([['start', venue.mainGame]])

    // Its game ends: one STOP, of that game; then the other game starts and it hears that START.
    t.clock.advance(LENGTH_S * 1000)
    await expect.poll(() => robot.received.length).toBe(2)
    expect((await start(clash)).status).toBe(200)
    await expect.poll(() => robot.received.length).toBe(3)
    expect(robot.received.map((body) => [body.event, body.game_id, body.arena_name])).toEqual([
      ['start', venue.mainGame, 'Main'],
      ['stop', venue.mainGame, 'Main'],
      ['start', clash, 'Side'],
    ])
  })
})
