// The auth service's writes publish nothing: a login or a logout changes nothing a listener shows.
import { describe, expect, it } from 'vitest'
import { Conflict } from '../../src-main/domain/refusals'
import type { Principal } from '../../src-main/services/auth-cache'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness

function principalOf(secret: string): Principal {
  const found = h.services.credentials.lookup(secret, h.clock.now())
  if (!('principal' in found)) throw new Error(`unknown secret: ${JSON.stringify(found)}`)
  return found.principal
}

useTestServices((opened) => (h = opened))

describe('the auth service publishes', () => {
  it('nothing on a login, a refused login or a logout', async () => {
    expect(await h.services.auth.login('admin', 'wrong-password', '192.168.1.20')).toEqual({ kind: 'refused' })
    expect(h.take()).toEqual([])

    const login = await h.services.auth.login('admin', 'admin-test-password', '192.168.1.20')
    expect(login).toMatchObject({ kind: 'token', inMemory: false })
    expect(h.take()).toEqual([])

    const token = login.kind === 'token' ? login.token : ''
    await h.services.auth.logout(principalOf(token), token)
    expect(h.take()).toEqual([])
    expect(h.services.credentials.lookup(token, h.clock.now())).toEqual({ problem: 'unknown' })
  })

  it('nothing when a logout is refused (a personal access key is revoked, not logged out)', async () => {
    const key = await h.services.keys.create(1, 'script')
    h.take()
    await expect(h.services.auth.logout(principalOf(key.key), key.key)).rejects.toThrow(Conflict)
    expect(h.take()).toEqual([])
  })
})
