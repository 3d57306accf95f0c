// kill -9 in the middle of concurrent writes loses no write that was acknowledged, and leaves a sound data file.
import { execFileSync } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { createKeyOn, keyNamesOn, killLeftoverServers, loginTo, spawnServer } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

const PASSWORD = 'kill-nine-test'
const CLIENTS = 32

/** Writes from many clients until `stop` is set; answers the names of the writes the server acknowledged. */
async function writeUntilStopped(port: number, token: string, round: number, stop: { now: boolean }): Promise<string[]> {
  const acknowledged: string[] = []
  const client = async (id: number) => {
    for (let n = 0; !stop.now; n += 1) {
      const name = `r${round}-c${id}-${n}`
      if (await createKeyOn(port, token, name)) acknowledged.push(name)
      else if (stop.now) return
    }
  }
  await Promise.all(Array.from({ length: CLIENTS }, (_, id) => client(id)))
  return acknowledged
}

it('every acknowledged write survives kill -9, over several rounds', async () => {
  const dataFile = join(tempDir('kill9'), 'arena.sqlite')
  const acknowledgedSoFar: string[] = []
  for (let round = 0; round < 3; round += 1) {
    const server = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile], { ARENA_ADMIN_PASSWORD: PASSWORD })
    const token = await loginTo(server.port, PASSWORD)
    const before = await keyNamesOn(server.port, token)
    for (const name of acknowledgedSoFar) expect(before.has(name), `write ${name} acknowledged before a kill -9 is gone`).toBe(true)

    const stop = { now: false }
    const writing = writeUntilStopped(server.port, token, round, stop)
    // Let writes pile up, then kill while they are in flight (not between them).
    await new Promise((done) => setTimeout(done, 600 + round * 250))
    server.child.kill('SIGKILL')
    stop.now = true
    const acknowledged = await writing
    expect((await server.exited).signal).toBe('SIGKILL')
    expect(acknowledged.length).toBeGreaterThan(20)
    acknowledgedSoFar.push(...acknowledged)
  }

  const server = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile])
  const names = await keyNamesOn(server.port, await loginTo(server.port, PASSWORD))
  const lost = acknowledgedSoFar.filter((name) => !names.has(name))
  expect(lost).toEqual([])
  server.child.kill('SIGTERM')
  expect((await server.exited).code).toBe(0)
  expect(execFileSync('sqlite3', [dataFile, 'PRAGMA integrity_check'], { encoding: 'utf8' }).trim()).toBe('ok')
}, 60_000)
