// The store's write generation, which kept answers are valid for: it moves on with every write — committed, rolled back
// or undone after a failed append — and with any row changed, and never with a read.
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { one, run } from '../../src-main/store/sql'
import { Store } from '../../src-main/store/store'
import { removeTempDirs, tempDir } from '../support/temp'

afterEach(removeTempDirs)

function addUser(db: Parameters<Parameters<Store['write']>[0]>[0], name: string) {
  return run(db, "INSERT INTO users (name, name_key, created_at) VALUES (?, ?, 'now')", [name, name.toLowerCase()])
}

describe('the write generation', () => {
  let failNext = false
  async function open(): Promise<Store> {
    failNext = false
    return Store.open({
      path: join(tempDir('generation'), 'arena.sqlite'),
      beforeAppend: () => {
        if (!failNext) return
        failNext = false
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
      },
    })
  }

  it.each([
    ['a committed write', async (store: Store) => void (await store.write((db) => addUser(db, 'Ada')))],
    ['a write that throws (rolled back)', async (store: Store) => void (await store.write(() => { throw new Error('refused') }).catch(() => undefined))],
    ['a write that changes nothing', async (store: Store) => void (await store.write(() => undefined))],
    ['a row changed outside store.write', async (store: Store) => void store.read((db) => addUser(db, 'Sneaky'))],
  ])('moves on with %s', async (_name, act) => {
    const store = await open()
    const before = store.generation
    await act(store)
    expect(store.generation).not.toBe(before)
    await store.close()
  })

  it('moves on during a write: an answer built inside the work is not current after it', async () => {
    const store = await open()
    const before = store.generation
    let during = before
    await store.write((db) => {
      during = store.generation
      addUser(db, 'Bo')
    })
    expect(during).not.toBe(before)
    expect(store.generation).not.toBe(during)
    await store.close()
  })

  it('moves on when a failed append puts memory back: answers built from the undone change are dropped', async () => {
    const store = await open()
    failNext = true
    const writing = store.write((db) => addUser(db, 'Lost'))
    const afterCommit = store.generation
    expect(store.read((db) => one(db, "SELECT name FROM users WHERE name = 'Lost'"))).toBeDefined()
    await expect(writing).rejects.toThrow(/ENOSPC/)
    expect(store.generation).not.toBe(afterCommit)
    expect(store.read((db) => one(db, "SELECT name FROM users WHERE name = 'Lost'"))).toBeUndefined()
    await store.close()
  })

  it('stays put for reads', async () => {
    const store = await open()
    await store.write((db) => addUser(db, 'Cy'))
    const before = store.generation
    store.read((db) => one(db, 'SELECT count(*) AS n FROM users'))
    await store.flush()
    expect(store.generation).toBe(before)
    await store.close()
  })
})
