// Failed logins slow down their own username-and-address pair (and an address trying many usernames) with a growing wait,
// never lock a username everywhere, and never touch the arena PC's own console.
import { describe, expect, it } from 'vitest'
import { addressGroup, isConsoleAddress, LoginLimiter } from '../../src-main/domain/login-limiter'

const limits = { perUsername: 3, perAddress: 5, windowMs: 60_000, firstDelayMs: 1_000, maxDelayMs: 30_000 }

type Attempt = [username: string, address: string, time: number]
type Step = ['fail', ...Attempt] | ['succeed', ...Attempt]

function run(steps: Step[]): LoginLimiter {
  const limiter = new LoginLimiter(limits)
  for (const [what, username, address, time] of steps) {
    if (what === 'fail') limiter.recordFailure(username, address, time)
    else limiter.recordSuccess(username, address, time)
  }
  return limiter
}

const fails = (username: string, address: string, times: number[]): Step[] => times.map((time) => ['fail', username, address, time])
const LAN = '10.0.0.1'

describe('LoginLimiter', () => {
  it.each<[string, Step[], Attempt, object]>([
    ['no failures', [], ['alice', LAN, 1_000], { allowed: true }],
    ['fewer failures than the limit', fails('alice', LAN, [0, 1_000]), ['alice', LAN, 2_000], { allowed: true }],
    ['limit reached: the first wait is one second after the latest failure', fails('alice', LAN, [0, 1_000, 2_000]), ['alice', LAN, 2_000], { allowed: false, retryAfterSeconds: 1 }],
    ['the first wait is over', fails('alice', LAN, [0, 1_000, 2_000]), ['alice', LAN, 3_000], { allowed: true }],
    ['the wait doubles with each further failure', fails('alice', LAN, [0, 1, 2, 3_000, 6_000]), ['alice', LAN, 6_000], { allowed: false, retryAfterSeconds: 4 }],
    ['the wait is capped', fails('alice', LAN, [0, 1, 2, 3, 4, 5, 6, 7, 8, 9]), ['alice', LAN, 9], { allowed: false, retryAfterSeconds: 30 }],
    ['old failures leave the window', fails('alice', LAN, [0, 1_000, 2_000]), ['alice', LAN, 61_000], { allowed: true }],
    ['usernames are counted ignoring case', [...fails('Alice', LAN, [0]), ...fails('ALICE', LAN, [0]), ...fails('alice', LAN, [0])], ['aLiCe', LAN, 1], { allowed: false, retryAfterSeconds: 1 }],
    // An attacker slows down only their own address: the real user elsewhere is never refused.
    ['the same username from another address is not slowed down', fails('admin', '10.0.0.66', [0, 1, 2, 3, 4]), ['admin', '10.0.0.7', 5], { allowed: true }],
    ['another username from the slowed address is not slowed down by the pair', fails('admin', '10.0.0.66', [0, 1, 2]), ['bob', '10.0.0.66', 5], { allowed: true }],
    ['the console (127.0.0.1) is never slowed down', fails('admin', '127.0.0.1', [0, 1, 2, 3, 4, 5, 6, 7]), ['admin', '127.0.0.1', 8], { allowed: true }],
    ['the console (::1) is never slowed down', fails('admin', '::1', [0, 1, 2, 3, 4, 5, 6, 7]), ['admin', '::1', 8], { allowed: true }],
    ['another loopback address is counted like a LAN address', fails('admin', '127.0.0.2', [0, 1, 2]), ['admin', '127.0.0.2', 3], { allowed: false, retryAfterSeconds: 1 }],
    // Many usernames from one address (password spraying): its usernames that never logged in there are slowed down...
    ['an address trying many usernames slows down new usernames from it', [0, 1, 2, 3, 4].map((i): Step => ['fail', `user${i}`, LAN, i]), ['newcomer', LAN, 10], { allowed: false, retryAfterSeconds: 1 }],
    ['... but not the same usernames from other addresses', [0, 1, 2, 3, 4].map((i): Step => ['fail', `user${i}`, LAN, i]), ['newcomer', '10.0.0.2', 10], { allowed: true }],
    // ... and not a teammate behind the same NAT who logged in from it before.
    ['a username that logged in from the address before is not slowed down by other usernames', [['succeed', 'team', LAN, 0], ...[1, 2, 3, 4, 5].map((i): Step => ['fail', `user${i}`, LAN, i])], ['team', LAN, 10], { allowed: true }],
    ['a success clears its pair', [...fails('bob', LAN, [0, 1, 2]), ['succeed', 'bob', LAN, 3]], ['bob', LAN, 4], { allowed: true }],
    ['IPv6 addresses of one /64 count as one', fails('alice', '2001:db8:1:2::a', [0, 1, 2]), ['alice', '2001:db8:1:2::b', 3], { allowed: false, retryAfterSeconds: 1 }],
    ['another /64 is another address', fails('alice', '2001:db8:1:2::a', [0, 1, 2]), ['alice', '2001:db8:1:3::a', 3], { allowed: true }],
  ])('%s', (_name, steps, [username, address, now], verdict) => {
    expect(run(steps).check(username, address, now)).toEqual(verdict)
  })

  it.each([
    ['10.1.2.3', '10.1.2.3'],
    ['::ffff:10.1.2.3', '10.1.2.3'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
  ])('address group of %s is %s', (address, group) => {
    expect(addressGroup(address)).toBe(group)
  })

  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['127.0.0.2', false],
    ['10.0.0.1', false],
  ])('console address %s: %s', (address, expected) => {
    expect(isConsoleAddress(address)).toBe(expected)
  })

  it('answers whether a failure starts the slow-down (for the log)', () => {
    const limiter = new LoginLimiter(limits)
    expect([1, 2, 3].map((time) => limiter.recordFailure('eve', LAN, time))).toEqual([false, false, true])
    expect(limiter.recordFailure('eve', '127.0.0.1', 4)).toBe(false)
  })
})
