// What the server writes beside the data file is as private as the data file (0600): log files, backups and their .json
// sidecars; and a refused restore does not show where the data file lives.
import { readdirSync, statSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { backupsFolder } from '../../src-main/store/backups'
import { logsFolder } from '../../src-main/store/log-files'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let umask: number

beforeAll(async () => {
  // The usual umask (022) would leave a file created without a mode readable by everyone (0644).
  umask = process.umask(0o022)
  t = await startTestServer()
  admin = await t.login()
})
afterAll(async () => {
  await t.server.close()
  process.umask(umask)
  removeTempDirs()
})

const modeOf = (path: string) => (statSync(path).mode & 0o777).toString(8)

describe('files beside the data file', () => {
  it('log files, backups and their .json sidecars are 0600, as the data file', async () => {
    const made = await t.call('POST', '/system/backups', { token: admin })
    expect(made.status).toBe(201)
    await t.server.store.flush()
    expect(modeOf(t.dataFile)).toBe('600')
    const backups = readdirSync(backupsFolder(t.dataFile))
    expect(backups.some((name) => name.endsWith('.json'))).toBe(true)
    expect(backups.some((name) => name.endsWith('.sqlite'))).toBe(true)
    for (const name of backups) expect([name, modeOf(join(backupsFolder(t.dataFile), name))]).toEqual([name, '600'])
    const logs = readdirSync(logsFolder(t.dataFile))
    expect(logs.length).toBeGreaterThan(0)
    for (const name of logs) expect([name, modeOf(join(logsFolder(t.dataFile), name))]).toEqual([name, '600'])
  })

  it("a restore of a backup that does not exist is 404 naming the backup, not the data file's folder", async () => {
    const answer = await t.call('POST', '/system/backups/arena-20260101-000000-manual.sqlite/restore', { token: admin })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ detail: 'There is no backup named arena-20260101-000000-manual.sqlite' })
    expect(answer.text).not.toContain(dirname(t.dataFile))
  })
})
