// The keys service's writes publish nothing: no listener shows keys; a revoked key stops working at once all the same.
import { describe, expect, it } from 'vitest'
import { NotFound } from '../../src-main/domain/refusals'
import { useTestServices, type ServiceHarness } from '../support/service-harness'

let h: ServiceHarness

useTestServices((opened) => (h = opened))

describe('the keys service publishes', () => {
  it('nothing when a key is created or revoked, and nothing when a revoke is refused', async () => {
    const key = await h.services.keys.create(1, 'robot')
    expect(key).toMatchObject({ name: 'robot', key: expect.stringMatching(/^ak_/) })
    expect(h.take()).toEqual([])
    expect(h.services.credentials.lookup(key.key, h.clock.now())).toMatchObject({ principal: { user: { id: 1 } } })

    await expect(h.services.keys.revoke(2, key.id)).rejects.toThrow(NotFound)
    expect(h.take()).toEqual([])

    await h.services.keys.revoke(1, key.id)
    expect(h.take()).toEqual([])
    expect(h.services.credentials.lookup(key.key, h.clock.now())).toEqual({ problem: 'unknown' })
    expect(h.services.keys.listOf(1)).toEqual([])
  })
})
