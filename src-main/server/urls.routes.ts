// The addresses to give robots and venue screens: every URL this server answers on (loopback first, then the LAN) and the robots' port.
import type { Socket } from 'node:net'
import { networkInterfaces } from 'node:os'
import { readArenaSettings } from '../store/settings.repo'
import { servedUrls } from './lan-urls'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

export interface ServerUrls {
  /** Loopback first (this machine), then each LAN address. */
  urls: string[]
  /** The TCP port robots listen on for the start and stop signals (an arena setting). */
  robot_port: number
}

export const SERVER_URLS_SCHEMA = {
  type: 'object',
  additionalProperties: false,
  required: ['urls', 'robot_port'],
  properties: {
    urls: { type: 'array', items: { type: 'string' }, description: 'Every URL the server answers on: loopback first, then each LAN address (for screens and robots).' },
    robot_port: { type: 'integer', description: 'TCP port robots listen on for the start and stop signals.' },
  },
}

/** The host and port the listening server is bound to (its wildcard, if any); the connection's own end when that is unknown. */
export function boundAddress(socket: Socket): { host: string; port: number } {
  // Node sets `server` on every socket a net.Server accepts; it is not in the typings.
  const server = (socket as Socket & { server?: { address(): unknown } }).server
  const address = server?.address()
  if (address && typeof address === 'object' && 'address' in address && 'port' in address) {
    const { address: host, port } = address as { address: string; port: number }
    return { host, port }
  }
  return { host: socket.localAddress ?? '0.0.0.0', port: socket.localPort ?? 0 }
}

export function urlsRoutes(services: Services): AnyRoute[] {
  const { store } = services
  return [
    route({
      method: 'get',
      path: '/system/urls',
      summary: 'The URLs this server answers on (to give robots and screens) and the port robots listen on',
      tag: 'system',
      access: 'admin',
      responses: { 200: { description: 'The served URLs and the robot port', schema: SERVER_URLS_SCHEMA } },
      handler({ ctx }) {
        const { host, port } = boundAddress(ctx.req.socket)
        const body: ServerUrls = { urls: servedUrls(host, port, networkInterfaces()), robot_port: store.read(readArenaSettings).robot_port }
        return { body }
      },
    }),
  ]
}
