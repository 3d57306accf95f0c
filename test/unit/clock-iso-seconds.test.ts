import { describe, expect, it } from 'vitest'
import { isoSeconds } from '../../src-main/domain/clock'

describe('isoSeconds', () => {
  // In this order on purpose: the same second twice, then another, then back, so that a kept last second must follow.
  it.each([
    [Date.UTC(2026, 10, 21, 9, 30, 0, 0), '2026-11-21T09:30:00Z'],
    [Date.UTC(2026, 10, 21, 9, 30, 0, 999), '2026-11-21T09:30:00Z'],
    [Date.UTC(2026, 10, 21, 9, 30, 1, 0), '2026-11-21T09:30:01Z'],
    [Date.UTC(2026, 10, 21, 9, 30, 0, 500), '2026-11-21T09:30:00Z'],
    [Date.UTC(2027, 0, 1, 0, 0, 0, 1), '2027-01-01T00:00:00Z'],
    [0, '1970-01-01T00:00:00Z'],
    [-1, '1969-12-31T23:59:59Z'],
  ])('%d → %s', (ms, text) => {
    expect(isoSeconds(ms)).toBe(text)
  })
})
