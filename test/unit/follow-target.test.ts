// What a standby follows: the primary's address (any http(s) address, reduced to its origin) and a replication key of the
// form the primary makes; the Follow form's sentences for each wrong value.
import { describe, expect, it } from 'vitest'
import { primaryAddressProblem, primaryOrigin, REPLICATION_KEY_PATTERN, replicationKeyProblem } from '../../src-main/domain/follow-target'
import { newSecret } from '../../src-main/services/tokens'

const KEY = `rk_${'A'.repeat(20)}-_${'z9'.repeat(10)}x`

describe('the primary’s address', () => {
  it.each<[string, string | undefined]>([
    ['http://192.168.1.20:8700', 'http://192.168.1.20:8700'],
    ['  http://192.168.1.20:8700/data?x=1  ', 'http://192.168.1.20:8700'],
    ['https://arena-1.local', 'https://arena-1.local'],
    ['HTTP://Arena-1.LOCAL:8700', 'http://arena-1.local:8700'],
    ['192.168.1.20:8700', undefined],
    ['ftp://192.168.1.20', undefined],
    ['file:///etc/passwd', undefined],
    ['javascript:alert(1)', undefined],
    ['http://', undefined],
    ['', undefined],
  ])('%j → %j', (address, origin) => {
    expect(primaryOrigin(address)).toBe(origin)
    expect(primaryAddressProblem(address) === undefined).toBe(origin !== undefined)
  })

  it('says what is missing and what is wrong', () => {
    expect(primaryAddressProblem(' ')).toBe("Enter the primary's address, e.g. http://192.168.1.20:8700")
    expect(primaryAddressProblem('192.168.1.20')).toBe("The primary's address starts with http:// (e.g. http://192.168.1.20:8700)")
  })
})

describe('the replication key', () => {
  it('every key the primary makes has the form', () => {
    for (let i = 0; i < 200; i += 1) expect(newSecret('replication')).toMatch(REPLICATION_KEY_PATTERN)
  })

  it.each<[string, boolean]>([
    [KEY, true],
    [` ${KEY}\n`, true],
    [KEY.slice(0, -1), false],
    [`${KEY}x`, false],
    [KEY.replace('rk_', 'ak_'), false],
    [KEY.replace('A', '+'), false],
    [newSecret('key'), false],
    [newSecret('screen'), false],
  ])('%j: %s', (key, right) => {
    expect(replicationKeyProblem(key) === undefined).toBe(right)
  })

  it('says what is missing and what is wrong', () => {
    expect(replicationKeyProblem('')).toMatch(/^Enter the replication key made on the primary/)
    expect(replicationKeyProblem('rk_short')).toBe('A replication key starts with rk_ and has 46 characters: copy it whole from the primary')
  })
})
