// The headless server's command line: arguments, the start-up announcement, clean stop on SIGTERM/SIGINT.
import { homedir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { parseArgs } from 'node:util'
import { defaultDataFile } from './store/data-location'
import { backupsFolder } from './store/backups'
import { DataFileRefused } from './store/data-file'
import { describeRecovery } from './store/recover-journal'
import { DEFAULT_PORT, startArenaServer, type ArenaServer } from './server/start-server'

const USAGE = `usage: npm run serve -- [--host H] [--port P] [--data FILE] [--restore BACKUP] [--recover-journal]
  --host     address to listen on (default 0.0.0.0: every LAN interface)
  --port     TCP port (default ${DEFAULT_PORT}; 0 picks a free one)
  --data     the data file (default: ${defaultDataFile(process.platform, process.env, homedir())})
  --restore  replace the data file with this backup first (the current file is kept in backups/)
  --recover-journal  a journal damaged before its last write: keep everything before the damage (the damaged files are
             kept byte for byte in backups/ first)
The first start on an empty data file creates the user admin with ARENA_ADMIN_PASSWORD, or a random password printed once.`

export interface ServeArguments {
  host: string
  port: number
  data: string
  restore?: string
  recoverJournal?: boolean
}

export function parseServeArguments(argv: string[]): ServeArguments {
  const { values } = parseArgs({
    args: argv,
    options: {
      host: { type: 'string' },
      port: { type: 'string' },
      data: { type: 'string' },
      restore: { type: 'string' },
      'recover-journal': { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
    strict: true,
  })
  if (values.help) throw new UsageRequested()
  const port = values.port === undefined ? DEFAULT_PORT : Number(values.port)
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`--port must be a whole number from 0 to 65535, not ${values.port}`)
  const data = values.data ?? defaultDataFile(process.platform, process.env, homedir())
  return {
    host: values.host ?? '0.0.0.0',
    port,
    data,
    ...(values.restore === undefined ? {} : { restore: values.restore }),
    ...(values['recover-journal'] ? { recoverJournal: true } : {}),
  }
}

class UsageRequested extends Error {}

/** Prints where the server is and what the operator needs, then stops cleanly on SIGTERM/SIGINT. */
export function announce(server: ArenaServer, dataFile: string, print: (line: string) => void): void {
  print('Arena Console is serving on:')
  for (const url of server.urls) print(`  ${url}`)
  print(`Operator console: open ${server.urls[0] ?? 'the first address above'} in a browser and log in as admin.`)
  print(`Data file: ${dataFile}`)
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

/** ARENA_JOURNAL_LIMIT_BYTES and ARENA_IDLE_SNAPSHOT_MS: how often snapshots are written (docs/data-file.md). */
export function storeTuning(env: NodeJS.ProcessEnv): { journalLimitBytes?: number; idleSnapshotMs?: number } {
  const number = (value: string | undefined) => (value && /^\d+$/.test(value) ? Number(value) : undefined)
  return { journalLimitBytes: number(env.ARENA_JOURNAL_LIMIT_BYTES), idleSnapshotMs: number(env.ARENA_IDLE_SNAPSHOT_MS) }
}

/** The built renderer beside this bundle (out/main → out/renderer), when it was built. */
export function builtRendererDir(): string {
  return join(dirname(fileURLToPath(import.meta.url)), '..', 'renderer')
}

export async function runHeadless(argv: string[]): Promise<void> {
  let args: ServeArguments
  try {
    args = parseServeArguments(argv)
  } catch (error) {
    if (!(error instanceof UsageRequested)) console.error((error as Error).message)
    console.error(USAGE)
    process.exit(error instanceof UsageRequested ? 0 : 2)
  }
  try {
    const server = await startArenaServer({
      dataFile: args.data,
      host: args.host,
      port: args.port,
      adminPassword: process.env.ARENA_ADMIN_PASSWORD,
      rendererDir: builtRendererDir(),
      logToStderr: true,
      store: { restoreFrom: args.restore, recoverJournal: args.recoverJournal, ...storeTuning(process.env) },
    })
    stopOnSignals(server, console.log) // before the announcement: whoever reads it may signal at once
    announce(server, args.data, console.log)
    if (args.restore) console.log(`Restored ${args.restore}; the state it replaced is kept in ${backupsFolder(args.data)}`)
    if (server.store.journalRecovery) console.log(describeRecovery(server.store.journalRecovery))
  } catch (error) {
    if (error instanceof DataFileRefused) console.error(`Cannot open the data file: ${error.message}`)
    else if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE')
      console.error(`Cannot start: port ${args.port} on ${args.host} is in use (another Arena Console?); stop it or choose another port with --port N`)
    else console.error(`Cannot start: ${(error as Error).message}`)
    process.exit(1)
  }
}

