// The bare baseline of the read benchmarks: a response recorded from the real server, a bare node:http server answering
// it byte for byte in its own process, and the check that both answer the same bytes.
import { join } from 'node:path'
import type { RecordedResponse } from './bare-server'
import type { RawResponse } from './load'
import { startServerProcess, type ServerProcess } from './processes'

/** `durableFile`: each request's body appended there (O_DSYNC, group commit) before it is answered (the writes' baseline). */
export function startBare(root: string, recorded: RecordedResponse, durableFile?: string): Promise<ServerProcess> {
  // Loaded through tsx once at start-up; from then on it is plain node:http code.
  const args = ['--import', import.meta.resolve('tsx'), join(root, 'bench', 'bare-server.ts'), '--host', '127.0.0.1', '--port', '0']
  const durable = durableFile === undefined ? {} : { BARE_DURABLE_FILE: durableFile }
  return startServerProcess('bare server', args, { ...process.env, BARE_RESPONSE: JSON.stringify(recorded), ...durable }, root)
}

/** Headers node:http writes by itself (Date changes every second; the other two follow keepAliveTimeout). */
const AUTOMATIC_HEADERS = new Set(['date', 'connection', 'keep-alive'])

export function record(response: RawResponse): RecordedResponse {
  const keepAlive = response.rawHeaders.find(([name]) => name.toLowerCase() === 'keep-alive')?.[1] ?? ''
  const timeout = /timeout=(\d+)/.exec(keepAlive)?.[1]
  return {
    status: response.status,
    statusMessage: response.statusMessage,
    headers: response.rawHeaders.filter(([name]) => !AUTOMATIC_HEADERS.has(name.toLowerCase())),
    keepAliveTimeoutMs: timeout === undefined ? 5_000 : Number(timeout) * 1000,
    bodyBase64: response.body.toString('base64'),
  }
}

/** Throws unless the two responses have the same status line, header lines (but Date's value) and body bytes. */
export function assertSameResponse(real: RawResponse, bare: RawResponse): void {
  const lines = (response: RawResponse) => [
    `${response.status} ${response.statusMessage}`,
    ...response.rawHeaders.map(([name, value]) => (name.toLowerCase() === 'date' ? `${name}: <date>` : `${name}: ${value}`)),
    `body ${response.body.toString('base64')}`,
  ]
  const [a, b] = [lines(real), lines(bare)]
  const differing = a.map((line, i) => (line === b[i] ? undefined : `real: ${line}\nbare: ${b[i] ?? '<missing>'}`)).filter(Boolean)
  if (a.length !== b.length || differing.length > 0) throw new Error(`The bare server's response differs from the real one:\n${differing.join('\n')}\n(${a.length} vs ${b.length} lines)`)
}
