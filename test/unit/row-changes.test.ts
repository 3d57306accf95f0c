// Row images of a transaction, replayed onto the state before it, give exactly the state after it: cascades, unique swaps, blobs.
import initSqlJs, { type Database, type SqlJsStatic } from 'sql.js'
import { beforeAll, describe, expect, it } from 'vitest'
import { ChangeCollector, UnjournaledChange, applyRecords, decodeRecord, encodeRecord, writePosition, type TransactionRecord } from '../../src-main/store/row-changes'

let SQL: SqlJsStatic

beforeAll(async () => {
  SQL = await initSqlJs()
})

const SCHEMA = `
  PRAGMA foreign_keys = ON;
  CREATE TABLE store_journal (id INTEGER PRIMARY KEY CHECK (id = 1), seq INTEGER NOT NULL);
  INSERT INTO store_journal VALUES (1, 0);
  CREATE TABLE users (id INTEGER PRIMARY KEY, name TEXT NOT NULL UNIQUE, photo BLOB, rating REAL);
  CREATE TABLE games (id INTEGER PRIMARY KEY, corner_0 INTEGER REFERENCES users(id) ON DELETE SET NULL, status TEXT NOT NULL);
  CREATE TABLE keys (id INTEGER PRIMARY KEY, user_id INTEGER NOT NULL REFERENCES users(id) ON DELETE CASCADE, name TEXT);
  CREATE TABLE settings (name TEXT PRIMARY KEY, value TEXT NOT NULL);
  INSERT INTO users (id, name) VALUES (1, 'ada'), (2, 'bob');
  INSERT INTO games VALUES (1, 1, 'scheduled'), (2, 2, 'scheduled');
  INSERT INTO keys VALUES (1, 1, 'k1'), (2, 2, 'k2');
`

function dump(db: Database): string {
  const tables = ['store_journal', 'users', 'games', 'keys', 'settings']
  return JSON.stringify(tables.map((table) => db.exec(`SELECT rowid, * FROM ${table} ORDER BY rowid`)[0]?.values ?? []))
}

/** Runs each transaction on one database while collecting its record, replays the records on a second, compares. */
function replayMatches(transactions: string[]): { original: string; replayed: string; records: TransactionRecord[] } {
  const original = new SQL.Database()
  original.exec(SCHEMA)
  const replica = new SQL.Database(original.export())
  replica.exec('PRAGMA foreign_keys = ON') // as the store's connection has it
  const collector = new ChangeCollector(original)
  const records = transactions.map((sql, index) => {
    original.exec('BEGIN')
    collector.begin()
    original.exec(sql)
    const record = { seq: index + 1, changes: collector.images() }
    writePosition(original, index + 1)
    original.exec('COMMIT')
    return decodeRecord(record.seq, encodeRecord(record))
  })
  applyRecords(replica, records)
  return { original: dump(original), replayed: dump(replica), records }
}

describe('replaying row images', () => {
  it.each([
    ['an insert', ["INSERT INTO users (name) VALUES ('cy')"]],
    ['an update', ["UPDATE games SET status = 'scored' WHERE id = 1"]],
    ['a delete that cascades and sets null', ['DELETE FROM users WHERE id = 1']],
    ['a swap of unique names inside one transaction', ["UPDATE users SET name = 'tmp' WHERE id = 1; UPDATE users SET name = 'ada' WHERE id = 2; UPDATE users SET name = 'bob' WHERE id = 1"]],
    ['a swap of unique names across transactions', ["UPDATE users SET name = 'tmp' WHERE id = 1", "UPDATE users SET name = 'ada' WHERE id = 2", "UPDATE users SET name = 'bob' WHERE id = 1"]],
    ['an upsert', ["INSERT INTO settings VALUES ('a', '1') ON CONFLICT (name) DO UPDATE SET value = excluded.value", "INSERT INTO settings VALUES ('a', '2') ON CONFLICT (name) DO UPDATE SET value = excluded.value"]],
    ['a blob and reals, infinite ones included', ["UPDATE users SET photo = x'00ff10', rating = 2.5 WHERE id = 1; UPDATE users SET rating = 9e999 WHERE id = 2"]],
    ['a row inserted then deleted in one transaction', ["INSERT INTO keys (id, user_id, name) VALUES (9, 1, 'x'); DELETE FROM keys WHERE id = 9"]],
    ['a child pointed at a parent the same transaction creates later', ["UPDATE keys SET name = 'moved' WHERE id = 1; INSERT INTO users (id, name) VALUES (5, 'eve'); UPDATE keys SET user_id = 5 WHERE id = 1"]],
    ['a row deleted, then a new row reusing its id', ['DELETE FROM keys WHERE id = 2', "INSERT INTO keys (id, user_id, name) VALUES (2, 1, 'again')"]],
  ])('%s', (_name, transactions) => {
    const { original, replayed } = replayMatches(transactions)
    expect(replayed).toBe(original)
  })

  it('records carry only the rows the transaction touched, not the position table', () => {
    const { records } = replayMatches(["UPDATE games SET status = 'running' WHERE id = 2"])
    expect(records[0].changes).toEqual([['games', 2, { id: 2, corner_0: 2, status: 'running' }]])
  })

  it('random sequences of writes replay to the same state', () => {
    let seed = 7
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31
      return seed % n
    }
    const statements = [
      () => `INSERT INTO users (name) VALUES ('u${random(1e6)}')`,
      () => `UPDATE users SET rating = ${random(100)} WHERE id = ${1 + random(8)}`,
      () => `DELETE FROM users WHERE id = ${1 + random(8)}`,
      () => `INSERT INTO games (corner_0, status) SELECT id, 'scheduled' FROM users ORDER BY id DESC LIMIT 1`,
      () => `UPDATE games SET status = 'scored' WHERE id = ${1 + random(6)}`,
      () => `INSERT INTO keys (user_id, name) SELECT id, 'k' FROM users ORDER BY id LIMIT 1`,
    ]
    const transactions = Array.from({ length: 200 }, () => Array.from({ length: 1 + random(3) }, () => statements[random(statements.length)]()).join('; '))
    const { original, replayed } = replayMatches(transactions)
    expect(replayed).toBe(original)
  })
})

describe('what the journal cannot see is refused', () => {
  it('a DELETE without WHERE (SQLite truncates without telling the update hook)', () => {
    const db = new SQL.Database()
    db.exec(SCHEMA)
    const collector = new ChangeCollector(db)
    db.exec('BEGIN')
    collector.begin()
    db.exec('DELETE FROM settings; INSERT INTO settings VALUES (1, 1); DELETE FROM settings')
    expect(() => collector.images()).toThrow(UnjournaledChange)
    db.exec('ROLLBACK')
  })
})
