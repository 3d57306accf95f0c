// The import's hashing threads: every password hashed, and each hashing thread at the lowest priority, so that the event
// loop (the game clock, every request) goes first on a machine whose cores the hashing fills.
import { readdirSync, readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { HASH_THREAD_NICE, hashPasswords } from '../../src-main/services/password-batch'
import { verifyPassword } from '../../src-main/services/passwords'

/** The nice value of every thread of this process, from /proc (Linux): field 19 of each task's stat line. */
function threadNiceValues(): number[] {
  return readdirSync('/proc/self/task').map((task) => {
    const stat = readFileSync(`/proc/self/task/${task}/stat`, 'utf8')
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[16])
  })
}

describe('hashPasswords', () => {
  it('hashes every password (empty ones stay undefined), on threads running at the lowest priority', async () => {
    const passwords = ['alpha-pass-1', '', 'bravo-pass-2', 'charlie-pass-3', 'delta-pass-4']
    const seen = new Set<number>()
    const sampler = setInterval(() => threadNiceValues().forEach((nice) => seen.add(nice)), 5)
    const hashes = await hashPasswords(passwords, { threads: 2, onProgress: () => threadNiceValues().forEach((nice) => seen.add(nice)) })
    clearInterval(sampler)
    expect(hashes[1]).toBeUndefined()
    for (const index of [0, 2, 3, 4]) expect(await verifyPassword(passwords[index], hashes[index]!)).toBe(true)
    expect(seen.has(HASH_THREAD_NICE)).toBe(true)
    // The event loop's own thread keeps its priority.
    expect(threadNiceValues()[0]).toBe(0)
  })
})
