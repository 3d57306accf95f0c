// Geometry of the standings chart: one horizontal bar per player, its length proportional to league points.
export interface BarInput {
  name: string
  value: number
}

export interface Bar extends BarInput {
  /** The bar's length as a share of the longest (0–1): the leader's is 1; zero and negative values draw none. */
  share: number
}

/** Bars in the given order, scaled to the largest value (negative values draw as 0). */
export function barShares(rows: readonly BarInput[]): Bar[] {
  const max = Math.max(0, ...rows.map((row) => row.value))
  return rows.map((row) => ({ ...row, share: max === 0 || row.value <= 0 ? 0 : row.value / max }))
}

/**
 * The smallest size, in px, a name on the chart is set at before it takes a third line: the console's smallest text
 * (its table headings). The chart is read at a desk or on a phone, not across a hall (docs/decisions.md, 2026-11-27).
 */
export const CHART_NAME_FLOOR_PX = 12
