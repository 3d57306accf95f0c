// Arena settings and the single-sign-on configuration over real HTTP: defaults, changes, bounds, the secret never answered.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { readSsoConfig } from '../../src-main/store/settings.repo'
import { startTestServer, type Answer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let player: string
let screenKey: string
let contract: ContractCheck

const DEFAULTS = { game_length_s: 150, changeover_s: 120, robot_port: 8765, robot_timeout_ms: 1000, clock_format: '24h', staging_offset_s: 300 }
const ISSUER = 'https://id.example.org/realms/arena'
const SECRET = 'very-secret-client-secret'

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  expect((await t.call('POST', '/users', { token: admin, json: { name: 'Team Settings', password: 'player-pass' } })).status).toBe(201)
  player = await t.login('Team Settings', 'player-pass')
  screenKey = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall' } })).body.key
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})


function itemsOf(answer: Answer): Array<[string, string]> {
  expect(answer.status).toBe(422)
  return answer.body.detail.map((item: { loc: Array<string | number>; type: string }) => [item.loc.join('.'), item.type])
}

describe('arena settings', () => {
  it('start with their defaults', async () => {
    const answer = await t.call('GET', '/system/settings', { token: admin })
    expect(answer).toMatchObject({ status: 200, body: DEFAULTS })
    expect(Object.keys(answer.body).sort()).toEqual(Object.keys(DEFAULTS).sort())
    contract.conforms('get', '/api/v1/system/settings', answer)
  })

  it('PATCH changes what is sent and answers them all; the change is kept', async () => {
    const answer = await t.call('PATCH', '/system/settings', { token: admin, json: { game_length_s: 120, robot_port: 9000 } })
    expect(answer).toMatchObject({ status: 200, body: { ...DEFAULTS, game_length_s: 120, robot_port: 9000 } })
    contract.conforms('patch', '/api/v1/system/settings', answer)
    expect((await t.call('GET', '/system/settings', { token: admin })).body).toEqual(answer.body)
    const more = await t.call('PATCH', '/system/settings', { token: admin, json: { changeover_s: 0, robot_timeout_ms: 30000 } })
    expect(more.body).toEqual({ game_length_s: 120, changeover_s: 0, robot_port: 9000, robot_timeout_ms: 30000, clock_format: '24h', staging_offset_s: 300 })
    expect((await t.call('PATCH', '/system/settings', { token: admin, json: {} })).body).toEqual(more.body)
    await t.call('PATCH', '/system/settings', { token: admin, json: DEFAULTS })
  })

  it.each([
    ['game_length_s', 10, 3600],
    ['changeover_s', 0, 3600],
    ['robot_port', 1, 65535],
    ['staging_offset_s', 0, 3600],
    ['robot_timeout_ms', 50, 30000],
  ])('%s takes %i..%i and refuses one past either bound', async (name, min, max) => {
    for (const value of [min, max]) expect((await t.call('PATCH', '/system/settings', { token: admin, json: { [name]: value } })).body[name]).toBe(value)
    const below = await t.call('PATCH', '/system/settings', { token: admin, json: { [name]: min - 1 } })
    expect(below.body.detail).toEqual([{ loc: ['body', name], msg: `Input should be greater than or equal to ${min}`, type: 'greater_than_equal', input: min - 1, ctx: { ge: min } }])
    const above = await t.call('PATCH', '/system/settings', { token: admin, json: { [name]: max + 1 } })
    expect(above.body.detail).toEqual([{ loc: ['body', name], msg: `Input should be less than or equal to ${max}`, type: 'less_than_equal', input: max + 1, ctx: { le: max } }])
    await t.call('PATCH', '/system/settings', { token: admin, json: { [name]: DEFAULTS[name as keyof typeof DEFAULTS] } })
  })

  it.each<[string, unknown, Array<[string, string]>]>([
    ['a fraction', { game_length_s: 150.5 }, [['body.game_length_s', 'int_from_float']]],
    ['a string', { robot_port: '8765' }, [['body.robot_port', 'int_parsing']]],
    ['null', { changeover_s: null }, [['body.changeover_s', 'int_type']]],
    ['an unknown setting', { game_length: 150 }, [['body.game_length', 'extra_forbidden']]],
    ['a list', [150], [['body', 'model_attributes_type']]],
    ['several at once', { game_length_s: 5, robot_port: 70000, colour: 'red' }, [['body.colour', 'extra_forbidden'], ['body.game_length_s', 'greater_than_equal'], ['body.robot_port', 'less_than_equal']]],
  ])('%s is a 422 and changes nothing', async (_name, json, expected) => {
    const answer = await t.call('PATCH', '/system/settings', { token: admin, json })
    expect(itemsOf(answer).sort()).toEqual(expected.sort())
    contract.conforms('patch', '/api/v1/system/settings', answer)
    expect((await t.call('GET', '/system/settings', { token: admin })).body).toEqual(DEFAULTS)
  })

  it('no body is missing at ["body"]', async () => {
    expect(itemsOf(await t.call('PATCH', '/system/settings', { token: admin }))).toEqual([['body', 'missing']])
  })

  it('clock_format takes "24h" or "12h"; anything else is a 422 naming it', async () => {
    expect((await t.call('PATCH', '/system/settings', { token: admin, json: { clock_format: '12h' } })).body).toEqual({ ...DEFAULTS, clock_format: '12h' })
    expect((await t.call('GET', '/system/settings', { token: admin })).body.clock_format).toBe('12h')
    const wrong = await t.call('PATCH', '/system/settings', { token: admin, json: { clock_format: '12' } })
    expect(wrong.body.detail).toEqual([{ loc: ['body', 'clock_format'], msg: "Input should be '24h' or '12h'", type: 'literal_error', input: '12', ctx: { expected: "'24h' or '12h'" } }])
    contract.conforms('patch', '/api/v1/system/settings', wrong)
    expect((await t.call('PATCH', '/system/settings', { token: admin, json: { clock_format: '24h' } })).body).toEqual(DEFAULTS)
  })

  it('GET: 401 without a token; a player and a screen key read them (screens show times in the clock format)', async () => {
    const none = await t.call('GET', '/system/settings')
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    for (const token of [player, screenKey]) {
      const answer = await t.call('GET', '/system/settings', { token })
      expect(answer).toMatchObject({ status: 200, body: DEFAULTS })
      contract.conforms('get', '/api/v1/system/settings', answer)
    }
  })

  it.each([['PATCH', { game_length_s: 100 }]])('%s: 401 without a token, 403 for a player and for a screen key', async (method, json) => {
    const none = await t.call(method, '/system/settings', { json })
    expect(none.status).toBe(401)
    expect(none.headers.get('www-authenticate')).toBe('Bearer')
    expect(await t.call(method, '/system/settings', { token: player, json })).toMatchObject({ status: 403, body: { detail: 'This action needs an administrator' } })
    expect((await t.call(method, '/system/settings', { token: screenKey, json })).status).toBe(403)
    expect((await t.call('GET', '/system/settings', { token: admin })).body).toEqual(DEFAULTS)
  })
})

describe('SSO configuration', () => {
  const storedSecret = () => t.server.store.read(readSsoConfig).client_secret

  it('starts disabled, with default scopes and claims', async () => {
    const answer = await t.call('GET', '/system/config/sso', { token: admin })
    expect(answer.status).toBe(200)
    expect(answer.body).toEqual({ enabled: false, issuer: null, client_id: null, client_secret_set: false, scopes: ['openid', 'profile'], username_claim: 'preferred_username', admin_claim: null })
    contract.conforms('get', '/api/v1/system/config/sso', answer)
  })

  it('Update Sso Config stores and answers the configuration, never the secret', async () => {
    const body = { enabled: true, issuer: ISSUER, client_id: 'arena-console', client_secret: SECRET, scopes: ['openid', 'profile', 'groups'], username_claim: 'preferred_username', admin_claim: 'arena_admin' }
    const answer = await t.call('POST', '/system/config/sso', { token: admin, json: body })
    expect(answer.status).toBe(200)
    contract.conforms('post', '/api/v1/system/config/sso', answer)
    const { client_secret: _secret, ...rest } = body
    expect(answer.body).toEqual({ ...rest, client_secret_set: true })
    expect(answer.text).not.toContain(SECRET)
    const read = await t.call('GET', '/system/config/sso', { token: admin })
    expect(read.body).toEqual(answer.body)
    expect(read.text).not.toContain(SECRET)
    expect(storedSecret()).toBe(SECRET)
  })

  it('an omitted secret is kept, "" clears it, a new one replaces it', async () => {
    const base = { enabled: true, issuer: ISSUER, client_id: 'arena-console' }
    await t.call('POST', '/system/config/sso', { token: admin, json: { ...base, client_secret: SECRET } })
    const kept = await t.call('POST', '/system/config/sso', { token: admin, json: { ...base, client_id: 'renamed-client' } })
    expect(kept.body).toMatchObject({ client_id: 'renamed-client', client_secret_set: true })
    expect(storedSecret()).toBe(SECRET)
    const cleared = await t.call('POST', '/system/config/sso', { token: admin, json: { ...base, client_secret: '' } })
    expect(cleared.body.client_secret_set).toBe(false)
    expect(storedSecret()).toBeNull()
    await t.call('POST', '/system/config/sso', { token: admin, json: { ...base, client_secret: 'second' } })
    expect(storedSecret()).toBe('second')
    expect((await t.call('POST', '/system/config/sso', { token: admin, json: { ...base, client_secret: null } })).body.client_secret_set).toBe(false)
  })

  it('disabling with only enabled replaces the rest by defaults and keeps the secret', async () => {
    await t.call('POST', '/system/config/sso', { token: admin, json: { enabled: true, issuer: ISSUER, client_id: 'c', client_secret: SECRET, admin_claim: 'x' } })
    const answer = await t.call('POST', '/system/config/sso', { token: admin, json: { enabled: false } })
    expect(answer).toMatchObject({ status: 200, body: { enabled: false, issuer: null, client_id: null, client_secret_set: true, scopes: ['openid', 'profile'], username_claim: 'preferred_username', admin_claim: null } })
  })

  it('while disabled, blank fields are accepted as not set', async () => {
    const answer = await t.call('POST', '/system/config/sso', { token: admin, json: { enabled: false, issuer: '', client_id: '', admin_claim: '' } })
    expect(answer.body).toMatchObject({ enabled: false, issuer: null, client_id: null, admin_claim: null })
  })

  it.each<[string, unknown, Array<[string, string]>]>([
    ['no enabled', { issuer: ISSUER }, [['body.enabled', 'missing']]],
    ['enabled not a boolean', { enabled: 'yes' }, [['body.enabled', 'bool_type']]],
    ['enabled without issuer', { enabled: true, client_id: 'c' }, [['body.issuer', 'missing']]],
    ['enabled without client_id', { enabled: true, issuer: ISSUER }, [['body.client_id', 'missing']]],
    ['enabled with neither', { enabled: true }, [['body.client_id', 'missing'], ['body.issuer', 'missing']]],
    ['an issuer that is not a URL', { enabled: true, issuer: 'id.example.org', client_id: 'c' }, [['body.issuer', 'value_error']]],
    ['an ftp issuer', { enabled: true, issuer: 'ftp://id.example.org', client_id: 'c' }, [['body.issuer', 'value_error']]],
    ['an issuer with a query', { enabled: true, issuer: `${ISSUER}?x=1`, client_id: 'c' }, [['body.issuer', 'value_error']]],
    ['a bad issuer while disabled', { enabled: false, issuer: 'nope' }, [['body.issuer', 'value_error']]],
    ['an issuer that is not a string', { enabled: false, issuer: 5 }, [['body.issuer', 'string_type']]],
    ['an empty client_id when enabled', { enabled: true, issuer: ISSUER, client_id: '' }, [['body.client_id', 'value_error']]],
    ['scopes as one string', { enabled: false, scopes: 'openid profile' }, [['body.scopes', 'list_type']]],
    ['an empty scope', { enabled: false, scopes: ['openid', ''] }, [['body.scopes.1', 'string_too_short']]],
    ['a scope with a space', { enabled: false, scopes: ['openid profile'] }, [['body.scopes.0', 'string_pattern_mismatch']]],
    ['a scope that is not a string', { enabled: false, scopes: [1] }, [['body.scopes.0', 'string_type']]],
    ['enabled without openid', { enabled: true, issuer: ISSUER, client_id: 'c', scopes: ['profile'] }, [['body.scopes', 'value_error']]],
    ['an empty username_claim', { enabled: false, username_claim: '' }, [['body.username_claim', 'string_too_short']]],
    ['a null username_claim', { enabled: false, username_claim: null }, [['body.username_claim', 'string_type']]],
    ['client_secret not a string', { enabled: false, client_secret: 42 }, [['body.client_secret', 'string_type']]],
    ['an unknown field', { enabled: false, tenant: 'x' }, [['body.tenant', 'extra_forbidden']]],
    ['client_secret_set sent back', { enabled: false, client_secret_set: true }, [['body.client_secret_set', 'extra_forbidden']]],
    ['a list', [{ enabled: false }], [['body', 'model_attributes_type']]],
  ])('%s is a 422 and changes nothing', async (_name, json, expected) => {
    await t.call('POST', '/system/config/sso', { token: admin, json: { enabled: true, issuer: ISSUER, client_id: 'before', client_secret: SECRET } })
    const before = (await t.call('GET', '/system/config/sso', { token: admin })).body
    const answer = await t.call('POST', '/system/config/sso', { token: admin, json })
    expect(itemsOf(answer).sort()).toEqual(expected.sort())
    contract.conforms('post', '/api/v1/system/config/sso', answer)
    expect((await t.call('GET', '/system/config/sso', { token: admin })).body).toEqual(before)
    expect(storedSecret()).toBe(SECRET)
  })

  it('422 items carry pydantic words', async () => {
    const answer = await t.call('POST', '/system/config/sso', { token: admin, json: { enabled: true, issuer: 'mailto:x@example.org', client_id: 'c', extra: 1 } })
    expect(answer.body.detail).toEqual([
      { loc: ['body', 'extra'], msg: 'Extra inputs are not permitted', type: 'extra_forbidden', input: 1 },
    ])
    const rules = await t.call('POST', '/system/config/sso', { token: admin, json: { enabled: true, issuer: 'mailto:x@example.org' } })
    expect(rules.body.detail).toEqual([
      { loc: ['body', 'issuer'], msg: 'Value error, issuer must be an http or https URL', type: 'value_error', input: 'mailto:x@example.org', ctx: { error: 'issuer must be an http or https URL' } },
      { loc: ['body', 'client_id'], msg: 'Field required', type: 'missing', input: { enabled: true, issuer: 'mailto:x@example.org' } },
    ])
  })

  it('no body is missing at ["body"], malformed JSON json_invalid', async () => {
    expect(itemsOf(await t.call('POST', '/system/config/sso', { token: admin }))).toEqual([['body', 'missing']])
    expect(itemsOf(await t.call('POST', '/system/config/sso', { token: admin, raw: '{"enabled": tru' }))[0][1]).toBe('json_invalid')
  })

  it.each([
    ['GET', undefined],
    ['POST', { enabled: false }],
  ])('%s: 401 without a token, 403 for a player and for a screen key', async (method, json) => {
    expect((await t.call(method, '/system/config/sso', { json })).status).toBe(401)
    expect(await t.call(method, '/system/config/sso', { token: player, json })).toMatchObject({ status: 403, body: { detail: 'This action needs an administrator' } })
    expect((await t.call(method, '/system/config/sso', { token: screenKey, json })).status).toBe(403)
  })

  it('an unauthenticated bad body is 401, not 422', async () => {
    expect((await t.call('POST', '/system/config/sso', { json: { enabled: 'x' } })).status).toBe(401)
  })
})
