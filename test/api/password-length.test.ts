// A password set for a user has at least 8 characters, over real HTTP: Create User, Change User and the users CSV (both
// imports); the CSV's 422 never echoes the password.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

const HEADER = 'username,password,is_admin,is_playing,robot_ip'
const TOO_SHORT = { msg: 'String should have at least 8 characters', type: 'string_too_short', ctx: { min_length: 8 } }

let t: TestServer
let admin: string

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

async function importCsv(text: string): Promise<{ status: number; body: any }> {
  const form = new FormData()
  form.append('file', new Blob([text]), 'users.csv')
  const response = await fetch(`${t.base}/users/bulk-import`, { method: 'POST', headers: { Authorization: `Bearer ${admin}` }, body: form })
  return { status: response.status, body: await response.json() }
}

describe('the minimum password length', () => {
  it.each(['x', 'pw', 'seven77'])('Create User with %j: 422 string_too_short at ["body", "password"]', async (password) => {
    const answer = await t.call('POST', '/users', { token: admin, json: { name: `Short ${password}`, password } })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'password'], ...TOO_SHORT })])
  })

  it('8 characters are enough (counted as characters, not bytes); Change User holds the same rule', async () => {
    const created = await t.call('POST', '/users', { token: admin, json: { name: 'Eight', password: 'éééééééé' } })
    expect(created.status).toBe(201)
    expect((await t.call('POST', '/auth/login', { json: { username: 'Eight', password: 'éééééééé' } })).status).toBe(200)
    const changed = await t.call('PATCH', `/users/${created.body.id}`, { token: admin, json: { password: 'short' } })
    expect(changed.status).toBe(422)
    expect(changed.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'password'], ...TOO_SHORT })])
    expect((await t.call('PATCH', `/users/${created.body.id}`, { token: admin, json: { password: 'long enough' } })).status).toBe(200)
  })

  it('the users CSV: a short password is 422 at its cell without the password; an empty one still keeps an existing password', async () => {
    const refused = await importCsv(`${HEADER}\nNew Short,pw,false,true,\nEight,,false,true,\nNew Long,long-enough,false,true,\n`)
    expect(refused.status).toBe(422)
    expect(refused.body.detail).toEqual([{ loc: ['body', 'file', 2, 'password'], ...TOO_SHORT }])
    expect(JSON.stringify(refused.body)).not.toContain('"pw"')
    expect((await importCsv(`${HEADER}\nEight,,false,true,\nNew Long,long-enough,false,true,\n`)).status).toBe(200)
  })
})
