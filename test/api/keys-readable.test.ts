// Personal access keys over real HTTP: List My Keys answers the usable key to its owner only; a key made before schema 6
// (only its hash kept) lists as its hint and still works; an export meant to be shared leaves every secret out.
import { createHash } from 'node:crypto'
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import initSqlJs from 'sql.js'
import { afterAll, describe, expect, it } from 'vitest'
import { ARENA_APPLICATION_ID, MIGRATIONS } from '../../src-main/store/migrations'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs, tempDir } from '../support/temp'

const servers: TestServer[] = []
afterAll(async () => {
  await Promise.all(servers.map((server) => server.server.close()))
  removeTempDirs()
})

async function server(options: Parameters<typeof startTestServer>[0] = {}): Promise<TestServer> {
  const t = await startTestServer(options)
  servers.push(t)
  return t
}

describe('List My Keys', () => {
  it('answers each key itself to its owner, usable as a bearer token, and never another user’s keys', async () => {
    const t = await server()
    const contract = await ContractCheck.load(t)
    const admin = await t.login()
    expect((await t.call('POST', '/users', { token: admin, json: { name: 'robot-team', password: 'team-password-1' } })).status).toBe(201)
    const team = await t.login('robot-team', 'team-password-1')

    const created = await t.call('POST', '/users/me/keys', { token: team, json: { name: 'robot' } })
    contract.conforms('POST', '/api/v1/users/me/keys', created, 201)
    const listed = await t.call('GET', '/users/me/keys', { token: team })
    contract.conforms('GET', '/api/v1/users/me/keys', listed, 200)
    expect(listed.body).toEqual([{ id: created.body.id, name: 'robot', key: created.body.key, created_at: created.body.created_at }])
    expect(listed.body[0].key).toMatch(/^ak_[A-Za-z0-9_-]{43}$/)

    // The key read back from the list is the key: a robot program can use it.
    const me = await t.call('GET', '/auth/me', { token: listed.body[0].key })
    expect(me.status).toBe(200)
    expect(me.body.name).toBe('robot-team')
    // Called with the key itself, the list is still the owner's.
    expect((await t.call('GET', '/users/me/keys', { token: listed.body[0].key })).body).toEqual(listed.body)

    // Only to its owner: the administrator's list holds only the administrator's keys, and nothing else answers them.
    const adminKey = await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'admin script' } })
    const adminList = await t.call('GET', '/users/me/keys', { token: admin })
    expect(adminList.body.map((key: { key: string }) => key.key)).toEqual([adminKey.body.key])
    for (const path of ['/users', `/users/${me.body.id}`, '/auth/me', '/users/export.csv']) {
      const answer = await t.call('GET', path, { token: admin })
      expect(answer.text, path).not.toContain(created.body.key)
    }

    // Revoked: gone from the list, refused as a token.
    expect((await t.call('DELETE', `/users/me/keys/${created.body.id}`, { token: team })).status).toBe(204)
    expect((await t.call('GET', '/users/me/keys', { token: team })).body).toEqual([])
    expect((await t.call('GET', '/auth/me', { token: created.body.key })).status).toBe(401)
  })

  it('lists a key made before schema 6 (only its hash kept) as its hint, and that key keeps working', async () => {
    const SQL = await initSqlJs()
    const db = new SQL.Database()
    for (const step of MIGRATIONS.slice(0, 5)) db.run(step)
    db.run(`PRAGMA user_version = 5; PRAGMA application_id = ${ARENA_APPLICATION_ID}`)
    const oldKey = `ak_${'Q'.repeat(40)}w9Z`
    db.run("INSERT INTO users (id, name, name_key, is_admin, created_at) VALUES (1, 'admin', 'admin', 1, '2026-11-01T09:00:00Z')")
    db.run("INSERT INTO api_keys (user_id, name, key_hash, key_hint, created_at) VALUES (1, 'old robot', ?, 'ak_QQQQ…Qw9Z', '2026-11-01T09:00:00Z')", [
      createHash('sha256').update(oldKey).digest('hex'),
    ])
    const dataFile = join(tempDir(), 'arena.sqlite')
    writeFileSync(dataFile, db.export())
    db.close()

    const t = await server({ dataFile })
    const listed = await t.call('GET', '/users/me/keys', { token: oldKey })
    expect(listed.status).toBe(200)
    expect(listed.body).toEqual([{ id: 1, name: 'old robot', key: 'ak_QQQQ…Qw9Z', created_at: '2026-11-01T09:00:00Z' }])
    // A new key of the same user lists as itself.
    const fresh = await t.call('POST', '/users/me/keys', { token: oldKey, json: { name: 'new robot' } })
    expect((await t.call('GET', '/users/me/keys', { token: oldKey })).body.map((key: { key: string }) => key.key)).toEqual(['ak_QQQQ…Qw9Z', fresh.body.key])
  })
})

describe('GET /system/data-file?secrets=omit', () => {
  it('exports a copy without keys, sessions, password hashes, screen keys or the SSO client secret; the default export is complete', async () => {
    const t = await server()
    const admin = await t.login()
    const key = (await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'robot' } })).body.key as string
    const screen = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).body as { id: number; key: string }
    const sso = await t.call('POST', '/system/config/sso', {
      token: admin,
      json: { enabled: true, issuer: 'https://id.example.org', client_id: 'arena', client_secret: 'sso-client-secret-1234' },
    })
    expect(sso.status).toBe(200)
    expect((await t.call('POST', '/events', { token: admin, json: { name: 'Spring Cup', start_time: 1_800_000_000, end_time: 1_800_036_000 } })).status).toBe(201)

    const download = async (query: string) => {
      const response = await fetch(`${t.base}/system/data-file${query}`, { headers: { Authorization: `Bearer ${admin}` } })
      expect(response.status).toBe(200)
      return { disposition: response.headers.get('content-disposition') ?? '', bytes: new Uint8Array(await response.arrayBuffer()) }
    }
    const full = await download('')
    const shared = await download('?secrets=omit')
    expect(shared.disposition).toMatch(/-shared\.sqlite"$/)
    const text = (bytes: Uint8Array) => Buffer.from(bytes).toString('latin1')
    // The complete export still holds them (it is the file to open on another arena PC).
    expect(text(full.bytes)).toContain(key)
    expect(text(full.bytes)).toContain(screen.key)
    expect(text(full.bytes)).toContain('sso-client-secret-1234')
    // The shared one holds none of them, not even in free pages.
    for (const secret of [key, screen.key, 'sso-client-secret-1234', admin]) expect(text(shared.bytes)).not.toContain(secret)

    const SQL = await initSqlJs()
    const db = new SQL.Database(shared.bytes)
    const value = (sql: string) => db.exec(sql)[0]?.values ?? []
    expect(value('SELECT count(*) FROM api_keys')).toEqual([[0]])
    expect(value('SELECT count(*) FROM sessions')).toEqual([[0]])
    expect(value('SELECT count(*) FROM users WHERE password_hash IS NOT NULL')).toEqual([[0]])
    expect(value('SELECT name FROM events')).toEqual([['Spring Cup']])
    const [[sharedScreenKey]] = value('SELECT key FROM screens') as [[string]]
    expect(sharedScreenKey).toMatch(/^sk_/)
    expect(sharedScreenKey).not.toBe(screen.key)
    expect(JSON.parse(value("SELECT value FROM settings WHERE name = 'sso'")[0][0] as string)).toMatchObject({ client_id: 'arena', client_secret: null })
    db.close()

    // The live server is untouched: the key and the screen key still work.
    expect((await t.call('GET', '/auth/me', { token: key })).status).toBe(200)
    expect((await t.call('GET', `/screens/${screen.id}`, { token: screen.key })).status).toBe(200)

    const bad = await t.call('GET', '/system/data-file?secrets=none', { token: admin })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0]).toMatchObject({ loc: ['query', 'secrets'], type: 'literal_error' })
  })
})
