// How a text is fitted to its box: the largest font size, from its style's own down to a floor, at which it fits; below
// the floor it is not made smaller but may take more lines (see docs/display.md, "Whole names").

/** The smallest size of a name on a venue screen, in stage units (1 unit = 1 % of the 16:9 stage's width). */
export const FLOOR_UNITS = 1.5
/** Each try is this much smaller than the one before (a few tries from any style's size down to the floor). */
const STEP = 0.92

export interface FitResult {
  /** The font size, in px; null: the style's own size fits. */
  px: number | null
  /** True when even the floor does not fit: the text may then take more lines (and break a word longer than a line). */
  atFloor: boolean
}

/** Tries sizes from `maxPx` down (by STEP) to `floorPx`; `fits` lays the text out at a size and says whether it fits. */
export function fitFontSize(maxPx: number, floorPx: number, fits: (px: number | null) => boolean): FitResult {
  if (fits(null)) return { px: null, atFloor: false }
  for (let px = maxPx * STEP; px > floorPx; px *= STEP) {
    if (fits(px)) return { px, atFloor: false }
  }
  if (maxPx > floorPx && fits(floorPx)) return { px: floorPx, atFloor: false }
  return { px: Math.min(maxPx, floorPx), atFloor: true }
}

/** One stage unit in px for a window of this size: the CSS `--u`, min(1vw, 1.7778vh). */
export function stageUnitPx(width: number, height: number): number {
  return Math.min(width / 100, (height * 1.7778) / 100)
}
