// First run (setting the admin password from the arena PC) and the data-file export, over real HTTP.
import initSqlJs from 'sql.js'
import { afterAll, describe, expect, it } from 'vitest'
import { isLoopbackAddress } from '../../src-main/server/setup.routes'
import { exportFileName } from '../../src-main/store/data-export'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

const servers: TestServer[] = []
afterAll(async () => {
  await Promise.all(servers.map((t) => t.server.close()))
  removeTempDirs()
})

async function server(options: Parameters<typeof startTestServer>[0]): Promise<TestServer> {
  const t = await startTestServer(options)
  servers.push(t)
  return t
}

describe('first run', () => {
  it('leaves an empty data file without users until the page sets the password, then refuses a second setup', async () => {
    const t = await server({ firstRun: 'page', adminPassword: undefined })
    expect(t.server.createdAdmin).toBeUndefined()
    const contract = await ContractCheck.load(t)
    const before = await t.call('GET', '/system/setup')
    expect(before.body).toEqual({ needs_admin: true })
    contract.conforms('get', '/api/v1/system/setup', before)
    expect((await t.call('POST', '/auth/login', { json: { username: 'admin', password: 'anything-at-all' } })).status).toBe(401)

    const short = await t.call('POST', '/system/setup', { json: { password: 'short' } })
    expect(short.status).toBe(422)
    expect(short.body.detail[0]).toMatchObject({ loc: ['body', 'password'], type: 'string_too_short' })

    const created = await t.call('POST', '/system/setup', { json: { password: 'first-run-password' } })
    expect(created.status).toBe(201)
    contract.conforms('post', '/api/v1/system/setup', created)
    const me = await t.call('GET', '/auth/me', { token: created.body.access_token })
    expect(me.body).toMatchObject({ name: 'admin', is_admin: true })
    expect((await t.call('GET', '/system/setup')).body).toEqual({ needs_admin: false })
    expect(await t.login('admin', 'first-run-password')).toMatch(/^as_/)

    const again = await t.call('POST', '/system/setup', { json: { password: 'someone-else-now' } })
    expect(again.status).toBe(409)
    expect(again.body.detail).toContain('already set')
    expect(await t.login('admin', 'first-run-password')).toMatch(/^as_/)
  })

  it('still creates admin at start-up when a password is given, and by default (headless)', async () => {
    const given = await server({ firstRun: 'page', adminPassword: 'from-the-environment' })
    expect(given.server.createdAdmin).toEqual({ password: 'from-the-environment', generated: false })
    const headless = await server({ adminPassword: undefined })
    expect(headless.server.createdAdmin?.generated).toBe(true)
    expect((await headless.call('GET', '/system/setup')).body).toEqual({ needs_admin: false })
  })

  it.each([
    ['127.0.0.1', true],
    ['127.4.5.6', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['192.168.1.20', false],
    ['::ffff:10.0.0.3', false],
    ['fe80::1', false],
    ['unknown', false],
  ])('takes %s for the arena PC itself: %s', (address, loopback) => {
    expect(isLoopbackAddress(address)).toBe(loopback)
  })
})

describe('data file export', () => {
  it('answers admins a consistent SQLite copy with a dated file name, and nobody else', async () => {
    const t = await server({})
    const admin = await t.login()
    expect((await t.call('POST', '/users', { token: admin, json: { name: 'Exported Player', password: 'player-pass' } })).status).toBe(201)
    const player = await t.login('Exported Player', 'player-pass')
    expect((await t.call('GET', '/system/data-file')).status).toBe(401)
    expect((await t.call('GET', '/system/data-file', { token: player })).status).toBe(403)

    const response = await fetch(`${t.base}/system/data-file`, { headers: { Authorization: `Bearer ${admin}` } })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('application/vnd.sqlite3')
    expect(response.headers.get('content-disposition')).toBe(`attachment; filename="${exportFileName(t.clock.now())}"`)
    const bytes = new Uint8Array(await response.arrayBuffer())
    const SQL = await initSqlJs()
    const copy = new SQL.Database(bytes)
    const names = copy.exec('SELECT name FROM users ORDER BY id')[0].values.flat()
    expect(names).toEqual(['admin', 'Exported Player'])
    expect(copy.exec('PRAGMA integrity_check')[0].values[0][0]).toBe('ok')
    copy.close()
  })

  it.each([
    [Date.UTC(2026, 10, 21, 15, 30, 59), 'arena-2026-11-21-1530.sqlite'],
    [Date.UTC(2027, 0, 2, 3, 4, 5), 'arena-2027-01-02-0304.sqlite'],
  ])('names a copy taken at %i %s', (now, name) => {
    expect(exportFileName(now)).toBe(name)
  })
})
