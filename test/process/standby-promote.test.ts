// Issue 29, item 4: take-over with fencing, two real built servers on loopback. A primary under 16 concurrent writers,
// running a game with four real robots, is killed with SIGKILL at a random instant; Take over on its standby: the new
// primary holds every write the primary acknowledged (synchronous mode, the default: 0 missing), with no hole, takes writes within 10 s of the button, and runs the game to its exact end (the robots get STOP from it
// at end_ms). The old primary restarted after the take-over asks its last standby, learns the higher epoch and refuses
// every write (503 naming the new primary); it resumes no game and signals no robot.
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { callerOn, createEventOn, eventNamesOn, killLeftoverServers, loginTo, spawnServer } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'
import { waitUntil } from '../support/wait-until'
import { closeTimingRobots, startTimingRobots } from '../support/timing-robots'

afterAll(async () => {
  killLeftoverServers()
  await closeTimingRobots()
  removeTempDirs()
})

const PASSWORD = 'standby-promote-test'
const WRITERS = 16
const LENGTH_S = 12
/** STOP from the new primary at end_ms, at most this late (the bound). */
const STOP_LATE_MS = 50
/** Loopback addresses of this file's robots (other process tests use others). */
const FIRST_IP = 231

it(`kill -9 of the primary under ${WRITERS} writers during a game, Take over on the standby: its writes, its game's exact end, and the old primary fenced`, async () => {
  const { port: robotPort, robots } = await startTimingRobots([0, 1, 2, 3].map((index) => `127.0.0.${FIRST_IP + index}`))
  const folder = tempDir('standby-promote')
  const primaryFile = join(folder, 'primary', 'arena.sqlite')
  const primary = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', primaryFile], { ARENA_ADMIN_PASSWORD: PASSWORD })
  const token = await loginTo(primary.port, PASSWORD)
  const onPrimary = callerOn(primary.port, token)
  const key = (await onPrimary('POST', '/system/replication/keys', { name: 'Spare laptop' })).body.key as string
  expect((await onPrimary('PATCH', '/system/settings', { robot_port: robotPort, game_length_s: LENGTH_S })).status).toBe(200)
  const players: number[] = []
  for (const robot of robots) players.push((await onPrimary('POST', '/users', { name: `Team ${robot.ip}`, password: 'team-password', is_playing: true, robot_ip: robot.ip })).body.id as number)
  const game = (await onPrimary('POST', '/games', { name: 'Final' })).body.id as number
  const [red, yellow, green, blue] = players
  expect((await onPrimary('PUT', `/games/${game}/corners`, { red, yellow, green, blue })).status).toBe(200)

  const primaryUrl = `http://127.0.0.1:${primary.port}`
  const standby = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', join(folder, 'standby', 'arena.sqlite'), '--follow', primaryUrl, '--follow-key', key])
  const standbyUrl = `http://127.0.0.1:${standby.port}`
  const onStandby = callerOn(standby.port, token)
  expect((await onPrimary('POST', '/system/replication/promote')).status, 'a primary has nothing to take over').toBe(409)

  expect((await onPrimary('POST', `/arena/games/${game}/start`, { mode: 'competition' })).status).toBe(200)
  const clock = (await onPrimary('GET', '/arena')).body.clock as { start_ms: number; end_ms: number }
  expect(clock.end_ms - clock.start_ms).toBe(LENGTH_S * 1000)

  // 16 writers, each its events one after another: what one acknowledged is in the order the primary made it durable.
  const acknowledged: string[][] = Array.from({ length: WRITERS }, () => [])
  const stop = { now: false }
  const writing = Promise.all(
    acknowledged.map(async (mine, writer) => {
      for (let n = 0; !stop.now; n += 1) {
        const name = `w${writer}-${n}`
        const status = await createEventOn(primary.port, token, name)
        if (status === 201) mine.push(name)
        else if (status === 'failed') return
      }
    }),
  )
  await waitUntil(async () => (await onStandby('GET', '/system/replication')).status === 200, 'the standby took its snapshot')
  // Synchronous (the default): once in sync, every write the primary acknowledges is on the standby's disk.
  await waitUntil(async () => (await onPrimary('GET', '/system/replication')).body.standbys?.[0]?.in_sync === true, 'the standby in sync')
  const killAfterMs = 500 + Math.floor(Math.random() * 1_500)
  await new Promise((resolve) => setTimeout(resolve, killAfterMs))
  primary.child.kill('SIGKILL')
  await primary.exited
  stop.now = true
  await writing
  const standbyBefore = (await onStandby('GET', '/system/replication')).body
  expect(standbyBefore).toMatchObject({ role: 'standby', epoch: 1 })

  // Take over.
  const pressed = Date.now()
  const promoted = await onStandby('POST', '/system/replication/promote')
  const promoteMs = Date.now() - pressed
  expect(promoted.status, JSON.stringify(promoted.body)).toBe(200)
  expect(promoted.body).toMatchObject({ role: 'primary', epoch: 2 })
  expect(promoted.body.history).not.toBe(standbyBefore.history)
  const firstWrite = await createEventOn(standby.port, token, 'after the take-over')
  const writableMs = Date.now() - pressed
  expect(firstWrite).toBe(201)
  expect(writableMs).toBeLessThan(10_000)
  expect((await onStandby('POST', '/system/replication/promote')).status, 'promoted once').toBe(409)

  // Every write it received is there, with no hole: a writer's events present are the first ones it had acknowledged.
  const present = new Set(await eventNamesOn(standby.port, token))
  let missing = 0
  for (const mine of acknowledged) {
    const held = mine.filter((name) => present.has(name)).length
    expect(mine.slice(0, held).every((name) => present.has(name)), `a hole in ${mine[0]}…`).toBe(true)
    missing += mine.length - held
  }
  const total = acknowledged.reduce((sum, mine) => sum + mine.length, 0)
  expect(total).toBeGreaterThan(50)
  expect(missing, 'acknowledged by the primary and not on the new primary').toBe(0)

  // The game goes on on the new primary, to the same end.
  const after = (await onStandby('GET', '/arena')).body
  expect(after.game?.id).toBe(game)
  expect(after.clock).toMatchObject({ start_ms: clock.start_ms, end_ms: clock.end_ms })
  await waitUntil(async () => robots.every((robot) => robot.arrivals.at(-1)?.event === 'stop'), 'STOP at every robot', clock.end_ms - Date.now() + 3_000)
  const stopLate = robots.map((robot) => robot.arrivals.at(-1)!.wall - clock.end_ms)
  for (const robot of robots) {
    const stopAt = robot.arrivals.at(-1)!
    expect(stopAt.wall, `${robot.ip}: STOP after the kill, so from the new primary`).toBeGreaterThan(pressed)
    expect(stopAt.body).toMatchObject({ event: 'stop', game_id: game, end_ms: clock.end_ms })
    expect(stopAt.wall - clock.end_ms, `${robot.ip}: STOP ${stopAt.wall - clock.end_ms} ms after end_ms`).toBeGreaterThanOrEqual(-5)
    expect(stopAt.wall - clock.end_ms, `${robot.ip}: STOP ${stopAt.wall - clock.end_ms} ms after end_ms`).toBeLessThanOrEqual(STOP_LATE_MS)
  }
  await waitUntil(async () => (await onStandby('GET', `/games/${game}`)).body.status === 'finished', 'the game finished on the new primary')

  // The old primary comes back (no --follow): it asks its last standby, learns epoch 2, and refuses every write.
  const arrivalsBefore = robots.map((robot) => robot.arrivals.length)
  const old = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', primaryFile])
  const state = (await callerOn(old.port, token)('GET', '/system/replication')).body
  expect(state).toMatchObject({ role: 'superseded', epoch: 1, superseded_by: standbyUrl })
  const refused = await fetch(`http://127.0.0.1:${old.port}/api/v1/events`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name: 'on the old primary', start_time: 1_900_000_000, end_time: 1_900_003_600 }),
  })
  expect(refused.status).toBe(503)
  expect(refused.headers.get('X-Arena-Primary')).toBe(standbyUrl)
  expect(((await refused.json()) as { detail: string }).detail).toContain(`--follow ${standbyUrl}`)
  for (const path of ['/system/replication/keys', '/system/replication/promote']) expect((await callerOn(old.port, token)('POST', path, { name: 'x' })).status, path).toBeGreaterThanOrEqual(409)
  expect(await eventNamesOn(old.port, token)).not.toContain('on the old primary')
  await new Promise((resolve) => setTimeout(resolve, 300))
  expect(robots.map((robot) => robot.arrivals.length), 'the old primary signals no robot').toEqual(arrivalsBefore)
  // Restarted again, it stays fenced (recorded in its file), even with its peer gone.
  old.child.kill('SIGTERM')
  await old.exited
  standby.child.kill('SIGTERM')
  await standby.exited
  const again = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', primaryFile])
  expect((await callerOn(again.port, token)('GET', '/system/replication')).body).toMatchObject({ role: 'superseded', superseded_by: standbyUrl })
  expect(await createEventOn(again.port, token, 'still refused')).toBe(503)
  again.child.kill('SIGTERM')
  await again.exited

  console.log(
    `take-over: primary killed ${killAfterMs} ms into ${WRITERS} writers; ${total} writes acknowledged, ${missing} of them not on the new primary, ` +
      `promote answered in ${promoteMs} ms, first write acknowledged ${writableMs} ms after the button; STOP at end_ms + ${stopLate.join(', ')} ms`,
  )
}, 90_000)
