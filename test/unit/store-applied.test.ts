// store.onApplied: each transaction told as it is committed in memory — when reads begin to see it, before its append is
// durable (the change feed comes after) — for a write, a write in slices and a standby's replayed records; never for a
// rolled-back write.
import { join } from 'node:path'
import type { Database } from 'sql.js'
import { afterEach, describe, expect, it } from 'vitest'
import type { AppendedRecord } from '../../src-main/store/journal-format'
import type { TransactionRecord } from '../../src-main/store/row-changes'
import { one, run } from '../../src-main/store/sql'
import { Store } from '../../src-main/store/store'
import { removeTempDirs, tempDir } from '../support/temp'

afterEach(removeTempDirs)

function addUser(db: Database, name: string): number {
  return run(db, "INSERT INTO users (name, name_key, created_at) VALUES (?, ?, 'now')", [name, name.toLowerCase()]).lastId
}

const userCount = (store: Store) => store.read((db) => Number(one<{ n: number }>(db, 'SELECT count(*) AS n FROM users')!.n))
const usersIn = (record: TransactionRecord) => record.changes.filter(([table]) => table === 'users').map(([, rowid]) => rowid)

describe('store.onApplied', () => {
  it('tells a write as reads see it, before the feed tells it durable', async () => {
    const store = await Store.open({ path: join(tempDir('applied'), 'arena.sqlite') })
    const order: string[] = []
    const applied: TransactionRecord[] = []
    store.onApplied((record) => {
      applied.push(record)
      order.push(`applied ${record.seq} seeing ${userCount(store)} users`)
    })
    store.onCommitted((change) => order.push(`durable ${change.seq}`))
    const written = store.write((db) => addUser(db, 'Ada'))
    expect(order).toEqual([`applied ${applied[0].seq} seeing 1 users`])
    const id = await written
    expect(usersIn(applied[0])).toEqual([id])
    expect(order).toEqual([`applied ${applied[0].seq} seeing 1 users`, `durable ${applied[0].seq}`])
    await expect(store.write((db) => {
      addUser(db, 'Bob')
      throw new Error('changed its mind')
    })).rejects.toThrow('changed its mind')
    expect(applied).toHaveLength(1)
    await store.close()
  })

  it('tells a write in slices once, at its end, as reads stop seeing the state before it', async () => {
    const store = await Store.open({ path: join(tempDir('applied'), 'arena.sqlite') })
    const seen: number[] = []
    const applied: TransactionRecord[] = []
    store.onApplied((record) => {
      applied.push(record)
      seen.push(userCount(store))
    })
    await store.writeInSlices(function* (db) {
      for (const name of ['Ada', 'Bob', 'Cy']) {
        addUser(db, name)
        yield
      }
    }, 0)
    expect(applied).toHaveLength(1)
    expect(usersIn(applied[0])).toHaveLength(3)
    expect(seen).toEqual([3])
    await store.close()
  })

  it("tells a standby's replayed records, in sequence", async () => {
    const primary = await Store.open({ path: join(tempDir('primary'), 'arena.sqlite') })
    const standby = await Store.open({ path: join(tempDir('standby'), 'arena.sqlite'), standby: { primary: 'http://192.168.1.10:8700' } })
    await standby.adoptSnapshot((await primary.replicationSnapshot()).bytes)
    const sent: AppendedRecord[] = []
    primary.onCommitted((change) => sent.push({ seq: change.seq, payload: change.payload }))
    const applied: number[] = []
    standby.onApplied((record) => applied.push(record.seq))
    for (const name of ['a', 'b']) await primary.write((db) => addUser(db, name))
    await standby.applyReplicated(sent)
    expect(applied).toEqual(sent.map((record) => record.seq))
    await primary.close()
    await standby.close()
  })
})
