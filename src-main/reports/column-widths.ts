// A table's column widths from its content (issue 26): a column that never wraps (numbers, kinds, times, statuses) is as
// wide as its widest text; the columns that wrap (names) share the rest, each as wide as its widest text when all fit,
// else the narrow ones whole and the wide ones an equal share; what is left over widens every column alike. Pure.

export interface ColumnNeed {
  /** The width of its widest text on one line (title and cells, with the padding). */
  natural: number
  /** The narrowest it may be (its title, the padding). */
  min: number
  /** Whether its text may wrap onto more lines (names); a column that may not keeps its natural width. */
  wrap: boolean
}

/** `space` shared by wants: those wanting no more than an equal share get what they want, the others the equal share of the rest (never less than their minimum). */
function shareOut(wants: readonly number[], mins: readonly number[], space: number): number[] {
  const out = wants.map(() => 0)
  let open = wants.map((_, index) => index)
  let left = space
  while (open.length > 0) {
    const share = left / open.length
    const settled = open.filter((index) => wants[index] <= share || mins[index] >= share)
    if (settled.length === 0) {
      for (const index of open) out[index] = share
      break
    }
    for (const index of settled) {
      out[index] = wants[index] <= share ? wants[index] : mins[index]
      left -= out[index]
    }
    open = open.filter((index) => !settled.includes(index))
  }
  return out
}

/** The widths of these columns across `total` points: they add up to `total`. */
export function columnWidths(columns: readonly ColumnNeed[], total: number): number[] {
  const fixed = columns.reduce((sum, column) => sum + (column.wrap ? 0 : column.natural), 0)
  const wrapping = columns.flatMap((column, index) => (column.wrap ? [index] : []))
  const widths = columns.map((column) => (column.wrap ? 0 : column.natural))
  const shares = shareOut(
    wrapping.map((index) => Math.max(columns[index].natural, columns[index].min)),
    wrapping.map((index) => columns[index].min),
    total - fixed,
  )
  wrapping.forEach((index, at) => (widths[index] = shares[at]))
  const used = widths.reduce((sum, width) => sum + width, 0)
  // Room left (everything fits) or too little (the columns that never wrap alone are wider than the page): scaled alike.
  return used > 0 ? widths.map((width) => (width * total) / used) : widths
}
