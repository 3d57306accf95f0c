// Hashes many passwords (a users import) on every core: one worker thread per core, each running scrypt synchronously, so
// that neither the event loop nor libuv's pool of 4 threads (the data file's flush, login checks) waits behind them.
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'
import { hashingThreadCode, type HashReply } from './hashing-thread-code'
import { KEY_LENGTH, newSalt, normalisedPassword, SCRYPT_MAXMEM, SCRYPT_PARAMETERS, storedHash } from './passwords'

/** Threads hashing at once: one per core the machine offers. */
export const HASH_THREADS = availableParallelism()

/**
 * The nice value of each hashing thread: as low a priority as there is. The event loop, the game clock and every
 * request go first; the hashing takes the cores when nothing else wants them.
 */
export const HASH_THREAD_NICE = 19

export interface HashProgress {
  /** Passwords hashed so far (empty passwords, which keep the old one, count as done at once). */
  hashed: number
  /** Passwords to hash in all. */
  total: number
}

export class HashingCancelled extends Error {
  override name = 'HashingCancelled'
}

/**
 * Each password hashed, in order; '' (keep the old password) stays undefined. `onProgress` is told after each hash;
 * aborting `signal` stops the threads at once and rejects with HashingCancelled.
 */
export function hashPasswords(passwords: readonly string[], options: { signal?: AbortSignal; onProgress?: (progress: HashProgress) => void; threads?: number } = {}): Promise<Array<string | undefined>> {
  const { signal, onProgress } = options
  const hashes = new Array<string | undefined>(passwords.length)
  const queue = passwords.flatMap((password, index) => (password === '' ? [] : [index]))
  const total = queue.length
  if (total === 0) return Promise.resolve(hashes)
  if (signal?.aborted) return Promise.reject(new HashingCancelled('The hashing was cancelled'))
  return new Promise((resolve, reject) => {
    const salts = new Map<number, Buffer>()
    const workers: Worker[] = []
    let hashed = 0
    let settled = false
    const finish = (error?: Error) => {
      if (settled) return
      settled = true
      signal?.removeEventListener('abort', cancel)
      for (const worker of workers) void worker.terminate()
      if (error) reject(error)
      else resolve(hashes)
    }
    const cancel = () => finish(new HashingCancelled('The hashing was cancelled'))
    signal?.addEventListener('abort', cancel)
    const next = (worker: Worker) => {
      const index = queue.shift()
      if (index === undefined) return
      const salt = newSalt()
      salts.set(index, salt)
      worker.postMessage({ index, password: normalisedPassword(passwords[index]), salt, keyLength: KEY_LENGTH, options: { ...SCRYPT_PARAMETERS, maxmem: SCRYPT_MAXMEM } })
    }
    const threads = Math.max(1, Math.min(options.threads ?? HASH_THREADS, total))
    for (let i = 0; i < threads; i += 1) {
      const worker = new Worker(hashingThreadCode(HASH_THREAD_NICE), { eval: true })
      workers.push(worker)
      worker.on('message', (reply: HashReply) => {
        if (settled) return
        if ('error' in reply) return finish(new Error(`a password could not be hashed: ${reply.error}`))
        const { index, key } = reply
        hashes[index] = storedHash(salts.get(index)!, Buffer.from(key))
        hashed += 1
        onProgress?.({ hashed, total })
        if (hashed === total) finish()
        else next(worker)
      })
      // A worker's 'error' carries whatever the thread threw (unknown since @types/node 24): an Error as it is, else wrapped.
      worker.on('error', (error: unknown) => finish(error instanceof Error ? error : new Error(`a hashing thread failed: ${String(error)}`)))
      worker.on('exit', (code) => finish(new Error(`a hashing thread stopped (exit code ${code})`)))
      next(worker)
    }
  })
}
