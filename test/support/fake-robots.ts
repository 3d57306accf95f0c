// Fake robots for tests: real HTTP servers on loopback addresses 127.0.0.x, all on one robot port, as at the venue.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'

export type RobotBehaviour = 'answers' | 'slow' | 'refuses' | 'absent'

export interface FakeRobot {
  ip: string
  behaviour: RobotBehaviour
  received: Array<Record<string, unknown>>
  /** performance.now() when each body in `received` had arrived. */
  receivedAt: number[]
}

export interface FakeRobots {
  port: number
  robots: FakeRobot[]
  close(): Promise<void>
}

/** One robot per behaviour, at 127.0.0.<first+i>; `slowMs` is how long the slow one takes to answer. */
export async function startFakeRobots(behaviours: RobotBehaviour[], slowMs: number, first = 11): Promise<FakeRobots> {
  const servers: Server[] = []
  const robots: FakeRobot[] = behaviours.map((behaviour, index) => ({ ip: `127.0.0.${first + index}`, behaviour, received: [], receivedAt: [] }))
  let port = 0
  for (const robot of robots) {
    if (robot.behaviour === 'absent') continue
    const server = createServer((request, response) => {
      // The "are you there" check (GET /arena/status) is answered like a start, and never recorded as a signal.
      if (request.method === 'GET') {
        request.resume()
        if (robot.behaviour === 'refuses') response.writeHead(503, { 'Content-Type': 'text/plain' }).end('battery low')
        else response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
        return
      }
      let body = ''
      request.on('data', (chunk: Buffer) => (body += chunk.toString()))
      request.on('end', () => {
        robot.received.push(JSON.parse(body) as Record<string, unknown>)
        robot.receivedAt.push(performance.now())
        if (robot.behaviour === 'refuses') {
          response.writeHead(503, { 'Content-Type': 'text/plain' }).end('battery low')
        } else if (robot.behaviour === 'slow') {
          setTimeout(() => response.writeHead(200).end('{}'), slowMs).unref()
        } else {
          response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
        }
      })
    })
    await new Promise<void>((resolve) => server.listen(port, robot.ip, resolve))
    port = (server.address() as AddressInfo).port
    servers.push(server)
  }
  return {
    port,
    robots,
    close: async () => {
      for (const server of servers) server.closeAllConnections()
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    },
  }
}
