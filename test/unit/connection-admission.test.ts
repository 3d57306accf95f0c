// The connection caps as a table: per address, in total, the reserve for trusted addresses, the arena PC never refused.
import { describe, expect, it } from 'vitest'
import { admitConnection, connectionLimitsFor, isThisPc, type Admission, type ConnectionAsk } from '../../src-main/domain/connection-admission'

const limits = { perAddress: 4, total: 10, reservedForTrusted: 3 }
const lan = { thisPc: false, trusted: false, fromAddress: 0, fromLan: 0 }

describe('admitConnection', () => {
  it.each<[string, Partial<ConnectionAsk>, Admission]>([
    ['a first connection', {}, 'admit'],
    ['the address below its cap', { fromAddress: 3, fromLan: 3 }, 'admit'],
    ['the address at its cap', { fromAddress: 4, fromLan: 4 }, 'address full'],
    ['a trusted address at its cap too', { trusted: true, fromAddress: 4, fromLan: 4 }, 'address full'],
    ['the LAN just below the unreserved room', { fromAddress: 1, fromLan: 6 }, 'admit'],
    ['the LAN at the unreserved room: an untrusted address waits', { fromAddress: 1, fromLan: 7 }, 'server full'],
    ['… a trusted one uses the reserve', { trusted: true, fromAddress: 1, fromLan: 7 }, 'admit'],
    ['the reserve used up too', { trusted: true, fromAddress: 1, fromLan: 10 }, 'server full'],
    ['the arena PC with everything full', { thisPc: true, fromAddress: 500, fromLan: 10 }, 'admit'],
  ])('%s', (_name, ask, expected) => {
    expect(admitConnection({ ...lan, ...ask }, limits)).toBe(expected)
  })
})

describe('isThisPc', () => {
  it.each([
    ['127.0.0.1', true],
    ['::1', true],
    ['::ffff:127.0.0.1', true],
    ['127.0.0.2', false],
    ['::ffff:127.0.0.9', false],
    ['192.168.1.10', false],
    ['', false],
  ])('%s → %s', (address, expected) => {
    expect(isThisPc(address)).toBe(expected)
  })
})

describe("connectionLimitsFor the process's open-files limit", () => {
  it.each([
    [undefined, { perAddress: 64, total: 2048, reservedForTrusted: 256 }],
    [1_048_576, { perAddress: 64, total: 2048, reservedForTrusted: 256 }],
    [20_000, { perAddress: 64, total: 2048, reservedForTrusted: 256 }],
    [1_024, { perAddress: 64, total: 512, reservedForTrusted: 128 }],
    [256, { perAddress: 64, total: 128, reservedForTrusted: 32 }],
    [64, { perAddress: 64, total: 64, reservedForTrusted: 16 }],
  ])('%s open files → %o', (openFiles, expected) => {
    expect(connectionLimitsFor(openFiles)).toEqual(expected)
  })
})
