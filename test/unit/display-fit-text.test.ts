// The venue screens' text fitting, as a rule: the style's own size when it fits, else the largest smaller size that
// fits, never under the floor; at the floor, marked so that the text may take more lines.
import { describe, expect, it } from 'vitest'
import { FLOOR_UNITS, fitFontSize, stageUnitPx } from '../../src-renderer/display/fit/font-steps'

/** A text that fits at `widest` px and below. */
const fitsAtOrBelow = (widest: number) => (px: number | null) => px !== null && px <= widest

describe('fitFontSize', () => {
  it("keeps the style's own size when the text fits", () => {
    expect(fitFontSize(40, 20, () => true)).toEqual({ px: null, atFloor: false })
  })

  it('takes the largest tried size that fits, above the floor', () => {
    const tried: number[] = []
    const result = fitFontSize(40, 20, (px) => (px !== null && tried.push(px), fitsAtOrBelow(33)(px)))
    expect(result.atFloor).toBe(false)
    expect(result.px).toBeLessThanOrEqual(33)
    expect(result.px).toBeGreaterThan(33 * 0.9)
    expect(tried.every((px, index) => index === 0 || px < tried[index - 1])).toBe(true)
  })

  it('stops at the floor: the floor itself when it fits there, marked when even the floor does not fit', () => {
    expect(fitFontSize(40, 20, fitsAtOrBelow(20))).toEqual({ px: 20, atFloor: false })
    expect(fitFontSize(40, 20, () => false)).toEqual({ px: 20, atFloor: true })
  })

  it('never makes a text larger than its style: one already under the floor stays as it is', () => {
    expect(fitFontSize(15, 20, () => false)).toEqual({ px: 15, atFloor: true })
  })
})

describe('the floor', () => {
  it('is 1.5 % of the 16:9 stage: 19.2 px at 1280×720, 28.8 px at 1920×1080, the height deciding on a wide screen', () => {
    expect(FLOOR_UNITS * stageUnitPx(1280, 720)).toBeCloseTo(19.2, 1)
    expect(FLOOR_UNITS * stageUnitPx(1920, 1080)).toBeCloseTo(28.8, 1)
    expect(stageUnitPx(2560, 1080)).toBeCloseTo(19.2, 1)
  })
})
