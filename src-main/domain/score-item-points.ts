// The points one item of a score sheet gives for one value a scorer entered, after the item's own cap.
import { wholeProduct } from './decimal-places'
import type { ItemValue, ScoreItem } from './score-sheet'

/**
 * Points of `item` for `value` (a value the entry check accepts): a count times its points, yes → its points, a choice
 * its option's points, a number times its points per unit truncated to whole points; then at most `max_points`.
 */
export function itemPoints(item: ScoreItem, value: ItemValue): number {
  switch (item.kind) {
    case 'count':
      return capped(Number(value) * item.points, item.max_points)
    case 'yes_no':
      return value === true ? item.points : 0
    case 'choice':
      return item.options.find((option) => option.id === value)?.points ?? 0
    case 'number':
      return capped(wholeProduct(Number(value), item.points_per_unit), item.max_points)
  }
}

/** `points`, at most `cap` when there is one. */
export function capped(points: number, cap: number | undefined): number {
  return cap === undefined ? points : Math.min(points, cap)
}
