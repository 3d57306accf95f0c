// Robots for the process tests of the game clock: real HTTP servers on loopback, one per address, all on one port (the
// robot_port), each noting when every push arrives and answering every request at once.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { performance } from 'node:perf_hooks'

export interface Arrival {
  event: string
  /** performance.now() when the request's headers arrived. */
  at: number
  /** Date.now() then, to compare with the server's start_ms and end_ms (same machine, same wall clock). */
  wall: number
  body: Record<string, unknown>
}

export interface TimingRobot {
  ip: string
  arrivals: Arrival[]
}

const servers: Server[] = []

/** A robot at each of `ips`; answers their common port. */
export async function startTimingRobots(ips: string[]): Promise<{ port: number; robots: TimingRobot[] }> {
  const robots: TimingRobot[] = []
  let port = 0
  for (const ip of ips) {
    const robot: TimingRobot = { ip, arrivals: [] }
    const server = createServer((request, response) => {
      const at = performance.now()
      const wall = Date.now()
      let text = ''
      request.on('data', (chunk: Buffer) => (text += chunk.toString()))
      request.on('end', () => {
        if (request.method === 'POST' && text) {
          const body = JSON.parse(text) as Record<string, unknown>
          robot.arrivals.push({ event: String(body.event), at, wall, body })
        }
        response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
      })
    })
    servers.push(server)
    await new Promise<void>((resolve) => server.listen(port, ip, resolve))
    port = (server.address() as AddressInfo).port
    robots.push(robot)
  }
  return { port, robots }
}

/** Closes every timing robot started, their open connections too. */
export async function closeTimingRobots(): Promise<void> {
  await Promise.all(servers.splice(0).map((server) => new Promise((resolve) => (server.closeAllConnections(), server.close(resolve)))))
}
