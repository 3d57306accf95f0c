// The addresses to give robots and venue screens: every URL this server answers on (loopback first, then the LAN) and the robots' port.
import type { Socket } from 'node:net'
import { networkInterfaces } from 'node:os'
import { SERVER_URLS_SCHEMA } from '../contract/urls.schema'
import { servedUrls } from './lan-urls'
import { route, type AnyRoute } from './route'
import type { Services } from './services'

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
  const { settings } = services
  return [
    route({
      method: 'get',
      path: '/system/urls',
      summary: 'The URLs this server answers on (to give robots and screens) and the port robots listen on',
      description: 'Answers the URLs this server answers on, to give robots and screens, and the port robots listen on. Administrators only.',
      tag: 'system',
      access: 'admin',
      responses: { 200: { description: 'The served URLs and the robot port', schema: SERVER_URLS_SCHEMA } },
      handler({ ctx }) {
        // Which addresses answer is the HTTP server's own fact (its socket); the robot port is a setting.
        const { host, port } = boundAddress(ctx.req.socket)
        return { body: settings.serverUrls(servedUrls(host, port, networkInterfaces())) }
      },
    }),
  ]
}
