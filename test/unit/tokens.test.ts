// Secrets: drawn from the pooled CSPRNG, never the same twice across pool refills, prefixed by kind, hashed for storage.
import { describe, expect, it } from 'vitest'
import { hashSecret, newSecret, pooledRandomBytes, secretHint } from '../../src-main/services/tokens'

describe('secrets', () => {
  it('pooled random bytes have the size asked for and never repeat, across many refills of the pool', () => {
    const seen = new Set<string>()
    for (let i = 0; i < 2000; i += 1) {
      const bytes = pooledRandomBytes(32)
      expect(bytes).toHaveLength(32)
      seen.add(bytes.toString('hex'))
    }
    expect(seen.size).toBe(2000)
    expect(pooledRandomBytes(10_000)).toHaveLength(10_000)
  })

  it.each([
    ['session', /^as_[A-Za-z0-9_-]{43}$/],
    ['key', /^ak_[A-Za-z0-9_-]{43}$/],
    ['screen', /^sk_[A-Za-z0-9_-]{43}$/],
  ] as const)('a %s secret is its prefix and 32 random bytes', (kind, shape) => {
    expect(newSecret(kind)).toMatch(shape)
    expect(newSecret(kind)).not.toBe(newSecret(kind))
  })

  it('is stored as its SHA-256 and shown as a hint', () => {
    expect(hashSecret('ak_x')).toMatch(/^[0-9a-f]{64}$/)
    expect(secretHint('ak_abcdefghijklmnop')).toBe('ak_abcd…mnop')
  })
})
