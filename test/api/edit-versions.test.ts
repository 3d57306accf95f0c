// Two consoles cannot overwrite each other's edits (issue 26, item 1), over real HTTP: every editable object's GET
// answers a strong ETag; a change sent with an older version's If-Match is 409 naming the fields changed since, and
// nothing is saved; the current version's If-Match (or none at all: scripts and robots) changes it as before.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string
let contract: ContractCheck

interface Editable {
  what: string
  /** The GET of the object (its path, filled in beforeAll where it needs an id). */
  path: () => string
  method: 'PATCH' | 'POST'
  write: () => string
  /** The write's path as the OpenAPI document names it. */
  template: string
  /** Console A's change, which B did not see. */
  first: Record<string, unknown>
  /** Console B's change, made to the version before A's. */
  second: Record<string, unknown>
  /** The field A changed, as the 409 must name it. */
  changed: string
}

const ids = { event: 0, user: 0, screen: 0 }

const EDITABLES: Editable[] = [
  { what: 'arena settings', path: () => '/system/settings', method: 'PATCH', write: () => '/system/settings', template: '/system/settings', first: { game_length_s: 90 }, second: { game_length_s: 40, robot_timeout_ms: 2000 }, changed: 'game_length_s' },
  {
    what: 'single sign-on configuration',
    path: () => '/system/config/sso',
    method: 'POST',
    write: () => '/system/config/sso',
    template: '/system/config/sso',
    first: { enabled: false, client_id: 'from-console-a' },
    second: { enabled: false, client_id: null, username_claim: 'email' },
    changed: 'client_id',
  },
  {
    what: 'single sign-on login options',
    path: () => '/system/config/sso/options',
    method: 'POST',
    write: () => '/system/config/sso/options',
    template: '/system/config/sso/options',
    first: { display_name: 'Venue ID' },
    second: { unknown_users: 'create' },
    changed: 'display_name',
  },
  { what: 'an event', path: () => `/events/${ids.event}`, method: 'PATCH', write: () => `/events/${ids.event}`, template: '/events/{event_id}', first: { points_table: [10, 5] }, second: { name: 'Renamed by B' }, changed: 'points_table' },
  { what: 'a player', path: () => `/users/${ids.user}`, method: 'PATCH', write: () => `/users/${ids.user}`, template: '/users/{user_id}', first: { robot_ip: '10.0.0.7' }, second: { is_playing: false }, changed: 'robot_ip' },
  { what: 'a screen', path: () => `/screens/${ids.screen}`, method: 'PATCH', write: () => `/screens/${ids.screen}`, template: '/screens/{screen_id}', first: { current: 'message' }, second: { name: 'Hall B' }, changed: 'current' },
]

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
  ids.event = (await t.call('POST', '/events', { token: admin, json: { name: 'Versions Cup', start_time: 1_800_000_000, end_time: 1_800_030_000 } })).body.id
  ids.user = await t.createUser(admin, 'Versioned Team')
  ids.screen = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall' } })).body.id
  contract = await ContractCheck.load(t)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

async function read(editable: Editable): Promise<{ body: Record<string, unknown>; etag: string }> {
  const answer = await t.call('GET', editable.path(), { token: admin })
  expect(answer.status).toBe(200)
  const etag = answer.headers.get('ETag')
  expect(etag, `${editable.what}: ETag`).toMatch(/^"[A-Za-z0-9_-]+"$/)
  return { body: answer.body, etag: etag! }
}

function send(editable: Editable, json: Record<string, unknown>, ifMatch?: string) {
  return t.call(editable.method, editable.write(), { token: admin, json, headers: ifMatch === undefined ? {} : { 'If-Match': ifMatch } })
}

describe.each(EDITABLES)('$what', (editable) => {
  it('a change made to an older version is 409 naming what changed since; nothing is saved', async () => {
    const seenByB = await read(editable)
    const byA = await send(editable, editable.first, seenByB.etag)
    expect(byA.status, byA.text).toBe(200)
    const afterA = await read(editable)
    expect(afterA.etag).not.toBe(seenByB.etag)
    expect(byA.headers.get('ETag'), 'the write answers the new version').toBe(afterA.etag)

    const byB = await send(editable, editable.second, seenByB.etag)
    expect(byB.status, byB.text).toBe(409)
    contract.conforms(editable.method, `/api/v1${editable.template}`, byB, 409)
    expect(byB.body.changed).toEqual([editable.changed])
    expect(byB.body.detail).toContain(editable.changed)
    expect(byB.body.detail).toMatch(/changed since the version you read/)
    expect((await read(editable)).body, 'nothing of B was saved').toEqual(afterA.body)

    const again = await send(editable, editable.second, afterA.etag)
    expect(again.status, 'made to the version stored now, the change is made').toBe(200)
    expect(again.body).toMatchObject(editable.second.client_id === null ? { username_claim: 'email' } : editable.second)
  })

  it('without If-Match, or with *, a change is made as before', async () => {
    const before = await read(editable)
    expect((await send(editable, editable.first)).status).toBe(200)
    expect((await send(editable, editable.first, '*')).status).toBe(200)
    const weak = await send(editable, editable.first, `W/${(await read(editable)).etag}`)
    expect(weak.status, 'a weak tag never matches (strong comparison)').toBe(409)
    expect(before.etag).toMatch(/^"/)
  })
})

it('the tag is the content: the same object answers the same ETag, on a GET and after a change that changes nothing', async () => {
  const first = await t.call('GET', '/system/settings', { token: admin })
  const unchanged = await t.call('PATCH', '/system/settings', { token: admin, json: {}, headers: { 'If-Match': first.headers.get('ETag')! } })
  expect(unchanged.status).toBe(200)
  expect(unchanged.headers.get('ETag')).toBe(first.headers.get('ETag'))
})

it('an If-Match that is no version of ours is 409 naming every field', async () => {
  const answer = await t.call('PATCH', '/system/settings', { token: admin, json: { changeover_s: 60 }, headers: { 'If-Match': '"not-a-version"' } })
  expect(answer.status).toBe(409)
  expect(answer.body.changed).toEqual(['changeover_s', 'clock_format', 'game_length_s', 'robot_port', 'robot_timeout_ms', 'staging_offset_s'])
})

it('the OpenAPI document says so: ETag on the reads, If-Match and the 409 on the writes', async () => {
  const document = (await t.call('GET', '/openapi.json')).body
  for (const editable of EDITABLES) {
    const { template } = editable
    const read = document.paths[`/api/v1${template}`].get
    const write = document.paths[`/api/v1${template}`][editable.method.toLowerCase()]
    expect(read.responses['200'].headers.ETag, template).toBeDefined()
    expect(write.parameters.map((parameter: { name: string; in: string }) => `${parameter.in} ${parameter.name}`), template).toContain('header If-Match')
    expect(write.responses['409'].content['application/json'].schema.$ref, template).toBe('#/components/schemas/StaleError')
  }
})
