// Baseline for the read benchmark: a bare node:http server answering every request with one recorded response, byte for byte.
import { createServer } from 'node:http'
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
const server = createServer((_req, res) => {
  res.writeHead(recorded.status, recorded.statusMessage, headerList)
  res.end(body)
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
