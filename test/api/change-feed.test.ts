// The store's change feed keeps the credential cache current with no service's help: a change written through a
// repository inside store.write alone (no service, no hand-written clearing) is seen by the next request, and a demotion
// acknowledged while the journal's append is slowed down leaves no request after it with the old rights.
import { afterEach, describe, expect, it } from 'vitest'
import { deleteKeyOf } from '../../src-main/store/keys.repo'
import { setScreenKey } from '../../src-main/store/screens.repo'
import { deleteSession } from '../../src-main/store/sessions.repo'
import { updateUser } from '../../src-main/store/users.repo'
import { hashSecret, newSecret } from '../../src-main/services/tokens'
import { startTestServer, type TestServer } from '../support/api-server'

let t: TestServer | undefined

afterEach(async () => {
  await t?.server.close()
  t = undefined
})

describe('a change written by a repository alone reaches the next request', () => {
  it('users (the admin flag), roles (the scorer flag), sessions, api_keys and screens', async () => {
    t = await startTestServer()
    const { call, server } = t
    const admin = await t.login()
    const otherAdmin = await t.createUser(admin, 'Second Admin', { is_admin: true, is_playing: false })
    const otherToken = await t.login('Second Admin', 'Second Admin-password')
    const [scorerId, scorerToken] = await t.createScorer(admin, 'Score Keeper')
    const playerId = await t.createUser(admin, 'Key Holder')
    const playerToken = await t.login('Key Holder', 'Key Holder-password')
    const key = (await call('POST', '/users/me/keys', { token: playerToken, json: { name: 'robot' } })).body as { id: number; key: string }
    const screen = (await call('POST', '/screens', { token: admin, json: { name: 'Hall' } })).body as { id: number; key: string }

    // Each credential is used once first, so that its principal is in the cache.
    expect((await call('GET', '/users', { token: otherToken })).status).toBe(200)
    expect((await call('GET', '/auth/me/roles', { token: scorerToken })).body).toEqual({ admin: false, scorer: true })
    expect((await call('GET', '/auth/me', { token: playerToken })).status).toBe(200)
    expect((await call('GET', '/auth/me', { token: key.key })).status).toBe(200)
    expect((await call('GET', '/screens', { token: screen.key })).status).toBe(200)

    await server.store.write((db) => updateUser(db, otherAdmin, { is_admin: false }))
    expect((await call('GET', '/users', { token: otherToken })).status).toBe(403)

    await server.store.write((db) => updateUser(db, scorerId, { is_scorer: false }))
    expect((await call('GET', '/auth/me/roles', { token: scorerToken })).body).toEqual({ admin: false, scorer: false })

    await server.store.write((db) => deleteSession(db, hashSecret(playerToken)))
    expect((await call('GET', '/auth/me', { token: playerToken })).status).toBe(401)

    await server.store.write((db) => deleteKeyOf(db, playerId, key.id))
    expect((await call('GET', '/auth/me', { token: key.key })).status).toBe(401)

    await server.store.write((db) => setScreenKey(db, screen.id, newSecret('screen')))
    expect((await call('GET', '/screens', { token: screen.key })).status).toBe(401)

    // The others' credentials were not disturbed by these changes.
    expect((await call('GET', '/users', { token: admin })).status).toBe(200)
  })
})

describe('a demotion while the journal append is slow', () => {
  it('no request with the old rights succeeds once the demotion is acknowledged', async () => {
    let slowMs = 0
    t = await startTestServer({ store: { beforeAppend: () => (slowMs > 0 ? new Promise<void>((done) => setTimeout(done, slowMs)) : undefined) } })
    const { call } = t
    const admin = await t.login()
    const demoted = await t.createUser(admin, 'Leaving Admin', { is_admin: true, is_playing: false })
    const token = await t.login('Leaving Admin', 'Leaving Admin-password')
    expect((await call('GET', '/users', { token })).status).toBe(200)

    // The demoted administrator asks for the users' list without pause, on several connections at once.
    let acknowledgedAt = Infinity
    let stop = false
    const after: number[] = []
    let beforeOk = 0
    const asker = async () => {
      while (!stop) {
        const sentAt = performance.now()
        const { status } = await call('GET', '/users', { token })
        if (sentAt > acknowledgedAt) after.push(status)
        else if (status === 200) beforeOk += 1
      }
    }
    const askers = Array.from({ length: 4 }, asker)
    await new Promise((done) => setTimeout(done, 50))
    slowMs = 400
    const demotion = await call('PATCH', `/users/${demoted}`, { token: admin, json: { is_admin: false } })
    acknowledgedAt = performance.now()
    slowMs = 0
    expect(demotion.status).toBe(200)
    await new Promise((done) => setTimeout(done, 300))
    stop = true
    await Promise.all(askers)

    // Before the demotion was acknowledged the old rights passed (the cache held them, rightly) ...
    expect(beforeOk).toBeGreaterThan(0)
    // ... and after it not one request did.
    expect(after.length).toBeGreaterThan(10)
    expect(after.every((status) => status === 403)).toBe(true)
  })
})
