// robot_ip over real HTTP: only the address of one robot; loopback (the arena PC itself) only from the arena PC's own console.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { callFrom } from '../support/from-address'
import { removeTempDirs } from '../support/temp'

const SAMPLE = readFileSync(new URL('../../resources/players-sample.csv', import.meta.url), 'utf8')
const HEADER = 'username,password,is_admin,is_playing,robot_ip'
/** A machine on the venue LAN, as the server sees it (another loopback address: not the arena PC's own console). */
const LAN = '127.0.0.2'

let t: TestServer
let admin: string
let serial = 0
const nextName = () => `Robot owner ${++serial}`

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('robot_ip names one robot', () => {
  it.each(['0.0.0.0', '::', '169.254.169.254', 'fe80::1', 'fe80::1%lo', '224.0.0.1', 'ff02::1', '255.255.255.255', '::ffff:169.254.169.254'])(
    '%j is refused on Create User, Change User and Bulk Import Users, even from the arena PC',
    async (address) => {
      const created = await t.call('POST', '/users', { token: admin, json: { name: nextName(), password: 'long-enough-pw', robot_ip: address } })
      expect(created.status).toBe(422)
      expect(created.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'robot_ip'], type: 'value_error', input: address })])
      const id = await t.createUser(admin, nextName().replace(/ /g, '-'))
      const changed = await t.call('PATCH', `/users/${id}`, { token: admin, json: { robot_ip: address } })
      expect(changed.status).toBe(422)
      const form = new FormData()
      form.append('file', new Blob([`${HEADER}\n${nextName()},long-enough-pw,false,true,${address}\n`]), 'users.csv')
      const imported = await fetch(`${t.base}/users/bulk-import`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form })
      expect(imported.status).toBe(422)
      expect((await imported.json()).detail).toEqual([expect.objectContaining({ loc: ['body', 'file', 2, 'robot_ip'], type: 'value_error', input: address })])
    },
  )

  it('takes a loopback address from the arena PC itself: the sample players imported there', async () => {
    const created = await t.call('POST', '/users', { token: admin, json: { name: nextName(), password: 'long-enough-pw', robot_ip: '127.0.0.5' } })
    expect(created.status).toBe(201)
    const form = new FormData()
    form.append('file', new Blob([SAMPLE]), 'players-sample.csv')
    const imported = await fetch(`${t.base}/users/bulk-import`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form })
    expect(imported.status).toBe(200)
  })

  it('refuses a new loopback address asked from another machine, but keeps one sent back unchanged', async () => {
    const url = (path: string) => `${t.base}${path}`
    const fromLan = await callFrom(LAN, url('/users'), 'POST', { token: admin, json: { name: nextName(), password: 'long-enough-pw', robot_ip: '127.0.0.1' } })
    expect(fromLan.status).toBe(422)
    expect(fromLan.body.detail[0].msg).toContain("is the arena PC's own loopback address")
    const ipv6 = await callFrom(LAN, url('/users'), 'POST', { token: admin, json: { name: nextName(), password: 'long-enough-pw', robot_ip: '::1' } })
    expect(ipv6.status).toBe(422)
    const lanRobot = await callFrom(LAN, url('/users'), 'POST', { token: admin, json: { name: nextName(), password: 'long-enough-pw', robot_ip: '192.168.1.21' } })
    expect(lanRobot.status).toBe(201)

    const name = nextName()
    const id = (await t.call('POST', '/users', { token: admin, json: { name, password: 'long-enough-pw', robot_ip: '127.0.0.7' } })).body.id as number
    // The Players page sends every field: a rename from a laptop keeps the try-out robot's address.
    const renamed = await callFrom(LAN, url(`/users/${id}`), 'PATCH', { token: admin, json: { name: `${name} B`, robot_ip: '127.0.0.7' } })
    expect(renamed.status).toBe(200)
    const moved = await callFrom(LAN, url(`/users/${id}`), 'PATCH', { token: admin, json: { robot_ip: '127.0.0.8' } })
    expect(moved.status).toBe(422)

    const kept = await callFrom(LAN, url('/users/bulk-import'), 'POST', { token: admin, file: { name: 'users.csv', content: `${HEADER}\n${name} B,,false,true,127.0.0.7\n` } })
    expect(kept.status).toBe(200)
    const fresh = await callFrom(LAN, url('/users/bulk-import'), 'POST', { token: admin, file: { name: 'users.csv', content: `${HEADER}\n${nextName()},long-enough-pw,false,true,127.0.0.9\n` } })
    expect(fresh.status).toBe(422)
    expect(fresh.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'file', 2, 'robot_ip'], input: '127.0.0.9' })])
    const job = await callFrom(LAN, url('/users/import-jobs'), 'POST', { token: admin, file: { name: 'users.csv', content: `${HEADER}\n${nextName()},long-enough-pw,false,true,::1\n` } })
    expect(job.status).toBe(202)
    let state = job.body
    while (state.state !== 'failed' && state.state !== 'finished') state = (await t.call('GET', `/users/import-jobs/${job.body.id}`, { token: admin })).body
    expect(state.failure).toMatchObject({ status: 422 })
  })
})
