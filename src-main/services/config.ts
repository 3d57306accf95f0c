// The configuration, read once: an entry's command line and environment (the desktop app's in shell/main.ts, the headless
// server's in serve.ts) into one typed object, every value checked — a bad one is refused with a sentence that names its
// flag or variable. The entries hand the values on; nothing below them reads process.env or process.argv.
import { parseArgs } from 'node:util'
import { isLogLevel, LOG_LEVELS, type LogLevel } from '../domain/logging'
import { primaryOrigin } from '../domain/follow-target'
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
  /** ARENA_LOOP_DELAY_LOG_MS: a benchmark's debug measure, the event loop's worst delay logged every that many ms. */
  loopDelayLogMs?: number
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
  /** `--follow URL` with ARENA_FOLLOW_KEY: run as the standby of the primary at URL (docs/standby.md). */
  follow?: ServeArguments['follow']
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
  const loopDelayLogMs = wholeNumber(env, 'ARENA_LOOP_DELAY_LOG_MS', 'milliseconds')
  return {
    ...(loopDelayLogMs ? { loopDelayLogMs } : {}),
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

/** Where a standby's key comes from: `--follow-key` on the headless server, a variable of the desktop app's environment. */
export type FollowKeySource = '--follow-key' | typeof DESKTOP_FOLLOW_KEY_VARIABLE

/**
 * `--follow URL` and its key (`--follow-key KEY`, or on the desktop ARENA_FOLLOW_KEY): both or neither; the URL an
 * http(s) address (a path after it is ignored). The messages name where the key comes from.
 */
export function followArguments(url: string | undefined, key: string | undefined, keySource: FollowKeySource = '--follow-key'): Pick<ServeArguments, 'follow'> {
  if (url === undefined && key === undefined) return {}
  if (url === undefined) throw new ConfigRefused(`${keySource} needs --follow http://<primary>:<port>`)
  if (key === undefined || key === '') throw new ConfigRefused(`--follow needs ${keySource} with a replication key made on the primary (POST /api/v1/system/replication/keys)`)
  const primary = primaryOrigin(url)
  if (primary === undefined) throw new ConfigRefused(`--follow must be the primary's address, http://<primary>:<port>, not ${JSON.stringify(url)}`)
  return { follow: { primary, key } }
}

/** The headless server's configuration: its command line and its environment. */
export function readHeadlessConfig(argv: readonly string[], surroundings: Surroundings): HeadlessConfig {
  return { ...parseServeArguments(argv, surroundings), ...readEnvironment(surroundings.env) }
}

const DATA_ARGUMENT = '--data='
const FOLLOW_ARGUMENT = '--follow'
/**
 * The desktop app's standby key: a variable of its environment, never its command line — any local user can read a
 * process's command line (ps, /proc/PID/cmdline), only its owner its environment (docs/decisions.md, 2026-11-27).
 */
export const DESKTOP_FOLLOW_KEY_VARIABLE = 'ARENA_FOLLOW_KEY'

/** The `--data=FILE` of a desktop command line; Electron's and Chromium's own switches are let through. */
function desktopDataFile(argv: readonly string[]): string | undefined {
  const given = argv.find((argument) => argument.startsWith(DATA_ARGUMENT))?.slice(DATA_ARGUMENT.length)
  return given ? given : undefined
}

/** The `--follow=URL` or `--follow URL` of a desktop command line (the last one given). */
function desktopFollowUrl(argv: readonly string[]): string | undefined {
  let url: string | undefined
  argv.forEach((argument, index) => {
    if (argument.startsWith(`${FOLLOW_ARGUMENT}=`)) url = argument.slice(FOLLOW_ARGUMENT.length + 1)
    else if (argument === FOLLOW_ARGUMENT) url = argv[index + 1] ?? ''
  })
  return url
}

/** A desktop command line without its `--follow` (both forms): the app starts again as a PC of its own. */
export function argvWithoutFollow(argv: readonly string[]): string[] {
  return argv.filter((argument, index) => argument !== FOLLOW_ARGUMENT && !argument.startsWith(`${FOLLOW_ARGUMENT}=`) && argv[index - 1] !== FOLLOW_ARGUMENT)
}

/** The command line to relaunch the desktop app with, on another data file. */
export function argvWithDataFile(argv: readonly string[], dataFile: string): string[] {
  return [...argv.filter((argument) => !argument.startsWith(DATA_ARGUMENT)), `${DATA_ARGUMENT}${dataFile}`]
}

/**
 * The desktop app's configuration: `--data=FILE` and `--follow URL` of its command line, and its environment (the
 * standby's key in ARENA_FOLLOW_KEY), with the headless server's rules and messages for following.
 */
export function readDesktopConfig(argv: readonly string[], env: Environment): DesktopConfig {
  const dataFile = desktopDataFile(argv)
  const follow = followArguments(desktopFollowUrl(argv), env[DESKTOP_FOLLOW_KEY_VARIABLE] || undefined, DESKTOP_FOLLOW_KEY_VARIABLE)
  return { argv: [...argv], ...(dataFile === undefined ? {} : { dataFile }), ...follow, ...readEnvironment(env) }
}
