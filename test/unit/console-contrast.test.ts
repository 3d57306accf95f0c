// The console's colour pairs meet WCAG 2.1 (1.4.11 non-text 3:1, 1.4.3 text 4.5:1), read from its real style sheet;
// the contrast formula itself is checked on known figures.
import { describe, expect, it } from 'vitest'
import { colourNow, CONSOLE_PAIRS, contrastRatio } from '../../scripts/contrast'

describe('contrastRatio (WCAG 2.1 relative luminance)', () => {
  it.each([
    ['#000000', '#ffffff', 21],
    ['#ffffff', '#000000', 21],
    ['#777777', '#777777', 1],
    ['#f2c200', '#ffffff', 1.68],
    ['#d9dde3', '#ffffff', 1.36],
    ['#9a6700', '#fff3cd', 4.39],
    ['#767676', '#ffffff', 4.54],
  ])('%s against %s is %s:1', (a, b, expected) => {
    expect(contrastRatio(a, b)).toBeCloseTo(expected, 2)
  })

  it('refuses what is not #rrggbb', () => {
    expect(() => contrastRatio('yellow', '#ffffff')).toThrow(/not a #rrggbb/)
  })
})

describe('the console style sheet', () => {
  it.each(CONSOLE_PAIRS.map((pair) => [pair.what, pair] as const))('%s meets its minimum', (_what, pair) => {
    const ratio = contrastRatio(colourNow(pair.now[0]), colourNow(pair.now[1]))
    expect(ratio).toBeGreaterThanOrEqual(pair.needed)
  })
})
