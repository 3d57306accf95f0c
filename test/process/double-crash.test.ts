// Two kill -9 in a row, each in the middle of a snapshot — the second during the restart's own first snapshot, as after a
// flaky power strip — and the third start opens with every acknowledged write. The kills land at the one instant that
// matters: the fsrec shim (test/support/fs-recorder) holds the thread that is about to rename the new snapshot over the
// data file, the sum file already listing it, and the test kills the process there.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { killNow, pausedBeforeRename } from '../support/fs-recorder/pause'
import { buildShim, recorderEnv } from '../support/fs-recorder/shim'
import { createEventOn, eventNamesOn, killLeftoverServers, loginTo, SERVE_SCRIPT, spawnServer } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'

const PASSWORD = 'double-crash-test'
const ROUNDS = 20
let shim: string

beforeAll(() => {
  shim = buildShim(tempDir('fsrec'))
})

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

const SERVER_ARGS = (dataFile: string) => ['--host', '127.0.0.1', '--port', '0', '--data', dataFile]
const ENV = { ARENA_ADMIN_PASSWORD: PASSWORD, ARENA_IDLE_SNAPSHOT_MS: '600000' }

/** The server under the shim, to be held before its (skip+1)-th rename onto the data file; `port` once it serves. */
function startHeldBeforeRename(dataFile: string, skip: number, extraEnv: Record<string, string> = {}): { child: ChildProcess; held: Promise<boolean>; port: Promise<number> } {
  const folder = join(dataFile, '..')
  const env = { ...process.env, ...ENV, ...extraEnv, ...recorderEnv({ shim, root: folder, log: join(tempDir('fsrec-log'), 'log'), pauseBeforeRenameTo: { path: dataFile, skip } }) }
  const child = spawn(process.execPath, [SERVE_SCRIPT, ...SERVER_ARGS(dataFile)], { env, stdio: ['ignore', 'pipe', 'pipe'] })
  const port = new Promise<number>((resolve, reject) => {
    let output = ''
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)
      if (match) resolve(Number(match[1]))
    })
    child.on('exit', () => reject(new Error(`the server stopped before it served:\n${output}`)))
  })
  port.catch(() => undefined)
  return { child, held: pausedBeforeRename(child, 20_000), port }
}

it(`two kill -9 in a row during snapshots, ${ROUNDS} times: the third start opens with every acknowledged write`, async () => {
  for (let round = 0; round < ROUNDS; round += 1) {
    const dataFile = join(tempDir('double-crash'), 'arena.sqlite')
    const acknowledged: string[] = []
    // 1. A new event: its first snapshot (creating the file) goes through; the next one — the journal full after a few
    //    writes — is held before its rename, while writes go on into the new journal; then kill -9.
    const first = startHeldBeforeRename(dataFile, 1, { ARENA_JOURNAL_LIMIT_BYTES: '4096' })
    const port = await first.port
    const token = await loginTo(port, PASSWORD)
    let stop = false
    const writers = Array.from({ length: 4 }, (_, writer) =>
      (async () => {
        for (let n = 0; !stop; n += 1) {
          const name = `r${round}-w${writer}-${n}`
          if ((await createEventOn(port, token, name)) === 201) acknowledged.push(name)
          else return
        }
      })(),
    )
    expect(await first.held, `round ${round}: the snapshot was not held before its rename`).toBe(true)
    // A few more writes acknowledged from the new journal while the snapshot is held.
    const heldAt = acknowledged.length
    const deadline = Date.now() + 2_000
    while (acknowledged.length < heldAt + 10 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 5))
    stop = true
    await killNow(first.child)
    await Promise.all(writers)

    // 2. The restart replays the journal and writes its first snapshot at once, before it serves: held before its
    //    rename, then kill -9 again.
    const second = startHeldBeforeRename(dataFile, 0)
    expect(await second.held, `round ${round}: the restart's snapshot was not held before its rename`).toBe(true)
    await killNow(second.child)

    // 3. The third start opens with every write acknowledged before the first kill.
    const third = await spawnServer(SERVER_ARGS(dataFile), ENV)
    const names = new Set(await eventNamesOn(third.port, await loginTo(third.port, PASSWORD)))
    expect(acknowledged.length, `round ${round}`).toBeGreaterThan(10)
    expect(acknowledged.filter((name) => !names.has(name)), `round ${round}: acknowledged writes missing after two crashes`).toEqual([])
    third.child.kill('SIGTERM')
    expect((await third.exited).code).toBe(0)
  }
}, 240_000)
