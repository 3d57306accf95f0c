// Opaque bearer secrets: random, prefixed by kind, stored only as SHA-256 hashes.
import { hash, randomBytes, randomFillSync } from 'node:crypto'

export type SecretKind = 'session' | 'key' | 'screen' | 'replication'

export const SCREEN_KEY_PREFIX = 'sk_'
/** A standby's key: it reads the replication stream and nothing else (docs/standby.md). */
export const REPLICATION_KEY_PREFIX = 'rk_'
const PREFIX: Record<SecretKind, string> = { session: 'as_', key: 'ak_', screen: SCREEN_KEY_PREFIX, replication: REPLICATION_KEY_PREFIX }

const pool = Buffer.alloc(4096)
let poolUsed = pool.length

/**
 * Bytes from the system's CSPRNG, drawn 4 KiB at a time (as crypto.randomUUID does): one call per 128 secrets instead
 * of one each. Bytes handed out are zeroed in the pool.
 */
export function pooledRandomBytes(size: number): Buffer {
  if (size > pool.length) return randomBytes(size)
  if (poolUsed + size > pool.length) {
    randomFillSync(pool)
    poolUsed = 0
  }
  const bytes = Buffer.from(pool.subarray(poolUsed, poolUsed + size))
  pool.fill(0, poolUsed, poolUsed + size)
  poolUsed += size
  return bytes
}

export function newSecret(kind: SecretKind, random: (size: number) => Buffer = pooledRandomBytes): string {
  return PREFIX[kind] + random(32).toString('base64url')
}

export function hashSecret(secret: string): string {
  // The one-shot hash: a third of createHash's cost, on every request that carries a key or a token.
  return hash('sha256', secret, 'hex')
}

/** What a listing shows of a secret it no longer knows: its start and end, never enough to use. */
export function secretHint(secret: string): string {
  return `${secret.slice(0, 7)}…${secret.slice(-4)}`
}
