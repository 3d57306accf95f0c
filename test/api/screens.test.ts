// Screens over real HTTP: create with a random key, List Screens for an admin and for a screen key, read, change, rotate, delete.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let player: string
let contract: ContractCheck

const VIEWS_MSG = "Input should be 'idle', 'game', 'schedule', 'standings', 'message', 'corner', 'queue', 'bracket' or 'pit_board'"
const SCREEN_ONLY = { detail: 'A screen key may only read what venue screens show' }
const OWN_SCREEN_ONLY = { detail: 'A screen key only gives access to its own screen' }
const NEEDS_ADMIN = { detail: 'This action needs an administrator' }

interface Screen {
  id: number
  name: string
  key: string
  current: string
  config: string
}

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  expect((await t.call('POST', '/users', { token: admin, json: { name: 'Team Screenless', password: 'player-pass' } })).status).toBe(201)
  player = await t.login('Team Screenless', 'player-pass')
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})


async function createScreen(body: Record<string, unknown> = { name: 'Main hall' }): Promise<Screen> {
  const answer = await t.call('POST', '/screens', { token: admin, json: body })
  expect(answer.status).toBe(201)
  return answer.body as Screen
}

async function screenCount(): Promise<number> {
  return (await t.call('GET', '/screens', { token: admin })).body.length
}

function expect422(answer: Answer, items: Array<Record<string, unknown>>): void {
  expect(answer.status).toBe(422)
  expect(answer.body.detail).toHaveLength(items.length)
  items.forEach((item, i) => expect(answer.body.detail[i]).toMatchObject(item))
}

describe('POST /screens', () => {
  it('creates a screen with a random sk_ key, idle, config "{}"', async () => {
    const answer = await t.call('POST', '/screens', { token: admin, json: { name: 'Main hall TV' } })
    expect(answer.status).toBe(201)
    expect(Object.keys(answer.body).sort()).toEqual(['config', 'current', 'id', 'key', 'name'])
    expect(answer.body).toMatchObject({ name: 'Main hall TV', current: 'idle', config: '{}' })
    expect(answer.body.key).toMatch(/^sk_[A-Za-z0-9_-]{43}$/)
    contract.conforms('post', '/api/v1/screens', answer)
    const other = await createScreen({ name: 'Main hall TV' })
    expect(other.key).not.toBe(answer.body.key)
    expect(other.id).not.toBe(answer.body.id)
  })

  it.each(['idle', 'game', 'schedule', 'standings', 'message', 'corner', 'queue', 'bracket'])('may start on the %s view with a config', async (current) => {
    const config = '{"text": "Welcome", "corner": 1}'
    expect(await createScreen({ name: `On ${current}`, current, config })).toMatchObject({ current, config })
  })

  it.each<[string, unknown, Array<Record<string, unknown>>]>([
    ['no name', {}, [{ loc: ['body', 'name'], type: 'missing', msg: 'Field required' }]],
    ['an empty name', { name: '' }, [{ loc: ['body', 'name'], type: 'string_too_short' }]],
    ['a name that is not a string', { name: 5 }, [{ loc: ['body', 'name'], type: 'string_type' }]],
    ['a name over 100 characters', { name: 'x'.repeat(101) }, [{ loc: ['body', 'name'], type: 'string_too_long' }]],
    ['a name with a control character', { name: 'TV\n2' }, [{ loc: ['body', 'name'], type: 'string_pattern_mismatch' }]],
    ['an unknown view', { name: 'S', current: 'scores' }, [{ loc: ['body', 'current'], type: 'literal_error', msg: VIEWS_MSG, input: 'scores' }]],
    ['a config that is an object, not a string', { name: 'S', config: {} }, [{ loc: ['body', 'config'], type: 'string_type' }]],
    ['a config that is not JSON', { name: 'S', config: 'not json' }, [{ loc: ['body', 'config'], type: 'value_error', input: 'not json' }]],
    ['a config that is JSON but not an object', { name: 'S', config: '[1, 2]' }, [{ loc: ['body', 'config'], type: 'value_error' }]],
    ['a key chosen by the caller', { name: 'S', key: 'sk_mine' }, [{ loc: ['body', 'key'], type: 'extra_forbidden', msg: 'Extra inputs are not permitted' }]],
    ['a body that is a list', [{ name: 'S' }], [{ loc: ['body'], type: 'model_attributes_type' }]],
  ])('%s is a 422 and creates nothing', async (_name, json, items) => {
    const before = await screenCount()
    const answer = await t.call('POST', '/screens', { token: admin, json })
    expect422(answer, items)
    contract.conforms('post', '/api/v1/screens', answer)
    expect(await screenCount()).toBe(before)
  })

  it('the config value error says why', async () => {
    const answer = await t.call('POST', '/screens', { token: admin, json: { name: 'S', config: '{"a": ' } })
    expect(answer.body.detail[0].msg).toMatch(/^Value error, config must be JSON text/)
  })

  it('no body is missing at ["body"], malformed JSON json_invalid', async () => {
    expect422(await t.call('POST', '/screens', { token: admin }), [{ loc: ['body'], type: 'missing' }])
    expect422(await t.call('POST', '/screens', { token: admin, raw: '{"name": ' }), [{ type: 'json_invalid' }])
  })

  it('401 without a token, 403 for a player and for a screen key', async () => {
    const screen = await createScreen()
    const none = await t.call('POST', '/screens', { json: { name: 'S' } })
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    expect(await t.call('POST', '/screens', { token: player, json: { name: 'S' } })).toMatchObject({ status: 403, body: NEEDS_ADMIN })
    expect(await t.call('POST', '/screens', { token: screen.key, json: { name: 'S' } })).toMatchObject({ status: 403, body: SCREEN_ONLY })
  })
})

describe('List Screens', () => {
  it('an admin gets every screen, in id order', async () => {
    const a = await createScreen({ name: 'List A' })
    const b = await createScreen({ name: 'List B' })
    const answer = await t.call('GET', '/screens', { token: admin })
    expect(answer.status).toBe(200)
    contract.conforms('get', '/api/v1/screens', answer)
    const ids = answer.body.map((screen: Screen) => screen.id)
    expect(ids).toEqual([...ids].sort((x: number, y: number) => x - y))
    expect(answer.body).toEqual(expect.arrayContaining([a, b]))
  })

  it('a screen key gets a list of its own screen only', async () => {
    const a = await createScreen({ name: 'Only me' })
    await createScreen({ name: 'Not me' })
    const answer = await t.call('GET', '/screens', { token: a.key })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual([a])
    contract.conforms('get', '/api/v1/screens', answer)
  })

  it('401 without or with an unknown key, 403 for a player', async () => {
    expect((await t.call('GET', '/screens')).status).toBe(401)
    expect(await t.call('GET', '/screens', { token: 'sk_not-a-screen-key' })).toMatchObject({ status: 401, body: { detail: 'Invalid access token' } })
    expect(await t.call('GET', '/screens', { token: player })).toMatchObject({ status: 403, body: NEEDS_ADMIN })
  })
})

describe('GET /screens/{screen_id}', () => {
  it('an admin and the screen itself may read it; another screen may not', async () => {
    const a = await createScreen({ name: 'Reader A' })
    const b = await createScreen({ name: 'Reader B' })
    const byAdmin = await t.call('GET', `/screens/${a.id}`, { token: admin })
    expect(byAdmin).toMatchObject({ status: 200, body: a })
    contract.conforms('get', '/api/v1/screens/{screen_id}', byAdmin)
    expect(await t.call('GET', `/screens/${a.id}`, { token: a.key })).toMatchObject({ status: 200, body: a })
    expect(await t.call('GET', `/screens/${a.id}`, { token: b.key })).toMatchObject({ status: 403, body: OWN_SCREEN_ONLY })
  })

  it('401, 403 for a player, 404 for an unknown id, 422 for a bad id', async () => {
    const a = await createScreen()
    expect((await t.call('GET', `/screens/${a.id}`)).status).toBe(401)
    expect((await t.call('GET', `/screens/${a.id}`, { token: player })).status).toBe(403)
    expect(await t.call('GET', '/screens/999999', { token: admin })).toMatchObject({ status: 404, body: { detail: 'There is no screen 999999' } })
    expect422(await t.call('GET', '/screens/abc', { token: admin }), [{ loc: ['path', 'screen_id'], type: 'int_parsing', input: 'abc' }])
    expect422(await t.call('GET', '/screens/1.5', { token: admin }), [{ loc: ['path', 'screen_id'] }])
  })
})

describe('PATCH /screens/{screen_id}', () => {
  it('changes name, view and config; what is not sent stays', async () => {
    const a = await createScreen({ name: 'Patch me' })
    const answer = await t.call('PATCH', `/screens/${a.id}`, { token: admin, json: { current: 'message', config: '{"text": "Lunch until 13:00"}' } })
    expect(answer.status).toBe(200)
    contract.conforms('patch', '/api/v1/screens/{screen_id}', answer)
    expect(answer.body).toEqual({ ...a, current: 'message', config: '{"text": "Lunch until 13:00"}' })
    const renamed = await t.call('PATCH', `/screens/${a.id}`, { token: admin, json: { name: 'Lobby' } })
    expect(renamed.body).toEqual({ ...a, name: 'Lobby', current: 'message', config: '{"text": "Lunch until 13:00"}' })
    expect((await t.call('GET', `/screens/${a.id}`, { token: a.key })).body).toEqual(renamed.body)
  })

  it('an empty body changes nothing', async () => {
    const a = await createScreen()
    expect(await t.call('PATCH', `/screens/${a.id}`, { token: admin, json: {} })).toMatchObject({ status: 200, body: a })
  })

  it.each<[string, unknown, Array<Record<string, unknown>>]>([
    ['an unknown view', { current: 'scoreboard' }, [{ loc: ['body', 'current'], type: 'literal_error', msg: VIEWS_MSG }]],
    ['a view that is not a string', { current: 1 }, [{ loc: ['body', 'current'], type: 'literal_error' }]],
    ['an empty name', { name: '' }, [{ loc: ['body', 'name'], type: 'string_too_short' }]],
    ['a config that is not JSON', { config: '{oops}' }, [{ loc: ['body', 'config'], type: 'value_error', input: '{oops}' }]],
    ['a config that is a JSON number', { config: '3' }, [{ loc: ['body', 'config'], type: 'value_error' }]],
    ['a config that is not a string', { config: { text: 'hi' } }, [{ loc: ['body', 'config'], type: 'string_type' }]],
    ['the key', { key: 'sk_x' }, [{ loc: ['body', 'key'], type: 'extra_forbidden' }]],
    ['an id', { id: 3 }, [{ loc: ['body', 'id'], type: 'extra_forbidden' }]],
  ])('%s is a 422 and changes nothing', async (_name, json, items) => {
    const a = await createScreen()
    expect422(await t.call('PATCH', `/screens/${a.id}`, { token: admin, json }), items)
    expect((await t.call('GET', `/screens/${a.id}`, { token: admin })).body).toEqual(a)
  })

  it('a valid name with a bad config changes nothing either', async () => {
    const a = await createScreen()
    expect422(await t.call('PATCH', `/screens/${a.id}`, { token: admin, json: { name: 'New', config: 'nope' } }), [{ loc: ['body', 'config'], type: 'value_error' }])
    expect((await t.call('GET', `/screens/${a.id}`, { token: admin })).body).toEqual(a)
  })

  it('401, 403 for a player and for the screen itself, 404 for an unknown id', async () => {
    const a = await createScreen()
    expect((await t.call('PATCH', `/screens/${a.id}`, { json: { name: 'x' } })).status).toBe(401)
    expect(await t.call('PATCH', `/screens/${a.id}`, { token: player, json: { name: 'x' } })).toMatchObject({ status: 403, body: NEEDS_ADMIN })
    expect(await t.call('PATCH', `/screens/${a.id}`, { token: a.key, json: { name: 'x' } })).toMatchObject({ status: 403, body: SCREEN_ONLY })
    expect(await t.call('PATCH', '/screens/999999', { token: admin, json: { name: 'x' } })).toMatchObject({ status: 404, body: { detail: 'There is no screen 999999' } })
  })
})

describe('POST /screens/{screen_id}/key', () => {
  it('gives a new key; the old one is refused at once, the new one works', async () => {
    const a = await createScreen({ name: 'Rotate me', current: 'standings' })
    expect((await t.call('GET', '/screens', { token: a.key })).status).toBe(200)
    const answer = await t.call('POST', `/screens/${a.id}/key`, { token: admin })
    expect(answer.status).toBe(200)
    contract.conforms('post', '/api/v1/screens/{screen_id}/key', answer)
    expect(answer.body).toEqual({ ...a, key: answer.body.key })
    expect(answer.body.key).toMatch(/^sk_/)
    expect(answer.body.key).not.toBe(a.key)
    expect(await t.call('GET', '/screens', { token: a.key })).toMatchObject({ status: 401, body: { detail: 'Invalid access token' } })
    expect(await t.call('GET', `/screens/${a.id}`, { token: a.key })).toMatchObject({ status: 401 })
    expect(await t.call('GET', '/screens', { token: answer.body.key })).toMatchObject({ status: 200, body: [answer.body] })
  })

  it('401, 403 for a player and for the screen itself, 404 for an unknown id', async () => {
    const a = await createScreen()
    expect((await t.call('POST', `/screens/${a.id}/key`)).status).toBe(401)
    expect((await t.call('POST', `/screens/${a.id}/key`, { token: player })).status).toBe(403)
    expect(await t.call('POST', `/screens/${a.id}/key`, { token: a.key })).toMatchObject({ status: 403, body: SCREEN_ONLY })
    expect((await t.call('POST', '/screens/999999/key', { token: admin })).status).toBe(404)
    expect422(await t.call('POST', '/screens/x/key', { token: admin }), [{ loc: ['path', 'screen_id'], type: 'int_parsing' }])
    expect((await t.call('GET', `/screens/${a.id}`, { token: admin })).body.key).toBe(a.key)
  })
})

describe('DELETE /screens/{screen_id}', () => {
  it('204; the screen is gone and its key refused', async () => {
    const a = await createScreen({ name: 'Delete me' })
    expect((await t.call('GET', '/screens', { token: a.key })).status).toBe(200)
    const answer = await t.call('DELETE', `/screens/${a.id}`, { token: admin })
    expect(answer.status).toBe(204)
    expect(answer.text).toBe('')
    expect((await t.call('GET', '/screens', { token: a.key })).status).toBe(401)
    expect((await t.call('GET', `/screens/${a.id}`, { token: admin })).status).toBe(404)
    expect((await t.call('GET', '/screens', { token: admin })).body.map((screen: Screen) => screen.id)).not.toContain(a.id)
    expect((await t.call('DELETE', `/screens/${a.id}`, { token: admin })).status).toBe(404)
  })

  it('401, 403 for a player and for the screen itself, 404 for an unknown id', async () => {
    const a = await createScreen()
    expect((await t.call('DELETE', `/screens/${a.id}`)).status).toBe(401)
    expect((await t.call('DELETE', `/screens/${a.id}`, { token: player })).status).toBe(403)
    expect(await t.call('DELETE', `/screens/${a.id}`, { token: a.key })).toMatchObject({ status: 403, body: SCREEN_ONLY })
    expect((await t.call('DELETE', '/screens/999999', { token: admin })).status).toBe(404)
    expect((await t.call('GET', `/screens/${a.id}`, { token: admin })).status).toBe(200)
  })
})

describe('the screen key elsewhere', () => {
  it('is refused on routes that are not its screen', async () => {
    const a = await createScreen()
    expect(await t.call('GET', '/auth/me', { token: a.key })).toMatchObject({ status: 403, body: SCREEN_ONLY })
    expect(await t.call('GET', '/users', { token: a.key })).toMatchObject({ status: 403, body: SCREEN_ONLY })
  })
})
