// Times of day as both apps show them: the clock format setting, seconds for games shorter than a minute.
import { describe, expect, it } from 'vitest'
import { clockFormatOf, formatClock, needsSeconds, timeRange } from '../../src-main/domain/time-format'

const NINE_PM = Date.UTC(2026, 10, 21, 21, 0, 0) / 1000 // 2026-11-21T21:00:00Z
const UTC = { timeZone: 'UTC' }

describe('formatClock', () => {
  it.each([
    ['24-hour', '24h', false, NINE_PM, '21:00'],
    ['24-hour with seconds', '24h', true, NINE_PM + 40, '21:00:40'],
    ['24-hour morning keeps the leading zero', '24h', false, NINE_PM - 12 * 3600 - 30 * 60, '08:30'],
    ['12-hour', '12h', false, NINE_PM, '9:00 PM'],
    ['12-hour with seconds', '12h', true, NINE_PM + 40, '9:00:40 PM'],
    ['12-hour noon', '12h', false, NINE_PM - 9 * 3600, '12:00 PM'],
    ['12-hour midnight', '12h', false, NINE_PM + 3 * 3600, '12:00 AM'],
  ] as const)('%s', (_name, clockFormat, seconds, at, expected) => {
    expect(formatClock(at * 1000, { clockFormat, seconds, ...UTC })).toBe(expected)
  })

  it('a time zone moves the clock; an unknown one falls back to the machine', () => {
    expect(formatClock(NINE_PM * 1000, { clockFormat: '24h', timeZone: 'Asia/Tokyo' })).toBe('06:00')
    expect(formatClock(NINE_PM * 1000, { clockFormat: '24h', timeZone: 'Not/AZone' })).toMatch(/^\d\d:\d\d$/)
  })
})

describe('timeRange', () => {
  it.each([
    ['a 40 s game shows seconds', NINE_PM, NINE_PM + 40, '24h', '21:00:00 – 21:00:40'],
    ['a 59 s game shows seconds', NINE_PM, NINE_PM + 59, '24h', '21:00:00 – 21:00:59'],
    ['a one-minute game is to the minute', NINE_PM, NINE_PM + 60, '24h', '21:00 – 21:01'],
    ['a 150 s game is to the minute', NINE_PM, NINE_PM + 150, '24h', '21:00 – 21:02'],
    ['12-hour short game', NINE_PM, NINE_PM + 40, '12h', '9:00:00 PM – 9:00:40 PM'],
    ['no end: the start alone', NINE_PM, null, '24h', '21:00'],
    ['no start: a dash', null, null, '24h', '—'],
  ] as const)('%s', (_name, start, end, clockFormat, expected) => {
    expect(timeRange(start, end, { clockFormat, ...UTC })).toBe(expected)
  })

  it('needsSeconds only for a known span under a minute', () => {
    expect([needsSeconds(0, 59), needsSeconds(0, 60), needsSeconds(0, null), needsSeconds(null, 10)]).toEqual([true, false, false, false])
  })
})

describe('clockFormatOf', () => {
  it.each([
    ['12h', '12h'],
    ['24h', '24h'],
    [undefined, '24h'],
    ['garbage', '24h'],
  ] as const)('%s → %s', (value, expected) => {
    expect(clockFormatOf(value)).toBe(expected)
  })
})
