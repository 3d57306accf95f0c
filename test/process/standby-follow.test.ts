// Issue 29, first slice: two real built servers on loopback — a standby follows its primary over the replication stream
// under concurrent writes and ends with exactly the primary's data; killed with SIGKILL mid-stream and restarted it
// resumes from its own journal, losing and duplicating nothing; it is read-only (503 naming the primary); a replication
// key reads the stream and nothing else.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { callerOn, createEventOn, createKeyOn, killLeftoverServers, loginTo, spawnServer, type ServerProcess } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

const PASSWORD = 'standby-follow-test'
const WRITERS = 8

interface Pair {
  primary: ServerProcess
  token: string
  key: string
  primaryFile: string
  standbyFile: string
}

async function startPrimary(label: string): Promise<Pair> {
  const folder = tempDir(label)
  const primaryFile = join(folder, 'primary', 'arena.sqlite')
  const primary = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', primaryFile], { ARENA_ADMIN_PASSWORD: PASSWORD })
  const token = await loginTo(primary.port, PASSWORD)
  const made = await callerOn(primary.port, token)('POST', '/system/replication/keys', { name: 'Spare laptop' })
  expect(made.status).toBe(201)
  return { primary, token, key: made.body.key as string, primaryFile, standbyFile: join(folder, 'standby', 'arena.sqlite') }
}

function startStandby(pair: Pair): Promise<ServerProcess> {
  return spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', pair.standbyFile, '--follow', `http://127.0.0.1:${pair.primary.port}`, '--follow-key', pair.key])
}

/** 8 writers creating events and personal keys on the primary until `stop` is set; answers how many were acknowledged. */
async function writeUntilStopped(port: number, token: string, tag: string, stop: { now: boolean }): Promise<number> {
  let acknowledged = 0
  const writer = async (id: number) => {
    for (let n = 0; !stop.now; n += 1) {
      const ok = n % 2 === 0 ? (await createEventOn(port, token, `${tag}-w${id}-${n}`)) === 201 : await createKeyOn(port, token, `${tag}-w${id}-${n}`)
      if (ok) acknowledged += 1
    }
  }
  await Promise.all(Array.from({ length: WRITERS }, (_, id) => writer(id)))
  return acknowledged
}

async function replicationOf(port: number, token: string): Promise<Record<string, any>> {
  const answer = await callerOn(port, token)('GET', '/system/replication')
  expect(answer.status).toBe(200)
  return answer.body
}

/** Waits until the standby holds every transaction the primary had acknowledged; answers the standby's state then. */
async function caughtUp(pair: Pair, standby: ServerProcess, withinMs = 15_000): Promise<Record<string, any>> {
  const target = (await replicationOf(pair.primary.port, pair.token)).applied_seq as number
  const until = Date.now() + withinMs
  for (;;) {
    // Until its first snapshot arrives the standby knows no user of the primary (401).
    const answer = await callerOn(standby.port, pair.token)('GET', '/system/replication')
    const state = answer.body
    // At least: a standby's first stream makes the primary keep its address (one transaction more, docs/standby.md).
    if (answer.status === 200 && state.applied_seq >= target) return state
    if (Date.now() > until) throw new Error(`the standby is at ${state.applied_seq}, the primary at ${target}: ${JSON.stringify(state)}`)
    await new Promise((done) => setTimeout(done, 50))
  }
}

async function stopCleanly(server: ServerProcess): Promise<void> {
  server.child.kill('SIGTERM')
  expect((await server.exited).code).toBe(0)
}

/** Every row of every table, as the sqlite3 shell dumps it. */
function dump(file: string): string {
  return execFileSync('sqlite3', [file, '.dump'], { encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 })
}

describe('a standby arena PC following its primary', () => {
  it('follows 8 concurrent writers and ends with exactly the primary data file', async () => {
    const pair = await startPrimary('standby-follow')
    const standby = await startStandby(pair)
    await caughtUp(pair, standby)
    const stop = { now: false }
    const writing = writeUntilStopped(pair.primary.port, pair.token, 'live', stop)
    let largestLag = { records: 0, ms: 0 }
    const until = Date.now() + 3_000
    while (Date.now() < until) {
      const state = await replicationOf(standby.port, pair.token)
      largestLag = { records: Math.max(largestLag.records, state.primary.lag_records), ms: Math.max(largestLag.ms, state.primary.lag_ms) }
      await new Promise((done) => setTimeout(done, 100))
    }
    stop.now = true
    const acknowledged = await writing
    expect(acknowledged).toBeGreaterThan(100)
    const state = await caughtUp(pair, standby)
    expect(state).toMatchObject({ role: 'standby', primary: { address: `http://127.0.0.1:${pair.primary.port}`, connected: true, lag_records: 0, lag_ms: 0 } })
    const primaryState = await replicationOf(pair.primary.port, pair.token)
    expect(primaryState.standbys).toEqual([expect.objectContaining({ key_name: 'Spare laptop', sent_seq: state.applied_seq, lag_records: 0 })])
    // Its reads answer the new data: the primary's login token works on it (the session row was replicated).
    const events = (await callerOn(standby.port, pair.token)('GET', '/events')).body
    expect(events).toEqual((await callerOn(pair.primary.port, pair.token)('GET', '/events')).body)
    console.log(`standby: ${acknowledged} writes in 3 s from ${WRITERS} writers; largest lag seen ${largestLag.records} records, ${largestLag.ms} ms`)
    await stopCleanly(standby)
    await stopCleanly(pair.primary)
    expect(dump(pair.standbyFile)).toBe(dump(pair.primaryFile))
  }, 60_000)

  it('resumes after SIGKILL mid-stream from its own journal: nothing lost, nothing twice', async () => {
    const pair = await startPrimary('standby-kill')
    let standby = await startStandby(pair)
    await caughtUp(pair, standby) // its snapshot taken: what follows arrives as records
    const stop = { now: false }
    const writing = writeUntilStopped(pair.primary.port, pair.token, 'kill', stop)
    await new Promise((done) => setTimeout(done, 1_200))
    const atKill = (await replicationOf(standby.port, pair.token)).applied_seq as number
    standby.child.kill('SIGKILL')
    expect((await standby.exited).signal).toBe('SIGKILL')
    await new Promise((done) => setTimeout(done, 800)) // the primary goes on alone meanwhile
    standby = await startStandby(pair)
    await new Promise((done) => setTimeout(done, 800))
    stop.now = true
    await writing
    await caughtUp(pair, standby)
    // It resumed after what its own journal held (no snapshot: the primary still kept the records after it).
    const resumed = /following http:\/\/127\.0\.0\.1:\d+ after transaction (\d+)/.exec(standby.output())
    expect(Number(resumed?.[1])).toBeGreaterThanOrEqual(atKill)
    expect(standby.output()).not.toContain("took the primary's snapshot")
    await stopCleanly(standby)
    await stopCleanly(pair.primary)
    expect(dump(pair.standbyFile)).toBe(dump(pair.primaryFile))
    expect(execFileSync('sqlite3', [pair.standbyFile, 'PRAGMA integrity_check'], { encoding: 'utf8' }).trim()).toBe('ok')
  }, 60_000)

  it('is read-only: a write answers 503 naming the primary; a login is kept in its memory; a replication key reads nothing else', async () => {
    const pair = await startPrimary('standby-read-only')
    const standby = await startStandby(pair)
    await caughtUp(pair, standby)
    const primaryAddress = `http://127.0.0.1:${pair.primary.port}`
    const onStandby = callerOn(standby.port, pair.token)
    for (const [method, path, body] of [
      ['POST', '/events', { name: 'Nope', start_time: 1_900_000_000, end_time: 1_900_003_600 }],
      ['POST', '/users/me/keys', { name: 'nope' }],
      ['PATCH', '/system/settings', { game_length_seconds: 90 }],
      ['POST', '/system/replication/keys', { name: 'nope' }],
      ['POST', '/auth/logout', undefined],
      // Writes nothing, but acts (it reaches out to the identity provider): refused before it runs.
      ['POST', '/system/config/sso/test', undefined],
    ] as const) {
      const answer = await onStandby(method, path, body)
      expect(answer.status, `${method} ${path}`).toBe(503)
      expect(answer.body.detail).toContain(primaryAddress)
    }
    const login = await fetch(`http://127.0.0.1:${standby.port}/api/v1/auth/login`, { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify({ username: 'admin', password: PASSWORD }) })
    expect(login.status).toBe(200)
    expect(login.headers.get('X-Session-Storage')).toBe('memory')
    const ownToken = ((await login.json()) as { access_token: string }).access_token
    expect((await callerOn(standby.port, ownToken)('GET', '/auth/me')).body.name).toBe('admin')

    for (const [method, path, body] of [
      ['GET', '/events', undefined],
      ['GET', '/auth/me', undefined],
      ['GET', '/system/replication', undefined],
      ['GET', '/system/replication/keys', undefined],
      ['GET', '/system/settings', undefined],
      ['GET', '/games', undefined],
      ['GET', '/system/data-file', undefined],
      ['POST', '/events', { name: 'Nope', start_time: 1_900_000_000, end_time: 1_900_003_600 }],
      ['POST', '/auth/login', { username: 'admin', password: PASSWORD }],
    ] as const) {
      const answer = await fetch(`http://127.0.0.1:${pair.primary.port}/api/v1${path}`, {
        method,
        headers: { Authorization: `Bearer ${pair.key}`, ...(body ? { 'Content-Type': 'application/json' } : {}) },
        body: body ? JSON.stringify(body) : undefined,
      })
      expect(answer.status, `${method} ${path} with a replication key`).toBe(403)
    }
    const stream = await fetch(`http://127.0.0.1:${pair.primary.port}/api/v1/stream`, { headers: { Authorization: `Bearer ${pair.key}` } })
    expect(stream.status).toBe(403)
    // The stream takes a replication key and nothing else: an administrator's token is refused.
    const byAdmin = await fetch(`http://127.0.0.1:${pair.primary.port}/api/v1/system/replication/stream`, { headers: { Authorization: `Bearer ${pair.token}` } })
    expect(byAdmin.status).toBe(403)
    await stopCleanly(standby)
    await stopCleanly(pair.primary)
  }, 60_000)
})
