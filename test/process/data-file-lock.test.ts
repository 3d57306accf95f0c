// The lock between built servers: a second server on a live server's file is refused with the owner and what to do; a lock
// removed under a running server makes it stop writing within seconds, while reads go on.
import { rmSync } from 'node:fs'
import { hostname } from 'node:os'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { killLeftoverServers, loginTo, runServerToExit, spawnServer } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

const PASSWORD = 'lock-test'

it('a second server on the same data file is refused, naming the lock, the owner and what to do', async () => {
  const dataFile = join(tempDir('lock'), 'arena.sqlite')
  const first = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile], { ARENA_ADMIN_PASSWORD: PASSWORD })
  const second = await runServerToExit(['--host', '127.0.0.1', '--port', '0', '--data', dataFile])
  expect(second.code).toBe(1)
  expect(second.output).toContain(`${dataFile} is in use by another Arena Console`)
  expect(second.output).toContain(`host ${hostname()}, process ${first.child.pid}, since `)
  expect(second.output).toContain(`lock ${dataFile}.lock`)
  expect(second.output).toMatch(/Close that Arena Console first/)
  first.child.kill('SIGTERM')
  expect((await first.exited).code).toBe(0)
}, 30_000)

it('a lock removed under a running server: it stops writing within seconds and says why; reads go on', async () => {
  const dataFile = join(tempDir('lock'), 'arena.sqlite')
  const server = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile], { ARENA_ADMIN_PASSWORD: PASSWORD })
  const token = await loginTo(server.port, PASSWORD)
  const base = `http://127.0.0.1:${server.port}/api/v1`
  const addKey = (name: string) =>
    fetch(`${base}/users/me/keys`, { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' }, body: JSON.stringify({ name }) })
  expect((await addKey('before')).status).toBe(201)

  rmSync(`${dataFile}.lock`, { recursive: true, force: true })
  const removedAt = Date.now()
  let answer: Response
  do {
    await new Promise((done) => setTimeout(done, 100))
    answer = await addKey(`after-${Date.now()}`)
  } while (answer.status === 201 && Date.now() - removedAt < 10_000)
  expect(answer.status).toBe(503)
  expect(Date.now() - removedAt).toBeLessThan(3_000)
  expect(((await answer.json()) as { detail: string }).detail).toMatch(/lock .*\.lock was removed/)
  // From then on every write is refused with the reason, until the server is restarted.
  const later = await addKey('later')
  expect(later.status).toBe(503)
  expect(((await later.json()) as { detail: string }).detail).toMatch(/stopped writing so it cannot overwrite another owner's changes.*\.lock was removed\. Restart Arena Console/)
  const keys = await fetch(`${base}/users/me/keys`, { headers: { Authorization: `Bearer ${token}` } })
  expect(keys.status).toBe(200)
  server.child.kill('SIGTERM')
  await server.exited
}, 30_000)
