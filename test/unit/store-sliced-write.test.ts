// A write in slices: one transaction that lets the event loop run between slices — all or nothing, journaled once, reads
// during it see the state before it, other writes wait for it, and the write generation moves as it begins and ends.
import { copyFileSync } from 'node:fs'
import { basename, join } from 'node:path'
import type { Database } from 'sql.js'
import { afterEach, describe, expect, it } from 'vitest'
import { listJournalFilesSync } from '../../src-main/store/journal-files'
import { one, run } from '../../src-main/store/sql'
import { Store } from '../../src-main/store/store'
import { removeTempDirs, tempDir } from '../support/temp'

afterEach(removeTempDirs)

function addUser(db: Database, name: string): void {
  run(db, "INSERT INTO users (name, name_key, created_at) VALUES (?, ?, 'now')", [name, name.toLowerCase()])
}

function userCount(db: Database): number {
  return Number(one<{ n: number }>(db, 'SELECT count(*) AS n FROM users')!.n)
}

const userNames = (store: Store) => store.read((db) => (db.exec('SELECT name FROM users ORDER BY id')[0]?.values ?? []).map((row) => String(row[0])))

/** Adds `count` users, pausing after each; `during` runs at each pause point inside the work (before the store's pause). */
function* addUsers(db: Database, count: number, during: (index: number) => void = () => undefined) {
  for (let i = 0; i < count; i += 1) {
    addUser(db, `Sliced ${i}`)
    during(i)
    yield
  }
  return count
}

/** Lets the event loop run until `condition` holds (a few hundred turns at most). */
async function until(condition: () => boolean): Promise<void> {
  for (let i = 0; i < 500 && !condition(); i += 1) await new Promise<void>((resolve) => setTimeout(resolve, 0))
  expect(condition()).toBe(true)
}

/** What a crash right now would leave: the data file and journal files copied to another folder; answers the copy's path. */
function copyOf(path: string): string {
  const folder = tempDir('sliced-crash')
  copyFileSync(path, join(folder, basename(path)))
  for (const file of listJournalFilesSync(path)) copyFileSync(file.path, join(folder, basename(file.path)))
  return join(folder, basename(path))
}

const openCopyOf = (path: string) => Store.open({ path: copyOf(path) })

async function open(): Promise<Store> {
  const store = await Store.open({ path: join(tempDir('sliced'), 'arena.sqlite'), idleSnapshotMs: 60_000 })
  await store.write((db) => addUser(db, 'Before'))
  return store
}

describe('a write in slices', () => {
  it('lets the event loop run between slices', async () => {
    const store = await open()
    let ticks = 0
    let ticking = true
    const tick = () => {
      ticks += 1
      if (ticking) setImmediate(tick)
    }
    setImmediate(tick)
    // Slices of 0 ms: one step each, and the loop runs between any two of them.
    const ticksSeenByTheWork = new Set<number>()
    await store.writeInSlices((db) => addUsers(db, 20, () => ticksSeenByTheWork.add(ticks)), 0)
    ticking = false
    expect(ticksSeenByTheWork.size).toBe(20)
    await store.close()
  })

  it('commits everything at once and journals it as one record', async () => {
    const store = await open()
    const appendsBefore = store.stats.appends
    const writesBefore = store.stats.writes
    expect(await store.writeInSlices((db) => addUsers(db, 30), 0)).toBe(30)
    expect(store.read(userCount)).toBe(31)
    expect(store.stats.writes - writesBefore).toBe(1)
    expect(store.stats.appends - appendsBefore).toBe(1)
    const reopened = await openCopyOf(store.path)
    expect(reopened.read(userCount)).toBe(31)
    await reopened.close()
    await store.close()
  })

  it.each([0, 1, 7, 19])('a throw in slice %i leaves nothing, in memory and on disk', async (failAt) => {
    const store = await open()
    const appendsBefore = store.stats.appends
    const failing = store.writeInSlices((db) => addUsers(db, 20, (index) => {
      if (index === failAt) throw new Error(`slice ${index} refused`)
    }), 0)
    await expect(failing).rejects.toThrow(`slice ${failAt} refused`)
    expect(userNames(store)).toEqual(['Before'])
    await store.flush()
    expect(store.stats.appends).toBe(appendsBefore)
    const reopened = await openCopyOf(store.path)
    expect(userNames(reopened)).toEqual(['Before'])
    await reopened.close()
    // The store goes on writing normally after it.
    await store.write((db) => addUser(db, 'After'))
    expect(userNames(store)).toEqual(['Before', 'After'])
    await store.close()
  })

  it('reads during it see the state before it; right after it they see all of it', async () => {
    const store = await open()
    let done = false
    let seenInside = 0
    let readBetweenSlices: { done: boolean; count: number; names: string[] } | undefined
    const writing = store.writeInSlices((db) => addUsers(db, 20, (index) => {
      seenInside = userCount(db)
      // Runs at the pause after this slice, before the next one.
      if (index === 5) setImmediate(() => (readBetweenSlices = { done, count: store.read(userCount), names: userNames(store) }))
    }), 0).then(() => (done = true))
    await writing
    expect(seenInside).toBe(21)
    // The transaction had 6 rows the read did not see.
    expect(readBetweenSlices).toEqual({ done: false, count: 1, names: ['Before'] })
    expect(store.read(userCount)).toBe(21)
    await store.close()
  })

  it('a crash during it loads the state before it; after it is acknowledged, all of it', async () => {
    const store = await open()
    let copied: string | undefined
    const writing = store.writeInSlices((db) => addUsers(db, 20, (index) => {
      if (index === 5) setImmediate(() => (copied = copyOf(store.path)))
    }), 0)
    await until(() => copied !== undefined)
    const crashedDuring = await Store.open({ path: copied! })
    expect(userNames(crashedDuring)).toEqual(['Before'])
    await crashedDuring.close()
    await writing
    const crashedAfter = await openCopyOf(store.path)
    expect(crashedAfter.read(userCount)).toBe(21)
    await crashedAfter.close()
    await store.close()
  })

  it('a write issued during it waits, then runs after it (and sees it)', async () => {
    const store = await open()
    const order: string[] = []
    let plain: Promise<number> | undefined
    let secondSliced: Promise<number> | undefined
    const issueBoth = () => {
      plain = store.write((db) => {
        order.push('plain write')
        addUser(db, 'Plain')
        return userCount(db)
      })
      secondSliced = store.writeInSlices(function* (db) {
        order.push('second sliced write')
        yield
        return userCount(db)
      }, 0)
    }
    const sliced = store.writeInSlices((db) => addUsers(db, 20, (index) => {
      order.push(`slice ${index}`)
      if (index === 2) setImmediate(issueBoth)
    }), 0)
    await until(() => plain !== undefined)
    expect(await plain).toBe(22)
    expect(await secondSliced).toBe(22)
    await sliced
    expect(order.indexOf('plain write')).toBe(20)
    expect(order.indexOf('second sliced write')).toBe(21)
    expect(store.read(userCount)).toBe(22)
    await store.close()
  })
})

describe('the write generation and a write in slices', () => {
  it('moves as it begins, stays put while it runs (reads see the copy), and moves as it commits', async () => {
    const store = await open()
    const before = store.generation
    const seen: number[] = []
    // Read at each pause between slices, as a read from outside would.
    const writing = store.writeInSlices((db) => addUsers(db, 20, () => setImmediate(() => seen.push(store.generation))), 0)
    const atStart = store.generation
    await writing
    expect(seen.length).toBeGreaterThanOrEqual(19)
    expect(atStart).not.toBe(before)
    expect(seen.every((generation) => generation === atStart)).toBe(true)
    // An answer built from the copy during the write is still current later in the write: the copy does not change.
    expect(new Set(seen).size).toBe(1)
    expect(store.generation).not.toBe(atStart)
    expect(store.generation).not.toBe(before)
    await store.close()
  })

  it('moves as it rolls back', async () => {
    const store = await open()
    const before = store.generation
    let during = before
    const writing = store.writeInSlices((db) => addUsers(db, 20, (index) => {
      if (index === 3) during = store.generation
      if (index === 10) throw new Error('refused')
    }), 0)
    await expect(writing).rejects.toThrow('refused')
    expect(during).not.toBe(before)
    expect(store.generation).not.toBe(during)
    expect(store.generation).not.toBe(before)
    await store.close()
  })
})
