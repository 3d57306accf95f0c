// The scorer role over real HTTP: an administrator sets it, the caller sees it at GET /auth/me/roles (Me keeps its five
// fields), a scorer scores and reads like any user, and every other write of the OpenAPI document answers them 403.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let scorer: string
let player: string
let scorerId: number
let playerId: number
let players: number[]
let contract: ContractCheck

const createUser = (name: string, extra: Record<string, unknown> = {}) => t.createUser(admin, name, extra)

const finishedGame = () => t.finishedGame(admin, players)

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  ;[scorerId, scorer] = await t.createScorer(admin, 'Scorer')
  playerId = await createUser('Player')
  players = [playerId, await createUser('Team 2'), await createUser('Team 3'), await createUser('Team 4')]
  player = await t.login('Player', 'Player-password')
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('the scorer flag, set by an administrator', () => {
  it('GET /auth/me/roles answers each caller their roles; Me keeps exactly its five fields', async () => {
    const mine = await t.call('GET', '/auth/me/roles', { token: scorer })
    contract.conforms('get', '/api/v1/auth/me/roles', mine, 200)
    expect(mine.body).toEqual({ admin: false, scorer: true })
    expect((await t.call('GET', '/auth/me/roles', { token: player })).body).toEqual({ admin: false, scorer: false })
    expect((await t.call('GET', '/auth/me/roles', { token: admin })).body).toEqual({ admin: true, scorer: false })
    expect((await t.call('GET', '/auth/me/roles')).status).toBe(401)
    const me = await t.call('GET', '/auth/me', { token: scorer })
    expect(Object.keys(me.body).sort()).toEqual(['id', 'is_admin', 'is_playing', 'name', 'robot_ip'])
    const user = await t.call('GET', `/users/${scorerId}`, { token: admin })
    expect(Object.keys(user.body)).toHaveLength(5)
  })

  it('GET /users/roles lists every user with their roles, to administrators only', async () => {
    const all = await t.call('GET', '/users/roles', { token: admin })
    contract.conforms('get', '/api/v1/users/roles', all, 200)
    expect(all.body).toContainEqual({ user_id: scorerId, name: 'Scorer', admin: false, scorer: true })
    expect(all.body).toContainEqual({ user_id: playerId, name: 'Player', admin: false, scorer: false })
    expect((await t.call('GET', '/users/roles', { token: scorer })).status).toBe(403)
  })

  it('PUT /users/{user_id}/roles: 404 for an unknown user, 422 naming a missing or wrong field, and a token follows the change at once', async () => {
    const unknown = await t.call('PUT', '/users/999999/roles', { token: admin, json: { scorer: true } })
    expect(unknown.status).toBe(404)
    expect(unknown.body.detail).toContain('999999')
    const missing = await t.call('PUT', `/users/${playerId}/roles`, { token: admin, json: {} })
    expect(missing.status).toBe(422)
    expect(missing.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'scorer'], type: 'missing' })])
    const wrong = await t.call('PUT', `/users/${playerId}/roles`, { token: admin, json: { scorer: 'yes' } })
    expect(wrong.status).toBe(422)
    expect(wrong.body.detail[0].loc).toEqual(['body', 'scorer'])
    // The player's existing token gains the role, and loses it again, without logging in again.
    const made = await t.call('PUT', `/users/${playerId}/roles`, { token: admin, json: { scorer: true } })
    contract.conforms('put', '/api/v1/users/{user_id}/roles', made, 200)
    expect(made.body).toEqual({ admin: false, scorer: true })
    expect((await t.call('GET', '/auth/me/roles', { token: player })).body).toEqual({ admin: false, scorer: true })
    expect((await t.call('PUT', '/games/999999/scores', { token: player, json: {} })).status).toBe(404)
    expect((await t.call('PUT', `/users/${playerId}/roles`, { token: admin, json: { scorer: false } })).body).toEqual({ admin: false, scorer: false })
    expect((await t.call('PUT', '/games/999999/scores', { token: player, json: {} })).status).toBe(403)
  })

  it('a scorer scores a finished game (PUT /scores), the history names them, and they read like any user', async () => {
    const id = await finishedGame()
    const scored = await t.call('PUT', `/games/${id}/scores`, { token: scorer, json: { red: 4, yellow: 3, green: 2, blue: 1 } })
    expect(scored.status, scored.text).toBe(200)
    expect(scored.body).toMatchObject({ status: 'scored', game_points: [4, 3, 2, 1] })
    const history = await t.call('GET', `/games/${id}/score-history`, { token: scorer })
    expect(history.body).toEqual([expect.objectContaining({ changed_by: scorerId, changed_by_name: 'Scorer', game_points_after: [4, 3, 2, 1] })])
    for (const path of ['/games', `/games/${id}`, '/events', '/arena', `/games/${id}/score-entries`]) {
      expect((await t.call('GET', path, { token: scorer })).status, path).toBe(200)
    }
    // A player without the flag may not score.
    const refused = await t.call('PUT', `/games/${id}/scores`, { token: player, json: { red: 1, yellow: 1, green: 1, blue: 1 } })
    expect(refused.status).toBe(403)
    expect(refused.body.detail).toBe('This action needs a scorer or an administrator')
  })
})

/** Calls every write operation of the OpenAPI document (path parameters 1, body {}), answering the statuses by operation. */
async function walkWrites(token: string): Promise<Map<string, number>> {
  const document = (await t.call('GET', '/openapi.json')).body as { paths: Record<string, Record<string, { security?: unknown[] }>> }
  const statuses = new Map<string, number>()
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      if (!['post', 'put', 'patch', 'delete'].includes(method)) continue
      // Public operations (login, first-run setup) take no token at all.
      if (Array.isArray(operation.security) && operation.security.length === 0) continue
      const concrete = path.replace(/^\/api\/v1/, '').replace(/\{\w+\}/g, '999999')
      const answer: Answer = await t.call(method.toUpperCase(), concrete, { token, json: {} })
      statuses.set(`${method.toUpperCase()} ${path}`, answer.status)
    }
  }
  return statuses
}

describe('every other write answers a scorer 403', () => {
  it('walks every write of GET /api/v1/openapi.json with a scorer’s key: only the scoring writes, and what any user may do, pass the access check', async () => {
    // A personal access key of the scorer: the walk's POST /auth/logout must not end the scorer's session.
    const key = await t.call('POST', '/users/me/keys', { token: scorer, json: { name: 'walk' } })
    expect(key.status, key.text).toBe(201)
    const scorerKey: string = key.body.key
    expect(typeof scorerKey).toBe('string')
    expect((await t.call('GET', '/auth/me/roles', { token: scorerKey })).body).toEqual({ admin: false, scorer: true })
    const playerKey = (await t.call('POST', '/users/me/keys', { token: player, json: { name: 'walk' } })).body
    const asScorer = await walkWrites(scorerKey)
    const asPlayer = await walkWrites(playerKey.key)
    expect(asScorer.size).toBeGreaterThan(30)
    const passed = (statuses: Map<string, number>) => [...statuses].filter(([, status]) => status !== 403).map(([operation]) => operation).sort()
    const forbidden = [...asScorer].filter(([, status]) => status === 403)
    expect(forbidden.length).toBe(asScorer.size - passed(asScorer).length)
    // What a scorer may write beyond any logged-in player: exactly the scoring writes (by one number, and by items).
    expect(passed(asScorer).filter((operation) => !passed(asPlayer).includes(operation))).toEqual([
      'POST /api/v1/games/{game_id}/score-entries',
      'PUT /api/v1/games/{game_id}/live-sheets/{corner}',
      'PUT /api/v1/games/{game_id}/scores',
      'PUT /api/v1/games/{game_id}/sheet-scores',
    ])
    expect(passed(asPlayer).filter((operation) => !passed(asScorer).includes(operation))).toEqual([])
    // Any user's writes are their own: logging out (409 for a key), their own keys.
    for (const operation of passed(asPlayer)) expect(operation, operation).toMatch(/^(POST \/api\/v1\/auth\/logout|POST \/api\/v1\/users\/me\/keys|DELETE \/api\/v1\/users\/me\/keys\/\{key_id\})$/)
    // Administrator-only writes named here are among the refused ones.
    for (const operation of ['PUT /api/v1/users/{user_id}/roles', 'PUT /api/v1/events/{event_id}/scoring', 'POST /api/v1/games/{game_id}/score-entries/resolve', 'POST /api/v1/games/{game_id}/replay', 'PUT /api/v1/events/{event_id}/scorer-assignments', 'PUT /api/v1/events/{event_id}/score-sheet', 'POST /api/v1/users', 'POST /api/v1/arena/games/{game_id}/start', 'PATCH /api/v1/games/{game_id}']) {
      expect(asScorer.get(operation), operation).toBe(403)
    }
  })
})

describe('the users CSV and the scorer flag', () => {
  const upload = (csv: string) => {
    const form = new FormData()
    form.append('file', new Blob([csv], { type: 'text/csv' }), 'users.csv')
    return t.call('POST', '/users/bulk-import', { token: admin, form })
  }
  const rolesOf = async (name: string) => ((await t.call('GET', '/users/roles', { token: admin })).body as Array<{ name: string; scorer: boolean }>).find((user) => user.name === name)

  it('a file with is_scorer sets the flag; an old file without the column keeps it; the export writes it and reads back', async () => {
    const withColumn = await upload('username,password,is_admin,is_playing,robot_ip,is_scorer\nTablet One,tablet-pass,false,false,,true\nTablet Two,tablet-pass,no,no,,no\n')
    expect(withColumn.status, withColumn.text).toBe(200)
    expect(withColumn.body).toEqual({ created: 2, updated: 0 })
    expect(await rolesOf('Tablet One')).toMatchObject({ scorer: true })
    expect(await rolesOf('Tablet Two')).toMatchObject({ scorer: false })
    const tablet = await t.login('Tablet One', 'tablet-pass')
    expect((await t.call('GET', '/auth/me/roles', { token: tablet })).body).toEqual({ admin: false, scorer: true })

    // A file written before scorers existed: it imports, new users are no scorers, existing ones keep their flag.
    const old = await upload('username,password,is_admin,is_playing,robot_ip\nTablet One,,false,true,\nOld Team,old-pass,false,true,\n')
    expect(old.status, old.text).toBe(200)
    expect(old.body).toEqual({ created: 1, updated: 1 })
    expect(await rolesOf('Tablet One')).toMatchObject({ scorer: true })
    expect(await rolesOf('Old Team')).toMatchObject({ scorer: false })

    const exported = await t.call('GET', '/users/export.csv', { token: admin })
    const lines = exported.text.split('\r\n')
    expect(lines[0]).toBe('username,password,is_admin,is_playing,robot_ip,is_scorer')
    expect(lines).toContain('Tablet One,,false,true,,true')
    expect(lines).toContain('Old Team,,false,true,,false')
    expect(lines).toContain('Scorer,,false,false,,true')

    // A bad cell is a 422 naming the row and column; nothing changes.
    const bad = await upload('username,password,is_admin,is_playing,robot_ip,is_scorer\nTablet One,,false,true,,perhaps\n')
    expect(bad.status).toBe(422)
    expect(bad.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'file', 2, 'is_scorer'], type: 'bool_parsing' })])

    // The column set to false clears it.
    expect((await upload('is_scorer,username,password,is_admin,is_playing,robot_ip\nfalse,Tablet One,,false,true,\n')).status).toBe(200)
    expect(await rolesOf('Tablet One')).toMatchObject({ scorer: false })
  })
})
