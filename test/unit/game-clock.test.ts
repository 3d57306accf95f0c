// The game clock's seconds on a table: the figure shown at an instant and the instant it turns next.
import { describe, expect, it } from 'vitest'
import { nextSecondTurn, remainingSeconds } from '../../src-main/domain/game-clock'

const END = 1_000_000 + 20_000

describe('remainingSeconds and nextSecondTurn of a 20 s game ending at END', () => {
  it.each([
    // ms after the start, remaining_s, the next turn (ms after the start)
    [0, 20, 1000],
    [1, 20, 1000],
    [999, 20, 1000],
    [1000, 19, 2000],
    [1001, 19, 2000],
    [18_999, 2, 19_000],
    [19_000, 1, 20_000],
    [19_999, 1, 20_000],
    [20_000, 0, 21_000],
  ])('at +%i ms: %i s left, turns at +%i ms', (after, remaining, turn) => {
    const now = END - 20_000 + after
    expect(remainingSeconds(END, now)).toBe(remaining)
    expect(nextSecondTurn(END, now) - (END - 20_000)).toBe(turn)
  })
})
