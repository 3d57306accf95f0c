// Opaque bearer secrets: random, prefixed by kind, stored only as SHA-256 hashes.
import { createHash, randomBytes } from 'node:crypto'

export type SecretKind = 'session' | 'key' | 'screen'

export const SCREEN_KEY_PREFIX = 'sk_'
const PREFIX: Record<SecretKind, string> = { session: 'as_', key: 'ak_', screen: SCREEN_KEY_PREFIX }

export function newSecret(kind: SecretKind, random: (size: number) => Buffer = randomBytes): string {
  return PREFIX[kind] + random(32).toString('base64url')
}

export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret).digest('hex')
}

/** What a listing shows of a secret it no longer knows: its start and end, never enough to use. */
export function secretHint(secret: string): string {
  return `${secret.slice(0, 7)}…${secret.slice(-4)}`
}
