// Baseline for the read benchmark: a bare node:http server answering every request with one recorded response, byte for byte.
// With BARE_DURABLE_FILE set, the baseline of the write benchmark: each request's body is first appended to that file,
// opened O_DSYNC as the journal is, with the same group commit (the bodies that arrived while an append was on disk go
// together in the next one), and answered only once on disk.
import { constants, write, openSync } from 'node:fs'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { parseArgs } from 'node:util'

/** A response recorded from the real server; passed in the BARE_RESPONSE environment variable as JSON. */
export interface RecordedResponse {
  status: number
  statusMessage: string
  /** Raw header lines in wire order, without Date, Connection and Keep-Alive (node:http writes those itself). */
  headers: Array<[string, string]>
  /** The server's keepAliveTimeout, so that node writes the same Keep-Alive header. */
  keepAliveTimeoutMs: number
  bodyBase64: string
}

const { values } = parseArgs({ options: { host: { type: 'string', default: '127.0.0.1' }, port: { type: 'string', default: '0' } } })
const recorded = JSON.parse(process.env.BARE_RESPONSE ?? 'null') as RecordedResponse | null
if (!recorded) {
  console.error('bare-server: set BARE_RESPONSE to the recorded response (JSON)')
  process.exit(2)
}

const body = Buffer.from(recorded.bodyBase64, 'base64')
const headerList = recorded.headers.flat()
const answer = (res: ServerResponse) => {
  res.writeHead(recorded.status, recorded.statusMessage, headerList)
  res.end(body)
}

/** Appends what it is given with O_DSYNC writes, one at a time, each taking everything that waited for the one before. */
function durableAppender(path: string): (bytes: Buffer, done: () => void) => void {
  const fd = openSync(path, constants.O_WRONLY | constants.O_CREAT | constants.O_APPEND | (constants.O_DSYNC ?? 0), 0o600)
  let waiting: Array<{ bytes: Buffer; done: () => void }> = []
  let writing = false
  const next = () => {
    if (writing || waiting.length === 0) return
    const batch = waiting
    waiting = []
    writing = true
    const bytes = Buffer.concat(batch.map((item) => item.bytes))
    write(fd, bytes, 0, bytes.length, null, (error) => {
      if (error) throw error
      writing = false
      for (const item of batch) item.done()
      next()
    })
  }
  return (bytes, done) => {
    waiting.push({ bytes, done })
    // As the store does: every request already read from the sockets joins before the append starts.
    setImmediate(next)
  }
}

const append = process.env.BARE_DURABLE_FILE ? durableAppender(process.env.BARE_DURABLE_FILE) : undefined
const server = createServer((req: IncomingMessage, res: ServerResponse) => {
  if (!append) return answer(res)
  const chunks: Buffer[] = []
  req.on('data', (chunk: Buffer) => chunks.push(chunk))
  req.on('end', () => append(Buffer.concat(chunks), () => answer(res)))
})
server.keepAliveTimeout = recorded.keepAliveTimeoutMs
server.listen(Number(values.port), values.host, () => {
  const { port } = server.address() as AddressInfo
  // The same announcement line as the real server, so one parser finds the port of both.
  console.log(`  http://${values.host}:${port}/`)
})
process.on('SIGTERM', () => {
  server.close(() => process.exit(0))
  server.closeAllConnections()
})
