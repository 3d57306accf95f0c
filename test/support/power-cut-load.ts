// The recorded run behind the power-cut test and bench: the built server under the fsrec shim on a fresh data folder,
// writers creating uniquely named events, a backup by hand in the middle, then a clean stop (SIGTERM).
import { mkdirSync, readFileSync, realpathSync } from 'node:fs'
import { join } from 'node:path'
import { parseFsrecLog } from './fs-recorder/fsrec-log'
import { buildShim, recorderEnv } from './fs-recorder/shim'
import { buildModel, type FsModel, type SyncPoint } from './crash-states'
import { createEventOn, loginTo, spawnServer } from './server-process'

const PASSWORD = 'power-cut-test'
export const DATA_FILE_NAME = 'arena.sqlite'

/** An event the server answered 201 for, and when the answer arrived (process.hrtime.bigint(): CLOCK_MONOTONIC, like the log). */
export interface Ack {
  name: string
  /** When the request was sent. */
  sentAt: bigint
  at: bigint
}

export interface LoadOptions {
  /** A temporary folder for the shim, the log and the data folder. */
  work: string
  seconds: number
  writers: number
  journalLimitBytes: number
  idleSnapshotMs: number
}

export interface LoadRun {
  /** The data folder (FSREC_ROOT) and the data file in it. */
  root: string
  dataFile: string
  logPath: string
  acks: Ack[]
  /** Events answered with something other than 201 (by status), and requests that failed outright. */
  refused: Record<string, number>
  backupStatus: number
  /** When SIGTERM was sent: sync points after it belong to the clean close. */
  stopSentAt: bigint
  exitCode: number | null
  output: string
}

async function backupNow(port: number, token: string): Promise<number> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/system/backups`, { method: 'POST', headers: { Authorization: `Bearer ${token}` } })
  await response.arrayBuffer()
  return response.status
}

/** Runs the server under the recorder with `writers` concurrent writers for `seconds`, then stops it cleanly. */
export async function runRecordedLoad(options: LoadOptions): Promise<LoadRun> {
  const shim = buildShim(options.work)
  const root = join(realpathSync(options.work), 'data')
  mkdirSync(root)
  const dataFile = join(root, DATA_FILE_NAME)
  const logPath = join(options.work, 'fsrec.log')
  const server = await spawnServer(['--host', '127.0.0.1', '--port', '0', '--data', dataFile], {
    ARENA_ADMIN_PASSWORD: PASSWORD,
    ARENA_JOURNAL_LIMIT_BYTES: String(options.journalLimitBytes),
    ARENA_IDLE_SNAPSHOT_MS: String(options.idleSnapshotMs),
    ...recorderEnv({ shim, root, log: logPath }),
  })
  const token = await loginTo(server.port, PASSWORD)
  const acks: Ack[] = []
  const refused: Record<string, number> = {}
  let stopping = false
  const writer = async (w: number) => {
    for (let n = 0; !stopping; n += 1) {
      const name = `power-cut ${w}-${n}`
      const sentAt = process.hrtime.bigint()
      const status = await createEventOn(server.port, token, name)
      if (status === 201) acks.push({ name, sentAt, at: process.hrtime.bigint() })
      else refused[status] = (refused[status] ?? 0) + 1
    }
  }
  const writers = Array.from({ length: options.writers }, (_, w) => writer(w))
  await new Promise((done) => setTimeout(done, (options.seconds * 1000) / 2))
  const backupStatus = await backupNow(server.port, token)
  await new Promise((done) => setTimeout(done, (options.seconds * 1000) / 2))
  // The writers stop first, so that the close has everything they were told is saved to write out.
  stopping = true
  await Promise.all(writers)
  const stopSentAt = process.hrtime.bigint()
  server.child.kill('SIGTERM')
  const { code } = await server.exited
  return { root, dataFile, logPath, acks, refused, backupStatus, stopSentAt, exitCode: code, output: server.output() }
}

/** The server's own log folder beside the data file: never synced, not part of the data file, left out of the model. */
export function ignoredPath(path: string): boolean {
  return path === 'logs' || path.startsWith('logs/')
}

/** The log's model. */
export function modelOf(run: LoadRun): FsModel {
  return buildModel(parseFsrecLog(readFileSync(run.logPath)), { ignore: ignoredPath })
}

export type PointKind = 'journal append' | 'journal start' | 'snapshot' | 'backup' | 'lock' | 'clean close' | 'other'

/** What a sync point belongs to, from the file it syncs (a folder fsync: the entry it makes durable) and when it happened. */
export function kindOf(point: SyncPoint, run: LoadRun): PointKind {
  if (point.stamp > run.stopSentAt) return 'clean close'
  const subject = point.subject
  if (subject.startsWith('backups/') || subject === 'backups') return 'backup'
  if (/\.journal-\d+$/.test(subject)) return point.what === 'O_DSYNC write' && point.offset !== 0 ? 'journal append' : 'journal start'
  if (subject.startsWith(`.${DATA_FILE_NAME}.`) || subject === DATA_FILE_NAME || subject === `${DATA_FILE_NAME}.sum`) return 'snapshot'
  if (subject.startsWith(`${DATA_FILE_NAME}.lock`)) return 'lock'
  return 'other'
}

