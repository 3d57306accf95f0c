// Robots for the "are you there" check: real servers on loopback addresses 127.0.0.x, all on one port, as at the venue.
import { createServer as createHttpServer, type IncomingMessage } from 'node:http'
import { createServer as createTcpServer, type Server, type Socket } from 'node:net'
import type { AddressInfo } from 'node:net'

/**
 * answers: an HTTP server that answers GET /arena/status 200 (and a POST /arena 200);
 * not-found: an HTTP server that knows no check (404 to everything, as a robot of an older protocol);
 * silent: accepts the TCP connection and never answers; absent: nothing listens (connection refused).
 */
export type StatusBehaviour = 'answers' | 'not-found' | 'silent' | 'absent'

export interface StatusRobot {
  ip: string
  behaviour: StatusBehaviour
  /** `METHOD path` of every request it received, in order. */
  requests: string[]
  /** TCP connections it accepted (the silent one counts here). */
  connections: number
}

export interface StatusRobots {
  port: number
  robots: StatusRobot[]
  close(): Promise<void>
}

/** One robot per behaviour, at 127.0.0.<first+i>, all on one port. */
export async function startStatusRobots(behaviours: StatusBehaviour[], first = 41): Promise<StatusRobots> {
  const servers: Server[] = []
  const sockets = new Set<Socket>()
  const robots: StatusRobot[] = behaviours.map((behaviour, index) => ({ ip: `127.0.0.${first + index}`, behaviour, requests: [], connections: 0 }))
  let port = 0
  for (const robot of robots) {
    if (robot.behaviour === 'absent') continue
    const server =
      robot.behaviour === 'silent'
        ? createTcpServer((socket) => {
            robot.connections += 1
            sockets.add(socket)
            socket.on('close', () => sockets.delete(socket))
            socket.on('error', () => {})
            socket.resume()
          })
        : createHttpServer((request: IncomingMessage, response) => {
            robot.requests.push(`${request.method} ${request.url}`)
            request.resume()
            request.on('end', () => {
              if (robot.behaviour === 'not-found') response.writeHead(404, { 'Content-Type': 'text/plain' }).end('not found')
              else response.writeHead(200, { 'Content-Type': 'application/json' }).end('{"ok":true}')
            })
          })
    if (robot.behaviour !== 'silent') server.on('connection', (socket: Socket) => {
      robot.connections += 1
      sockets.add(socket)
      socket.on('close', () => sockets.delete(socket))
    })
    await new Promise<void>((resolve) => server.listen(port, robot.ip, resolve))
    port = (server.address() as AddressInfo).port
    servers.push(server)
  }
  if (port === 0) port = await freePort()
  return {
    port,
    robots,
    close: async () => {
      for (const socket of sockets) socket.destroy()
      await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))))
    },
  }
}

/** A port that was free a moment ago on 127.0.0.1 (nothing listens there now). */
async function freePort(): Promise<number> {
  const probe = createTcpServer()
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve))
  const { port } = probe.address() as AddressInfo
  await new Promise((resolve) => probe.close(resolve))
  return port
}
