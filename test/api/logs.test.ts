// The log over real HTTP: GET /system/logs (administrators only, level filter, limit, 422 for a bad one), the current
// file's download, log_entry on administrators' streams, and no password nor query key ever in the files.
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { logsFolder } from '../../src-main/store/log-files'
import { ADMIN_PASSWORD, startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let contract: ContractCheck

beforeAll(async () => {
  // Every request counts as slow here, so each one leaves a request line to look for secrets in.
  t = await startTestServer({ slowRequestMs: -1 })
  admin = await t.login()
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

/** Everything in the log files (written in the background): waits until `until` holds or a few seconds pass. */
async function filesText(until: (text: string) => boolean = () => true): Promise<string> {
  const folder = logsFolder(t.dataFile)
  let text = ''
  for (let attempt = 0; attempt < 100; attempt++) {
    text = readdirSync(folder)
      .map((name) => readFileSync(join(folder, name), 'utf8'))
      .join('\n')
    if (until(text)) return text
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  return text
}

describe('GET /system/logs', () => {
  it('lists the latest entries, oldest first, in the documented shape: a refused login is there with its user name and address', async () => {
    expect((await t.call('POST', '/auth/login', { json: { username: 'nobody', password: 'wrong-password-1' } })).status).toBe(401)
    const listed = await t.call('GET', '/system/logs', { token: admin })
    contract.conforms('get', '/api/v1/system/logs', listed, 200)
    const refused = listed.body.filter((entry: { message: string }) => entry.message.startsWith('login refused'))
    expect(refused.at(-1)).toMatchObject({ level: 'warn', message: 'login refused: "nobody" from 127.0.0.1', details: { user: 'nobody', address: '127.0.0.1' } })
    const times = listed.body.map((entry: { time: string }) => entry.time)
    expect([...times].sort()).toEqual(times)
    expect(listed.headers.get('Cache-Control')).toBe('no-store')
  })

  it('filters by level (that level and above) and keeps to the limit, the latest ones', async () => {
    const all = (await t.call('GET', '/system/logs?limit=2000', { token: admin })).body as Array<{ level: string; message: string }>
    expect(new Set(all.map((entry) => entry.level))).toEqual(new Set(['info', 'warn']))
    const warnings = await t.call('GET', '/system/logs?level=warn', { token: admin })
    expect(warnings.status).toBe(200)
    expect(warnings.body.length).toBeGreaterThan(0)
    expect(warnings.body.every((entry: { level: string }) => entry.level === 'warn' || entry.level === 'error')).toBe(true)
    expect((await t.call('GET', '/system/logs?level=error', { token: admin })).body).toEqual([])
    const two = await t.call('GET', '/system/logs?limit=2', { token: admin })
    expect(two.body).toHaveLength(2)
    // The latest two: the request lines of the calls just before this one (each request is "slow" in this file).
    const latest = (await t.call('GET', '/system/logs?limit=2000', { token: admin })).body
    expect(latest.slice(-3, -1)).toEqual(two.body)
  })

  it('refuses a level or a limit it does not know: 422 naming the field', async () => {
    for (const query of ['level=fatal', 'limit=0', 'limit=2001', 'limit=ten']) {
      const answer = await t.call('GET', `/system/logs?${query}`, { token: admin })
      expect(answer.status, query).toBe(422)
      expect(answer.body.detail[0].loc, query).toEqual(['query', query.split('=')[0]])
    }
  })

  it('is for administrators only: a player gets 403, no token 401', async () => {
    const player = await t.createUser(admin, 'player-one')
    expect(player).toBeGreaterThan(0)
    const token = await t.login('player-one', 'player-one-password')
    expect((await t.call('GET', '/system/logs', { token })).status).toBe(403)
    expect((await t.call('GET', '/system/logs/file', { token })).status).toBe(403)
    expect((await t.call('GET', '/system/logs')).status).toBe(401)
  })
})

describe('GET /system/logs/file', () => {
  it('downloads the current log file as JSON lines', async () => {
    await filesText((text) => text.includes('login refused'))
    const answer = await t.call('GET', '/system/logs/file', { token: admin })
    expect(answer.status).toBe(200)
    expect(answer.headers.get('Content-Type')).toBe('application/x-ndjson')
    expect(answer.headers.get('Content-Disposition')).toBe('attachment; filename="arena.log"')
    const lines = answer.text.trim().split('\n').map((line) => JSON.parse(line))
    expect(lines[0]).toMatchObject({ level: 'info', msg: expect.stringMatching(/^Server started on http:\/\/127\.0\.0\.1:/) })
    expect(lines.some((line) => line.msg === 'login refused: "nobody" from 127.0.0.1')).toBe(true)
  })
})

describe('secrets', () => {
  it('a wrong password and a ?key= leave neither in the files: the request line shows key=[redacted]', async () => {
    const password = 'Not-The-Right-Password-4711'
    expect((await t.call('POST', '/auth/login', { json: { username: 'admin', password } })).status).toBe(401)
    const key = 'query-key-that-must-not-be-logged-0815'
    expect((await t.call('GET', `/games?key=${key}&limit=3`)).status).toBe(401)
    // A screen key in a stream URL (as a venue screen opens it) is not logged either.
    const screenKey = (await t.call('POST', '/screens', { token: admin, json: { name: 'Log TV' } })).body.key as string
    const stream = await SseClient.open(`${t.base}/stream?key=${encodeURIComponent(screenKey)}`)
    await stream.next((event) => event.event === 'state')
    await stream.close()
    const text = await filesText((written) => written.includes('/api/v1/games?key=[redacted]&limit=3') && written.includes('/api/v1/stream?key=[redacted]'))
    expect(text).toContain('"path":"/api/v1/games?key=[redacted]&limit=3"')
    expect(text).toContain('login refused: \\"admin\\" from 127.0.0.1')
    for (const secret of [password, key, admin, screenKey, ADMIN_PASSWORD]) expect(text).not.toContain(secret)
  })
})

describe('live', () => {
  // A server of its own with the usual slow-request threshold: only the refused login is logged, never throttled away
  // by the request lines every call makes on the server above.
  let quiet: TestServer
  beforeAll(async () => {
    quiet = await startTestServer()
  })
  afterAll(async () => {
    await quiet.server.close()
  })

  it('sends each new line to administrators\' streams as log_entry, and not to a player\'s', async () => {
    const quietAdmin = await quiet.login()
    expect((await quiet.call('POST', '/users', { token: quietAdmin, json: { name: 'player-one', password: 'player-one-pass' } })).status).toBe(201)
    const adminStream = await SseClient.open(`${quiet.base}/stream`, { Authorization: `Bearer ${quietAdmin}` })
    const playerToken = await quiet.login('player-one', 'player-one-pass')
    const playerStream = await SseClient.open(`${quiet.base}/stream`, { Authorization: `Bearer ${playerToken}` })
    expect((await quiet.call('POST', '/auth/login', { json: { username: 'mallory', password: 'guess-guess-1' } })).status).toBe(401)
    const event = await adminStream.next((candidate) => candidate.event === 'log_entry' && (candidate.data as { entry: { message: string } }).entry.message.includes('"mallory"'))
    expect(event.data).toMatchObject({ entry: { level: 'warn', message: 'login refused: "mallory" from 127.0.0.1' }, dropped_before: 0 })
    // The player's stream carries no log line.
    await expect(playerStream.next((candidate) => candidate.event === 'log_entry', 500)).rejects.toThrow()
    await adminStream.close()
    await playerStream.close()
  })
})
