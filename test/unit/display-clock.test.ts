// Screen clocks: the offset from the server's time, the countdown maths and format, paging, backoff and time-of-day formats.
import { describe, expect, it } from 'vitest'
import { MAX_RETRY_MS, retryDelay } from '../../src-renderer/shared/live/backoff'
import { msLeft } from '../../src-renderer/shared/live/countdown'
import { clockOffset, serverNow, untilNextTick } from '../../src-renderer/shared/live/server-time'
import { formatCountdown } from '../../src-main/domain/time-format'
import { pageAt } from '../../src-renderer/display/paging'
import { longDate, plannedTime, timeOfDay } from '../../src-renderer/display/time-format'

const SERVER = Date.UTC(2026, 10, 21, 10, 0, 0)

describe('the server clock on a screen', () => {
  it.each([
    ['a TV an hour behind', SERVER - 3_600_000],
    ['a TV 5 minutes ahead', SERVER + 300_000],
    ['a TV on time', SERVER],
    ['a TV set to 1970', 0],
  ])('%s counts down the same', (_, tvTime) => {
    const offset = clockOffset(SERVER, tvTime)
    // Later, 12.3 s have passed on both clocks.
    const now = serverNow(tvTime + 12_300, offset)
    expect(now).toBe(SERVER + 12_300)
    expect(formatCountdown(msLeft(SERVER + 150_000, now))).toBe('02:18')
  })

  it.each([
    [150_000, '02:30'],
    [149_999, '02:30'],
    [149_000, '02:29'],
    [60_000, '01:00'],
    [59_001, '01:00'],
    [9_000, '00:09'],
    [1, '00:01'],
    [0, '00:00'],
    [-5_000, '00:00'],
    [3_600_000, '1:00:00'],
    [3_723_000, '1:02:03'],
  ])('%i ms left shows %s (whole seconds rounded up, as the server counts remaining_s)', (ms, shown) => {
    expect(formatCountdown(ms)).toBe(shown)
  })

  it('never counts below zero', () => {
    expect(msLeft(100_000, 200_000)).toBe(0)
    expect(msLeft(200_000, 100_000)).toBe(100_000)
  })

  it.each([
    [SERVER, 255],
    [SERVER + 1, 254],
    [SERVER + 249, 6],
    [SERVER + 250, 255],
    [SERVER + 999, 6],
    [-1, 6],
  ])('redraws just after the next quarter second of server time (%i → %i ms)', (now, delay) => {
    expect(untilNextTick(now)).toBe(delay)
  })
})

describe('pageAt', () => {
  it.each([
    // items, per page, seconds, server time → page, pages, start, end
    [0, 8, 8, 0, { page: 0, pages: 1, start: 0, end: 0 }],
    [5, 8, 8, 123_456_789, { page: 0, pages: 1, start: 0, end: 5 }],
    [8, 8, 8, 99_000, { page: 0, pages: 1, start: 0, end: 8 }],
    [9, 8, 8, 0, { page: 0, pages: 2, start: 0, end: 8 }],
    [9, 8, 8, 7_999, { page: 0, pages: 2, start: 0, end: 8 }],
    [9, 8, 8, 8_000, { page: 1, pages: 2, start: 8, end: 9 }],
    [9, 8, 8, 16_000, { page: 0, pages: 2, start: 0, end: 8 }],
    [12, 5, 3, 6_500, { page: 2, pages: 3, start: 10, end: 12 }],
    [12, 5, 3, 9_000, { page: 0, pages: 3, start: 0, end: 5 }],
    [3, 0, 0, 5_000, { page: 2, pages: 3, start: 2, end: 3 }], // at least 1 a page, 1 s a page
  ])('%i items, %i a page, %i s, at %i', (items, perPage, seconds, now, expected) => {
    expect(pageAt(items, perPage, seconds, now)).toEqual(expected)
  })

  it('every screen turns the page at the same moment (server time, not page load)', () => {
    expect(pageAt(30, 10, 8, SERVER)).toEqual(pageAt(30, 10, 8, SERVER + 500))
  })
})

describe('retryDelay', () => {
  it('doubles from half a second and stays at a few seconds', () => {
    expect([0, 1, 2, 3, 4, 10, 1000].map(retryDelay)).toEqual([500, 1000, 2000, 4000, 4000, 4000, 4000])
    expect(retryDelay(-1)).toBe(500)
    expect(retryDelay(Number.NaN)).toBe(500)
    expect(MAX_RETRY_MS).toBeLessThanOrEqual(5000)
  })
})

describe('time formats', () => {
  it('shows 24-hour times in the chosen zone, falling back to the screen’s own', () => {
    expect(timeOfDay(SERVER, 'UTC')).toBe('10:00')
    expect(timeOfDay(SERVER, 'Asia/Tokyo')).toBe('19:00')
    expect(timeOfDay(SERVER + 5 * 60_000, 'UTC')).toBe('10:05')
    expect(timeOfDay(SERVER, 'Not/AZone')).toBe(timeOfDay(SERVER, null))
    expect(longDate(SERVER, 'UTC')).toBe('Saturday 21 November')
    expect(plannedTime(SERVER / 1000, 'UTC')).toBe('10:00')
    expect(plannedTime(null, 'UTC')).toBe('—')
  })
})
