// The keeper thread: the durable state of the data file (its snapshot plus every journaled transaction), turned into snapshots,
// checked backups and copies without blocking the server's event loop.
import { readFileSync } from 'node:fs'
import { parentPort } from 'node:worker_threads'
import type { Database } from 'sql.js'
import { writeCheckedBackup } from './backups'
import { applyConnectionPragmas, exportDatabase } from './data-file'
import { writeDataFile } from './data-file-sum'
import { readJournal } from './journal-files'
import type { KeeperReply, KeeperRequest } from './keeper-protocol'
import { applyRecords, decodeRecord, readPosition, type TransactionRecord } from './row-changes'
import { loadSql } from './sql-module'

let db: Database | undefined
let path = ''
let queued: TransactionRecord[] = []
let lastSeq = 0
let chain: Promise<void> = Promise.resolve()

function reply(message: KeeperReply, transfer: ArrayBuffer[] = []): void {
  parentPort!.postMessage(message, transfer)
}

/** Applies the queued transactions: the keeper's database becomes the durable state. */
function current(): Database {
  if (!db) throw new Error('the keeper has no data file loaded')
  applyRecords(db, queued)
  queued = []
  return db
}

function exportCurrent(): Uint8Array {
  return exportDatabase(current())
}

/** Only what the store has acknowledged: a record still being appended may yet fail, and then never happened. */
async function load(dataPath: string, upTo: number, bytes: Uint8Array | undefined): Promise<void> {
  const SQL = await loadSql()
  db?.close()
  path = dataPath
  db = new SQL.Database(bytes ?? readFileSync(dataPath))
  applyConnectionPragmas(db)
  const position = readPosition(db)
  queued = readJournal(dataPath, position).records.filter((record) => record.seq <= upTo)
  lastSeq = Math.max(position, upTo)
}

async function handle(request: KeeperRequest): Promise<void> {
  if (request.type === 'load') return load(request.path, request.upTo, request.bytes)
  if (request.type === 'records') {
    const { seqs, ends, bytes } = request
    seqs.forEach((seq, index) => {
      const start = index === 0 ? 0 : ends[index - 1]
      if (seq > lastSeq) queued.push(decodeRecord(seq, Buffer.from(bytes.buffer, bytes.byteOffset + start, ends[index] - start)))
    })
    lastSeq = Math.max(lastSeq, seqs.at(-1) ?? 0)
    return
  }
  try {
    if (request.type === 'snapshot') {
      const bytes = exportCurrent()
      const seq = readPosition(db!)
      if (seq !== request.upTo) throw new Error(`the keeper is at transaction ${seq}, not ${request.upTo}`)
      await writeDataFile(path, bytes)
      reply({ id: request.id, ok: true, snapshot: { seq, bytes: bytes.length } })
    } else if (request.type === 'backup') {
      const backup = await writeCheckedBackup(await loadSql(), path, exportCurrent(), request.reason, request.nowMs)
      reply({ id: request.id, ok: true, backup })
    } else {
      const bytes = exportCurrent()
      reply({ id: request.id, ok: true, bytes, snapshot: { seq: readPosition(db!), bytes: bytes.length } }, [bytes.buffer as ArrayBuffer])
    }
  } catch (error) {
    reply({ id: request.id, ok: false, error: (error as Error).message })
  }
}

parentPort!.on('message', (request: KeeperRequest) => {
  chain = chain.then(() => handle(request)).catch((error: unknown) => {
    // A failed load leaves no state to serve from: every later request answers why.
    db = undefined
    parentPort!.postMessage({ id: -1, ok: false, error: (error as Error).message } satisfies KeeperReply)
  })
})
