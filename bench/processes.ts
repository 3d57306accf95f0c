// Child processes of the benchmark: start a server, read its port from its announcement, and stop every child, also on error.
import { spawn, type ChildProcess } from 'node:child_process'
import { once } from 'node:events'
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import { httpJson } from './load'

export interface ServerProcess {
  name: string
  port: number
  child: ChildProcess
  /** Everything the process printed so far (stdout and stderr), for error messages. */
  output(): string
  /** SIGTERM, SIGKILL after a grace period; answers how the process ended (code 0 after a clean stop). */
  stop(): Promise<ChildExit>
}

export interface ChildExit {
  code: number | null
  signal: NodeJS.Signals | null
}

const children = new Set<ChildProcess>()

/** False once the child exited or was killed by a signal (then exitCode stays null). */
export function alive(child: ChildProcess): boolean {
  return child.exitCode === null && child.signalCode === null
}

/** Last resort when the benchmark exits without stopping a child: kill each one left, by its pid. */
process.on('exit', () => {
  for (const child of children) if (alive(child) && child.pid !== undefined) process.kill(child.pid, 'SIGKILL')
})

export async function stopChild(child: ChildProcess, graceMs = 10_000): Promise<ChildExit> {
  if (!alive(child)) {
    children.delete(child)
    return { code: child.exitCode, signal: child.signalCode }
  }
  const exited = once(child, 'exit') as Promise<[number | null, NodeJS.Signals | null]>
  child.kill('SIGTERM')
  const timer = setTimeout(() => {
    if (alive(child)) child.kill('SIGKILL')
  }, graceMs)
  const [code, signal] = await exited
  clearTimeout(timer)
  children.delete(child)
  return { code, signal }
}

/** Stops every child still running (SIGTERM, SIGKILL after a grace period). */
export async function stopAllChildren(): Promise<void> {
  await Promise.all([...children].map((child) => stopChild(child)))
}

/** Spawns `node ...args` (stdout piped, stderr inherited); stopped with every other child at the end, also on error. */
export function spawnNode(args: string[], cwd: string): ChildProcess {
  const child = spawn(process.execPath, args, { cwd, stdio: ['ignore', 'pipe', 'inherit'] })
  children.add(child)
  return child
}

const ANNOUNCED_URL = /^\s+http:\/\/127\.0\.0\.1:(\d+)\/\s*$/m

/** Spawns `node ...args` and resolves once it printed `  http://127.0.0.1:PORT/`. */
export async function startServerProcess(name: string, args: string[], env: NodeJS.ProcessEnv, cwd: string, timeoutMs = 20_000): Promise<ServerProcess> {
  const child = spawn(process.execPath, args, { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] })
  children.add(child)
  let output = ''
  let announced = false
  const keep = (chunk: string) => {
    output = (output + chunk).slice(-64 * 1024) // the announcement comes first; later, only the tail matters
  }
  const port = await new Promise<number>((resolve, reject) => {
    const timer = setTimeout(() => fail(new Error(`${name} did not announce its port within ${timeoutMs} ms`)), timeoutMs)
    function fail(error: Error) {
      clearTimeout(timer)
      reject(new Error(`${error.message}\n--- output of ${name} ---\n${output}`))
    }
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      keep(chunk)
      if (announced) return
      const match = ANNOUNCED_URL.exec(output)
      if (match) {
        announced = true
        clearTimeout(timer)
        resolve(Number(match[1]))
      }
    })
    child.stderr.setEncoding('utf8').on('data', keep)
    child.once('error', fail)
    child.once('exit', (code, signal) => fail(new Error(`${name} exited early (code ${code}, signal ${signal})`)))
  }).catch(async (error: unknown) => {
    await stopChild(child)
    throw error
  })
  return { name, port, child, output: () => output, stop: () => stopChild(child) }
}

/**
 * Runs a benchmark that starts server processes: on Ctrl-C or SIGTERM, and when `main` fails, the servers are stopped
 * (and the work folder removed on a signal) before the process ends.
 */
export function runWithServers(main: () => Promise<void>, workDir: () => string | undefined): void {
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => {
      console.error(`${signal}: stopping the servers`)
      const dir = workDir()
      void stopAllChildren()
        .then(() => (dir ? rm(dir, { recursive: true, force: true }) : undefined))
        .finally(() => process.exit(130))
    })
  }
  main().catch(async (error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error)
    await stopAllChildren()
    process.exitCode = 1
  })
}

/**
 * The built server of the checkout (`out/main/serve.js`) on `dataFile` with `password` for its admin, started and logged
 * into: the server and the admin's bearer token.
 */
export async function startArenaAsAdmin(root: string, dataFile: string, password: string): Promise<{ server: ServerProcess; token: string }> {
  const server = await startServerProcess(
    'arena server',
    [join(root, 'out', 'main', 'serve.js'), '--host', '127.0.0.1', '--port', '0', '--data', dataFile],
    { ...process.env, ARENA_ADMIN_PASSWORD: password },
    root,
    60_000,
  )
  const { access_token } = await httpJson<{ access_token: string }>(server.port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password }, 200)
  return { server, token: access_token }
}
