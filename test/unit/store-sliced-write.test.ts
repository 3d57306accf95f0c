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

/** What a crash right now would leave: the data file and journal files copied to another folder, opened there. */
async function openCopyOf(path: string): Promise<Store> {
  const folder = tempDir('sliced-crash')
  copyFileSync(path, join(folder, basename(path)))
  for (const file of listJournalFilesSync(path)) copyFileSync(file.path, join(folder, basename(file.path)))
  return Store.open({ path: join(folder, basename(path)) })
}

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
    const writing = store.writeInSlices((db) => addUsers(db, 20, () => (seenInside = userCount(db))), 0).then(() => (done = true))
    await until(() => seenInside >= 6) // the transaction has rows the reads below do not see
    expect(done).toBe(false)
    expect(store.read(userCount)).toBe(1)
    expect(userNames(store)).toEqual(['Before'])
    await writing
    expect(store.read(userCount)).toBe(21)
    await store.close()
  })

  it('a crash during it loads the state before it; after it is acknowledged, all of it', async () => {
    const store = await open()
    let slices = 0
    const writing = store.writeInSlices((db) => addUsers(db, 20, () => (slices += 1)), 0)
    await until(() => slices >= 5)
    const crashedDuring = await openCopyOf(store.path)
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
    const sliced = store.writeInSlices((db) => addUsers(db, 20, (index) => order.push(`slice ${index}`)), 0)
    await until(() => order.length >= 3)
    const plain = store.write((db) => {
      order.push('plain write')
      addUser(db, 'Plain')
      return userCount(db)
    })
    const secondSliced = store.writeInSlices(function* (db) {
      order.push('second sliced write')
      yield
      return userCount(db)
    }, 0)
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
    let slices = 0
    const writing = store.writeInSlices((db) => addUsers(db, 20, () => (slices += 1)), 0)
    seen.push(store.generation)
    for (let i = 0; i < 5; i += 1) {
      await until(() => slices > i)
      seen.push(store.generation)
    }
    expect(slices).toBeLessThan(20)
    expect(seen[0]).not.toBe(before)
    // An answer built from the copy during the write is still current later in the write: the copy does not change.
    expect(new Set(seen).size).toBe(1)
    await writing
    expect(seen).not.toContain(store.generation)
    expect(store.generation).not.toBe(before)
    await store.close()
  })

  it('moves as it rolls back', async () => {
    const store = await open()
    const before = store.generation
    let slices = 0
    const writing = store.writeInSlices((db) => addUsers(db, 20, (index) => {
      slices += 1
      if (index === 10) throw new Error('refused')
    }), 0)
    await until(() => slices >= 3)
    const during = store.generation
    await expect(writing).rejects.toThrow('refused')
    expect(store.generation).not.toBe(during)
    expect(store.generation).not.toBe(before)
    await store.close()
  })
})
