// An operator's whole morning over real HTTP, every answer checked against the OpenAPI document the server serves.
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let contract: ContractCheck
let admin: string

beforeAll(async () => {
  t = await startTestServer()
  contract = await ContractCheck.load(t)
  admin = await t.login()
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

const API = '/api/v1'

/** Calls, checks the status, and checks the answer against the document. */
async function expectCall(method: string, documented: string, actual: string, status: number, options: Parameters<TestServer['call']>[2] = {}): Promise<Answer> {
  const answer = await t.call(method, actual, { token: admin, ...options })
  expect(answer.status, `${method} ${actual}: ${answer.text.slice(0, 300)}`).toBe(status)
  contract.conforms(method, API + documented, answer)
  return answer
}

function csvFile(text: string): FormData {
  const form = new FormData()
  form.append('file', new Blob([text], { type: 'text/csv' }), 'players.csv')
  return form
}

function playersCsv(count: number): string {
  const rows = ['username,password,is_admin,is_playing,robot_ip']
  for (let i = 1; i <= count; i += 1) rows.push(`"Team ${i}, Robotics Club",password-${i},no,yes,127.0.0.${i + 1}`)
  return `\uFEFF${rows.join('\r\n')}\r\n`
}

it('runs the morning: event, 40 players, 20 games with corners, a start, screens, keys, SSO', async () => {
  // Who am I (Get Me).
  const me = await expectCall('GET', '/auth/me', '/auth/me', 200)
  expect(me.body.is_admin).toBe(true)

  // Create the event (Create Event).
  const start = Math.floor(t.clock.now() / 1000)
  const event = await expectCall('POST', '/events', '/events', 201, { json: { name: 'Regional Qualifier', start_time: start, end_time: start + 8 * 3600 } })
  expect(event.body).toEqual({ id: expect.any(Number), name: 'Regional Qualifier', start_time: start, end_time: start + 8 * 3600 })
  await expectCall('POST', '/events', '/events', 422, { json: { name: 'Backwards', start_time: start, end_time: start - 1 } })

  // Import 40 players (Bulk Import Users), then a bad file that changes nothing.
  const imported = await expectCall('POST', '/users/bulk-import', '/users/bulk-import', 200, { form: csvFile(playersCsv(40)) })
  expect(imported.body).toEqual({ created: 40, updated: 0 })
  const usersBefore = (await expectCall('GET', '/users', '/users', 200)).body as Array<{ id: number; name: string; is_playing: boolean }>
  expect(usersBefore).toHaveLength(41)
  const bad = await expectCall('POST', '/users/bulk-import', '/users/bulk-import', 422, {
    form: csvFile('username,password,is_admin,is_playing,robot_ip\nNew Team,password,no,yes,10.0.0.1\nBroken,password,maybe,yes,10.0.0.2\nTeam 1,,no,yes,not-an-ip\n'),
  })
  const badLocs = bad.body.detail.map((item: { loc: unknown[] }) => item.loc.slice(-1)[0])
  expect(badLocs).toEqual(expect.arrayContaining(['is_admin', 'robot_ip']))
  expect((await expectCall('GET', '/users', '/users', 200)).body).toEqual(usersBefore)

  // Create 20 games and fill their corners (Update Corners).
  const players = usersBefore.filter((user) => user.is_playing).map((user) => user.id)
  expect(players).toHaveLength(40)
  const games: number[] = []
  for (let i = 1; i <= 20; i += 1) {
    const game = await expectCall('POST', '/games', '/games', 201, { json: { name: `League ${i}`, event_id: event.body.id } })
    expect(game.body.play_order).toBe(i)
    games.push(game.body.id)
  }
  for (const [index, gameId] of games.entries()) {
    const seat = (offset: number) => players[(index * 4 + offset) % players.length]
    const filled = await expectCall('PUT', '/games/{game_id}/corners', `/games/${gameId}/corners`, 200, { json: { red: seat(0), yellow: seat(1), green: seat(2), blue: seat(3) } })
    expect(filled.body.corners).toEqual([seat(0), seat(1), seat(2), seat(3)])
    expect(filled.body.corner_names.every((name: string) => name.startsWith('Team '))).toBe(true)
    expect(filled.body.corner_ips.every((ip: string) => ip.startsWith('127.0.0.'))).toBe(true)
  }
  await expectCall('PUT', '/games/{game_id}/corners', `/games/${games[0]}/corners`, 422, { json: { red: 'first' } })
  const listed = await expectCall('GET', '/games', `/games?event_id=${event.body.id}`, 200)
  expect(listed.body.map((game: { id: number }) => game.id)).toEqual(games)

  // Start the first game (Start Game), read it back (Get Game).
  await expectCall('POST', '/arena/games/{game_id}/start', `/arena/games/${games[0]}/start`, 422, { json: { mode: 'practice' } })
  const started = await expectCall('POST', '/arena/games/{game_id}/start', `/arena/games/${games[0]}/start`, 200, { json: { mode: 'competition' } })
  expect(started.body).toMatchObject({ status: 'running', started: true, finished: false, scored: false, start_time: Math.floor(t.clock.now() / 1000) })
  expect(started.body.end_time - started.body.start_time).toBe(150)
  const got = await expectCall('GET', '/games/{game_id}', `/games/${games[0]}`, 200)
  expect(got.body).toEqual(started.body)
  await expectCall('GET', '/games/{game_id}', '/games/abc', 422)
  await expectCall('GET', '/games/{game_id}', '/games/999999', 404)
  await expectCall('PUT', '/games/{game_id}/corners', `/games/${games[0]}/corners`, 409, { json: { red: null } })
  await expectCall('POST', '/arena/games/{game_id}/start', `/arena/games/${games[1]}/start`, 409, { json: { mode: 'competition' } })

  // Screens (List Screens) and keys (List My Keys).
  const screen = await expectCall('POST', '/screens', '/screens', 201, { json: { name: 'Hall TV' } })
  await expectCall('POST', '/screens', '/screens', 201, { json: { name: 'Pit TV' } })
  const screens = await expectCall('GET', '/screens', '/screens', 200)
  expect(screens.body.map((entry: { name: string }) => entry.name)).toEqual(['Hall TV', 'Pit TV'])
  const asScreen = await expectCall('GET', '/screens', '/screens', 200, { token: screen.body.key })
  expect(asScreen.body).toEqual([screen.body])
  await expectCall('POST', '/users/me/keys', '/users/me/keys', 201, { json: { name: 'scoreboard script' } })
  const keys = await expectCall('GET', '/users/me/keys', '/users/me/keys', 200)
  expect(keys.body.map((key: { name: string }) => key.name)).toEqual(['scoreboard script'])

  // SSO configuration (Update Sso Config).
  await expectCall('POST', '/system/config/sso', '/system/config/sso', 422, { json: { enabled: true } })
  const sso = await expectCall('POST', '/system/config/sso', '/system/config/sso', 200, {
    json: { enabled: true, issuer: 'http://127.0.0.1:9/realms/arena', client_id: 'arena-console', client_secret: 's3cret' },
  })
  expect(JSON.stringify(sso.body)).not.toContain('s3cret')

  // A player may read but not write.
  const player = await t.login('team 1, robotics club', 'password-1')
  expect((await t.call('GET', `/games/${games[0]}`, { token: player })).status).toBe(200)
  expect((await t.call('POST', '/events', { token: player, json: { name: 'x', start_time: 1, end_time: 2 } })).status).toBe(403)
  expect((await t.call('GET', '/screens', { token: player })).status).toBe(403)
})
