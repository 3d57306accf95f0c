// The arena of the LAN availability benchmark: the built server in a child process over a fresh data file, an event of
// players with a league schedule, one game running for an hour (its clock ticks through every phase), and venue screens.
import { randomBytes } from 'node:crypto'
import { join } from 'node:path'
import { httpJson } from './load'
import { startServerProcess, type ServerProcess } from './processes'

export const ADMIN_PASSWORD = `bench-${randomBytes(12).toString('base64url')}`
export const PLAYER_PASSWORD = 'bench-player-password'
const PLAYERS = 40
const GAMES_PER_PLAYER = 6
const SCREENS = 4

export interface Arena {
  server: ServerProcess
  adminToken: string
  eventId: number
  /** The game running for the whole benchmark. */
  runningGameId: number
  /** A scheduled game the operator renames (a durable write that leaves the running game alone). */
  editedGameId: number
  /** Names of players (password PLAYER_PASSWORD): the abuse drivers log in as them. */
  players: string[]
  screenKeys: string[]
}

export async function startArena(root: string, dataFile: string): Promise<Arena> {
  const args = [join(root, 'out', 'main', 'serve.js'), '--host', '127.0.0.1', '--port', '0', '--data', dataFile]
  const server = await startServerProcess('arena server', args, { ...process.env, ARENA_ADMIN_PASSWORD: ADMIN_PASSWORD }, root)
  const port = server.port
  const { access_token: adminToken } = await httpJson<{ access_token: string }>(port, 'POST', '/api/v1/auth/login', {}, { username: 'admin', password: ADMIN_PASSWORD }, 200)
  const auth = { Authorization: `Bearer ${adminToken}` }
  const call = <T>(method: string, path: string, body: unknown, status: number) => httpJson<T>(port, method, `/api/v1${path}`, auth, body, status)

  await call('PATCH', '/system/settings', { game_length_s: 3600 }, 200)
  const now = Math.floor(Date.now() / 1000)
  const event = await call<{ id: number }>('POST', '/events', { name: 'LAN availability bench', start_time: now, end_time: now + 86_400 }, 201)
  const players = Array.from({ length: PLAYERS }, (_, n) => `Player ${n + 1}`)
  for (let n = 0; n < players.length; n += 4) {
    await Promise.all(players.slice(n, n + 4).map((name) => call('POST', '/users', { name, password: PLAYER_PASSWORD, is_playing: true }, 201)))
  }
  const { games } = await call<{ games: Array<{ id: number }> }>('POST', `/events/${event.id}/schedule`, { games_per_player: GAMES_PER_PLAYER }, 201)
  const running = await call<{ status: string }>('POST', `/arena/games/${games[0].id}/start`, { mode: 'competition' }, 200)
  if (running.status !== 'running') throw new Error(`game ${games[0].id} is ${running.status} after its start`)
  const screenKeys: string[] = []
  for (let n = 1; n <= SCREENS; n += 1) screenKeys.push((await call<{ key: string }>('POST', '/screens', { name: `Screen ${n}` }, 201)).key)
  return { server, adminToken, eventId: event.id, runningGameId: games[0].id, editedGameId: games[games.length - 1].id, players, screenKeys }
}
