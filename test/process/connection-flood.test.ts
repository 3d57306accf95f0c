// Anyone on the LAN opening connections that send their headers slowly — more than the server has file descriptors — no
// longer locks the operator out: the arena PC's own console keeps reading and writing, an administrator seen before keeps
// getting in from another machine, and the refusals are logged. The server runs with 1,024 file descriptors so the flood
// reaches that limit (without the caps, every request of the operator then fails).
import { spawn, type ChildProcess } from 'node:child_process'
import { request } from 'node:http'
import { join } from 'node:path'
import { createInterface } from 'node:readline'
import { afterAll, expect, it } from 'vitest'
import { killLeftoverServers, loginTo, SERVE_SCRIPT } from '../support/server-process'
import { removeTempDirs, tempDir } from '../support/temp'
import { percentile } from '../support/percentile'

const PASSWORD = 'connection-flood-test'
const ATTACKERS = Array.from({ length: 8 }, (_, n) => `127.0.0.${10 + n}`)
const children: ChildProcess[] = []

afterAll(() => {
  for (const child of children) child.kill('SIGKILL')
  killLeftoverServers()
  removeTempDirs()
})

/** The built server with at most 1,024 open files (prlimit), on a free port; resolves with its port and output. */
async function serverWithFewFiles(dataFile: string): Promise<{ port: number; output: () => string }> {
  const child = spawn('prlimit', ['--nofile=1024:1024', process.execPath, SERVE_SCRIPT, '--host', '127.0.0.1', '--port', '0', '--data', dataFile], {
    env: { ...process.env, ARENA_ADMIN_PASSWORD: PASSWORD },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  return new Promise((resolve, reject) => {
    const read = (chunk: Buffer) => {
      output += chunk.toString()
      const match = /http:\/\/127\.0\.0\.1:(\d+)\//.exec(output)
      if (match) resolve({ port: Number(match[1]), output: () => output })
    }
    child.stdout.on('data', read)
    child.stderr.on('data', read)
    child.on('exit', (code) => reject(new Error(`server exited with ${code}:\n${output}`)))
  })
}

/** One request on a new connection from `from`; answers its status (0 when it failed) and how long it took. */
function timed(port: number, from: string, method: string, path: string, token: string, body?: string): Promise<{ status: number; ms: number }> {
  const started = performance.now()
  return new Promise((resolve) => {
    const req = request(
      { host: '127.0.0.1', port, method, path, localAddress: from, agent: false, timeout: 5_000, headers: { Authorization: `Bearer ${token}`, ...(body ? { 'Content-Type': 'application/json' } : {}) } },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }))
      },
    )
    const failed = () => resolve({ status: 0, ms: performance.now() - started })
    req.on('timeout', () => req.destroy())
    req.on('error', failed)
    req.end(body)
  })
}


it('thousands of slow connections from eight addresses: the operator reads and writes, a known administrator gets in, refusals are logged', async () => {
  const server = await serverWithFewFiles(join(tempDir('flood'), 'arena.sqlite'))
  const { port } = server
  const token = await loginTo(port, PASSWORD)
  // An administrator at another machine, seen before the flood.
  expect((await timed(port, '127.0.0.3', 'GET', '/api/v1/auth/me', token)).status).toBe(200)

  // 8 addresses × 160 connections: 1,280 — more than the server's 1,024 file descriptors.
  const flood = spawn(process.execPath, ['--import', 'tsx', join('test', 'support', 'connection-flood.ts'), String(port), ATTACKERS.join(','), '160'], { stdio: ['ignore', 'pipe', 'inherit'] })
  children.push(flood)
  let latest = { held: 0, closedByServer: 0 }
  createInterface({ input: flood.stdout }).on('line', (line) => (latest = JSON.parse(line) as typeof latest))
  const deadline = Date.now() + 15_000
  while (latest.held < 300 && Date.now() < deadline) await new Promise((done) => setTimeout(done, 100))
  await new Promise((done) => setTimeout(done, 2_000))

  const reads: Array<{ status: number; ms: number }> = []
  const writes: Array<{ status: number; ms: number }> = []
  for (let n = 0; n < 40; n += 1) {
    reads.push(await timed(port, '127.0.0.1', 'GET', '/api/v1/auth/me', token))
    writes.push(await timed(port, '127.0.0.1', 'POST', '/api/v1/events', token, JSON.stringify({ name: `flood ${n}`, start_time: 1_800_000_000, end_time: 1_800_086_400 })))
  }
  const admin = await timed(port, '127.0.0.3', 'GET', '/api/v1/auth/me', token)
  const stranger = await timed(port, '127.0.0.40', 'GET', '/api/v1/auth/me', token)
  const during = { ...latest }
  flood.kill('SIGKILL')

  expect(reads.map((read) => read.status)).toEqual(reads.map(() => 200))
  expect(writes.map((write) => write.status)).toEqual(writes.map(() => 201))
  // The target (100 ms) is the benchmark's to measure; here a bound that only starvation breaks.
  expect(percentile([...reads, ...writes].map((answer) => answer.ms), 99)).toBeLessThan(1_000)
  expect(admin.status).toBe(200)
  // The flood holds its share and no more: 64 per address, the LAN's room without the reserve.
  expect(during.held).toBeLessThanOrEqual(8 * 64)
  expect(during.closedByServer).toBeGreaterThan(0)
  expect(stranger.status).toBe(0) // a new address while the LAN's room is full: refused, as the flood's surplus is
  expect(server.output()).toMatch(/Connections from 127\.0\.0\.1\d refused: it holds 64 open connections, the most one address may \(64\)/)
}, 90_000)
