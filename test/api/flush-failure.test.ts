// When the data file cannot be written, the write is answered 503 with the reason and undone; reads go on; nothing pretends it was saved.
import { mkdirSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

const servers: TestServer[] = []

afterAll(async () => {
  await Promise.all(servers.map((t) => t.server.close()))
  removeTempDirs()
})

async function keyNames(t: TestServer, token: string): Promise<string[]> {
  return (await t.call('GET', '/users/me/keys', { token })).body.map((key: { name: string }) => key.name)
}

it('a full disk: the write is 503 with the reason and undone, reads go on, and writes work again once there is room', async () => {
  let diskFull = false
  const t = await startTestServer({
    store: {
      // The journal append is where a full disk shows: the fault is injected there, the rest is the real server.
      beforeAppend: () => {
        if (diskFull) throw Object.assign(new Error('ENOSPC: no space left on device, write'), { code: 'ENOSPC' })
      },
    },
  })
  servers.push(t)
  const admin = await t.login()
  expect((await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'kept' } })).status).toBe(201)

  diskFull = true
  const failed = await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'lost' } })
  expect(failed.status).toBe(503)
  expect(failed.body.detail).toMatch(/could not be written \(ENOSPC: no space left on device.*the change was not saved/)
  expect(await keyNames(t, admin)).toEqual(['kept'])

  diskFull = false
  expect((await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'after' } })).status).toBe(201)
  expect(await keyNames(t, admin)).toEqual(['kept', 'after'])
})

it('the data folder removed under a running server (a USB stick pulled): writes stop with the reason, reads go on', async () => {
  const t = await startTestServer({ store: { lock: { refreshMs: 100 } } })
  servers.push(t)
  const admin = await t.login()
  expect((await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'kept' } })).status).toBe(201)

  rmSync(dirname(t.dataFile), { recursive: true, force: true })
  const failed = await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'lost' } })
  expect(failed.status).toBe(503)
  expect(failed.body.detail).toMatch(/was removed/)
  expect(await keyNames(t, admin)).toEqual(['kept'])

  // The lock went with the folder: another server may own the file now, so this one keeps refusing and says why.
  mkdirSync(dirname(t.dataFile), { recursive: true })
  await new Promise((done) => setTimeout(done, 300))
  const refused = await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'refused' } })
  expect(refused.status).toBe(503)
  expect(refused.body.detail).toMatch(/stopped writing so it cannot overwrite another owner's changes.*lock .*was removed/)
  expect(await keyNames(t, admin)).toEqual(['kept'])
})
