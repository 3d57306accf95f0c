// Starts the real arena server on an ephemeral loopback port with a fresh data file, and a small fetch client for it.
import { join } from 'node:path'
import { startArenaServer, type ArenaServer, type ArenaServerOptions } from '../../src-main/server/start-server'
import { logsFolder, openArenaLog } from '../../src-main/store/log-files'
import { ManualClock } from './manual-clock'
import { tempDir } from './temp'

export const ADMIN_PASSWORD = 'admin-test-password'

export interface TestServer {
  server: ArenaServer
  clock: ManualClock
  base: string
  dataFile: string
  /** Every line logged since the start (message, then its details as JSON). */
  logs: string[]
  call(method: string, path: string, options?: CallOptions): Promise<Answer>
  login(username?: string, password?: string): Promise<string>
  /** Creates a playing user named `name` with the password `<name>-password` (an administrator's `token`); answers its id. */
  createUser(token: string, name: string, extra?: Record<string, unknown>): Promise<number>
  /** Creates a non-playing user `name` (password `<name>-password`) with the scorer flag and logs them in: their id and token. */
  createScorer(token: string, name: string): Promise<[number, string]>
  /**
   * A game (fields from `game`, named "League game" unless given) with the four `players` seated red to blue, started in
   * competition and stopped: finished, waiting for its score; the robots' answers settled. Answers its id.
   */
  finishedGame(token: string, players: number[], game?: Record<string, unknown>): Promise<number>
}

export interface CallOptions {
  token?: string
  json?: unknown
  /** Sent as is, with Content-Type application/json unless `contentType` says otherwise. */
  raw?: string
  contentType?: string
  /** Sent as multipart/form-data (fetch sets the boundary). */
  form?: FormData
  headers?: Record<string, string>
}

export interface Answer {
  status: number
  headers: Headers
  body: any
  text: string
}

export async function startTestServer(options: Partial<Omit<ArenaServerOptions, 'clock'>> & { clock?: ManualClock } = {}): Promise<TestServer> {
  const clock = options.clock ?? new ManualClock()
  const dataFile = options.dataFile ?? join(tempDir(), 'arena.sqlite')
  const logs: string[] = []
  // The real log (files in logs/ beside the data file), its lines also kept here for the tests to read.
  const log = options.log ?? (await openArenaLog({ folder: logsFolder(dataFile), level: 'debug' }))
  log.onEntry((entry) => logs.push(Object.keys(entry.details).length > 0 ? `${entry.message} ${JSON.stringify(entry.details)}` : entry.message))
  const started = await startArenaServer({ host: '127.0.0.1', port: 0, adminPassword: ADMIN_PASSWORD, ...options, log, clock, dataFile })
  const server: ArenaServer = { ...started, close: () => started.close().then(() => (options.log ? undefined : log.close())) }
  const base = `http://127.0.0.1:${server.port}/api/v1`
  const call = async (method: string, path: string, callOptions: CallOptions = {}): Promise<Answer> => {
    const headers: Record<string, string> = { ...callOptions.headers }
    if (callOptions.token) headers.Authorization = `Bearer ${callOptions.token}`
    let body: string | FormData | undefined
    if (callOptions.json !== undefined) body = JSON.stringify(callOptions.json)
    if (callOptions.raw !== undefined) body = callOptions.raw
    if (body !== undefined) headers['Content-Type'] = callOptions.contentType ?? 'application/json'
    if (callOptions.form !== undefined) body = callOptions.form
    const response = await fetch(base + path, { method, headers, body })
    const text = await response.text()
    let parsed: unknown
    try {
      parsed = text ? JSON.parse(text) : undefined
    } catch {
      parsed = undefined
    }
    return { status: response.status, headers: response.headers, body: parsed, text }
  }
  const login = async (username = 'admin', password = ADMIN_PASSWORD) => {
    const answer = await call('POST', '/auth/login', { json: { username, password } })
    if (answer.status !== 200) throw new Error(`login of ${username} failed: ${answer.status} ${answer.text}`)
    return answer.body.access_token as string
  }
  const createUser = async (token: string, name: string, extra: Record<string, unknown> = {}) => {
    const answer = await call('POST', '/users', { token, json: { name, password: `${name}-password`, is_playing: true, ...extra } })
    if (answer.status !== 201) throw new Error(`creating ${name}: ${answer.status} ${answer.text}`)
    return answer.body.id as number
  }
  const expectOk = async (answer: Promise<Answer>, what: string): Promise<Answer> => {
    const got = await answer
    if (got.status >= 300) throw new Error(`${what}: ${got.status} ${got.text}`)
    return got
  }
  const createScorer = async (token: string, name: string): Promise<[number, string]> => {
    const id = await createUser(token, name, { is_playing: false })
    await expectOk(call('PUT', `/users/${id}/roles`, { token, json: { scorer: true } }), `making ${name} a scorer`)
    return [id, await login(name, `${name}-password`)]
  }
  const finishedGame = async (token: string, players: number[], game: Record<string, unknown> = {}) => {
    const id = (await expectOk(call('POST', '/games', { token, json: { name: 'League game', ...game } }), 'creating a game')).body.id as number
    const [red, yellow, green, blue] = players
    await expectOk(call('PUT', `/games/${id}/corners`, { token, json: { red, yellow, green, blue } }), `seating game ${id}`)
    await expectOk(call('POST', `/arena/games/${id}/start`, { token, json: { mode: 'competition' } }), `starting game ${id}`)
    await expectOk(call('POST', `/arena/games/${id}/stop`, { token }), `stopping game ${id}`)
    // The robots' answers to the stop are published once saved: wait for them, so a listener opened next sees only what follows.
    await server.services.arena.settled()
    return id
  }
  return { server, clock, base, dataFile, logs, call, login, createUser, createScorer, finishedGame }
}
