// The log files: pino writing JSON lines to logs/arena.log beside the data file, rotated by size (rotating-file-stream),
// the latest entries kept in memory for the Log page, and every entry handed to listeners (the live stream).
import { mkdirSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { dirname, join } from 'node:path'
import { pino, stdTimeFunctions, type Logger as PinoLogger } from 'pino'
import { createStream, type RotatingFileStream } from 'rotating-file-stream'
import { entryFromLine, type LogDetails, type LogEntry, type Logger, type LogLevel } from '../domain/logging'
import { LogTail } from '../domain/log-tail'

export const LOG_FILE_NAME = 'arena.log'
/** Rotation: a file is rotated past 5 MB; the current one and 4 rotated ones (arena.log.1 newest … arena.log.4) are kept. */
export const LOG_ROTATION = { maxBytes: 5 * 1024 * 1024, files: 5 }
/** How many of the latest entries the Log page can ask for. */
export const LOG_TAIL_CAPACITY = 2000
/** Field names whose values never reach a log line, wherever a caller put them. */
const SECRET_FIELDS = ['password', 'token', 'key', 'secret', 'client_secret', 'authorization', 'access_token']

/** The logs folder of a data file: `logs/` in the data file's folder, beside `backups/`. */
export function logsFolder(dataFile: string): string {
  return join(dirname(dataFile), 'logs')
}

export interface ArenaLogOptions {
  folder: string
  /** The least level written; 'info' by default (the configuration's ARENA_LOG_LEVEL, services/config.ts). */
  level?: LogLevel
  maxBytes?: number
  /** How many files are kept, the current one included. */
  files?: number
  /** Also each line to stderr (the headless server). */
  stderr?: boolean
}

/** The opened log: a logger, its files, its latest entries and a way to follow new ones. */
export interface ArenaLog extends Logger {
  readonly folder: string
  /** The file being written now. */
  readonly currentFile: string
  /** At most `limit` of the latest entries at `least` level or above, oldest first. */
  latest(least: LogLevel, limit: number): LogEntry[]
  /** The current file's bytes as written so far (empty before the first line). */
  readCurrent(): Promise<Buffer>
  /** Calls `listener` with every entry logged from now on; answers how to stop. */
  onEntry(listener: (entry: LogEntry) => void): () => void
  /** Writes what is buffered and closes the file. */
  close(): Promise<void>
}

/** The entries already in the files (the rotated one first), newest last, to show after a restart. */
async function readEarlierEntries(folder: string, capacity: number): Promise<LogEntry[]> {
  const entries: LogEntry[] = []
  for (const name of [`${LOG_FILE_NAME}.1`, LOG_FILE_NAME]) {
    const text = await readFile(join(folder, name), 'utf8').catch(() => '')
    for (const line of text.split('\n')) {
      const entry = entryFromLine(line)
      if (entry) entries.push(entry)
    }
  }
  return entries.slice(-capacity)
}

export async function openArenaLog(options: ArenaLogOptions): Promise<ArenaLog> {
  const { folder } = options
  const maxBytes = options.maxBytes ?? LOG_ROTATION.maxBytes
  const files = options.files ?? LOG_ROTATION.files
  mkdirSync(folder, { recursive: true })
  const tail = new LogTail(LOG_TAIL_CAPACITY)
  for (const entry of await readEarlierEntries(folder, LOG_TAIL_CAPACITY)) tail.add(entry)
  // 0600 as the data file: the log names users, addresses and what they did (rotation renames, keeping the mode).
  const file: RotatingFileStream = createStream(LOG_FILE_NAME, { path: folder, size: `${maxBytes}B`, rotate: Math.max(1, files - 1), mode: 0o600 })
  file.on('error', (error) => process.stderr.write(`Arena Console: the log file cannot be written: ${error.message}\n`))
  const listeners = new Set<(entry: LogEntry) => void>()
  let closed = false
  const sink = {
    write(line: string) {
      if (closed) return // a line after close (a late callback) is dropped, not written to an ended stream
      file.write(line)
      if (options.stderr) process.stderr.write(line)
      const entry = entryFromLine(line)
      if (!entry) return
      tail.add(entry)
      for (const listener of listeners) {
        try {
          listener(entry)
        } catch {
          // a listener's failure must not stop the logging (nor log again, which could loop)
        }
      }
    },
  }
  const logger: PinoLogger = pino(
    {
      level: options.level ?? 'info',
      base: undefined,
      timestamp: stdTimeFunctions.isoTime,
      formatters: { level: (label) => ({ level: label }) },
      redact: { paths: SECRET_FIELDS.flatMap((name) => [name, `*.${name}`]), censor: '[redacted]' },
    },
    sink,
  )
  const at = (level: LogLevel) => (message: string, details?: LogDetails) => {
    if (details) logger[level](details, message)
    else logger[level](message)
  }
  let closing: Promise<void> | undefined
  return {
    folder,
    currentFile: join(folder, LOG_FILE_NAME),
    debug: at('debug'),
    info: at('info'),
    warn: at('warn'),
    error: at('error'),
    latest: (least, limit) => tail.latest(least, limit),
    readCurrent: () => readFile(join(folder, LOG_FILE_NAME)).catch(() => Buffer.alloc(0)),
    onEntry(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },
    close() {
      closing ??= new Promise<void>((resolve) => {
        closed = true
        listeners.clear()
        file.end(() => resolve())
      })
      return closing
    },
  }
}
