// Backups over real HTTP: list, make one, restore one (404, 409 under a running game, 422 for a bad name, admins only), and
// every live stream ended by a restore so each client reads the restored state.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { SseClient } from '../support/sse-client'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let contract: ContractCheck

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

async function userNames(): Promise<string[]> {
  return (await t.call('GET', '/users', { token: admin })).body.map((user: { name: string }) => user.name)
}

describe('backups', () => {
  it('an admin makes one now: 201 with when, why, size, what it holds and its check', async () => {
    const made = await t.call('POST', '/system/backups', { token: admin })
    contract.conforms('post', '/api/v1/system/backups', made, 201)
    expect(made.body).toMatchObject({ reason: 'manual', sound: true, players: 0, games_played: 0, games_scored: 0 })
    expect(made.body.name).toMatch(/^arena-\d{8}-\d{9}-manual\.sqlite$/)
    expect(made.body.size).toBeGreaterThan(0)
    expect(Object.keys(made.body).sort()).toEqual(['created_at', 'games_played', 'games_scored', 'name', 'players', 'reason', 'size', 'sound'])
    const listed = await t.call('GET', '/system/backups', { token: admin })
    expect(listed.status).toBe(200)
    expect(listed.body[0]).toEqual(made.body)
  })

  it('tells the admins\' streams when a backup was made (the Data page re-reads its list)', async () => {
    const stream = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${admin}` })
    expect((await t.call('POST', '/system/backups', { token: admin })).status).toBe(201)
    await stream.next((event) => event.event === 'backups_changed')
    await stream.close()
  })

  it('is for administrators only', async () => {
    expect((await t.call('POST', '/users', { token: admin, json: { name: 'team', password: 'team-pass-1', is_playing: true } })).status).toBe(201)
    const team = await t.login('team', 'team-pass-1')
    expect((await t.call('GET', '/system/backups', { token: team })).status).toBe(403)
    expect((await t.call('POST', '/system/backups', { token: team })).status).toBe(403)
    expect((await t.call('POST', '/system/backups/x.sqlite/restore', { token: team })).status).toBe(403)
  })

  it('a restore brings the backup back, keeps the state it replaced, ends every stream and keeps the admin logged in', async () => {
    const backup = (await t.call('POST', '/system/backups', { token: admin })).body
    expect((await t.call('POST', '/users', { token: admin, json: { name: 'late entry', password: 'late-pass-1', is_playing: true } })).status).toBe(201)
    const stream = await SseClient.open(`${t.base}/stream`, { Authorization: `Bearer ${admin}` })
    expect(stream.status).toBe(200)

    const restored = await t.call('POST', `/system/backups/${backup.name}/restore`, { token: admin })
    contract.conforms('post', '/api/v1/system/backups/{name}/restore', restored, 200)
    expect(restored.body.restored).toEqual(backup)
    expect(restored.body.kept.reason).toBe('before-restore')
    await stream.ended // the server ended it: the console reconnects and reads everything afresh
    expect(await userNames()).not.toContain('late entry')
    expect(await userNames()).toContain('team')

    // The state it replaced is one restore away.
    const back = await t.call('POST', `/system/backups/${restored.body.kept.name}/restore`, { token: admin })
    expect(back.status, back.text).toBe(200)
    expect(await userNames()).toContain('late entry')
  })

  it('an unknown backup is 404, a name that is not a backup file 422', async () => {
    const unknown = await t.call('POST', '/system/backups/arena-20000101-000000000-manual.sqlite/restore', { token: admin })
    expect(unknown.status).toBe(404)
    expect(unknown.body.detail).toMatch(/no backup named/)
    const bad = await t.call('POST', '/system/backups/..%2Farena.sqlite/restore', { token: admin })
    expect(bad.status).toBe(422)
    expect(bad.body.detail[0].loc).toEqual(['path', 'name'])
  })

  it('is refused with 409 while a game runs, and nothing changes', async () => {
    const backup = (await t.call('POST', '/system/backups', { token: admin })).body
    const game = await t.call('POST', '/games', { token: admin, json: { name: 'League 9' } })
    expect((await t.call('POST', `/arena/games/${game.body.id}/start`, { token: admin, json: { mode: 'development' } })).status).toBe(200)
    const refused = await t.call('POST', `/system/backups/${backup.name}/restore`, { token: admin })
    expect(refused.status).toBe(409)
    expect(refused.body.detail).toBe(`Game ${game.body.id} (League 9) is running; end or abort it before restoring a backup`)
    expect((await t.call('GET', `/games/${game.body.id}`, { token: admin })).body.status).toBe('running')
    expect((await t.call('POST', `/arena/games/${game.body.id}/abort`, { token: admin })).status).toBe(200)
  })

  it('answers match the OpenAPI document', async () => {
    const listed = await t.call('GET', '/system/backups', { token: admin })
    contract.conforms('get', '/api/v1/system/backups', listed, 200)
  })
})
