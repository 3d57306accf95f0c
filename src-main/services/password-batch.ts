// Hashes many passwords (a users import) without taking every thread of libuv's pool from the data file's flush.
import { availableParallelism } from 'node:os'
import { mapLimited } from './map-limited'
import { hashPassword } from './passwords'

/**
 * Hashes at a time. scrypt runs on libuv's pool of 4 threads and is CPU-bound: at most 3 leave a pool thread for the
 * data file's flush, and one core fewer than the machine has leaves one for the event loop.
 */
export const HASH_CONCURRENCY = Math.max(1, Math.min(3, availableParallelism() - 1))

/** Each password hashed, in order; '' (keep the old password) stays undefined. */
export function hashPasswords(passwords: readonly string[]): Promise<Array<string | undefined>> {
  return mapLimited(passwords, HASH_CONCURRENCY, (password) => (password === '' ? Promise.resolve(undefined) : hashPassword(password)))
}
