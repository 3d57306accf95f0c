// Issue 29 item 3: a standby serves reads, and its live stream carries the same events as the primary's — each after
// the rows it follows are applied on the standby — so consoles and venue screens may point at it. Two real built servers
// on loopback; an administrator's stream and a venue screen's stream open on the standby while the operator starts a
// game and changes the screen on the primary.
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { callerOn, killLeftoverServers, loginTo, spawnServer } from '../support/server-process'
import { SseClient } from '../support/sse-client'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

const PASSWORD = 'standby-live-test'

it("a standby's live stream: the primary's game, clock and screen events, after the rows they follow", async () => {
  const folder = tempDir('standby-live')
  const primary = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', join(folder, 'primary', 'arena.sqlite')], { ARENA_ADMIN_PASSWORD: PASSWORD })
  const token = await loginTo(primary.port, PASSWORD)
  const onPrimary = callerOn(primary.port, token)
  const key = (await onPrimary('POST', '/system/replication/keys', { name: 'Spare laptop' })).body.key as string
  expect((await onPrimary('PATCH', '/system/settings', { game_length_s: 30 })).status).toBe(200)
  const players: number[] = []
  for (const name of ['Red', 'Yellow', 'Green', 'Blue']) players.push((await onPrimary('POST', '/users', { name, password: 'team-password', is_playing: true })).body.id as number)
  const game = (await onPrimary('POST', '/games', { name: 'Final' })).body.id as number
  const [red, yellow, green, blue] = players
  expect((await onPrimary('PUT', `/games/${game}/corners`, { red, yellow, green, blue })).status).toBe(200)
  const screen = (await onPrimary('POST', '/screens', { name: 'Pit TV' })).body as { id: number; key: string }

  const standby = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', join(folder, 'standby', 'arena.sqlite'), '--follow', `http://127.0.0.1:${primary.port}`, '--follow-key', key])
  const onStandby = callerOn(standby.port, token)
  await waitFor(async () => (await onPrimary('GET', '/system/replication')).body.standbys?.[0]?.in_sync === true, 'the standby in sync')
  const admin = await SseClient.open(`http://127.0.0.1:${standby.port}/api/v1/stream`, { Authorization: `Bearer ${token}` })
  const venue = await SseClient.open(`http://127.0.0.1:${standby.port}/api/v1/stream?key=${screen.key}`)
  expect([admin.status, venue.status]).toEqual([200, 200])
  await admin.next((event) => event.event === 'state')
  await venue.next((event) => event.event === 'state')

  // The operator starts the game on the primary: the standby's streams hear it, once its rows are there.
  expect((await onPrimary('POST', `/arena/games/${game}/start`, { mode: 'competition' })).status).toBe(200)
  const started = await venue.next((event) => event.event === 'game' && (event.data as { status: string }).status === 'running', 5_000)
  expect(started.data).toMatchObject({ id: game, status: 'running' })
  expect((await onStandby('GET', `/games/${game}`)).body.status).toBe('running')
  await admin.next((event) => event.event === 'game' && (event.data as { status: string }).status === 'running')
  // The clock ticks come from the primary's clock (a standby runs none).
  const tick = await venue.next((event) => event.event === 'clock' && (event.data as { remaining_s: number }).remaining_s < 30, 4_000)
  expect(tick.data).toMatchObject({ game_id: game })
  // A stream opened on the standby now starts from the running game and its clock.
  const late = await SseClient.open(`http://127.0.0.1:${standby.port}/api/v1/stream?key=${screen.key}`)
  const state = (await late.next((event) => event.event === 'state')).data as { game: { id: number } | null; clock: { end_ms: number } | null }
  expect(state.game?.id).toBe(game)
  expect(state.clock?.end_ms).toBe((await onPrimary('GET', '/arena')).body.clock.end_ms)

  // A screen's view changed on the primary: that screen's stream on the standby is told.
  expect((await onPrimary('PATCH', `/screens/${screen.id}`, { current: 'standings' })).status).toBe(200)
  await venue.next((event) => event.event === 'screen' && (event.data as { current?: string }).current === 'standings', 5_000)
  // What is about the primary itself stays there: its log lines are not the standby's.
  expect(admin.of('log_entry').map((event) => JSON.stringify(event.data)).join('\n')).not.toContain('POST /api/v1/arena/games')

  expect((await onPrimary('POST', `/arena/games/${game}/abort`)).status).toBe(200)
  await venue.next((event) => event.event === 'game' && (event.data as { status: string }).status === 'scheduled', 5_000)
  await Promise.all([admin, venue, late].map((client) => client.close()))
  primary.child.kill('SIGTERM')
  standby.child.kill('SIGTERM')
  await Promise.all([primary.exited, standby.exited])
}, 60_000)

async function waitFor(check: () => Promise<boolean>, what: string, withinMs = 15_000): Promise<void> {
  const until = Date.now() + withinMs
  while (!(await check().catch(() => false))) {
    if (Date.now() > until) throw new Error(`timed out waiting: ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}
