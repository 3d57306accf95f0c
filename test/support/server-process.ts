// Runs the built headless server (out/main/serve.js) as a real child process, as `npm run serve` does.
import { spawn, type ChildProcess } from 'node:child_process'
import { join } from 'node:path'

export const SERVE_SCRIPT = join(process.cwd(), 'out', 'main', 'serve.js')

const running = new Set<ChildProcess>()

/** Kills every server a test started and left running (a failed assertion skips its own clean-up). */
export function killLeftoverServers(): void {
  for (const child of running) child.kill('SIGKILL')
  running.clear()
}

export interface ServerProcess {
  child: ChildProcess
  port: number
  output: () => string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts the server; resolves once it printed its loopback URL (or rejects with its output if it exits first). */
export function spawnServer(args: string[], env: Record<string, string> = {}): Promise<ServerProcess> {
  const child = spawn(process.execPath, [SERVE_SCRIPT, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  running.add(child)
  let output = ''
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.on('exit', (code, signal) => {
      running.delete(child)
      resolve({ code, signal })
    }),
  )
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)
      if (match) resolve({ child, port: Number(match[1]), output: () => output, exited })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then(({ code }) => reject(new Error(`server exited with ${code} before listening:\n${output}`)))
  })
}

/** Runs the server to its exit (for starts that are expected to fail); answers its exit code and output. */
export function runServerToExit(args: string[], env: Record<string, string> = {}): Promise<{ code: number | null; output: string }> {
  const child = spawn(process.execPath, [SERVE_SCRIPT, ...args], { env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let output = ''
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()))
  return new Promise((resolve) => child.on('exit', (code) => resolve({ code, output })))
}

export async function loginTo(port: number, password: string): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ username: 'admin', password }),
  })
  if (response.status !== 200) throw new Error(`login failed: ${response.status}`)
  return ((await response.json()) as { access_token: string }).access_token
}

/** Creates a personal access key named `name` over HTTP; true when the server acknowledged it (201), false if it died or refused. */
export async function createKeyOn(port: number, token: string, name: string): Promise<boolean> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/users/me/keys`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name }),
    })
    await response.arrayBuffer()
    return response.status === 201
  } catch {
    return false // the server died under this request: it was never acknowledged
  }
}

/** The names of the caller's personal access keys. */
export async function keyNamesOn(port: number, token: string): Promise<Set<string>> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/users/me/keys`, { headers: { Authorization: `Bearer ${token}` } })
  if (response.status !== 200) throw new Error(`listing keys failed: ${response.status}`)
  return new Set(((await response.json()) as Array<{ name: string }>).map((key) => key.name))
}

/** Creates an event named `name` over HTTP; answers the status, or 'failed' when the server died under the request. */
export async function createEventOn(port: number, token: string, name: string): Promise<number | 'failed'> {
  try {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1/events`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ name, start_time: 1_900_000_000, end_time: 1_900_003_600 }),
    })
    await response.arrayBuffer()
    return response.status
  } catch {
    return 'failed'
  }
}

/** The names of every event. */
export async function eventNamesOn(port: number, token: string): Promise<string[]> {
  const response = await fetch(`http://127.0.0.1:${port}/api/v1/events`, { headers: { Authorization: `Bearer ${token}` } })
  if (response.status !== 200) throw new Error(`listing events failed: ${response.status}`)
  return ((await response.json()) as Array<{ name: string }>).map((event) => event.name)
}

/** A caller of the server's API with the token: answers each request's status and JSON body. */
export function callerOn(port: number, token: string) {
  return async (method: string, path: string, json?: unknown): Promise<{ status: number; body: Record<string, any> }> => {
    const response = await fetch(`http://127.0.0.1:${port}/api/v1${path}`, {
      method,
      headers: { Authorization: `Bearer ${token}`, ...(json === undefined ? {} : { 'Content-Type': 'application/json' }) },
      body: json === undefined ? undefined : JSON.stringify(json),
    })
    return { status: response.status, body: (await response.json()) as Record<string, any> }
  }
}

