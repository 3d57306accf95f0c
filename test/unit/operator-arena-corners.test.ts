// What a corner card offers (issue 26, item 16): Stop robot while the game runs, Disable/Enable before the start, the marks.
import { expect, it } from 'vitest'
import { cornerOffer } from '../../src-renderer/operator/pages/arena/corner-offer'

const seated = [1, 2, null, 4]

it.each([
  ['running', 0, 'playing', undefined, 'stop'],
  ['running', 0, 'stopped', 'Stopped', undefined],
  ['running', 0, 'disabled', 'Disabled', undefined],
  ['running', 2, 'playing', undefined, undefined],
  ['scheduled', 0, 'playing', undefined, 'disable'],
  ['scheduled', 0, 'disabled', 'Disabled', 'enable'],
  ['scheduled', 2, 'playing', undefined, undefined],
  ['finished', 0, 'stopped', 'Stopped', undefined],
  ['finished', 0, 'playing', undefined, undefined],
  ['scored', 0, 'disabled', 'Disabled', undefined],
  ['running', 0, undefined, undefined, undefined],
] as const)('%s game, corner %i %s: mark %s, action %s', (status, zone, control, mark, action) => {
  const offer = cornerOffer({ status, corners: seated }, zone, control)
  expect(offer.mark?.text).toBe(mark)
  expect(offer.action).toBe(action)
})
