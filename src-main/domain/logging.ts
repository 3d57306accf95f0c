// What a log line is: its levels, the logger every layer is given, and the entry an administrator reads.
export const LOG_LEVELS = ['debug', 'info', 'warn', 'error'] as const
export type LogLevel = (typeof LOG_LEVELS)[number]

/** Structured fields beside a line's message (a game id, a robot's address, a status); never a secret. */
export type LogDetails = Record<string, unknown>

/** The one logger: the store, the services, the server and the shell write through it. */
export interface Logger {
  debug(message: string, details?: LogDetails): void
  info(message: string, details?: LogDetails): void
  warn(message: string, details?: LogDetails): void
  error(message: string, details?: LogDetails): void
}

/** One line of the log as the Log page shows it. */
export interface LogEntry {
  /** ISO 8601, UTC. */
  time: string
  level: LogLevel
  message: string
  details: LogDetails
}

export function isLogLevel(value: unknown): value is LogLevel {
  return typeof value === 'string' && (LOG_LEVELS as readonly string[]).includes(value)
}

/** Whether `level` is `least` or more severe. */
export function atLeast(level: LogLevel, least: LogLevel): boolean {
  return LOG_LEVELS.indexOf(level) >= LOG_LEVELS.indexOf(least)
}

/** One JSON line of a log file (`{"level":"warn","time":"…","msg":"…",…}`) as an entry; undefined for a line that is not one. */
export function entryFromLine(line: string): LogEntry | undefined {
  let parsed: unknown
  try {
    parsed = JSON.parse(line)
  } catch {
    return undefined
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) return undefined
  const { level, time, msg, ...details } = parsed as Record<string, unknown>
  if (!isLogLevel(level) || typeof time !== 'string' || typeof msg !== 'string') return undefined
  return { time, level, message: msg, details }
}

/** A logger that drops everything (a part used on its own, outside the server). */
export const silentLogger: Logger = { debug() {}, info() {}, warn() {}, error() {} }
