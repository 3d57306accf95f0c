// The headless server's command line: arguments, the start-up announcement, clean stop on SIGTERM/SIGINT.
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { DEFAULT_HOST, DEFAULT_PORT, readHeadlessConfig, UsageRequested, type HeadlessConfig, type Surroundings } from './services/config'
import { defaultDataFile } from './store/data-location'
import { backupsFolder } from './store/backups'
import { DataFileRefused } from './store/data-file'
import { describeRecovery } from './store/recover-journal'
import { logLoopDelay } from './server/loop-delay-log'
import { startArenaServer, type ArenaServer, type ArenaServerOptions } from './server/start-server'

/** What `serve --help` prints: the flags, and every environment variable the server reads. */
export function usage(surroundings: Surroundings): string {
  return `usage: npm run serve -- [--host H] [--port P] [--data FILE] [--restore BACKUP] [--recover-journal] [--follow URL --follow-key KEY] [--asynchronous-standby]
  --host     address to listen on (default ${DEFAULT_HOST}: every LAN interface)
  --port     TCP port (default ${DEFAULT_PORT}; 0 picks a free one)
  --data     the data file (default: ${defaultDataFile(surroundings.platform, surroundings.env, surroundings.home)})
  --restore  replace the data file with this backup first (the current file is kept in backups/)
  --recover-journal  a journal damaged before its last write: keep everything before the damage (the damaged files are
             kept byte for byte in backups/ first)
  --follow   run as the standby of the primary at this address (http://<primary>:8700): its data file follows the
             primary's, and every write here answers 503 naming the primary (docs/standby.md)
  --follow-key  a replication key made on the primary (POST /api/v1/system/replication/keys)
  --asynchronous-standby  acknowledge a write without waiting for the standby to have it on disk (by default a write
             waits for a standby in sync, at most 1 s; docs/standby.md)
The first start on an empty data file creates the user admin with ARENA_ADMIN_PASSWORD, or a random password printed once.
ARENA_LOG_LEVEL (debug, info, warn or error) sets the least level logged; ARENA_JOURNAL_LIMIT_BYTES and ARENA_IDLE_SNAPSHOT_MS
how often snapshots are written (docs/data-file.md); ARENA_LOOP_DELAY_LOG_MS prints the event loop's worst delay on stderr every
that many ms (a benchmark's measure, docs/architecture.md).`
}

/** Prints where the server is and what the operator needs, then stops cleanly on SIGTERM/SIGINT. */
export function announce(server: ArenaServer, dataFile: string, print: (line: string) => void): void {
  print('Arena Console is serving on:')
  for (const url of server.urls) print(`  ${url}`)
  print(`Operator console: open ${server.urls[0] ?? 'the first address above'} in a browser and log in as admin.`)
  print(`Data file: ${dataFile}`)
  const primary = server.services.replication.primary
  if (primary) print(`Standby: following the primary at ${primary} (read-only here)`)
  if (server.createdAdmin?.generated) print(`Created the administrator account: user admin, password ${server.createdAdmin.password} (shown this once)`)
  else if (server.createdAdmin) print('Created the administrator account admin with the password from ARENA_ADMIN_PASSWORD')
}

export function stopOnSignals(server: ArenaServer, print: (line: string) => void): void {
  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    print(`${signal}: saving the data file and stopping`)
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        print(`could not stop cleanly: ${String(error)}`)
        process.exit(1)
      },
    )
  }
  process.on('SIGTERM', () => stop('SIGTERM'))
  process.on('SIGINT', () => stop('SIGINT'))
}

/** The built renderer beside this bundle (out/main → out/renderer), when it was built. */
export function builtRendererDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', 'renderer')
}

/** What the headless server starts with: its configuration, the built renderer, each log line also to stderr. */
export function headlessServerOptions(config: HeadlessConfig, rendererDir = builtRendererDir()): ArenaServerOptions {
  return {
    dataFile: config.data,
    host: config.host,
    port: config.port,
    adminPassword: config.adminPassword,
    logLevel: config.logLevel,
    rendererDir,
    logToStderr: true,
    store: { restoreFrom: config.restore, recoverJournal: config.recoverJournal, ...config.store },
    ...(config.follow ? { follow: config.follow } : {}),
    ...(config.asynchronousStandby ? { replication: { synchronous: false } } : {}),
  }
}

/** `npm run serve`: `argv` and `surroundings` are the process's, read once by serve.ts. */
export async function runHeadless(argv: string[], surroundings: Surroundings): Promise<void> {
  let config: HeadlessConfig
  try {
    config = readHeadlessConfig(argv, surroundings)
  } catch (error) {
    if (error instanceof UsageRequested) {
      console.error(usage(surroundings))
      process.exit(0)
    }
    console.error((error as Error).message)
    console.error(usage(surroundings))
    process.exit(2)
  }
  try {
    const server = await startArenaServer(headlessServerOptions(config))
    stopOnSignals(server, console.log) // before the announcement: whoever reads it may signal at once
    announce(server, config.data, console.log)
    if (config.restore) console.log(`Restored ${config.restore}; the state it replaced is kept in ${backupsFolder(config.data)}`)
    if (server.store.journalRecovery) console.log(describeRecovery(server.store.journalRecovery))
    if (config.loopDelayLogMs) logLoopDelay(config.loopDelayLogMs, console.error)
  } catch (error) {
    if (error instanceof DataFileRefused) console.error(`Cannot open the data file: ${error.message}`)
    else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      console.error(`Cannot start: port ${config.port} on ${config.host} is in use (another Arena Console?); stop it or choose another port with --port N`)
    else console.error(`Cannot start: ${(error as Error).message}`)
    process.exit(1)
  }
}
