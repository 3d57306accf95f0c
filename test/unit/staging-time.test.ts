// When a game's players are to be at staging (issue 28, item 4): the planned start minus the offset, only for a scheduled
// game with a planned start and an offset above 0.
import { expect, it } from 'vitest'
import { stagingTime } from '../../src-main/domain/staging-time'

it.each([
  ['scheduled, planned, 300 s', { status: 'scheduled', start_time: 10_000 }, 300, 9_700],
  ['scheduled, planned, 1 s', { status: 'scheduled', start_time: 10_000 }, 1, 9_999],
  ['no offset', { status: 'scheduled', start_time: 10_000 }, 0, undefined],
  ['no planned start', { status: 'scheduled', start_time: null }, 300, undefined],
  ['running', { status: 'running', start_time: 10_000 }, 300, undefined],
  ['finished', { status: 'finished', start_time: 10_000 }, 300, undefined],
])('%s', (_, game, offset, expected) => {
  expect(stagingTime(game, offset)).toBe(expected)
})
