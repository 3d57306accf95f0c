// The built server killed with -9 in the middle of a snapshot, or with its journal's last record cut at every byte, reopens with
// every acknowledged write; a journal damaged before its last record makes the start refuse the file, never silently shorten it.
import { copyFileSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs'
import { basename, dirname, join } from 'node:path'
import initSqlJs from 'sql.js'
import { afterAll, expect, it } from 'vitest'
import { scanJournal } from '../../src-main/store/journal-format'
import { listJournalFilesSync } from '../../src-main/store/journal-files'
import { loadDataFile } from '../../src-main/store/load-data-file'
import { createKeyOn, keyNamesOn, killLeftoverServers, loginTo, runServerToExit, spawnServer, type ServerProcess } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'

afterAll(() => {
  killLeftoverServers()
  removeTempDirs()
})

const PASSWORD = 'journal-crash-test'

function start(dataFile: string, env: Record<string, string> = {}, args: string[] = []): Promise<ServerProcess> {
  return spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile, ...args], { ARENA_ADMIN_PASSWORD: PASSWORD, ...env })
}

/** Key names in the data file and journal as a restart would load them (no server, no lock). */
async function namesOnDisk(dataFile: string): Promise<Set<string>> {
  const { db } = loadDataFile(await initSqlJs(), dataFile)
  const names = new Set((db.exec('SELECT name FROM api_keys')[0]?.values ?? []).map((row) => String(row[0])))
  db.close()
  return names
}

it('kill -9 while the keeper writes a snapshot loses no acknowledged write', async () => {
  const dataFile = join(tempDir('crash-snapshot'), 'arena.sqlite')
  // A small journal limit: under load a snapshot is being written most of the time.
  const tuning = { ARENA_JOURNAL_LIMIT_BYTES: '16384', ARENA_IDLE_SNAPSHOT_MS: '100000' }
  const acknowledged: string[] = []
  let caughtMidSnapshot = 0
  for (let round = 0; round < 3; round += 1) {
    const server = await start(dataFile, tuning)
    const token = await loginTo(server.port, PASSWORD)
    // Grow the file so each snapshot takes a while.
    const fill = async (c: number) => {
      for (let n = 0; n < 60; n += 1) {
        const name = `fill-${round}-${c}-${n}-${'x'.repeat(300)}`
        if (await createKeyOn(server.port, token, name)) acknowledged.push(name)
      }
    }
    await Promise.all(Array.from({ length: 8 }, (_, c) => fill(c)))
    let stop = false
    const writers = Array.from({ length: 32 }, (_, c) =>
      (async () => {
        for (let n = 0; !stop; n += 1) {
          const name = `r${round}-c${c}-${n}`
          if (await createKeyOn(server.port, token, name)) acknowledged.push(name)
          else return
        }
      })(),
    )
    // Kill the moment a snapshot's temporary file exists: the keeper is between writing it and renaming it.
    const folder = dirname(dataFile)
    const deadline = Date.now() + 10_000
    while (Date.now() < deadline) {
      if (readdirSync(folder).some((name) => name.startsWith(`.${basename(dataFile)}.tmp-`))) {
        caughtMidSnapshot += 1
        break
      }
      await new Promise((done) => setImmediate(done))
    }
    server.child.kill('SIGKILL')
    stop = true
    await Promise.all(writers)
    expect((await server.exited).signal).toBe('SIGKILL')
  }
  expect(caughtMidSnapshot).toBeGreaterThanOrEqual(2)

  const onDisk = await namesOnDisk(dataFile)
  expect(acknowledged.filter((name) => !onDisk.has(name))).toEqual([])
  const server = await start(dataFile)
  const names = await keyNamesOn(server.port, await loginTo(server.port, PASSWORD))
  expect(acknowledged.filter((name) => !names.has(name))).toEqual([])
  server.child.kill('SIGTERM')
  expect((await server.exited).code).toBe(0)
}, 90_000)

/** A data file and journal left by kill -9 right after `count` acknowledged writes. */
async function crashedAfterWrites(count: number): Promise<{ dataFile: string; acknowledged: string[] }> {
  const dataFile = join(tempDir('crash-journal'), 'arena.sqlite')
  const server = await start(dataFile, { ARENA_IDLE_SNAPSHOT_MS: '100000' })
  const token = await loginTo(server.port, PASSWORD)
  const acknowledged: string[] = []
  for (let n = 0; n < count; n += 1) if (await createKeyOn(server.port, token, `key-${n}`)) acknowledged.push(`key-${n}`)
  server.child.kill('SIGKILL')
  await server.exited
  return { dataFile, acknowledged }
}

function copyEvent(dataFile: string, label: string): string {
  const folder = join(dirname(dataFile), label)
  mkdirSync(folder)
  for (const name of readdirSync(dirname(dataFile))) {
    if (name.startsWith(basename(dataFile)) && !name.endsWith('.lock')) copyFileSync(join(dirname(dataFile), name), join(folder, name))
  }
  return join(folder, basename(dataFile))
}

it('a journal whose last record is cut at any byte reopens with every write before it', async () => {
  const { dataFile, acknowledged } = await crashedAfterWrites(12)
  expect(acknowledged).toHaveLength(12)
  const journal = listJournalFilesSync(dataFile).at(-1)!
  const bytes = readFileSync(journal.path)
  const last = scanJournal(bytes).frames.at(-1)!
  expect(last.kind).toBe('record')
  const lastKey = acknowledged.at(-1)!
  // Every cut inside the last record: it is dropped as torn, everything before it is there.
  for (let cut = last.offset; cut < bytes.length; cut += 1) {
    writeFileSync(journal.path, bytes.subarray(0, cut))
    const names = await namesOnDisk(dataFile)
    expect(acknowledged.filter((name) => name !== lastKey && !names.has(name)), `cut at byte ${cut}`).toEqual([])
    expect(names.has(lastKey), `cut at byte ${cut}`).toBe(false)
  }
  // The real server starts on a cut journal too (first, middle and last byte of the record).
  for (const cut of [last.offset, Math.floor((last.offset + bytes.length) / 2), bytes.length - 1]) {
    writeFileSync(journal.path, bytes.subarray(0, cut))
    const copy = copyEvent(dataFile, `cut-${cut}`)
    const server = await start(copy)
    const names = await keyNamesOn(server.port, await loginTo(server.port, PASSWORD))
    expect(acknowledged.filter((name) => name !== lastKey && !names.has(name))).toEqual([])
    server.child.kill('SIGTERM')
    expect((await server.exited).code).toBe(0)
  }
  writeFileSync(journal.path, bytes)
  expect(await namesOnDisk(dataFile)).toEqual(new Set(acknowledged))
}, 90_000)

it('a journal damaged before its last record is refused, and left as it was', async () => {
  const { dataFile } = await crashedAfterWrites(6)
  const journal = listJournalFilesSync(dataFile).at(-1)!
  const bytes = readFileSync(journal.path)
  const frames = scanJournal(bytes).frames
  const damaged = Buffer.from(bytes)
  // Records: the administrator, the login's session, key-0 … key-5. Inside the payload of key-2's:
  damaged[frames[5].offset + 30] ^= 0x20
  writeFileSync(journal.path, damaged)
  const result = await runServerToExit(['--host', '127.0.0.1', '--port', '0', '--data', dataFile])
  expect(result.code).toBe(1)
  expect(result.output).toContain(`${dataFile} is damaged (the journal ${journal.path} is damaged`)
  expect(result.output).toContain('was left untouched')
  expect(result.output).toContain('Before the damage the journal holds 4 transactions beyond the data file')
  expect(result.output).toContain(`npm run serve -- --data "${dataFile}" --recover-journal`)
  expect(readFileSync(journal.path).equals(damaged)).toBe(true)

  // The command it names keeps every write before the damage, and says what it did.
  const recovered = await start(dataFile, {}, ['--recover-journal'])
  expect(recovered.output()).toContain(`Recovered the journal: ${journal.path} cut at byte ${frames[5].offset}`)
  const names = await keyNamesOn(recovered.port, await loginTo(recovered.port, PASSWORD))
  expect([...names].sort()).toEqual(['key-0', 'key-1'])
  recovered.child.kill('SIGTERM')
  expect((await recovered.exited).code).toBe(0)
}, 60_000)
