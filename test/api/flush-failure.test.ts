// When the data file cannot be written, the write is answered 503 and undone; nothing pretends it was saved.
import { mkdirSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer

beforeAll(async () => {
  t = await startTestServer()
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

it('a write whose flush fails is 503 with the reason, and is not kept in memory either', async () => {
  const admin = await t.login()
  expect((await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'kept' } })).status).toBe(201)

  // The data folder disappears (a USB stick pulled out): the temporary file cannot be created.
  rmSync(dirname(t.dataFile), { recursive: true, force: true })
  const failed = await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'lost' } })
  expect(failed.status).toBe(503)
  expect(failed.body.detail).toMatch(/could not be written .*the change was not saved/)

  const listed = await t.call('GET', '/users/me/keys', { token: admin })
  expect(listed.body.map((key: { name: string }) => key.name)).toEqual(['kept'])

  // Once the folder is back, writes work again and reach the disk.
  mkdirSync(dirname(t.dataFile), { recursive: true })
  expect((await t.call('POST', '/users/me/keys', { token: admin, json: { name: 'after' } })).status).toBe(201)
  const names = (await t.call('GET', '/users/me/keys', { token: admin })).body.map((key: { name: string }) => key.name)
  expect(names).toEqual(['kept', 'after'])
})
