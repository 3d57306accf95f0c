// Starts the whole arena server — data file, first admin, Koa app, HTTP listener — for the CLI, the desktop shell and tests alike.
import { randomBytes } from 'node:crypto'
import { once } from 'node:events'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { networkInterfaces } from 'node:os'
import { ArenaControl } from '../arena/arena-control'
import { ADMINS, LiveBus } from '../arena/live-bus'
import { signalRobots } from '../arena/robot-signaller'
import { isoSeconds, systemClock, type Clock } from '../domain/clock'
import { LoginLimiter, type LoginLimits } from '../domain/login-limiter'
import { Store, type StoreOptions } from '../store/store'
import { countUsers, insertUser } from '../store/users.repo'
import { createApp } from './app'
import { gameRecordOf } from './games.routes'
import { AuthCache } from './auth-cache'
import { servedUrls } from './lan-urls'
import { hashPassword } from './passwords'
import type { Services } from './services'

export const DEFAULT_PORT = 8700
export const DEFAULT_TOKEN_TTL_MS = 12 * 60 * 60 * 1000
export const DEFAULT_HEARTBEAT_MS = 15_000
export const STREAM_RECHECK_MS = 500

export interface ArenaServerOptions {
  dataFile: string
  host?: string
  port?: number
  clock?: Clock
  /** Password of the `admin` account created on an empty data file; random when absent (unless `firstRun` is 'page'). */
  adminPassword?: string
  /**
   * How an empty data file gets its administrator: 'create' makes `admin` at start-up (headless, tests); 'page' leaves it
   * to the console's first-run page on the arena PC (desktop), unless `adminPassword` is given.
   */
  firstRun?: 'create' | 'page'
  rendererDir?: string
  tokenTtlMs?: number
  loginLimits?: LoginLimits
  log?: (message: string) => void
  store?: Omit<StoreOptions, 'path'>
  /** Most live-stream listeners at once (503 past it). */
  maxListeners?: number
  /** Most live streams one credential (screen key, login token, personal key) holds; its next one ends its oldest. */
  streamsPerCredential?: number
  /** Interval of the live streams' heartbeat comments. */
  heartbeatMs?: number
}

export interface ArenaServer {
  /** Loopback URL first, then the LAN ones. */
  urls: string[]
  port: number
  http: Server
  services: Services
  /** Set when this start created the admin account: its password, to show once. */
  createdAdmin?: { password: string; generated: boolean }
  close(): Promise<void>
}

async function createFirstAdmin(store: Store, clock: Clock, password: string | undefined, firstRun: 'create' | 'page') {
  if (store.read(countUsers) > 0) return undefined
  if (firstRun === 'page' && !password) return undefined
  const generated = password === undefined || password === ''
  const chosen = generated ? randomBytes(12).toString('base64url') : password
  const passwordHash = await hashPassword(chosen)
  await store.write((db) => insertUser(db, { name: 'admin', password_hash: passwordHash, is_admin: true, is_playing: false, robot_ip: '' }, isoSeconds(clock.now())))
  return { password: chosen, generated }
}

export async function startArenaServer(options: ArenaServerOptions): Promise<ArenaServer> {
  const clock = options.clock ?? systemClock
  const log = options.log ?? ((message: string) => console.error(message))
  const store = await Store.open({ path: options.dataFile, log, ...options.store })
  let http: Server | undefined
  try {
    const createdAdmin = await createFirstAdmin(store, clock, options.adminPassword, options.firstRun ?? 'create')
    const live = new LiveBus({ maxListeners: options.maxListeners, perCredential: options.streamsPerCredential })
    const arena = new ArenaControl({ store, clock, live, log, records: gameRecordOf, signal: signalRobots })
    const services: Services = {
      store,
      clock,
      auth: new AuthCache(store),
      loginLimiter: new LoginLimiter(options.loginLimits),
      tokenTtlMs: options.tokenTtlMs ?? DEFAULT_TOKEN_TTL_MS,
      log,
      live,
      arena,
    }
    // Consoles on the Data page list the backups: tell them when one was made (a restore ends every stream anyway).
    store.onBackup(() => live.publish('backups_changed', {}, ADMINS))
    await arena.resume()
    const heartbeat = setInterval(() => live.heartbeat(), options.heartbeatMs ?? DEFAULT_HEARTBEAT_MS)
    heartbeat.unref()
    // Open streams follow their credentials: one logged out, expired, revoked or demoted ends within half a second.
    const recheck = setInterval(() => live.recheck(), STREAM_RECHECK_MS)
    recheck.unref()
    const app = createApp(services, { rendererDir: options.rendererDir })
    const server = createServer(app.callback())
    http = server
    server.keepAliveTimeout = 65_000
    const host = options.host ?? '0.0.0.0'
    server.listen(options.port ?? DEFAULT_PORT, host)
    await once(server, 'listening')
    const port = (server.address() as AddressInfo).port
    let closing: Promise<void> | undefined
    return {
      urls: servedUrls(host, port, networkInterfaces()),
      port,
      http: server,
      services,
      createdAdmin,
      close() {
        closing ??= (async () => {
          clearInterval(heartbeat)
          clearInterval(recheck)
          arena.close()
          live.closeAll()
          const closed = new Promise<void>((resolve) => server.close(() => resolve()))
          server.closeIdleConnections()
          setTimeout(() => server.closeAllConnections(), 2_000).unref()
          await closed
          await arena.settled()
          await store.close()
        })()
        return closing
      },
    }
  } catch (error) {
    http?.close()
    await store.close()
    throw error
  }
}
