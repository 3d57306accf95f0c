// The Schedule's Planned and Actual columns: a started game's times are actual, never shown as planned.
import { describe, expect, it } from 'vitest'
import { scheduleTimes } from '../../src-renderer/operator/pages/schedule/schedule-times'

const T = 1_795_420_800

describe('scheduleTimes', () => {
  it.each([
    ['scheduled: planned, no actual', 'scheduled', undefined, { planned: { start: T, end: T + 40 }, actual: null }],
    ['running: actual; planned unknown', 'running', undefined, { planned: null, actual: { start: T, end: T + 40 } }],
    ['scored: actual; planned unknown', 'scored', undefined, { planned: null, actual: { start: T, end: T + 40 } }],
    ['finished with the kept planned times', 'finished', { start: T - 300, end: T - 260 }, { planned: { start: T - 300, end: T - 260 }, actual: { start: T, end: T + 40 } }],
  ] as const)('%s', (_name, status, kept, expected) => {
    expect(scheduleTimes({ status, start_time: T, end_time: T + 40 }, kept)).toEqual(expected)
  })
})
