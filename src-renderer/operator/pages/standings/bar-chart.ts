// Geometry of the standings chart: one horizontal bar per player, its length proportional to league points.
export interface BarInput {
  name: string
  value: number
}

export interface Bar extends BarInput {
  /** Top of the bar's row. */
  y: number
  /** Bar length in px, from the label column; at least 2 px for a non-zero value so it stays visible. */
  width: number
}

export interface BarLayout {
  width: number
  height: number
  /** Where bars start (after the names). */
  barX: number
  /** The longest possible bar. */
  barSpace: number
  rowHeight: number
  barHeight: number
  bars: Bar[]
}

export interface BarOptions {
  width: number
  labelWidth: number
  /** Room kept right of the longest bar for its value. */
  valueWidth: number
  rowHeight: number
  barHeight: number
}

/** The name sits above its bar, across the chart's whole width (no label column that cuts it on the left). */
export const DEFAULT_BAR_OPTIONS: BarOptions = { width: 460, labelWidth: 0, valueWidth: 40, rowHeight: 50, barHeight: 22 }

/** Bars in the given order, scaled to the largest value (negative values draw as 0). */
export function barLayout(rows: readonly BarInput[], options: BarOptions = DEFAULT_BAR_OPTIONS): BarLayout {
  const barX = options.labelWidth
  const barSpace = Math.max(0, options.width - options.labelWidth - options.valueWidth)
  const max = Math.max(0, ...rows.map((row) => row.value))
  const bars = rows.map((row, index) => {
    const value = Math.max(0, row.value)
    const width = max === 0 || value === 0 ? 0 : Math.max(2, (value / max) * barSpace)
    return { ...row, y: index * options.rowHeight, width }
  })
  return { width: options.width, height: Math.max(options.rowHeight, rows.length * options.rowHeight), barX, barSpace, rowHeight: options.rowHeight, barHeight: options.barHeight, bars }
}

/** A name cut to fit the label column: "Alexandria Oca…". */
export function shortName(name: string, maxChars: number): string {
  return name.length <= maxChars ? name : `${name.slice(0, Math.max(1, maxChars - 1))}…`
}
