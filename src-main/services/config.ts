// The configuration, read once: an entry's command line and environment (the desktop app's in shell/main.ts, the headless
// server's in serve.ts) into one typed object, every value checked — a bad one is refused with a sentence that names its
// flag or variable. The entries hand the values on; nothing below them reads process.env or process.argv.
import { parseArgs } from 'node:util'
import { isLogLevel, LOG_LEVELS, type LogLevel } from '../domain/logging'
import { defaultDataFile } from '../store/data-location'

/** The port the desktop console always listens on, and the headless server's unless --port says otherwise. */
export const DEFAULT_PORT = 8700
/** Every LAN interface. */
export const DEFAULT_HOST = '0.0.0.0'

/** The process's environment, or a test's stand-in for it. */
export type Environment = Readonly<Record<string, string | undefined>>

/** Where the process runs: what the headless server's default data file depends on. */
export interface Surroundings {
  platform: NodeJS.Platform
  env: Environment
  home: string
}

/** How often the store writes snapshots (docs/data-file.md); a figure left out keeps the store's default. */
export interface StoreTuning {
  /** ARENA_JOURNAL_LIMIT_BYTES */
  journalLimitBytes?: number
  /** ARENA_IDLE_SNAPSHOT_MS */
  idleSnapshotMs?: number
}

/** What both entries read from the environment. */
export interface EnvironmentConfig {
  /** ARENA_ADMIN_PASSWORD: the password of `admin`, created on an empty data file ('' on the headless server: a random one). */
  adminPassword?: string
  /** ARENA_LOG_LEVEL: the least level the log writes; left out, info. */
  logLevel?: LogLevel
  /** ARENA_JOURNAL_LIMIT_BYTES and ARENA_IDLE_SNAPSHOT_MS. */
  store: StoreTuning
}

/** The headless server's command line (`npm run serve -- …`). */
export interface ServeArguments {
  host: string
  port: number
  data: string
  restore?: string
  recoverJournal?: boolean
  /** `--follow URL --follow-key KEY`: run as the standby of the primary at URL (docs/standby.md). */
  follow?: { primary: string; key: string }
  /** `--asynchronous-standby`: a write is acknowledged without waiting for a standby (docs/standby.md). */
  asynchronousStandby?: boolean
}

export interface HeadlessConfig extends ServeArguments, EnvironmentConfig {}

export interface DesktopConfig extends EnvironmentConfig {
  /** The command line as Electron gives it (process.argv.slice(1)), kept to relaunch the app on another data file. */
  argv: string[]
  /** `--data=FILE` ("Open data file…" relaunches with it); left out, arena.sqlite in Electron's userData. */
  dataFile?: string
}

/** A flag or variable with a value the server cannot run with; the message names it. */
export class ConfigRefused extends Error {
  override name = 'ConfigRefused'
}

/** `--help` or `-h`: the caller prints the usage and exits with 0. */
export class UsageRequested extends Error {
  override name = 'UsageRequested'
}

/** A variable that must be a whole number, or undefined when it is unset or empty. */
function wholeNumber(env: Environment, name: string, unit: string): number | undefined {
  const value = env[name]
  if (value === undefined || value === '') return undefined
  if (!/^\d+$/.test(value) || !Number.isSafeInteger(Number(value))) throw new ConfigRefused(`${name} must be a whole number of ${unit}, not ${JSON.stringify(value)}`)
  return Number(value)
}

/** ARENA_ADMIN_PASSWORD, ARENA_LOG_LEVEL, ARENA_JOURNAL_LIMIT_BYTES and ARENA_IDLE_SNAPSHOT_MS; an unset or empty one is left out. */
export function readEnvironment(env: Environment): EnvironmentConfig {
  const level = env.ARENA_LOG_LEVEL
  if (level !== undefined && level !== '' && !isLogLevel(level)) throw new ConfigRefused(`ARENA_LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, not ${JSON.stringify(level)}`)
  const store: StoreTuning = {}
  const journalLimitBytes = wholeNumber(env, 'ARENA_JOURNAL_LIMIT_BYTES', 'bytes')
  const idleSnapshotMs = wholeNumber(env, 'ARENA_IDLE_SNAPSHOT_MS', 'milliseconds')
  if (journalLimitBytes !== undefined) store.journalLimitBytes = journalLimitBytes
  if (idleSnapshotMs !== undefined) store.idleSnapshotMs = idleSnapshotMs
  return {
    ...(env.ARENA_ADMIN_PASSWORD === undefined ? {} : { adminPassword: env.ARENA_ADMIN_PASSWORD }),
    ...(level ? { logLevel: level } : {}),
    store,
  }
}

/** `[--host H] [--port P] [--data FILE] [--restore BACKUP] [--recover-journal]`; an unknown flag is refused. */
export function parseServeArguments(argv: readonly string[], surroundings: Surroundings): ServeArguments {
  const { values } = parseArgs({
    args: [...argv],
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      data: { type: 'string' },
      restore: { type: 'string' },
      'recover-journal': { type: 'boolean' },
      follow: { type: 'string' },
      'follow-key': { type: 'string' },
      'asynchronous-standby': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) throw new UsageRequested()
  const port = values.port === undefined ? DEFAULT_PORT : /^\d+$/.test(values.port) ? Number(values.port) : Number.NaN
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new ConfigRefused(`--port must be a whole number from 0 to 65535, not ${values.port}`)
  return {
    host: values.host ?? DEFAULT_HOST,
    port,
    data: values.data ?? defaultDataFile(surroundings.platform, surroundings.env, surroundings.home),
    ...(values.restore === undefined ? {} : { restore: values.restore }),
    ...(values['recover-journal'] ? { recoverJournal: true } : {}),
    ...followArguments(values.follow, values['follow-key']),
    ...(values['asynchronous-standby'] ? { asynchronousStandby: true } : {}),
  }
}

/** `--follow URL --follow-key KEY`: both or neither; the URL an http(s) address (a path after it is ignored). */
function followArguments(url: string | undefined, key: string | undefined): Pick<ServeArguments, 'follow'> {
  if (url === undefined && key === undefined) return {}
  if (url === undefined) throw new ConfigRefused('--follow-key needs --follow http://<primary>:<port>')
  if (key === undefined || key === '') throw new ConfigRefused('--follow needs --follow-key with a replication key made on the primary (POST /api/v1/system/replication/keys)')
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    parsed = new URL('invalid:')
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') throw new ConfigRefused(`--follow must be the primary's address, http://<primary>:<port>, not ${JSON.stringify(url)}`)
  return { follow: { primary: parsed.origin, key } }
}

/** The headless server's configuration: its command line and its environment. */
export function readHeadlessConfig(argv: readonly string[], surroundings: Surroundings): HeadlessConfig {
  return { ...parseServeArguments(argv, surroundings), ...readEnvironment(surroundings.env) }
}

const DATA_ARGUMENT = '--data='

/** The `--data=FILE` of a desktop command line; Electron's and Chromium's own switches are let through. */
function desktopDataFile(argv: readonly string[]): string | undefined {
  const given = argv.find((argument) => argument.startsWith(DATA_ARGUMENT))?.slice(DATA_ARGUMENT.length)
  return given ? given : undefined
}

/** The command line to relaunch the desktop app with, on another data file. */
export function argvWithDataFile(argv: readonly string[], dataFile: string): string[] {
  return [...argv.filter((argument) => !argument.startsWith(DATA_ARGUMENT)), `${DATA_ARGUMENT}${dataFile}`]
}

/** The desktop app's configuration: `--data=FILE` of its command line, and its environment. */
export function readDesktopConfig(argv: readonly string[], env: Environment): DesktopConfig {
  const dataFile = desktopDataFile(argv)
  return { argv: [...argv], ...(dataFile === undefined ? {} : { dataFile }), ...readEnvironment(env) }
}
