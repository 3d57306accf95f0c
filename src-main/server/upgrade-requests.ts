// Requests that ask to switch protocols (only the replication stream does: docs/standby.md) go through the same Koa app
// as every other request — its guards, rate limits, authentication and route — with an answer bound to the raw socket.
// A route that accepts takes the socket over (takeUpgradedSocket: 101, then its own bytes both ways); any other answer
// (401, 403, 404…) is sent as usual and the connection closed after it. Why an upgrade and not a long request body: the
// server cuts any request not whole within 60 s (LAN_TIMEOUTS), and an upgraded socket leaves HTTP's accounting.
import { ServerResponse, type IncomingMessage, type Server } from 'node:http'
import type { Socket } from 'node:net'
import type { Duplex } from 'node:stream'

const upgrading = new WeakMap<IncomingMessage, Socket>()

/** Hands every upgrade request to `handle` (the Koa app) with an answer written on its socket. */
export function routeUpgradeRequests(server: Server, handle: (req: IncomingMessage, res: ServerResponse) => void): void {
  server.on('upgrade', (req: IncomingMessage, duplex: Duplex, head: Buffer) => {
    const socket = duplex as Socket
    socket.on('error', () => socket.destroy())
    if (head.length > 0) socket.unshift(head)
    const res = new ServerResponse(req)
    res.assignSocket(socket)
    // Not taken over: the answer was an ordinary one, and HTTP is not spoken on this connection again.
    res.on('finish', () => socket.end())
    upgrading.set(req, socket)
    handle(req, res)
  })
}

/** The socket of an upgrade request, switched to `protocol` (101 sent), or undefined for an ordinary request. */
export function takeUpgradedSocket(req: IncomingMessage, res: ServerResponse, protocol: string): Socket | undefined {
  const socket = upgrading.get(req)
  if (!socket || req.headers.upgrade?.toLowerCase() !== protocol) return undefined
  upgrading.delete(req)
  res.detachSocket(socket)
  socket.write(`HTTP/1.1 101 Switching Protocols\r\nConnection: Upgrade\r\nUpgrade: ${protocol}\r\nCache-Control: no-store\r\n\r\n`)
  return socket
}
