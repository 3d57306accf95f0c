// The users resource over real HTTP: read, change, delete, bulk import from CSV (multipart) and export, with every refusal.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { ADMIN_PASSWORD, startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

const HEADER = 'username,password,is_admin,is_playing,robot_ip'
const SAMPLE = readFileSync(new URL('../../resources/players-sample.csv', import.meta.url))

let t: TestServer
let admin: string
let contract: ContractCheck

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

let serial = 0
async function createUser(extra: Record<string, unknown> = {}) {
  serial += 1
  const answer = await t.call('POST', '/users', { token: admin, json: { name: `Player ${serial}`, password: `password-${serial}`, ...extra } })
  expect(answer.status).toBe(201)
  return answer.body as { id: number; name: string; is_admin: boolean; is_playing: boolean; robot_ip: string }
}

interface UploadOptions {
  token?: string
  part?: string
  /** Sends the CSV as a text part rather than a file part. */
  asText?: boolean
}

async function upload(server: TestServer, csv: string | Uint8Array, { token, part = 'file', asText = false }: UploadOptions = {}): Promise<Answer> {
  const form = new FormData()
  if (asText) form.append(part, typeof csv === 'string' ? csv : new TextDecoder().decode(csv))
  else form.append(part, new Blob([typeof csv === 'string' ? csv : new Uint8Array(csv)], { type: 'text/csv' }), 'players.csv')
  const response = await fetch(`${server.base}/users/bulk-import`, { method: 'POST', headers: token ? { Authorization: `Bearer ${token}` } : {}, body: form })
  const text = await response.text()
  return { status: response.status, headers: response.headers, body: text ? JSON.parse(text) : undefined, text }
}

function insertGame(name: string, status: string, corners: Array<number | null>): number {
  return t.server.store.read((db) => {
    db.run('INSERT INTO games (name, play_order, status, corner_0, corner_1, corner_2, corner_3, created_at) VALUES (?, 1, ?, ?, ?, ?, ?, ?)', [name, status, ...corners, '2026-01-01T00:00:00Z'])
    return Number(db.exec('SELECT last_insert_rowid()')[0].values[0][0])
  })
}

const corners = (gameId: number) => t.server.store.read((db) => db.exec('SELECT corner_0, corner_1, corner_2, corner_3 FROM games WHERE id = ?', [gameId])[0].values[0])

describe('401, 403 and 422 on the path, for every user operation', () => {
  const operations: Array<[string, string, unknown?]> = [
    ['GET', '/users/1'],
    ['PATCH', '/users/1', { is_playing: true }],
    ['DELETE', '/users/1'],
    ['GET', '/users/export.csv'],
    ['POST', '/users/bulk-import'],
  ]

  it.each(operations)('%s %s without a token is 401', async (method, path, json) => {
    const answer = await t.call(method, path, { json })
    expect(answer.status).toBe(401)
    expect(answer.body).toEqual({ detail: 'Not authenticated' })
    expect(answer.headers.get('www-authenticate')).toBe('Bearer')
  })

  it.each(operations)('%s %s by a player is 403', async (method, path, json) => {
    const player = await createUser()
    const token = await t.login(player.name, `password-${serial}`)
    const answer = await t.call(method, path, { token, json })
    expect(answer.status).toBe(403)
    expect(answer.body).toEqual({ detail: 'This action needs an administrator' })
  })

  it.each([['GET'], ['PATCH'], ['DELETE']])('%s /users/abc is int_parsing at ["path", "user_id"]', async (method) => {
    const answer = await t.call(method, '/users/abc', { token: admin, json: method === 'PATCH' ? {} : undefined })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toContainEqual({ loc: ['path', 'user_id'], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing', input: 'abc' })
  })

  it.each([['GET'], ['PATCH'], ['DELETE']])('%s of an unknown user is 404 with a detail', async (method) => {
    const answer = await t.call(method, '/users/99999', { token: admin, json: method === 'PATCH' ? { is_playing: true } : undefined })
    expect(answer.status).toBe(404)
    expect(answer.body).toEqual({ detail: 'There is no user 99999' })
    contract.conforms(method, '/api/v1/users/{user_id}', answer)
  })
})

describe('GET /users/{user_id}', () => {
  it('answers the user, without any secret', async () => {
    const user = await createUser({ is_playing: true, robot_ip: '10.0.0.9' })
    const answer = await t.call('GET', `/users/${user.id}`, { token: admin })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ id: user.id, name: user.name, is_admin: false, is_playing: true, robot_ip: '10.0.0.9' })
    contract.conforms('GET', '/api/v1/users/{user_id}', answer)
  })
})

describe('POST /users', () => {
  it('a name taken ignoring case is 409', async () => {
    const user = await createUser()
    const answer = await t.call('POST', '/users', { token: admin, json: { name: user.name.toUpperCase(), password: 'password' } })
    expect(answer.status).toBe(409)
    expect(answer.body.detail).toMatch(/exists already/)
  })
})

describe('PATCH /users/{user_id}', () => {
  it('changes only the fields sent', async () => {
    const user = await createUser({ robot_ip: '10.0.0.1' })
    const answer = await t.call('PATCH', `/users/${user.id}`, { token: admin, json: { is_playing: true } })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ ...user, is_playing: true })
    contract.conforms('PATCH', '/api/v1/users/{user_id}', answer)
  })

  it('changes every field at once, and the new password logs in', async () => {
    const user = await createUser()
    const json = { name: 'Renamed Team', password: 'new-secret', is_admin: false, is_playing: true, robot_ip: 'fd00::5' }
    const answer = await t.call('PATCH', `/users/${user.id}`, { token: admin, json })
    expect(answer.body).toEqual({ id: user.id, name: 'Renamed Team', is_admin: false, is_playing: true, robot_ip: 'fd00::5' })
    expect((await t.call('GET', `/users/${user.id}`, { token: admin })).body.name).toBe('Renamed Team')
    await t.login('renamed team', 'new-secret')
    expect((await t.call('POST', '/auth/login', { json: { username: 'Renamed Team', password: `password-${serial}` } })).status).toBe(401)
  })

  it("a new password ends the user's login sessions, but not their personal keys", async () => {
    const user = await createUser()
    const token = await t.login(user.name, `password-${serial}`)
    const key = (await t.call('POST', '/users/me/keys', { token, json: { name: 'robot' } })).body.key as string
    expect((await t.call('PATCH', `/users/${user.id}`, { token: admin, json: { password: 'reset-pw' } })).status).toBe(200)
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401)
    expect((await t.call('GET', '/auth/me', { token: key })).status).toBe(200)
  })

  it('an administrator changing their own password keeps the session that changed it', async () => {
    const other = await createUser({ is_admin: true })
    const first = await t.login(other.name, `password-${serial}`)
    const second = await t.login(other.name, `password-${serial}`)
    expect((await t.call('PATCH', `/users/${other.id}`, { token: first, json: { password: 'own-new-pw' } })).status).toBe(200)
    expect((await t.call('GET', '/auth/me', { token: first })).status).toBe(200)
    expect((await t.call('GET', '/auth/me', { token: second })).status).toBe(401)
    expect((await t.call('DELETE', `/users/${other.id}`, { token: admin })).status).toBe(204)
  })

  it('an empty body changes nothing', async () => {
    const user = await createUser()
    const answer = await t.call('PATCH', `/users/${user.id}`, { token: admin, json: {} })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual(user)
  })

  it('robot_ip can be cleared', async () => {
    const user = await createUser({ robot_ip: '10.0.0.3' })
    expect((await t.call('PATCH', `/users/${user.id}`, { token: admin, json: { robot_ip: '' } })).body.robot_ip).toBe('')
  })

  it('a user may take their own name in another case', async () => {
    const user = await createUser()
    const answer = await t.call('PATCH', `/users/${user.id}`, { token: admin, json: { name: user.name.toUpperCase() } })
    expect(answer.status).toBe(200)
    expect(answer.body.name).toBe(user.name.toUpperCase())
  })

  it("another user's name, ignoring case, is 409 and changes nothing", async () => {
    const first = await createUser()
    const second = await createUser()
    const answer = await t.call('PATCH', `/users/${second.id}`, { token: admin, json: { name: first.name.toLowerCase(), is_playing: true } })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ detail: `A user named ${first.name.toLowerCase()} exists already (names are unique ignoring case and invisible characters)` })
    expect((await t.call('GET', `/users/${second.id}`, { token: admin })).body).toEqual(second)
  })

  it.each([
    ['a wrong type', { is_admin: 'yes' }, ['body', 'is_admin'], 'bool_type'],
    ['a number for a name', { name: 5 }, ['body', 'name'], 'string_type'],
    ['an empty name', { name: '' }, ['body', 'name'], 'string_too_short'],
    ['a name of 65 characters', { name: 'x'.repeat(65) }, ['body', 'name'], 'string_too_long'],
    ['a control character in a name', { name: 'a\u0007b' }, ['body', 'name'], 'string_pattern_mismatch'],
    ['an empty password', { password: '' }, ['body', 'password'], 'string_too_short'],
    ['an unknown field', { colour: 'red' }, ['body', 'colour'], 'extra_forbidden'],
    ['a host name as robot_ip', { robot_ip: 'robot.local' }, ['body', 'robot_ip'], 'value_error'],
    ['null for a flag', { is_playing: null }, ['body', 'is_playing'], 'bool_type'],
  ])('%s is 422 at its loc', async (_name, json, loc, type) => {
    const user = await createUser()
    const answer = await t.call('PATCH', `/users/${user.id}`, { token: admin, json })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([expect.objectContaining({ loc, type })])
    contract.conforms('PATCH', '/api/v1/users/{user_id}', answer)
  })

  it('a body that is not an object is 422', async () => {
    const user = await createUser()
    const answer = await t.call('PATCH', `/users/${user.id}`, { token: admin, json: [1] })
    expect(answer.status).toBe(422)
    expect(answer.body.detail[0]).toMatchObject({ loc: ['body'], type: 'model_attributes_type' })
  })

  it('a change reaches the tokens already handed out: promotion and demotion take effect at once', async () => {
    const user = await createUser()
    const token = await t.login(user.name, `password-${serial}`)
    expect((await t.call('GET', '/users', { token })).status).toBe(403)
    await t.call('PATCH', `/users/${user.id}`, { token: admin, json: { is_admin: true } })
    expect((await t.call('GET', '/users', { token })).status).toBe(200)
    expect((await t.call('GET', '/auth/me', { token })).body.is_admin).toBe(true)
    await t.call('PATCH', `/users/${user.id}`, { token: admin, json: { is_admin: false } })
    expect((await t.call('GET', '/users', { token })).status).toBe(403)
  })

  it('removing the last administrator is 409', async () => {
    const me = (await t.call('GET', '/auth/me', { token: admin })).body
    const answer = await t.call('PATCH', `/users/${me.id}`, { token: admin, json: { is_admin: false } })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ detail: 'There must be at least one administrator left; make another user an administrator first' })
    expect((await t.call('GET', '/auth/me', { token: admin })).body.is_admin).toBe(true)
  })

  it('an administrator may step down while another one is left', async () => {
    const other = await createUser({ is_admin: true })
    const otherToken = await t.login(other.name, `password-${serial}`)
    const answer = await t.call('PATCH', `/users/${other.id}`, { token: otherToken, json: { is_admin: false } })
    expect(answer.status).toBe(200)
    expect((await t.call('GET', '/users', { token: otherToken })).status).toBe(403)
  })
})

describe('DELETE /users/{user_id}', () => {
  it('deletes the user with their tokens and keys: 204, then 404, and their token is refused', async () => {
    const user = await createUser()
    const token = await t.login(user.name, `password-${serial}`)
    const key = (await t.call('POST', '/users/me/keys', { token, json: { name: 'robot' } })).body.key as string
    const answer = await t.call('DELETE', `/users/${user.id}`, { token: admin })
    expect(answer.status).toBe(204)
    expect(answer.text).toBe('')
    expect((await t.call('GET', `/users/${user.id}`, { token: admin })).status).toBe(404)
    expect((await t.call('GET', '/auth/me', { token })).status).toBe(401)
    expect((await t.call('GET', '/auth/me', { token: key })).status).toBe(401)
    expect((await t.call('DELETE', `/users/${user.id}`, { token: admin })).status).toBe(404)
  })

  it('an administrator may not delete themself: 409', async () => {
    const me = (await t.call('GET', '/auth/me', { token: admin })).body
    const answer = await t.call('DELETE', `/users/${me.id}`, { token: admin })
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ detail: 'You cannot delete your own account; another administrator can' })
  })

  it('another administrator can be deleted while one is left', async () => {
    const other = await createUser({ is_admin: true })
    expect((await t.call('DELETE', `/users/${other.id}`, { token: admin })).status).toBe(204)
  })

  it('a user in a scheduled game leaves an empty corner', async () => {
    const user = await createUser()
    const keeper = await createUser()
    const game = insertGame('League 1', 'scheduled', [keeper.id, user.id, null, null])
    expect((await t.call('DELETE', `/users/${user.id}`, { token: admin })).status).toBe(204)
    expect(corners(game)).toEqual([keeper.id, null, null, null])
  })

  it.each([['running'], ['finished'], ['scored']])('a user in a %s game is 409 naming the game, and stays', async (status) => {
    const user = await createUser()
    const game = insertGame(`Final ${status}`, status, [null, null, user.id, null])
    const answer = await t.call('DELETE', `/users/${user.id}`, { token: admin })
    expect(answer.status).toBe(409)
    expect(answer.body.detail).toBe(`${user.name} plays in game ${game} "Final ${status}" (${status}), past scheduled; the record of a game keeps its players, so the user cannot be deleted`)
    contract.conforms('DELETE', '/api/v1/users/{user_id}', answer)
    expect((await t.call('GET', `/users/${user.id}`, { token: admin })).status).toBe(200)
    expect(corners(game)).toEqual([null, null, user.id, null])
  })

  it('a refused delete of a user in a running game also keeps their scheduled corners', async () => {
    const user = await createUser()
    const scheduled = insertGame('Later', 'scheduled', [user.id, null, null, null])
    insertGame('Now', 'running', [user.id, null, null, null])
    expect((await t.call('DELETE', `/users/${user.id}`, { token: admin })).status).toBe(409)
    expect(corners(scheduled)).toEqual([user.id, null, null, null])
  })
})

describe('POST /users/bulk-import and GET /users/export.csv', () => {
  let server: TestServer
  let token: string

  beforeAll(async () => {
    server = await startTestServer()
    token = await server.login()
  })
  afterAll(async () => {
    await server.server.close()
  })

  // These tests share one fresh server, in order: the 40 players of the sample, then files that change them.
  const send = (csv: string | Uint8Array, options: UploadOptions = {}) => upload(server, csv, { token, ...options })
  const users = async () => (await server.call('GET', '/users', { token })).body as Array<{ id: number; name: string; is_admin: boolean; is_playing: boolean; robot_ip: string }>
  const exported = async () => server.call('GET', '/users/export.csv', { token })

  it('imports the 40 players of resources/players-sample.csv: 200 {created: 40, updated: 0}', async () => {
    const answer = await send(SAMPLE)
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ created: 40, updated: 0 })
    contract.conforms('POST', '/api/v1/users/bulk-import', answer)
    const list = await users()
    expect(list).toHaveLength(41)
    expect(list).toContainEqual(expect.objectContaining({ name: 'Robots, Inc.', is_admin: false, is_playing: true, robot_ip: '127.0.0.33' }))
    expect(list).toContainEqual(expect.objectContaining({ name: 'The "Fixers"', robot_ip: '127.0.0.34' }))
    expect(list).toContainEqual(expect.objectContaining({ name: 'Ångström Åkers' }))
    expect(list).toContainEqual(expect.objectContaining({ name: 'Zero Gravity', robot_ip: '::1' }))
    expect(list).toContainEqual(expect.objectContaining({ name: 'Last Minute Engineers', robot_ip: '' }))
    await server.login('robots, inc.', 'change-me-33')
  })

  it('importing the same file again updates the 40: {created: 0, updated: 40}', async () => {
    const before = await users()
    const answer = await send(SAMPLE)
    expect(answer.body).toEqual({ created: 0, updated: 40 })
    expect(await users()).toEqual(before)
  })

  it('exports users.csv: the five columns and is_scorer, passwords empty, as text/csv for download', async () => {
    const answer = await exported()
    expect(answer.status).toBe(200)
    expect(answer.headers.get('content-type')).toBe('text/csv; charset=utf-8')
    expect(answer.headers.get('content-disposition')).toBe('attachment; filename="users.csv"')
    const lines = answer.text.split('\r\n')
    expect(lines[0]).toBe(`${HEADER},is_scorer`) // fetch's text() drops the byte order mark
    expect(lines).toContain('admin,,true,false,,false')
    expect(lines).toContain('"Robots, Inc.",,false,true,127.0.0.33,false')
    expect(lines).toContain('"The ""Fixers""",,false,true,127.0.0.34,false')
    expect(lines).toHaveLength(1 + 41 + 1)
    const bytes = new Uint8Array(await (await fetch(`${server.base}/users/export.csv`, { headers: { Authorization: `Bearer ${token}` } })).arrayBuffer())
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf])
  })

  it('the export imports back unchanged, keeping every password', async () => {
    const before = await users()
    const bytes = new Uint8Array(await (await fetch(`${server.base}/users/export.csv`, { headers: { Authorization: `Bearer ${token}` } })).arrayBuffer())
    const answer = await send(bytes)
    expect(answer.body).toEqual({ created: 0, updated: 41 })
    expect(await users()).toEqual(before)
    await server.login('Zero Gravity', 'change-me-38')
    await server.login('admin', ADMIN_PASSWORD)
  })

  it('reads quoted fields with commas and quotes, CRLF, a BOM, columns in any order and every boolean word', async () => {
    const csv = '\ufeffrobot_ip,IS_PLAYING,username,is_admin,password\r\n' + '10.9.0.1,Yes,"Smith, Jones & Co",no,"pass,word"\r\n' + ',0,"Say ""Hi""",FALSE,password\r\n' + 'fd00::9,TRUE,Robots Inc 2,0,"multi\r\nline"\r\n'
    const answer = await send(csv)
    expect(answer.body).toEqual({ created: 3, updated: 0 })
    const list = await users()
    expect(list).toContainEqual(expect.objectContaining({ name: 'Smith, Jones & Co', is_playing: true, robot_ip: '10.9.0.1' }))
    expect(list).toContainEqual(expect.objectContaining({ name: 'Say "Hi"', is_playing: false, robot_ip: '' }))
    expect(list).toContainEqual(expect.objectContaining({ name: 'Robots Inc 2', is_playing: true, robot_ip: 'fd00::9' }))
    await server.login('smith, jones & co', 'pass,word')
    await server.login('Robots Inc 2', 'multi\r\nline')
  })

  it('updates an existing user found ignoring case; an empty password keeps the old one (and its sessions), a new one replaces it', async () => {
    const redBefore = await server.login('Red Rockets', 'change-me-01')
    const blueBefore = await server.login('Blue Bolts', 'change-me-02')
    const answer = await send(`${HEADER}\nRED ROCKETS,,true,no,10.1.1.1\nblue bolts,fresh-pw,,,\n`)
    expect(answer.body).toEqual({ created: 0, updated: 2 })
    const list = await users()
    expect(list).toContainEqual(expect.objectContaining({ name: 'RED ROCKETS', is_admin: true, is_playing: false, robot_ip: '10.1.1.1' }))
    await server.login('Red Rockets', 'change-me-01')
    await server.login('Blue Bolts', 'fresh-pw')
    expect((await server.call('GET', '/auth/me', { token: blueBefore })).status).toBe(401)
    expect((await server.call('GET', '/auth/me', { token: redBefore })).status).toBe(200)
    expect((await server.call('POST', '/auth/login', { json: { username: 'Blue Bolts', password: 'change-me-02' } })).status).toBe(401)
  })

  it('a file with several bad rows is 422 naming each row and column, and changes nothing', async () => {
    const before = await exported()
    const count = (await users()).length
    const csv = [HEADER, 'Brand New,password,,,', ',password,,,', 'Green Giants,,maybe,,10.0.0.300', 'Newcomer,,,,', 'brand new,password,,,', 'Short,row'].join('\r\n')
    const answer = await send(csv)
    expect(answer.status).toBe(422)
    contract.conforms('POST', '/api/v1/users/bulk-import', answer)
    expect(answer.body.detail.map((item: { loc: unknown[]; type: string }) => [item.loc, item.type])).toEqual([
      [['body', 'file', 3, 'username'], 'string_too_short'],
      [['body', 'file', 4, 'is_admin'], 'bool_parsing'],
      [['body', 'file', 4, 'robot_ip'], 'value_error'],
      [['body', 'file', 5, 'password'], 'value_error'],
      [['body', 'file', 6, 'username'], 'value_error'],
      [['body', 'file', 7], 'value_error'],
    ])
    expect(answer.body.detail[1]).toEqual({ loc: ['body', 'file', 4, 'is_admin'], msg: 'Input should be a valid boolean, unable to interpret input', type: 'bool_parsing', input: 'maybe' })
    expect((await users()).length).toBe(count)
    expect((await exported()).text).toBe(before.text)
  })

  it('a missing column is 422 missing at the header row', async () => {
    const answer = await send('username,password,is_admin,is_playing\nX,password,,')
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([{ loc: ['body', 'file', 1, 'robot_ip'], msg: 'Field required', type: 'missing', input: ['username', 'password', 'is_admin', 'is_playing'] }])
  })

  it('an import that would leave no administrator is 409 and changes nothing', async () => {
    const before = await exported()
    const answer = await send(`${HEADER}\nadmin,,false,,\nRed Rockets,,false,,\nSomeone New,password,,,`)
    expect(answer.status).toBe(409)
    expect(answer.body).toEqual({ detail: 'There must be at least one administrator left; nothing was imported' })
    expect((await exported()).text).toBe(before.text)
  })

  it.each([
    ['no file part', { part: 'upload' }, { loc: ['body', 'file'], msg: 'Field required', type: 'missing', input: null }],
    ['a text part instead of a file', { asText: true }, { loc: ['body', 'file'], msg: "Value error, Expected UploadFile, received: <class 'str'>", type: 'value_error', input: HEADER, ctx: { error: "Expected UploadFile, received: <class 'str'>" } }],
  ])('%s is 422', async (_name, options, item) => {
    const answer = await send(HEADER, options)
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ detail: [item] })
  })

  it.each([
    ['no body at all', {}],
    ['a JSON body', { json: { file: HEADER } }],
    ['a CSV body that is not a form', { raw: HEADER, contentType: 'text/csv' }],
  ])('%s is 422 missing at ["body", "file"]', async (_name, options) => {
    const answer = await server.call('POST', '/users/bulk-import', { token, ...options })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ detail: [{ loc: ['body', 'file'], msg: 'Field required', type: 'missing', input: null }] })
  })

  it('an empty file is 422: the header and its five columns are missing', async () => {
    const answer = await send('')
    expect(answer.status).toBe(422)
    expect(answer.body.detail.map((item: { loc: unknown[] }) => item.loc[3])).toEqual(['username', 'password', 'is_admin', 'is_playing', 'robot_ip'])
  })

  it('more than 10,000 rows is 413 and changes nothing', async () => {
    const count = (await users()).length
    const csv = [HEADER, ...Array.from({ length: 10_001 }, (_, i) => `Crowd ${i},password,,,`)].join('\n')
    const answer = await send(csv)
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ detail: 'The file has 10001 user rows; at most 10000 are imported at once' })
    contract.conforms('POST', '/api/v1/users/bulk-import', answer)
    expect((await users()).length).toBe(count)
  })

  it('a file over 5 MB is 413 and changes nothing', async () => {
    const count = (await users()).length
    const row = `${'x'.repeat(60)},${'p'.repeat(1000)},,,\n`
    const csv = HEADER + '\n' + row.repeat(Math.ceil((5 * 1024 * 1024) / row.length) + 1)
    expect(csv.length).toBeGreaterThan(5 * 1024 * 1024)
    const answer = await send(csv)
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ detail: 'Request body is too large' })
    expect((await users()).length).toBe(count)
  })

  it('two file parts are refused (one file per import)', async () => {
    const form = new FormData()
    form.append('file', new Blob([`${HEADER}\nA,password,,,`]), 'a.csv')
    form.append('file', new Blob([`${HEADER}\nB,password,,,`]), 'b.csv')
    const response = await fetch(`${server.base}/users/bulk-import`, { method: 'POST', headers: { Authorization: `Bearer ${token}` }, body: form })
    expect(response.status).toBe(422)
    expect((await response.json()).detail[0]).toMatchObject({ loc: ['body', 'file'], type: 'value_error' })
  })

  it('a large upload without a token is 401: the file is not read before the caller is known', async () => {
    const answer = await send('x'.repeat(6 * 1024 * 1024), { token: '' })
    expect(answer.status).toBe(401)
  })
})

describe('OpenAPI', () => {
  it('documents Bulk Import Users as multipart/form-data with a binary file part, and the export as text/csv', async () => {
    const document = (await t.call('GET', '/openapi.json')).body
    const importOperation = document.paths['/api/v1/users/bulk-import'].post
    expect(importOperation.requestBody.content['multipart/form-data'].schema).toMatchObject({ type: 'object', required: ['file'], properties: { file: { type: 'string', format: 'binary' } } })
    expect(Object.keys(importOperation.responses).sort()).toEqual(['200', '400', '401', '403', '409', '413', '415', '421', '422', '503'])
    expect(document.paths['/api/v1/users/export.csv'].get.responses['200'].content['text/csv'].schema).toMatchObject({ type: 'string' })
    expect(Object.keys(document.paths['/api/v1/users/{user_id}']).sort()).toEqual(['delete', 'get', 'patch'])
  })
})
