// The setup service's one write publishes nothing: before the administrator exists no stream is open.
import { describe, expect, it } from 'vitest'
import { Conflict } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness

useTestServices((opened) => (h = opened), { firstRun: 'page', adminPassword: undefined })

describe('the setup service publishes', () => {
  it('nothing when the first run creates admin, and nothing when a second one is refused', async () => {
    expect(h.services.setup.needsAdmin()).toBe(true)
    const token = await h.services.setup.createAdmin('first-run-password')
    expect(h.take()).toEqual([])
    expect(h.services.credentials.lookup(token, h.clock.now())).toMatchObject({ principal: { user: { name: 'admin', is_admin: true } } })
    expect(h.services.setup.needsAdmin()).toBe(false)

    await expect(h.services.setup.createAdmin('someone-else-now')).rejects.toThrow(Conflict)
    expect(h.take()).toEqual([])
  })
})
