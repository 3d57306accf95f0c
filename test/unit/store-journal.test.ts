// The journaled store: snapshots when writes pause or the journal is full, a clean close, backups, restore, damaged files refused.
import { execFileSync } from 'node:child_process'
import { existsSync, readFileSync, readdirSync, truncateSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { backupsFolder, listBackups } from '../../src-main/store/backups'
import { DataFileRefused } from '../../src-main/store/data-file'
import { listJournalFilesSync } from '../../src-main/store/journal-files'
import { loadDataFile } from '../../src-main/store/load-data-file'
import initSqlJs from 'sql.js'
import { run } from '../../src-main/store/sql'
import { Store, type StoreOptions } from '../../src-main/store/store'
import { addKey, keyNames } from '../support/store-keys'
import { removeTempDirs, tempDir } from '../support/temp'

afterEach(removeTempDirs)

function dataPath(): string {
  return join(tempDir('journal'), 'arena.sqlite')
}

function sqlite(path: string, sql: string): string {
  return execFileSync('sqlite3', [path, sql], { encoding: 'utf8' }).trim()
}

async function until(condition: () => boolean | Promise<boolean>, what: string, ms = 10_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!(await condition())) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((done) => setTimeout(done, 20))
  }
}

describe('snapshots and the journal', () => {
  it('once writes pause, the data file alone is current and the old journal is gone', async () => {
    const path = dataPath()
    const store = await Store.open({ path, idleSnapshotMs: 50 })
    await addKey(store, 'one')
    await addKey(store, 'two')
    await until(() => store.stats.snapshots === 1, 'the idle snapshot')
    expect(sqlite(path, 'SELECT group_concat(name) FROM api_keys')).toBe('one,two')
    expect(listJournalFilesSync(path)).toHaveLength(1) // the fresh journal, holding only its header
    await store.close()
  })

  it('no idle snapshot while writes keep coming: each batch starts the wait again', async () => {
    const path = dataPath()
    const store = await Store.open({ path, idleSnapshotMs: 1000 })
    // Writes 50 ms apart for twice the idle wait: a wait not started again would snapshot after the first second.
    const started = performance.now()
    for (let index = 0; performance.now() - started < 2000; index += 1) {
      await addKey(store, `key ${index}`)
      await new Promise((done) => setTimeout(done, 50))
    }
    expect(store.stats.snapshots).toBe(0)
    await until(() => store.stats.snapshots === 1, 'the idle snapshot once the writes stopped')
    await store.close()
  })

  it('each pause in the writes is snapshotted: the idle wait starts again after each batch and after each snapshot', async () => {
    const path = dataPath()
    const store = await Store.open({ path, idleSnapshotMs: 50 })
    await addKey(store, 'one')
    await until(() => store.stats.snapshots === 1, 'the first idle snapshot')
    await addKey(store, 'two')
    await until(() => store.stats.snapshots === 2, 'the second idle snapshot')
    expect(sqlite(path, 'SELECT group_concat(name) FROM api_keys')).toBe('one,two')
    await store.close()
  })

  it('a full journal is snapshotted and started afresh, so replay at open stays short', async () => {
    const path = dataPath()
    const store = await Store.open({ path, journalLimitBytes: 4096, idleSnapshotMs: 60_000 })
    for (let i = 0; i < 100; i += 1) await addKey(store, `k${i}`)
    await until(() => store.stats.snapshots >= 2, 'snapshots of the full journal')
    await until(() => listJournalFilesSync(path).length === 1, 'old journal files removed')
    // Only the writes since the last snapshot are left to replay.
    expect(readFileSync(listJournalFilesSync(path)[0].path).length).toBeLessThan(3 * 4096)
    await store.close()
    expect(sqlite(path, 'SELECT count(*) FROM api_keys')).toBe('100')
  })

  it('after a clean close there is no journal and the data file passes the sqlite3 shell\'s integrity check', async () => {
    const path = dataPath()
    const store = await Store.open({ path, idleSnapshotMs: 60_000 })
    await addKey(store, 'kept')
    await store.close()
    expect(listJournalFilesSync(path)).toEqual([])
    expect(sqlite(path, 'PRAGMA integrity_check; SELECT name FROM api_keys')).toBe('ok\nkept')
  })

  it('a copy holds everything acknowledged, made off the event loop', async () => {
    const path = dataPath()
    const store = await Store.open({ path, idleSnapshotMs: 60_000 })
    await addKey(store, 'in-the-copy')
    const copy = join(dirname(path), 'copy.sqlite')
    writeFileSync(copy, await store.copy())
    expect(sqlite(copy, 'PRAGMA integrity_check; SELECT name FROM api_keys')).toBe('ok\nin-the-copy')
    await store.close()
  })

  it('a DELETE without WHERE is refused, not silently missing from the journal', async () => {
    const store = await Store.open({ path: dataPath() })
    await store.write((db) => run(db, "INSERT INTO screens (name, key, created_at) VALUES ('TV', 'k', 'now')"))
    await expect(store.write((db) => run(db, 'DELETE FROM screens'))).rejects.toThrow(/journal cannot see/)
    expect(store.read((db) => db.exec('SELECT count(*) FROM screens')[0].values[0][0])).toBe(1)
    await store.close()
  })
})

describe('the disk changed under the store', () => {
  it('a journal removed by hand: the write is refused, then the durable state is written out again and writes go on', async () => {
    const path = dataPath()
    const store = await Store.open({ path, idleSnapshotMs: 60_000 })
    await addKey(store, 'acknowledged')
    execFileSync('rm', [listJournalFilesSync(path)[0].path])
    await expect(addKey(store, 'refused')).rejects.toThrow(/journal .* was removed/)
    expect(keyNames(store)).toEqual(['acknowledged'])
    await addKey(store, 'next')
    // What a crash now would load: the acknowledged write came back to disk with the new snapshot.
    const { db } = loadDataFile(await initSqlJs(), path)
    expect(db.exec('SELECT name FROM api_keys ORDER BY id')[0].values.flat()).toEqual(['acknowledged', 'next'])
    await store.close()
  })

  it('the lock checked before every acknowledgement, not only by the refresh timer', async () => {
    const path = dataPath()
    const store = await Store.open({ path, lock: { refreshMs: 60_000 } })
    await addKey(store, 'before')
    execFileSync('rm', ['-r', `${path}.lock`])
    await expect(addKey(store, 'after')).rejects.toThrow(/lock .* was removed/)
    await expect(addKey(store, 'later')).rejects.toThrow(/stopped writing/)
    await store.close()
  })
})

describe('backups', () => {
  it('after a scored game, on close, and on demand: checked copies with what they hold', async () => {
    const path = dataPath()
    const store = await Store.open({ path, idleSnapshotMs: 60_000 })
    await addKey(store, 'k')
    await store.write((db) => run(db, "INSERT INTO games (name, play_order, status, created_at) VALUES ('League 1', 1, 'scored', 'now')"))
    await until(async () => (await store.listBackups()).some((backup) => backup.reason === 'scored'), 'the backup after a scored game')
    const manual = await store.backupNow()
    expect(manual).toMatchObject({ reason: 'manual', sound: true, games_played: 1, games_scored: 1 })
    expect(sqlite(manual.path, 'PRAGMA integrity_check')).toBe('ok')
    await addKey(store, 'after the manual backup')
    await store.close()
    const reasons = readdirSync(backupsFolder(path)).filter((name) => name.endsWith('.sqlite')).map((name) => /-([a-z-]+)\.sqlite$/.exec(name)![1])
    expect(reasons.sort()).toEqual(['close', 'manual', 'scored'])
  })

  it('restore keeps the current state as a backup, switches to the backup, and keeps the keys and sessions of now', async () => {
    const path = dataPath()
    const store = await Store.open({ path, idleSnapshotMs: 60_000 })
    await addKey(store, 'before-backup')
    await store.write((db) => run(db, "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('t1', 1, 0, 9e12)"))
    const backup = await store.backupNow()
    await addKey(store, 'after-backup')
    await store.write((db) => run(db, "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('t2', 1, 0, 9e12)"))
    let resets = 0
    store.onReset(() => (resets += 1))

    const { kept } = await store.restore({ name: backup.name })
    expect(keyNames(store)).toEqual(['before-backup', 'after-backup']) // credentials are the present's (issue 25, item 6)
    expect(store.read((db) => db.exec('SELECT token_hash FROM sessions ORDER BY token_hash')[0].values.flat())).toEqual(['t1', 't2'])
    expect(resets).toBe(1)
    expect(kept.reason).toBe('before-restore')
    expect(sqlite(kept.path, 'SELECT group_concat(name) FROM api_keys')).toBe('before-backup,after-backup')

    await addKey(store, 'after-restore')
    await store.close()
    expect(sqlite(path, 'SELECT group_concat(name) FROM api_keys')).toBe('before-backup,after-backup,after-restore')
  })

  it('a restore is refused when its precondition says so, and nothing changes', async () => {
    const path = dataPath()
    const store = await Store.open({ path, idleSnapshotMs: 60_000 })
    await addKey(store, 'a')
    const backup = await store.backupNow()
    await addKey(store, 'b')
    await expect(
      store.restore({ name: backup.name }, () => {
        throw new Error('a game is running')
      }),
    ).rejects.toThrow('a game is running')
    expect(keyNames(store)).toEqual(['a', 'b'])
    await addKey(store, 'c')
    await store.close()
  })
})

describe('a damaged data file is refused, left byte for byte, and the newest backup named', () => {
  async function eventWithBackup(options: Partial<StoreOptions> = {}): Promise<{ path: string; backup: string }> {
    const path = dataPath()
    const store = await Store.open({ path, ...options })
    for (let i = 0; i < 300; i += 1) await addKey(store, `key-${i}-${'x'.repeat(200)}`)
    await store.backupNow()
    await addKey(store, 'last')
    await store.close()
    const newest = (await listBackups(path))[0]
    expect(newest).toMatchObject({ reason: 'close', sound: true })
    return { path, backup: newest.path }
  }

  const damages: Array<[string, (path: string) => void]> = [
    [
      'bytes flipped mid-file',
      (path) => {
        const bytes = readFileSync(path)
        for (let i = 0; i < 64; i += 1) bytes[Math.floor(bytes.length / 2) + i] ^= 0x5a
        writeFileSync(path, bytes)
      },
    ],
    ['its tail cut', (path) => truncateSync(path, readFileSync(path).length - 1000)],
    [
      'a page overwritten with noise',
      (path) => {
        const bytes = readFileSync(path)
        const pageSize = bytes.readUInt16BE(16)
        const page = Math.floor(bytes.length / pageSize / 2)
        for (let i = 0; i < pageSize; i += 1) bytes[page * pageSize + i] = (i * 7919 + 13) & 0xff
        writeFileSync(path, bytes)
      },
    ],
    ['zero length', (path) => writeFileSync(path, '')],
  ]

  it.each(damages)('%s', async (_name, damage) => {
    const { path, backup } = await eventWithBackup()
    damage(path)
    const before = readFileSync(path)
    const refusal = await Store.open({ path }).catch((error: unknown) => error)
    expect(refusal).toBeInstanceOf(DataFileRefused)
    expect((refusal as Error).message).toContain(backup)
    expect((refusal as Error).message).toContain(`--restore "${backup}"`)
    expect(readFileSync(path).equals(before)).toBe(true)
    expect(existsSync(`${path}.lock`)).toBe(false)
  })

  it('a missing file with backups present is not silently started afresh', async () => {
    const { path, backup } = await eventWithBackup()
    execFileSync('rm', [path])
    await expect(Store.open({ path })).rejects.toThrow(backup)
    expect(existsSync(path)).toBe(false)
  })

  it('--restore brings the backup back and keeps the damaged file as evidence', async () => {
    const { path, backup } = await eventWithBackup()
    truncateSync(path, 5000)
    const store = await Store.open({ path, restoreFrom: backup })
    expect(keyNames(store)).toHaveLength(301)
    await store.close()
    expect(readdirSync(backupsFolder(path)).some((name) => name.endsWith('-damaged.sqlite'))).toBe(true)
  })

  it('--restore keeps the credentials of a readable present: a key revoked and a session ended since stay so, a password changed since is the current one', async () => {
    const path = dataPath()
    const store = await Store.open({ path })
    await addKey(store, 'revoked')
    await store.write((db) => {
      run(db, "UPDATE users SET password_hash = 'old', is_admin = 1 WHERE id = 1")
      run(db, "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('ended', 1, 0, 9e12)")
    })
    const backup = await store.backupNow()
    await store.write((db) => {
      run(db, "DELETE FROM api_keys WHERE name = 'revoked'")
      run(db, "DELETE FROM sessions WHERE token_hash = 'ended'")
      run(db, "UPDATE users SET password_hash = 'new' WHERE id = 1")
    })
    await store.close()
    const restored = await Store.open({ path, restoreFrom: backup.path })
    expect(keyNames(restored)).toEqual([])
    expect(restored.read((db) => db.exec('SELECT count(*) FROM sessions')[0].values[0][0])).toBe(0)
    expect(restored.read((db) => db.exec('SELECT password_hash, is_admin FROM users WHERE id = 1')[0].values[0])).toEqual(['new', 1])
    await restored.close()
  })

  it('--restore over an unreadable file uses the backup\'s credentials, without its sessions', async () => {
    const path = dataPath()
    const store = await Store.open({ path })
    await addKey(store, 'kept')
    await store.write((db) => run(db, "INSERT INTO sessions (token_hash, user_id, created_at, expires_at) VALUES ('s', 1, 0, 9e12)"))
    const backup = await store.backupNow()
    await store.close()
    truncateSync(path, 5000)
    const restored = await Store.open({ path, restoreFrom: backup.path })
    expect(keyNames(restored)).toEqual(['kept'])
    expect(restored.read((db) => db.exec('SELECT count(*) FROM sessions')[0].values[0][0])).toBe(0)
    await restored.close()
  })
})
