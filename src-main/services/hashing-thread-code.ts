// The code of a password-hashing thread, plain JavaScript (no build step, no loader, so it runs the same from the
// sources, the build and a packed app): scrypt of each password it is sent, at a low priority of its own.
// Used by the login threads (hashing-threads.ts) and a users import's threads (password-batch.ts).

/** A password to hash: `index` comes back with its key. */
export interface HashTask {
  index: number
  password: string
  salt: Buffer
  keyLength: number
  options: { N: number; r: number; p: number; maxmem: number }
}

/** The key, or why scrypt refused (parameters of a damaged stored hash). */
export type HashReply = { index: number; key: Uint8Array } | { index: number; error: string }

/** Runs on the thread, with `nice` as its priority (Linux gives each thread its own; where refused, nothing changes). */
export function hashingThreadCode(nice: number): string {
  return `
const { parentPort } = require('node:worker_threads')
const { scryptSync } = require('node:crypto')
try { require('node:os').setPriority(${nice}) } catch {}
parentPort.on('message', ({ index, password, salt, keyLength, options }) => {
  let reply
  try { reply = { index, key: scryptSync(password, salt, keyLength, options) } } catch (error) { reply = { index, error: String(error && error.message) } }
  parentPort.postMessage(reply)
})
`
}
