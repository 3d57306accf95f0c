// Password hashing with scrypt from node:crypto; the stored form carries its parameters so they can change later.
import { randomBytes, scrypt, timingSafeEqual, type ScryptOptions } from 'node:crypto'

export const KEY_LENGTH = 32
/** N = 2^14, r = 8, p = 1 (16 MiB): below OWASP's current scrypt minimum of N = 2^17; docs/decisions.md says why it stays. */
export const SCRYPT_PARAMETERS = { N: 16384, r: 8, p: 1 } as const
/** What scrypt may allocate: 128 · N · r bytes is 16 MiB at these parameters. */
export const SCRYPT_MAXMEM = 64 * 1024 * 1024

/** The text hashed: the NFC form, so that one password typed on two keyboards is one password. */
export function normalisedPassword(password: string): string {
  return password.normalize('NFC')
}

function derive(password: string, salt: Buffer, options: ScryptOptions): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    scrypt(normalisedPassword(password), salt, KEY_LENGTH, { ...options, maxmem: SCRYPT_MAXMEM }, (error, key) => (error ? reject(error) : resolve(key)))
  })
}

/** `scrypt$N$r$p$salt$hash`, base64url. */
export function storedHash(salt: Buffer, key: Buffer): string {
  const { N, r, p } = SCRYPT_PARAMETERS
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export function newSalt(): Buffer {
  return randomBytes(16)
}

export async function hashPassword(password: string): Promise<string> {
  const salt = newSalt()
  return storedHash(salt, await derive(password, salt, SCRYPT_PARAMETERS))
}

/** A valid hash of a password nobody has, so that unknown usernames cost as much time as known ones. */
let decoy: Promise<string> | undefined

export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  const parts = (stored ?? (await decoy)).split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, salt, hash] = parts
  const expected = Buffer.from(hash, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) })
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected)
}
