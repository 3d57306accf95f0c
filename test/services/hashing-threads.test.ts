import { scryptSync } from 'node:crypto'
import { describe, expect, it } from 'vitest'
import { Busy } from '../../src-main/domain/refusals'
import { HashingThreads } from '../../src-main/services/hashing-threads'

const OPTIONS = { N: 1024, r: 8, p: 1, maxmem: 64 * 1024 * 1024 }
const SALT = Buffer.from('0123456789abcdef')

describe('HashingThreads', () => {
  it('derives the key scrypt derives', async () => {
    const threads = new HashingThreads({ threads: 1, lanWaiting: 4 })
    expect(await threads.derive('pässword', SALT, 32, OPTIONS, 'lan')).toEqual(scryptSync('pässword', SALT, 32, OPTIONS))
  })

  it('serves the first lane before LAN logins waiting, and refuses a LAN login beyond the line (503) but never the first lane', async () => {
    const threads = new HashingThreads({ threads: 1, lanWaiting: 2 })
    const order: string[] = []
    const derive = (name: string, lane: 'first' | 'lan') => threads.derive(name, SALT, 32, OPTIONS, lane).then(() => order.push(name))
    const running = derive('lan-1', 'lan')
    const waiting = [derive('lan-2', 'lan'), derive('lan-3', 'lan')]
    await expect(threads.derive('lan-4', SALT, 32, OPTIONS, 'lan')).rejects.toThrow(Busy)
    await expect(threads.derive('lan-4', SALT, 32, OPTIONS, 'lan')).rejects.toMatchObject({ status: 503, retryAfterSeconds: 1 })
    const first = [derive('console-1', 'first'), derive('console-2', 'first'), derive('console-3', 'first')]
    await Promise.all([running, ...waiting, ...first])
    expect(order).toEqual(['lan-1', 'console-1', 'console-2', 'console-3', 'lan-2', 'lan-3'])
  })

  it('answers a refusal of scrypt (a damaged stored hash) as an error and goes on', async () => {
    const threads = new HashingThreads({ threads: 1, lanWaiting: 2 })
    await expect(threads.derive('x', SALT, 32, { ...OPTIONS, N: 1000 }, 'first')).rejects.toThrow(/scrypt refused/)
    expect(await threads.derive('x', SALT, 32, OPTIONS, 'first')).toHaveLength(32)
  })
})
