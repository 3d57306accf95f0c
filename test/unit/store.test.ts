// The data file: created and migrated, written durably before a write resolves, group commit, refusal of foreign files, crash safety.
import { execFileSync } from 'node:child_process'
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import initSqlJs from 'sql.js'
import { afterEach, describe, expect, it } from 'vitest'
import { DataFileRefused } from '../../src-main/store/data-file'
import { loadDataFile } from '../../src-main/store/load-data-file'
import { ARENA_APPLICATION_ID, LATEST_SCHEMA_VERSION } from '../../src-main/store/migrations'
import { one, run } from '../../src-main/store/sql'
import { Store } from '../../src-main/store/store'
import { removeTempDirs, tempDir } from '../support/temp'

afterEach(removeTempDirs)

function dataPath(): string {
  return join(tempDir('store'), 'arena.sqlite')
}

async function readWithSqlJs(path: string) {
  const SQL = await initSqlJs()
  return new SQL.Database(readFileSync(path))
}

function insertKeyRow(store: Store, name: string) {
  return store.write((db) => {
    if (!one(db, 'SELECT id FROM users WHERE id = 1')) run(db, "INSERT INTO users (id, name, name_key, created_at) VALUES (1, 'u', 'u', 'now')")
    return run(db, "INSERT INTO api_keys (user_id, name, key_hash, key_hint, created_at) VALUES (1, ?, ?, 'hint', 'now')", [name, `hash-${name}`]).lastId
  })
}

describe('opening and migrating', () => {
  it('creates a new data file at the latest schema, marked as an arena file', async () => {
    const path = dataPath()
    const store = await Store.open({ path })
    await store.close()
    const db = await readWithSqlJs(path)
    expect(db.exec('PRAGMA user_version')[0].values[0][0]).toBe(LATEST_SCHEMA_VERSION)
    expect(db.exec('PRAGMA application_id')[0].values[0][0]).toBe(ARENA_APPLICATION_ID)
    expect(db.exec("SELECT name FROM sqlite_master WHERE type = 'table' ORDER BY name")[0].values.flat()).toEqual(expect.arrayContaining(['users', 'sessions', 'api_keys']))
  })

  it('opens in the sqlite3 shell and passes its integrity check', async () => {
    const path = dataPath()
    const store = await Store.open({ path })
    await insertKeyRow(store, 'one')
    await store.close()
    expect(execFileSync('sqlite3', [path, 'PRAGMA integrity_check; SELECT name FROM api_keys;'], { encoding: 'utf8' })).toBe('ok\none\n')
  })

  it('adopts an empty SQLite file made by another tool', async () => {
    const path = dataPath()
    execFileSync('sqlite3', [path, 'VACUUM'])
    const store = await Store.open({ path })
    await store.close()
    expect(execFileSync('sqlite3', [path, 'PRAGMA user_version'], { encoding: 'utf8' }).trim()).toBe(String(LATEST_SCHEMA_VERSION))
  })

  it('keeps data across close and reopen', async () => {
    const path = dataPath()
    const first = await Store.open({ path })
    await insertKeyRow(first, 'kept')
    await first.close()
    const second = await Store.open({ path })
    expect(second.read((db) => one<{ name: string }>(db, 'SELECT name FROM api_keys')?.name)).toBe('kept')
    await second.close()
  })
})

describe('refusing files that are not ours', () => {
  const cases: Array<[string, (path: string) => void, RegExp]> = [
    ['a text file', (path) => writeFileSync(path, 'username,password\nalice,secret\n'), /not an SQLite database/],
    ['an SQLite file of another program', (path) => execFileSync('sqlite3', [path, 'CREATE TABLE invoices (id INTEGER)']), /another program/],
    [
      'an arena file of a newer schema',
      (path) => execFileSync('sqlite3', [path, `PRAGMA application_id = ${ARENA_APPLICATION_ID}; PRAGMA user_version = ${LATEST_SCHEMA_VERSION + 1}; CREATE TABLE future (x);`]),
      /newer Arena Console/,
    ],
  ]

  it.each(cases)('%s is refused and left byte for byte', async (_name, make, message) => {
    const path = dataPath()
    make(path)
    const before = readFileSync(path)
    await expect(Store.open({ path })).rejects.toThrow(DataFileRefused)
    await expect(Store.open({ path })).rejects.toThrow(message)
    expect(readFileSync(path).equals(before)).toBe(true)
    expect(existsSync(`${path}.lock`)).toBe(false)
  })
})

describe('durable writes', () => {
  it('a write resolves only once the change is on disk (data file plus journal)', async () => {
    const path = dataPath()
    const store = await Store.open({ path })
    await insertKeyRow(store, 'durable')
    // What a restart would load right now: the snapshot and the journal beside it.
    const onDisk = loadDataFile(await initSqlJs(), path).db
    expect(onDisk.exec('SELECT name FROM api_keys')[0].values).toEqual([['durable']])
    await store.close()
  })

  it('concurrent writes share journal appends (group commit)', async () => {
    const path = dataPath()
    const store = await Store.open({ path })
    const appendsBefore = store.stats.appends
    await Promise.all(Array.from({ length: 200 }, (_, i) => insertKeyRow(store, `k${i}`)))
    const appends = store.stats.appends - appendsBefore
    expect(appends).toBeGreaterThanOrEqual(1)
    expect(appends).toBeLessThanOrEqual(3)
    await store.close()
    const onDisk = await readWithSqlJs(path)
    expect(onDisk.exec('SELECT count(*) FROM api_keys')[0].values[0][0]).toBe(200)
  })

  it('a write that throws is rolled back and not flushed', async () => {
    const path = dataPath()
    const store = await Store.open({ path })
    await expect(
      store.write((db) => {
        run(db, "INSERT INTO users (name, name_key, created_at) VALUES ('x', 'x', 'now')")
        throw new Error('refused halfway')
      }),
    ).rejects.toThrow('refused halfway')
    expect(store.read((db) => one<{ n: number }>(db, 'SELECT count(*) AS n FROM users')?.n)).toBe(0)
    await store.close()
  })

  it('temporary files left by a killed process are removed on the next open', async () => {
    const path = dataPath()
    const store = await Store.open({ path })
    await store.close()
    const folder = join(path, '..')
    writeFileSync(join(folder, '.arena.sqlite.tmp-4242-7'), 'half a file')
    const reopened = await Store.open({ path })
    expect(readdirSync(folder).filter((name) => name.includes('.tmp-'))).toEqual([])
    await reopened.close()
  })

  it('a failed append rejects the write and undoes it in memory, and later writes still work', async () => {
    const path = dataPath()
    let failNext = false
    const store = await Store.open({
      path,
      beforeAppend: () => {
        if (!failNext) return
        failNext = false
        throw Object.assign(new Error('ENOSPC: no space left on device'), { code: 'ENOSPC' })
      },
    })
    let resets = 0
    store.onReset(() => (resets += 1))
    await insertKeyRow(store, 'saved')
    failNext = true
    await expect(insertKeyRow(store, 'not-saved')).rejects.toThrow(/could not be written \(ENOSPC/)
    expect(resets).toBe(1)
    expect(store.read((db) => db.exec('SELECT name FROM api_keys ORDER BY id')[0].values)).toEqual([['saved']])
    await insertKeyRow(store, 'after')
    await store.close()
    const onDisk = await readWithSqlJs(path)
    expect(onDisk.exec('SELECT name FROM api_keys ORDER BY id')[0].values).toEqual([['saved'], ['after']])
  })

  it('foreign keys stay enforced after a flush (db.export resets pragmas)', async () => {
    const path = dataPath()
    const store = await Store.open({ path })
    await insertKeyRow(store, 'x')
    await expect(store.write((db) => run(db, "INSERT INTO api_keys (user_id, name, key_hash, key_hint, created_at) VALUES (99, 'n', 'h', 'h', 'now')"))).rejects.toThrow(/FOREIGN KEY/)
    await store.close()
  })
})

describe('upgrading an older data file', () => {
  it('a schema-1 file is migrated step by step and keeps its rows', async () => {
    const path = dataPath()
    const { MIGRATIONS } = await import('../../src-main/store/migrations')
    // Build a schema-1 file the way version 1 of Arena Console wrote it.
    execFileSync('sqlite3', [path, `${MIGRATIONS[0]} PRAGMA user_version = 1; PRAGMA application_id = ${ARENA_APPLICATION_ID}; INSERT INTO users (name, name_key, created_at) VALUES ('Old Team', 'old team', 'then');`])
    const store = await Store.open({ path })
    await store.close()
    expect(execFileSync('sqlite3', [path, "PRAGMA user_version; SELECT name FROM users; SELECT count(*) FROM sqlite_master WHERE name = 'games';"], { encoding: 'utf8' })).toBe(`${LATEST_SCHEMA_VERSION}\nOld Team\n1\n`)
  })
})
