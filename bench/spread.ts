// Figures of repeated runs: the median with the lowest and highest, and how benchmark tables write numbers.

export interface Spread {
  median: number
  min: number
  max: number
}

export function spread(values: number[]): Spread {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  const median = sorted.length % 2 === 1 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
  return { median, min: sorted[0], max: sorted[sorted.length - 1] }
}

/** undefined unless every run has the figure (e.g. CPU, which needs /proc). */
export function optionalSpread(values: Array<number | undefined>): Spread | undefined {
  const known = values.filter((value): value is number => value !== undefined && Number.isFinite(value))
  return known.length === values.length && known.length > 0 ? spread(known) : undefined
}

/** "median (min–max)", or the median alone when every run gave the same. */
export function spreadText(value: Spread | undefined, format: (n: number) => string): string {
  if (!value) return '–'
  const [median, min, max] = [format(value.median), format(value.min), format(value.max)]
  return min === max ? median : `${median} (${min}–${max})`
}

export function count(value: number): string {
  return Math.round(value).toLocaleString('en-US')
}

/** autocannon's latency histogram has 1 ms resolution: whole numbers stay whole. */
export function latency(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(1)
}

/** A CPU share in % of one core: the median (or the highest), whole. */
export function percentText(value: Spread | undefined, which: 'median' | 'max' = 'median'): string {
  return value ? value[which].toFixed(0) : '–'
}
