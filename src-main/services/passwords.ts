// Password hashing with scrypt from node:crypto, on the hashing threads (never libuv's pool, which the journal's writes
// use); the stored form carries its parameters so they can change later.
import { randomBytes, timingSafeEqual } from 'node:crypto'
import { HashingThreads, type HashingLane } from './hashing-threads'

export type { HashingLane }

export const KEY_LENGTH = 32
/** N = 2^14, r = 8, p = 1 (16 MiB): below OWASP's current scrypt minimum of N = 2^17; docs/decisions.md says why it stays. */
export const SCRYPT_PARAMETERS = { N: 16384, r: 8, p: 1 } as const
/** What scrypt may allocate: 128 · N · r bytes is 16 MiB at these parameters. */
export const SCRYPT_MAXMEM = 64 * 1024 * 1024

/** The text hashed: the NFC form, so that one password typed on two keyboards is one password. */
export function normalisedPassword(password: string): string {
  return password.normalize('NFC')
}

/** The process's hashing threads, started on first use. */
const threads = new HashingThreads()

function derive(password: string, salt: Buffer, options: { N: number; r: number; p: number }, lane: HashingLane): Promise<Buffer> {
  return threads.derive(normalisedPassword(password), salt, KEY_LENGTH, { ...options, maxmem: SCRYPT_MAXMEM }, lane)
}

/** `scrypt$N$r$p$salt$hash`, base64url. */
export function storedHash(salt: Buffer, key: Buffer): string {
  const { N, r, p } = SCRYPT_PARAMETERS
  return ['scrypt', N, r, p, salt.toString('base64url'), key.toString('base64url')].join('$')
}

export function newSalt(): Buffer {
  return randomBytes(16)
}

/** The stored form of a new password (an administrator's change, the first run): these go before logins from the LAN. */
export async function hashPassword(password: string): Promise<string> {
  const salt = newSalt()
  return storedHash(salt, await derive(password, salt, SCRYPT_PARAMETERS, 'first'))
}

/** A valid hash of a password nobody has, so that unknown usernames cost as much time as known ones. */
let decoy: Promise<string> | undefined

/**
 * Whether `password` is the one `stored` (null: no such user, checked against a decoy all the same). `lane` 'lan' waits
 * in the LAN's bounded line: Busy (503) at once when it is full.
 */
export async function verifyPassword(password: string, stored: string | null, lane: HashingLane = 'first'): Promise<boolean> {
  decoy ??= hashPassword(randomBytes(16).toString('hex'))
  const parts = (stored ?? (await decoy)).split('$')
  if (parts.length !== 6 || parts[0] !== 'scrypt') return false
  const [, n, r, p, salt, hash] = parts
  const expected = Buffer.from(hash, 'base64url')
  const actual = await derive(password, Buffer.from(salt, 'base64url'), { N: Number(n), r: Number(r), p: Number(p) }, lane)
  return stored !== null && actual.length === expected.length && timingSafeEqual(actual, expected)
}
