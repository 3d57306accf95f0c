// Two crashes in a row, each at the worst instant of a snapshot: the fsrec shim stops the built server just before it renames
// a new snapshot over the data file (FSREC_PAUSE_RENAME_TO), and the test kills it there with SIGKILL — once while it
// serves, once while the next start writes the snapshot of the journal it replayed. The data file must still open with
// every acknowledged write.
import { spawn } from 'node:child_process'
import { mkdirSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, expect, it } from 'vitest'
import { Store } from '../../src-main/store/store'
import { killNow, pausedBeforeRename } from '../support/fs-recorder/pause'
import { buildShim, recorderEnv } from '../support/fs-recorder/shim'
import { killLeftoverServers, loginTo, SERVE_SCRIPT, spawnServer } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

const PASSWORD = 'two-kills-test'

async function createEvent(port: number, token: string, name: string): Promise<boolean> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/events`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ name, start_time: 1_900_000_000, end_time: 1_900_003_600 }),
  }).catch(() => undefined)
  await response?.arrayBuffer()
  return response?.status === 201
}

async function eventNames(dataFile: string): Promise<Set<string>> {
  const store = await Store.open({ path: dataFile })
  try {
    return new Set(store.read((db) => (db.exec('SELECT name FROM events')[0]?.values ?? []).map((row) => String(row[0]))))
  } finally {
    await store.close()
  }
}

it('killed before a snapshot replaces the data file, then again in the next start’s snapshot, the file opens with every acknowledged write', async () => {
  const work = realpathSync(tempDir('two-kills'))
  const shim = buildShim(work)
  const root = join(work, 'data')
  mkdirSync(root)
  const dataFile = join(root, 'arena.sqlite')
  const args = ['--host', '127.0.0.1', '--port', '0', '--data', dataFile]
  const recorded = (log: string, skip: number) => recorderEnv({ shim, root, log: join(work, log), pauseBeforeRenameTo: { path: dataFile, skip } })

  // 1. Serving: the first rename onto the data file is the new file's own snapshot; the second is the keeper's first
  // snapshot (a small journal limit brings it after a few writes). Stopped there.
  const server = await spawnServer(args, { ARENA_ADMIN_PASSWORD: PASSWORD, ARENA_JOURNAL_LIMIT_BYTES: '2000', ...recorded('first.log', 1) })
  const paused = pausedBeforeRename(server.child, 20_000)
  let stopped = false
  void paused.then(() => (stopped = true))
  const token = await loginTo(server.port, PASSWORD)
  const acknowledged: string[] = []
  for (let n = 0; n < 500 && !stopped; n += 1) if (await createEvent(server.port, token, `kept ${n}`)) acknowledged.push(`kept ${n}`)
  expect(await paused).toBe(true)
  await killNow(server.child)
  expect(acknowledged.length).toBeGreaterThan(0)

  // 2. The next start replays the journal and writes a snapshot before it listens: stopped before that rename too.
  const restart = spawn(process.execPath, [SERVE_SCRIPT, ...args], { env: { ...process.env, ...recorded('second.log', 0) }, stdio: ['ignore', 'ignore', 'pipe'] })
  try {
    expect(await pausedBeforeRename(restart, 20_000)).toBe(true)
  } finally {
    await killNow(restart)
  }

  // 3. The file as the two crashes left it.
  let names: Set<string>
  try {
    names = await eventNames(dataFile)
  } catch (error) {
    expect.fail(`the data file was refused after two crashes: ${(error as Error).message}`)
  }
  expect(acknowledged.filter((name) => !names.has(name))).toEqual([])
}, 60_000)
