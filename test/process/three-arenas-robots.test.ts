// Issue 28's process test: the built server as a child process, three arenas (Main and two created over the API) with a
// game each, four players a game, each player's robot a real HTTP server of its own on loopback (127.0.0.121–132). The
// three games start within the same second; each robot must hear exactly its own START and STOP — its game, its corner,
// its arena — and the game must last its length within 50 ms at every robot. As in game-span.test.ts the span is measured
// from the game's own start instant (start_ms) to STOP's arrival: START waits for the durable save of the start and may
// come later on a loaded test machine (11–25 ms on a quiet one; 61 ms once with a Chromium suite running beside it),
// which must not make a game look short; START has its own, wider bound.
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { callerOn, killLeftoverServers, loginTo, spawnServer } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'
import { closeTimingRobots, startTimingRobots } from '../support/timing-robots'

const PASSWORD = 'three-arenas-test'
/** The shortest game the settings allow. */
const LENGTH_S = 10
/** The bound on the game's span at the robot (start_ms → STOP's arrival) against the game length. */
const SPAN_MS = 50
/** STOP never before the game's end (5 ms for the two processes' clock readings). */
const SHORT_MS = 5
/** START after the start instant, at most this late (the start is saved durably first), as in game-span.test.ts. */
const START_LATE_MS = 250
const CORNERS = ['red', 'yellow', 'green', 'blue'] as const
const FIRST_IP = 121

afterAll(async () => {
  killLeftoverServers()
  await closeTimingRobots()
  removeTempDirs()
})

it(`3 arenas × 4 robots started within one second: each robot hears exactly its own START and STOP, its game ${LENGTH_S} s long within ${SPAN_MS} ms`, async () => {
  // Each its own HTTP server on its own loopback address, all on one port (the robot_port), as at a venue.
  const { port, robots } = await startTimingRobots(Array.from({ length: 12 }, (_, index) => `127.0.0.${FIRST_IP + index}`))
  const server = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', join(tempDir('three-arenas'), 'arena.sqlite')], { ARENA_ADMIN_PASSWORD: PASSWORD })
  const token = await loginTo(server.port, PASSWORD)
  const call = callerOn(server.port, token)
  expect((await call('PATCH', '/system/settings', { robot_port: port, game_length_s: LENGTH_S })).status).toBe(200)
  const players: number[] = []
  for (const robot of robots) {
    const user = await call('POST', '/users', { name: `Team ${robot.ip}`, password: 'team-password', is_playing: true, robot_ip: robot.ip })
    expect(user.status).toBe(201)
    players.push(user.body.id as number)
  }
  const arenas = [{ id: 1, name: 'Main' }]
  for (const name of ['North', 'South']) {
    const created = await call('POST', '/arenas', { name })
    expect(created.status).toBe(201)
    arenas.push({ id: created.body.id as number, name })
  }
  // Game a in arena a, seated with robots 4a … 4a+3, red to blue.
  const games: number[] = []
  for (const [index, arena] of arenas.entries()) {
    const game = await call('POST', '/games', { name: `${arena.name} game` })
    const [red, yellow, green, blue] = players.slice(index * 4, index * 4 + 4)
    expect((await call('PUT', `/games/${game.body.id}/corners`, { red, yellow, green, blue })).status).toBe(200)
    if (arena.id !== 1) expect((await call('PUT', `/games/${game.body.id}/arena`, { arena_id: arena.id })).body).toEqual({ game_id: game.body.id, arena_id: arena.id })
    games.push(game.body.id as number)
  }

  const started = await Promise.all(games.map((id) => call('POST', `/arena/games/${id}/start`, { mode: 'competition' })))
  expect(started.map((answer) => answer.status)).toEqual([200, 200, 200])
  const state = (await call('GET', '/arena')).body.arenas as Array<{ id: number; game: { id: number }; clock: { start_ms: number; end_ms: number } }>
  expect(state.map((arena) => [arena.id, arena.game.id])).toEqual(arenas.map((arena, index) => [arena.id, games[index]]))
  const clocks = state.map((arena) => arena.clock)
  const startsMs = clocks.map((clock) => clock.start_ms)
  expect(Math.max(...startsMs) - Math.min(...startsMs)).toBeLessThan(1000)
  for (const clock of clocks) expect(clock.end_ms - clock.start_ms).toBe(LENGTH_S * 1000)

  await expect
    .poll(() => robots.every((robot) => robot.arrivals.some((arrival) => arrival.body.event === 'stop')), { timeout: (LENGTH_S + 5) * 1000, interval: 100 })
    .toBe(true)
  // A START or STOP sent twice, or another game's, would come within the robot timeout: wait that long for it.
  await new Promise((resolve) => setTimeout(resolve, 1000))

  const spans: string[] = []
  for (const [index, robot] of robots.entries()) {
    const a = Math.floor(index / 4)
    const zone = index % 4
    const own = { game_id: games[a], corner: CORNERS[zone], zone, arena_id: arenas[a].id, arena_name: arenas[a].name, start_ms: clocks[a].start_ms, end_ms: clocks[a].end_ms }
    expect(robot.arrivals.map((arrival) => arrival.body.event), robot.ip).toEqual(['start', 'stop'])
    const [start, stop] = robot.arrivals
    expect(start.body, robot.ip).toMatchObject({ event: 'start', ...own })
    expect(stop.body, robot.ip).toMatchObject({ event: 'stop', ...own })
    const span = stop.at - start.at
    // Logged with how late START and STOP came after the game's own instants (same machine, same wall clock).
    spans.push(`${arenas[a].name}/${CORNERS[zone]} ${span.toFixed(1)} (START +${start.wall - clocks[a].start_ms}, STOP +${stop.wall - clocks[a].end_ms})`)
    const gameSpan = stop.wall - clocks[a].start_ms
    expect(gameSpan, `${robot.ip}: start_ms→STOP ${gameSpan} ms`).toBeGreaterThanOrEqual(LENGTH_S * 1000 - SHORT_MS)
    expect(gameSpan, `${robot.ip}: start_ms→STOP ${gameSpan} ms`).toBeLessThanOrEqual(LENGTH_S * 1000 + SPAN_MS)
    expect(start.wall - clocks[a].start_ms, `${robot.ip}: START late`).toBeGreaterThanOrEqual(-SHORT_MS)
    expect(start.wall - clocks[a].start_ms, `${robot.ip}: START late`).toBeLessThanOrEqual(START_LATE_MS)
  }
  console.log(`starts ${Math.max(...startsMs) - Math.min(...startsMs)} ms apart; START→STOP at each robot (ms): ${spans.join(', ')}`)
  for (const id of games) expect((await call('GET', `/games/${id}`)).body.status).toBe('finished')
  server.child.kill('SIGTERM')
  await server.exited
}, 60_000)
