// Abuse by anyone on the LAN, over real HTTP (issue 12, items 12–16): failed logins cannot lock the admin out, open streams
// follow their credentials, one credential cannot take every stream slot, the operator can log in while the disk is full,
// and a game whose end-of-clock save fails is finished as soon as the data file takes it.
import { afterAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/api-server'
import { loginFrom } from '../support/from-address'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

const servers: TestServer[] = []
const streams: SseClient[] = []

afterAll(async () => {
  await Promise.all(streams.map((stream) => stream.close()))
  await Promise.all(servers.map((t) => t.server.close()))
  removeTempDirs()
})

async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const t = await startTestServer(options)
  servers.push(t)
  return t
}

async function open(url: string, headers: Record<string, string> = {}): Promise<SseClient> {
  const stream = await SseClient.open(url, headers)
  streams.push(stream)
  return stream
}

/** Resolves true when the stream ends within `ms`, false otherwise. */
async function endsWithin(stream: SseClient, ms: number): Promise<boolean> {
  return Promise.race([stream.ended.then(() => true), new Promise<boolean>((resolve) => setTimeout(() => resolve(false), ms))])
}

async function createUser(t: TestServer, admin: string, name: string, password: string, isAdmin = false): Promise<number> {
  const created = await t.call('POST', '/users', { token: admin, json: { name, password, is_admin: isAdmin } })
  expect(created.status).toBe(201)
  return created.body.id as number
}

const diskFullError = () => Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })

describe('12. failed logins never lock a legitimate user out', () => {
  it('an attacker guessing the admin password from one address slows down only that address', async () => {
    const t = await server()
    for (let i = 0; i < 30; i += 1) {
      const answer = await loginFrom('127.0.0.2', t.base, 'admin', `guess-${i}`)
      expect([401, 429]).toContain(answer.status)
    }
    const slowed = await loginFrom('127.0.0.2', t.base, 'admin', 'another-guess')
    expect(slowed.status).toBe(429)
    expect(Number(slowed.headers['retry-after'])).toBeGreaterThan(0)
    // The real admin, from another machine and from the arena PC's console, logs in at once.
    expect((await loginFrom('127.0.0.3', t.base, 'admin', ADMIN_PASSWORD)).status).toBe(200)
    expect((await loginFrom('127.0.0.1', t.base, 'admin', ADMIN_PASSWORD)).status).toBe(200)
    expect(t.logs.some((line) => line.includes('"admin" from 127.0.0.2 is being slowed down'))).toBe(true)
  })

  it('the slow-down is a growing wait, not a lock: after Retry-After the pair may try again', async () => {
    const t = await server()
    let answer = await loginFrom('127.0.0.2', t.base, 'admin', 'x')
    while (answer.status !== 429) answer = await loginFrom('127.0.0.2', t.base, 'admin', 'x')
    const firstWait = Number(answer.headers['retry-after'])
    t.clock.advance(firstWait * 1000)
    expect((await loginFrom('127.0.0.2', t.base, 'admin', 'x')).status).toBe(401)
    const second = await loginFrom('127.0.0.2', t.base, 'admin', 'x')
    expect(second.status).toBe(429)
    expect(Number(second.headers['retry-after'])).toBe(firstWait * 2)
    t.clock.advance(firstWait * 2000)
    expect((await loginFrom('127.0.0.2', t.base, 'admin', ADMIN_PASSWORD)).status).toBe(200)
  })

  it('failures on many usernames from one address (a NAT) do not shut out a team that logged in from it', async () => {
    const t = await server()
    const admin = await t.login()
    await createUser(t, admin, 'nat-team', 'team-pass')
    expect((await loginFrom('127.0.0.4', t.base, 'nat-team', 'team-pass')).status).toBe(200)
    for (let i = 0; i < 25; i += 1) {
      expect([401, 429]).toContain((await loginFrom('127.0.0.4', t.base, `nobody-${i}`, 'x')).status)
    }
    expect((await loginFrom('127.0.0.4', t.base, 'nobody-else', 'x')).status).toBe(429)
    expect((await loginFrom('127.0.0.4', t.base, 'nat-team', 'team-pass')).status).toBe(200)
    expect((await loginFrom('127.0.0.5', t.base, 'nobody-else', 'x')).status).toBe(401)
    expect((await loginFrom('127.0.0.1', t.base, 'admin', ADMIN_PASSWORD)).status).toBe(200)
  })

  it("the arena PC's own console is never slowed down", async () => {
    const t = await server()
    for (let i = 0; i < 10; i += 1) expect((await loginFrom('127.0.0.1', t.base, 'admin', `typo-${i}`)).status).toBe(401)
    expect((await loginFrom('127.0.0.1', t.base, 'admin', ADMIN_PASSWORD)).status).toBe(200)
  })
})

describe('13. an open stream follows its credential', () => {
  async function adminStream(t: TestServer, token: string): Promise<SseClient> {
    const stream = await open(`${t.base}/stream`, { Authorization: `Bearer ${token}` })
    expect(stream.status).toBe(200)
    await stream.next((event) => event.event === 'state')
    return stream
  }

  it('ends within a second when the admin logs out', async () => {
    const t = await server()
    const token = await t.login()
    const stream = await adminStream(t, token)
    expect((await t.call('POST', '/auth/logout', { token })).status).toBe(204)
    expect(await endsWithin(stream, 1000)).toBe(true)
  })

  it('ends within a second when the admin is demoted; reconnecting gives a player stream', async () => {
    const t = await server()
    const admin = await t.login()
    const otherId = await createUser(t, admin, 'second-admin', 'second-pass', true)
    const other = await t.login('second-admin', 'second-pass')
    const stream = await adminStream(t, other)
    expect((await t.call('PATCH', `/users/${otherId}`, { token: admin, json: { is_admin: false } })).status).toBe(200)
    expect(await endsWithin(stream, 1000)).toBe(true)
    const again = await adminStream(t, other)
    expect((await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).status).toBe(201)
    expect((await t.call('POST', '/users', { token: admin, json: { name: 'late-team', password: 'password' } })).status).toBe(201)
    await new Promise((resolve) => setTimeout(resolve, 300))
    expect(again.of('screen')).toEqual([])
    expect(again.of('users_changed')).toEqual([])
    expect((again.of('state')[0].data as Record<string, unknown>).screens_online).toBeUndefined()
  })

  it('ends within a second when the user is deleted', async () => {
    const t = await server()
    const admin = await t.login()
    const otherId = await createUser(t, admin, 'doomed-admin', 'doomed-pass', true)
    const stream = await adminStream(t, await t.login('doomed-admin', 'doomed-pass'))
    expect((await t.call('DELETE', `/users/${otherId}`, { token: admin })).status).toBe(204)
    expect(await endsWithin(stream, 1000)).toBe(true)
  })

  it('ends within a second when the login token expires', async () => {
    const t = await server({ tokenTtlMs: 60_000 })
    const stream = await adminStream(t, await t.login())
    t.clock.advance(60_001)
    expect(await endsWithin(stream, 1000)).toBe(true)
  })

  it('ends within a second when the personal access key is revoked', async () => {
    const t = await server()
    const admin = await t.login()
    const key = await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'robot' } })
    expect(key.status).toBe(201)
    const stream = await adminStream(t, key.body.key)
    expect((await t.call('DELETE', `/users/me/keys/${key.body.id}`, { token: admin })).status).toBe(204)
    expect(await endsWithin(stream, 1000)).toBe(true)
  })

  it('a stream whose credential is unchanged stays open', async () => {
    const t = await server()
    const stream = await adminStream(t, await t.login())
    expect(await endsWithin(stream, 1200)).toBe(false)
  })
})

describe('14. one credential cannot take every stream slot', () => {
  it("a screen key's streams are capped (its newest replaces its oldest) and the admin's stream still opens", async () => {
    const t = await server({ maxListeners: 20 })
    const admin = await t.login()
    const screen = await t.call('POST', '/screens', { token: admin, json: { name: 'Public TV' } })
    const url = `${t.base}/stream?key=${encodeURIComponent(screen.body.key)}`
    const opened: SseClient[] = []
    for (let i = 0; i < 40; i += 1) opened.push(await open(url))
    expect(opened.map((stream) => stream.status)).toEqual(opened.map(() => 200))
    const live = t.server.services.live
    expect(live.streamsOf(`screen:${screen.body.id}`)).toBe(live.perCredential)
    expect(await endsWithin(opened[0], 1000)).toBe(true)
    expect(await endsWithin(opened[39], 200)).toBe(false)
    const mine = await open(`${t.base}/stream`, { Authorization: `Bearer ${admin}` })
    expect(mine.status).toBe(200)
  })

  it("players' streams leave the last slots to administrators and venue screens", async () => {
    const t = await server({ maxListeners: 40 })
    const admin = await t.login()
    const statuses: number[] = []
    for (let p = 0; p < 6; p += 1) {
      await t.createUser(admin, `player-${p}`)
      const token = await t.login(`player-${p}`, `player-${p}-password`)
      for (let i = 0; i < 8; i += 1) statuses.push((await open(`${t.base}/stream`, { Authorization: `Bearer ${token}` })).status)
    }
    expect(t.server.services.live.adminReserve).toBe(2)
    expect(statuses.filter((status) => status === 200)).toHaveLength(40 - t.server.services.live.adminReserve)
    expect(statuses.filter((status) => status === 503)).toHaveLength(48 - 40 + t.server.services.live.adminReserve)
    const screen = await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })
    expect((await open(`${t.base}/stream?key=${encodeURIComponent(screen.body.key)}`)).status).toBe(200)
    expect((await open(`${t.base}/stream`, { Authorization: `Bearer ${admin}` })).status).toBe(200)
  })

  it('one player with every personal key they may hold and 8 streams on each: every screen stays connected, other players get in', async () => {
    const t = await server()
    const admin = await t.login()
    const screens: SseClient[] = []
    for (let s = 0; s < 5; s += 1) {
      const screen = await t.call('POST', '/screens', { token: admin, json: { name: `TV ${s}` } })
      screens.push(await open(`${t.base}/stream?key=${encodeURIComponent(screen.body.key)}`))
    }
    await t.createUser(admin, 'greedy')
    const greedy = await t.login('greedy', 'greedy-password')
    const keys: string[] = []
    let refused: { status: number; body: { detail?: string } } | undefined
    for (let n = 0; n < 130 && !refused; n += 1) {
      const made = await t.call('POST', '/users/me/keys', { token: greedy, json: { name: `k${n}` } })
      if (made.status === 201) keys.push(made.body.key as string)
      else refused = made
    }
    expect(keys).toHaveLength(20)
    expect(refused?.status).toBe(409)
    expect(refused?.body.detail).toBe('You hold 20 personal keys, the most one player may; revoke one you no longer use (My keys) first')
    const statuses: number[] = []
    for (const key of keys) for (let i = 0; i < 8; i += 1) statuses.push((await open(`${t.base}/stream`, { Authorization: `Bearer ${key}` })).status)
    expect(statuses.every((status) => status === 200)).toBe(true) // never refused: the player's oldest streams end instead
    const live = t.server.services.live
    expect(live.size).toBe(5 + live.perUser)
    for (const screen of screens) expect(await endsWithin(screen, 100)).toBe(false)
    await t.createUser(admin, 'other')
    const other = await t.login('other', 'other-password')
    expect((await open(`${t.base}/stream`, { Authorization: `Bearer ${other}` })).status).toBe(200)
    // An administrator is not held to the players' number of keys.
    for (let n = 0; n < 25; n += 1) expect((await t.call('POST', '/users/me/keys', { token: admin, json: { name: `a${n}` } })).status).toBe(201)
  })
})

describe('15. while the disk is full the operator can still log in and read', () => {
  it('a login whose session cannot be written is kept in memory, said in the answer and the log', async () => {
    let diskFull = false
    const t = await server({ store: { beforeAppend: () => { if (diskFull) throw diskFullError() } } })
    diskFull = true
    const login = await t.call('POST', '/auth/login', { json: { username: 'admin', password: ADMIN_PASSWORD } })
    expect(login.status).toBe(200)
    expect(login.headers.get('x-session-storage')).toBe('memory')
    const token = login.body.access_token as string
    expect(t.logs.some((line) => /login of "admin": the session could not be saved \(.*ENOSPC.*\); it is kept in memory/.test(line))).toBe(true)
    expect((await t.call('GET', '/auth/me', { token })).body.name).toBe('admin')
    expect((await t.call('GET', '/users', { token })).status).toBe(200)
    expect((await t.call('GET', '/games', { token })).status).toBe(200)
    expect((await t.call('POST', '/users/me/keys', { token, json: { name: 'k' } })).status).toBe(503)
    // Its stream follows it like any session's, and stays open.
    const stream = await open(`${t.base}/stream`, { Authorization: `Bearer ${token}` })
    expect(stream.status).toBe(200)
    expect(await endsWithin(stream, 1200)).toBe(false)
    // Once the disk has room the session keeps working; logout needs no write and ends it.
    diskFull = false
    expect((await t.call('POST', '/users/me/keys', { token, json: { name: 'k' } })).status).toBe(201)
    expect((await t.call('POST', '/auth/logout', { token })).status).toBe(204)
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401)
    expect(await endsWithin(stream, 1000)).toBe(true)
  })

  it('a session kept in memory ends when its user gets a new password', async () => {
    let diskFull = false
    const t = await server({ store: { beforeAppend: () => { if (diskFull) throw diskFullError() } } })
    const admin = await t.login()
    const userId = await createUser(t, admin, 'memory-user', 'old-pass')
    diskFull = true
    const token = (await t.call('POST', '/auth/login', { json: { username: 'memory-user', password: 'old-pass' } })).body.access_token as string
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(200)
    diskFull = false
    expect((await t.call('PATCH', `/users/${userId}`, { token: admin, json: { password: 'new-pass' } })).status).toBe(200)
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401)
  })
})

describe('16. a game whose end-of-clock save fails is finished once the data file takes it', () => {
  it('stays running with the reason shown, retries with a growing wait, and keeps its real end time', async () => {
    let diskFull = false
    const t = await server({ store: { beforeAppend: () => { if (diskFull) throw diskFullError() } } })
    const admin = await t.login()
    const game = await t.call('POST', '/games', { token: admin, json: { name: 'Clock game' } })
    const started = await t.call('POST', `/arena/games/${game.body.id}/start`, { token: admin, json: { mode: 'competition' } })
    expect(started.status).toBe(200)
    const endTime = started.body.end_time as number
    const stream = await open(`${t.base}/stream`, { Authorization: `Bearer ${admin}` })

    diskFull = true
    t.clock.advance(endTime * 1000 - t.clock.now())
    const pendingEvent = await stream.next((event) => event.event === 'finish_pending')
    expect(pendingEvent.data).toMatchObject({ game_id: game.body.id, attempts: 1, reason: expect.stringMatching(/ENOSPC/) })
    const arena = await t.call('GET', '/arena', { token: admin })
    expect(arena.body.game.status).toBe('running')
    expect(arena.body.finish_pending).toMatchObject({ game_id: game.body.id, attempts: 1, next_attempt_ms: t.clock.now() + 1000 })
    expect(t.logs.some((line) => line.includes(`could not finish game ${game.body.id} (attempt 1)`))).toBe(true)

    t.clock.advance(1000)
    await stream.next((event) => event.event === 'finish_pending' && (event.data as { attempts: number }).attempts === 2)
    expect((await t.call('GET', '/arena', { token: admin })).body.finish_pending).toMatchObject({ attempts: 2, next_attempt_ms: t.clock.now() + 2000 })

    diskFull = false
    t.clock.advance(2000)
    const finished = await stream.next((event) => event.event === 'game' && (event.data as { status: string }).status === 'finished')
    expect((finished.data as { end_time: number }).end_time).toBe(endTime)
    expect((await t.call('GET', '/arena', { token: admin })).body).toEqual({ game: null, clock: null, mode: null, on_deck: null, corners: null })
    expect((await t.call('GET', `/games/${game.body.id}`, { token: admin })).body).toMatchObject({ status: 'finished', end_time: endTime })
  })
})
