// A committed transaction as row images: which rows it inserted, updated or deleted (from SQLite's update hook), and replaying them.
import { readFileSync } from 'node:fs'
import type { Database, SqlJsStatic, SqlValue, Statement } from 'sql.js'

/** One row after the transaction: its column values by name, or null when the row was deleted. */
export type RowImage = Record<string, JournalValue> | null
/** A column value as JSON can carry it: blobs as base64, non-finite reals spelled out. */
export type JournalValue = number | string | null | { b: string } | { r: 'Infinity' | '-Infinity' }
export type RowChange = [table: string, rowid: number, image: RowImage]

/** A row as the change feed names it, table and rowid ("users 4"): what followers of the feed key what they hold by. */
export function rowKey(table: string, rowid: number): string {
  return `${table} ${rowid}`
}

export interface TransactionRecord {
  seq: number
  changes: readonly RowChange[]
}

/** The table that holds the sequence number of the last transaction in the file; the record itself carries it. */
export const POSITION_TABLE = 'store_journal'

/** A statement changed rows that the update hook does not report (a DELETE without WHERE): it cannot be journaled. */
export class UnjournaledChange extends Error {
  override name = 'UnjournaledChange'
}

function encodeValue(value: SqlValue): JournalValue {
  if (value instanceof Uint8Array) return { b: Buffer.from(value).toString('base64') }
  if (typeof value === 'number' && !Number.isFinite(value)) return { r: value > 0 ? 'Infinity' : '-Infinity' }
  return value
}

function decodeValue(value: JournalValue): SqlValue {
  if (value === null || typeof value !== 'object') return value
  if ('b' in value) return new Uint8Array(Buffer.from(value.b, 'base64'))
  return value.r === 'Infinity' ? Infinity : -Infinity
}


function quoted(name: string): string {
  return `"${name.replaceAll('"', '""')}"`
}

/**
 * The final image of each row a transaction touched, by table then rowid. Replay puts every row back as its image says
 * whatever the order (foreign keys off, clashing rows replaced and later given their own image), so one image per row is
 * all a record needs.
 */
export class RowImages {
  private readonly tables = new Map<string, Map<number, RowImage>>()
  private count = 0

  put(table: string, rowid: number, image: RowImage): void {
    let rows = this.tables.get(table)
    if (!rows) this.tables.set(table, (rows = new Map<number, RowImage>()))
    if (!rows.has(rowid)) this.count += 1
    rows.set(rowid, image)
  }

  get size(): number {
    return this.count
  }

  list(): RowChange[] {
    const changes: RowChange[] = []
    for (const [table, rows] of this.tables) for (const [rowid, image] of rows) changes.push([table, rowid, image])
    return changes
  }
}

/** Collects the rows one transaction touches; `images` reads them back as they are at its end. */
export class ChangeCollector {
  private touched = new Map<string, Set<number>>()
  private hooked = 0
  private changesBefore = 0
  private readStatements = new Map<string, Statement>()
  private readColumns = new Map<string, string[]>()
  private totalChanges!: Statement
  private position!: Statement

  /** `onRowChange`: told of every row any statement inserts, updates or deletes (the store's write generation). */
  constructor(
    private db: Database,
    private readonly onRowChange: () => void = () => undefined,
  ) {
    this.listen(db)
  }

  /** Follows another database object (after a reload or restore). */
  listen(db: Database): void {
    for (const statement of this.readStatements.values()) statement.free()
    this.readStatements.clear()
    this.readColumns.clear()
    this.db = db
    this.totalChanges = db.prepare('SELECT total_changes()')
    this.position = db.prepare(`UPDATE ${POSITION_TABLE} SET seq = ? WHERE id = 1`)
    db.updateHook((_operation, _database, table, rowid) => {
      this.hooked += 1
      this.onRowChange()
      if (table === POSITION_TABLE) return
      let rows = this.touched.get(table)
      if (!rows) this.touched.set(table, (rows = new Set()))
      rows.add(rowid)
    })
  }

  begin(): void {
    this.touched.clear()
    this.hooked = 0
    this.changesBefore = this.countChanges()
  }

  /** Sets the position (the transaction's sequence number) inside the transaction being collected. */
  writePosition(seq: number): void {
    this.position.run([seq])
  }

  private countChanges(): number {
    this.totalChanges.step()
    const count = Number(this.totalChanges.get()[0])
    this.totalChanges.reset()
    return count
  }

  /** The row images of everything touched since begin(); throws UnjournaledChange if SQLite changed rows the hook missed. */
  images(): RowChange[] {
    const images = new RowImages()
    this.takeImages(images)
    return images.list()
  }

  /**
   * Reads the images of the rows touched since begin() or the last take into `images` (a row taken again replaces its
   * earlier image) and forgets them: a write made in slices builds its record slice by slice. Throws UnjournaledChange if
   * SQLite changed rows the hook missed.
   */
  takeImages(images: RowImages): void {
    // The position update that follows is hooked too but not yet counted: compare before it.
    if (this.countChanges() - this.changesBefore !== this.hooked) {
      throw new UnjournaledChange('A statement changed rows the journal cannot see (a DELETE without WHERE, or REPLACE); the change was refused.')
    }
    for (const [table, rowids] of this.touched) {
      const statement = this.readStatement(table)
      for (const rowid of rowids) {
        statement.bind([rowid])
        let image: RowImage = null
        if (statement.step()) {
          const values = statement.get()
          const names = this.columnNames(table, statement, values.length)
          image = {}
          for (let i = 0; i < names.length; i += 1) image[names[i]] = encodeValue(values[i])
        }
        statement.reset()
        images.put(table, rowid, image)
      }
    }
    this.touched.clear()
  }

  /**
   * A table's column names, read once per statement (each name is a call into the WebAssembly): read again when the
   * row's width changed (a migration added a column, and SQLite prepared the statement again).
   */
  private columnNames(table: string, statement: Statement, width: number): string[] {
    let names = this.readColumns.get(table)
    if (names?.length !== width) this.readColumns.set(table, (names = statement.getColumnNames()))
    return names
  }

  private readStatement(table: string): Statement {
    let statement = this.readStatements.get(table)
    if (!statement) {
      statement = this.db.prepare(`SELECT * FROM ${quoted(table)} WHERE rowid = ?`)
      this.readStatements.set(table, statement)
    }
    return statement
  }
}

/** Sets the file's position: the sequence number of the last transaction it holds. */
export function writePosition(db: Database, seq: number): void {
  db.run(`UPDATE ${POSITION_TABLE} SET seq = ? WHERE id = 1`, [seq])
}

export function readPosition(db: Database): number {
  return Number(db.exec(`SELECT seq FROM ${POSITION_TABLE} WHERE id = 1`)[0]?.values[0]?.[0] ?? 0)
}

/** The position of an SQLite file on disk (a data file, a backup), or undefined when it cannot be read. */
export function readFilePosition(SQL: SqlJsStatic, path: string): number | undefined {
  try {
    const db = new SQL.Database(readFileSync(path))
    try {
      return readPosition(db)
    } finally {
      db.close()
    }
  } catch {
    return undefined
  }
}

/**
 * Replays records in one transaction with foreign keys off: each row is put back exactly as the record saw it
 * (cascades were recorded as rows of their own). Rows whose unique values clash with an image are replaced; any
 * such row was changed in the same records and gets its own image later, so the end state is the recorded one.
 */
export function applyRecords(db: Database, records: readonly TransactionRecord[]): void {
  if (records.length === 0) return
  db.exec('PRAGMA foreign_keys = OFF')
  db.exec('BEGIN')
  try {
    for (const record of records) {
      for (const [table, rowid, image] of record.changes) {
        if (image === null) {
          db.run(`DELETE FROM ${quoted(table)} WHERE rowid = ?`, [rowid])
          continue
        }
        const names = Object.keys(image)
        const sql = `INSERT OR REPLACE INTO ${quoted(table)} (rowid, ${names.map(quoted).join(', ')}) VALUES (?${', ?'.repeat(names.length)})`
        db.run(sql, [rowid, ...names.map((name) => decodeValue(image[name]))])
      }
      writePosition(db, record.seq)
    }
    db.exec('COMMIT')
  } catch (error) {
    db.exec('ROLLBACK')
    throw error
  } finally {
    db.exec('PRAGMA foreign_keys = ON')
  }
}

export function encodeRecord(record: TransactionRecord): Buffer {
  return Buffer.from(JSON.stringify(record.changes))
}

export function decodeRecord(seq: number, payload: Buffer): TransactionRecord {
  return { seq, changes: JSON.parse(payload.toString('utf8')) as RowChange[] }
}

/** A group commit's transactions: a JSON array of their payloads, numbered from `seq` on. */
export function decodeGroup(seq: number, payload: Buffer): TransactionRecord[] {
  return (JSON.parse(payload.toString('utf8')) as RowChange[][]).map((changes, index) => ({ seq: seq + index, changes }))
}
