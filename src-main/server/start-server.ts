// Starts the whole arena server — the services over the data file, the Koa app, the HTTP listener — for the CLI, the desktop shell and tests alike.
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { DEFAULT_PORT } from '../services/config'
import { openServices, type OpenedServices, type ServicesOptions } from '../services/open-services'
import { createApp } from './app'
import { ConnectionGuard } from './connection-guard'
import { connectionLimitsFor, type ConnectionLimits } from '../domain/connection-admission'
import { openFilesLimit } from './open-files-limit'
import { fastReads } from './fast-reads'
import { ReadAdmission } from './read-admission'
import { servedUrls } from './lan-urls'
import { routeUpgradeRequests } from './upgrade-requests'
import type { Services } from './services'

/** Connections the kernel may hold before the server accepts them. */
const LISTEN_BACKLOG = 4096

export { DEFAULT_HEARTBEAT_MS, DEFAULT_TOKEN_TTL_MS, STREAM_RECHECK_MS } from '../services/open-services'

export { DEFAULT_PORT }
export interface ArenaServerOptions extends ServicesOptions {
  host?: string
  port?: number
  rendererDir?: string
  /** A request taking longer than this is logged (500 ms by default). */
  slowRequestMs?: number
  /** Caps on connections from the LAN (DEFAULT_CONNECTION_LIMITS). */
  connectionLimits?: ConnectionLimits
}

/**
 * What a request on the venue LAN needs: its headers within 10 s, the whole request (an upload too) within 60 s; both
 * checked every second. Node's defaults (60 s, 300 s, checked every 30 s) let a slow sender hold a connection for minutes.
 */
const LAN_TIMEOUTS = { headersTimeout: 10_000, requestTimeout: 60_000, connectionsCheckingInterval: 1_000 }

export interface ArenaServer {
  /** Loopback URL first, then the LAN ones. */
  urls: string[]
  port: number
  http: Server
  services: Services
  /** Reads held back while writes are under way (tests read its counts). */
  admission: ReadAdmission
  /** The data file's store (tests read it to check what was saved). */
  store: OpenedServices['store']
  /** Set when this start created the admin account: its password, to show once. */
  createdAdmin?: { password: string; generated: boolean }
  close(): Promise<void>
}

export async function startArenaServer(options: ArenaServerOptions): Promise<ArenaServer> {
  const opened = await openServices(options)
  let http: Server | undefined
  try {
    const guard = new ConnectionGuard(opened.services.log, options.connectionLimits ?? connectionLimitsFor(openFilesLimit()))
    const app = createApp(opened.services, { rendererDir: options.rendererDir, slowRequestMs: options.slowRequestMs, trusted: (address) => guard.trust(address) })
    const koa = app.callback()
    const fast = fastReads(opened.services.answers, opened.services.credentials, () => opened.services.clock.now())
    const admission = new ReadAdmission()
    const server = createServer(LAN_TIMEOUTS, (req, res) => {
      admission.admit(req, res)
      if (!fast(req, res)) void koa(req, res)
    })
    routeUpgradeRequests(server, (req, res) => void koa(req, res))
    guard.attach(server)
    http = server
    server.keepAliveTimeout = 65_000
    const host = options.host ?? '0.0.0.0'
    // A long queue of connections waiting to be accepted (the kernel caps it at net.core.somaxconn, 4096 on Linux since
    // 5.4): under a flood of connections from the LAN, the arena PC's own new connections wait their turn there rather
    // than being dropped and retried a second later, as with Node's default of 511.
    server.listen({ port: options.port ?? DEFAULT_PORT, host, backlog: LISTEN_BACKLOG })
    await once(server, 'listening')
    const port = (server.address() as AddressInfo).port
    // A standby follows its primary once it listens: it tells the primary its port (the primary's fencing asks it later).
    opened.services.replication.start(port)
    const urls = servedUrls(host, port, networkInterfaces())
    opened.services.replication.listeningAt(urls)
    // Logged just after the caller has the server: the headless entry installs its signal handlers first, since a
    // reader of stderr who sees this address may signal at once.
    setImmediate(() => opened.services.log.info(`Server started on ${urls.join(', ')}`, { data_file: options.dataFile, host, port }))
    let closing: Promise<void> | undefined
    return {
      urls,
      port,
      http: server,
      services: opened.services,
      admission,
      store: opened.store,
      createdAdmin: opened.createdAdmin,
      close() {
        closing ??= (async () => {
          opened.services.log.info('Server stopping: answering the requests under way, saving the data file')
          opened.stop()
          const closed = new Promise<void>((resolve) => server.close(() => resolve()))
          server.closeIdleConnections()
          // What is still open after 2 s is cut: HTTP connections, and the standbys' replication streams (upgraded
          // sockets, which closeAllConnections does not hold and server.close waits for).
          setTimeout(() => {
            server.closeAllConnections()
            opened.services.replication.source.close()
          }, 2_000).unref()
          await closed
          await opened.close()
        })()
        return closing
      },
    }
  } catch (error) {
    opened.services.log.error(`Server could not start: ${error instanceof Error ? error.message : String(error)}`)
    http?.close()
    await opened.close()
    throw error
  }
}
