// The console's words of replication (components/replication-words.ts): lag, durations, the read-only banner, the follow line.
import { describe, expect, it } from 'vitest'
import { durationWords, followAddress, followCommand, lagWords, readOnlyBanner, writesWords } from '../../src-renderer/operator/components/replication-words'

describe('durationWords', () => {
  it.each([
    [0, '0 ms'],
    [72, '72 ms'],
    [999, '999 ms'],
    [1000, '1.0 s'],
    [1290, '1.2 s'],
    [9999, '9.9 s'],
    [10_000, '10 s'],
    [59_999, '59 s'],
    [60_000, '1 min'],
    [185_000, '3 min 5 s'],
  ])('%i ms → %s', (ms, words) => expect(durationWords(ms)).toBe(words))
})

describe('lagWords', () => {
  it.each([
    [0, undefined, 'up to date'],
    [0, 500, 'up to date'],
    [1, undefined, '1 transaction behind'],
    [11, undefined, '11 transactions behind'],
    [11, 0, '11 transactions behind'],
    [11, 72, '11 transactions behind, for 72 ms'],
    [3, 4_250, '3 transactions behind, for 4.2 s'],
  ])('%i records, %s ms → %s', (records, ms, words) => expect(lagWords(records, ms)).toBe(words))
})

describe('readOnlyBanner', () => {
  const primary = { address: 'http://192.168.1.10:8700', connected: true, primary_seq: 5, lag_records: 0, lag_ms: 0, last_error: null }
  it.each([
    ['a primary: none', { role: 'primary' as const }, undefined],
    ['a primary in sync with its standby: none', { role: 'primary' as const, synchronous: { mode: 'synchronous' as const, alone: false, alone_since: null, timeout_ms: 1000 } }, undefined],
    [
      'a primary going on without its standby says so',
      { role: 'primary' as const, synchronous: { mode: 'synchronous' as const, alone: true, alone_since: '2026-11-27T09:30:00Z', timeout_ms: 1000 } },
      'The standby PC is not in sync: changes here are saved on this PC alone — a take-over now could lose the latest. Check the standby PC and its network.',
    ],
    ['a standby names its primary', { role: 'standby' as const, primary }, 'Standby of http://192.168.1.10:8700: read-only — changes are made on the primary.'],
    ['a standby before its first connection', { role: 'standby' as const }, 'Standby of the primary: read-only — changes are made on the primary.'],
    [
      'a superseded PC names who took over',
      { role: 'superseded' as const, superseded_by: 'http://192.168.1.11:8700' },
      'No longer the primary: http://192.168.1.11:8700 took over. This PC is read-only — make changes on http://192.168.1.11:8700.',
    ],
  ])('%s', (_, state, banner) => expect(readOnlyBanner(state)).toBe(banner))
})

describe('followAddress and followCommand', () => {
  const isLan = (url: string) => !url.startsWith('http://127.')
  it.each([
    ['the first LAN address, without its slash', ['http://127.0.0.1:8700/', 'http://192.168.1.10:8700/', 'http://10.0.0.2:8700/'], 'http://192.168.1.10:8700'],
    ['loopback only: the loopback address', ['http://127.0.0.1:8700/'], 'http://127.0.0.1:8700'],
    ['no address', [], undefined],
  ])('%s', (_, urls, address) => expect(followAddress(urls, isLan)).toBe(address))
  it('the line to run on the standby', () =>
    expect(followCommand('http://192.168.1.10:8700', 'rk_abc')).toBe('npm run serve -- --follow http://192.168.1.10:8700 --follow-key rk_abc'))
})

describe('writesWords', () => {
  it.each<['synchronous' | 'asynchronous', boolean, string]>([
    ['synchronous', true, 'wait for it (synchronous)'],
    ['synchronous', false, 'go on without it until it catches up'],
    ['asynchronous', false, 'do not wait for it (asynchronous)'],
    ['asynchronous', true, 'do not wait for it (asynchronous)'],
  ])('%s, in sync %s: %s', (mode, inSync, words) => expect(writesWords(mode, inSync)).toBe(words))
})
