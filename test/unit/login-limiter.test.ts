// Failed logins lock a username (and an address) for the rest of the window, with the wait to tell the client.
import { describe, expect, it } from 'vitest'
import { LoginLimiter } from '../../src-main/domain/login-limiter'

const limits = { perUsername: 3, perAddress: 5, windowMs: 60_000 }

function failTimes(limiter: LoginLimiter, username: string, address: string, times: number[]): void {
  for (const time of times) limiter.recordFailure(username, address, time)
}

describe('LoginLimiter', () => {
  it.each([
    ['no failures', [], 1_000, { allowed: true }],
    ['fewer failures than the limit', [0, 1_000], 2_000, { allowed: true }],
    ['limit reached: wait until the oldest failure leaves the window', [0, 1_000, 2_000], 3_000, { allowed: false, retryAfterSeconds: 57 }],
    ['limit reached, part of the window over', [10_000, 20_000, 30_000], 50_000, { allowed: false, retryAfterSeconds: 20 }],
    ['old failures have left the window', [0, 1_000, 2_000], 61_000, { allowed: true }],
  ])('%s', (_name, failures, now, verdict) => {
    const limiter = new LoginLimiter(limits)
    failTimes(limiter, 'alice', '10.0.0.1', failures as number[])
    expect(limiter.check('alice', '10.0.0.1', now as number)).toEqual(verdict)
  })

  it('counts usernames ignoring case', () => {
    const limiter = new LoginLimiter(limits)
    failTimes(limiter, 'Alice', 'a', [0])
    failTimes(limiter, 'ALICE', 'b', [0])
    failTimes(limiter, 'alice', 'c', [0])
    expect(limiter.check('aLiCe', 'd', 1).allowed).toBe(false)
  })

  it('locks an address that tries many usernames', () => {
    const limiter = new LoginLimiter(limits)
    for (let i = 0; i < 5; i += 1) limiter.recordFailure(`user${i}`, '10.0.0.9', i)
    expect(limiter.check('someone-else', '10.0.0.9', 10).allowed).toBe(false)
    expect(limiter.check('someone-else', '10.0.0.10', 10).allowed).toBe(true)
  })

  it('a success clears the username but not the address', () => {
    const limiter = new LoginLimiter(limits)
    failTimes(limiter, 'bob', 'x', [0, 1, 2])
    limiter.recordSuccess('bob')
    expect(limiter.check('bob', 'y', 3).allowed).toBe(true)
  })
})
