// A restore brings back the event's data, never a credential or right taken away since (issue 25, item 6): revoked keys,
// ended sessions, changed passwords, rotated screen keys and removed rights stay so; a user deleted since comes back
// without any way to log in; the preview says all that before; a restore that would leave no administrator is refused.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

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

async function backup(): Promise<string> {
  const made = await t.call('POST', '/system/backups', { token: admin })
  expect(made.status, made.text).toBe(201)
  return made.body.name as string
}

async function restore(name: string): Promise<void> {
  const restored = await t.call('POST', `/system/backups/${name}/restore`, { token: admin })
  expect(restored.status, restored.text).toBe(200)
}

const me = (token: string) => t.call('GET', '/auth/me', { token })
const loginStatus = async (username: string, password: string) => (await t.call('POST', '/auth/login', { json: { username, password } })).status

describe('a restore keeps the credentials and rights of now', () => {
  it('a personal key revoked after the backup still does not work after restoring it; a key made since still does', async () => {
    await t.createUser(admin, 'keyholder')
    const holder = await t.login('keyholder', 'keyholder-password')
    const old = await t.call('POST', '/users/me/keys', { token: holder, json: { name: 'robot' } })
    expect(old.status, old.text).toBe(201)
    const name = await backup()
    expect((await t.call('DELETE', `/users/me/keys/${old.body.id}`, { token: holder })).status).toBe(204)
    const fresh = (await t.call('POST', '/users/me/keys', { token: holder, json: { name: 'robot 2' } })).body
    expect((await me(old.body.key)).status).toBe(401)

    await restore(name)
    expect((await me(old.body.key)).status).toBe(401)
    expect((await me(fresh.key)).status).toBe(200)
    expect((await me(holder)).status).toBe(200) // still logged in
  })

  it("a provider identity unlinked after the backup stays unlinked after restoring it; one linked since stays linked", async () => {
    const gone = await t.createUser(admin, 'unlinked-since')
    const made = await t.createUser(admin, 'linked-since')
    const link = (id: number, subject: string) => t.call('PUT', `/users/${id}/sso-link`, { token: admin, json: { subject, issuer: 'https://idp.example' } })
    expect((await link(gone, 'sub-gone')).status).toBe(200)
    const name = await backup()
    expect((await t.call('DELETE', `/users/${gone}/sso-link`, { token: admin })).status).toBe(204)
    expect((await link(made, 'sub-made')).status).toBe(200)

    await restore(name)
    expect((await t.call('GET', `/users/${gone}/sso-link`, { token: admin })).status).toBe(404)
    expect((await t.call('GET', `/users/${made}/sso-link`, { token: admin })).body).toMatchObject({ subject: 'sub-made', issuer: 'https://idp.example' })
  })

  it('a password changed after the backup is the one that works after restoring it; the old one does not', async () => {
    const id = await t.createUser(admin, 'changer')
    const name = await backup()
    expect((await t.call('PATCH', `/users/${id}`, { token: admin, json: { password: 'changer-new-password' } })).status).toBe(200)

    await restore(name)
    expect(await loginStatus('changer', 'changer-password')).toBe(401)
    expect(await loginStatus('changer', 'changer-new-password')).toBe(200)
  })

  it('a screen key rotated after the backup stays rotated: the old key is refused, the new one works', async () => {
    const screen = (await t.call('POST', '/screens', { token: admin, json: { name: 'Hall TV' } })).body
    const name = await backup()
    const rotated = (await t.call('POST', `/screens/${screen.id}/key`, { token: admin })).body
    expect(rotated.key).not.toBe(screen.key)

    await restore(name)
    expect((await t.call('GET', '/screens', { token: screen.key })).status).toBe(401)
    expect((await t.call('GET', '/screens', { token: rotated.key })).status).toBe(200)
  })

  it('an administrator or scorer demoted after the backup is still not one after restoring it', async () => {
    const bossId = await t.createUser(admin, 'boss', { is_admin: true })
    const [scorerId, scorer] = await t.createScorer(admin, 'counter')
    const boss = await t.login('boss', 'boss-password')
    const name = await backup()
    expect((await t.call('PATCH', `/users/${bossId}`, { token: admin, json: { is_admin: false } })).status).toBe(200)
    expect((await t.call('PUT', `/users/${scorerId}/roles`, { token: admin, json: { scorer: false } })).status).toBe(200)

    await restore(name)
    const again = await t.login('boss', 'boss-password')
    expect((await t.call('GET', '/system/backups', { token: again })).status).toBe(403)
    expect((await t.call('GET', '/system/backups', { token: boss })).status).toBe(403)
    expect((await t.call('GET', '/auth/me/roles', { token: scorer })).body).toMatchObject({ admin: false, scorer: false })
  })

  it('a session ended after the backup stays ended; a user deleted since comes back without any way to log in', async () => {
    const goneId = await t.createUser(admin, 'leaver')
    const leaver = await t.login('leaver', 'leaver-password')
    await t.createUser(admin, 'quitter')
    const quitter = await t.login('quitter', 'quitter-password')
    const name = await backup()
    expect((await t.call('POST', '/auth/logout', { token: quitter })).status).toBeLessThan(300)
    expect((await t.call('DELETE', `/users/${goneId}`, { token: admin })).status).toBe(204)

    await restore(name)
    expect((await me(quitter)).status).toBe(401)
    const users = (await t.call('GET', '/users', { token: admin })).body as Array<{ id: number; name: string }>
    expect(users.map((user) => user.name)).toContain('leaver') // the event's data: their name, their games
    expect((await me(leaver)).status).toBe(401)
    expect(await loginStatus('leaver', 'leaver-password')).toBe(401)
    // An administrator gives them a password again.
    expect((await t.call('PATCH', `/users/${goneId}`, { token: admin, json: { password: 'leaver-again-pass' } })).status).toBe(200)
    expect(await loginStatus('leaver', 'leaver-again-pass')).toBe(200)
  })

  it('the preview says what a restore would revive, keep and drop, and changes nothing', async () => {
    const players = [await t.createUser(admin, 'p1'), await t.createUser(admin, 'p2'), await t.createUser(admin, 'p3'), await t.createUser(admin, 'p4')]
    const game = await t.finishedGame(admin, players)
    const screen = (await t.call('POST', '/screens', { token: admin, json: { name: 'Side TV' } })).body
    const p1 = await t.login('p1', 'p1-password')
    const key = (await t.call('POST', '/users/me/keys', { token: p1, json: { name: 'old' } })).body
    const name = await backup()
    // Since the backup: a score, a key revoked, a password changed, a right taken, a screen key rotated, a user deleted, one made.
    expect((await t.call('PUT', `/games/${game}/scores`, { token: admin, json: { red: 8, yellow: 6, green: 4, blue: 2 } })).status).toBe(200)
    expect((await t.call('DELETE', `/users/me/keys/${key.id}`, { token: p1 })).status).toBe(204)
    expect((await t.call('PATCH', `/users/${players[1]}`, { token: admin, json: { password: 'p2-new-password', is_admin: true } })).status).toBe(200)
    expect((await t.call('POST', `/screens/${screen.id}/key`, { token: admin })).status).toBe(200)
    const leaver = await t.createUser(admin, 'p5')
    const before = await backup()
    expect((await t.call('DELETE', `/users/${leaver}`, { token: admin })).status).toBe(204)
    await t.createUser(admin, 'newcomer')

    const preview = await t.call('GET', `/system/backups/${name}/preview`, { token: admin })
    contract.conforms('get', '/api/v1/system/backups/{name}/preview', preview, 200)
    expect(preview.body).toMatchObject({
      games_differ: 1,
      scores_differ: 1,
      users_dropped: 1, // newcomer (p5, made and deleted since, is in neither)
      passwords_kept: 1,
      rights_kept: 1,
      keys_dropped: 1,
      screen_keys_kept: 1,
      users_without_login: 0,
    })
    expect(preview.body.sessions_kept).toBeGreaterThan(0)
    expect(preview.body.administrators).toBeGreaterThanOrEqual(2)
    // The backup made just before deleting p5 brings p5 back without a login.
    expect((await t.call('GET', `/system/backups/${before}/preview`, { token: admin })).body).toMatchObject({ users_without_login: 1, users_dropped: 1, games_differ: 0 })
    expect((await t.call('GET', `/games/${game}`, { token: admin })).body.status).toBe('scored') // nothing changed
    expect((await t.call('GET', '/system/backups/arena-20000101-000000000-manual.sqlite/preview', { token: admin })).status).toBe(404)
    expect((await t.call('GET', `/system/backups/${name}/preview`, { token: p1 })).status).toBe(403)
  })

  it('a restore that would leave no administrator is refused (409) and the preview says so', async () => {
    const name = await backup()
    // Since the backup: a new administrator, who takes the right from every administrator the backup has.
    const chiefId = await t.createUser(admin, 'chief', { is_admin: true })
    const chief = await t.login('chief', 'chief-password')
    const users = (await t.call('GET', '/users', { token: chief })).body as Array<{ id: number; is_admin: boolean }>
    for (const user of users) {
      if (user.is_admin && user.id !== chiefId) expect((await t.call('PATCH', `/users/${user.id}`, { token: chief, json: { is_admin: false } })).status).toBe(200)
    }
    expect((await t.call('GET', `/system/backups/${name}/preview`, { token: chief })).body.administrators).toBe(0)
    const refused = await t.call('POST', `/system/backups/${name}/restore`, { token: chief })
    expect(refused.status, refused.text).toBe(409)
    expect(refused.body.detail).toMatch(/no user would be an administrator/)
    expect((await me(chief)).status).toBe(200)
  })
})
