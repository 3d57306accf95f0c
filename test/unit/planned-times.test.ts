// Planned times: slots of game plus changeover from the start, shifted by every break before a game.
import { describe, expect, it } from 'vitest'
import { plannedSlots } from '../../src-main/domain/planned-times'

const T = 1_795_420_800 // 2026-11-21T08:00:00Z

describe('plannedSlots', () => {
  it.each([
    ['no games', 0, [], 1, []],
    ['one game', 1, [], 1, [[T, T + 150]]],
    ['three games back to back', 3, [], 1, [[T, T + 150], [T + 270, T + 420], [T + 540, T + 690]]],
    ['a 30-minute break after game 2', 3, [{ after_play_order: 2, minutes: 30 }], 1, [[T, T + 150], [T + 270, T + 420], [T + 540 + 1800, T + 690 + 1800]]],
    ['two breaks add up', 3, [{ after_play_order: 1, minutes: 10 }, { after_play_order: 2, minutes: 5 }], 1, [[T, T + 150], [T + 270 + 600, T + 420 + 600], [T + 540 + 900, T + 690 + 900]]],
    ['a break after the last game changes nothing', 2, [{ after_play_order: 2, minutes: 60 }], 1, [[T, T + 150], [T + 270, T + 420]]],
    ['numbering from a later place: breaks before it do not count', 2, [{ after_play_order: 3, minutes: 60 }, { after_play_order: 5, minutes: 10 }], 5, [[T, T + 150], [T + 270 + 600, T + 420 + 600]]],
  ])('%s', (_name, count, breaks, first, expected) => {
    expect(plannedSlots(count, T, 270, 150, breaks as never, first).map((slot) => [slot.start_time, slot.end_time])).toEqual(expected)
  })
})
