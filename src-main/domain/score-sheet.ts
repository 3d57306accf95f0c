// The score sheet an organiser defines for an event, and a scorer's entry for one corner: the format, as plain data.
// Declarative only: items, penalties, caps and tie-breakers name each other by id; nothing is an expression or a loop.

/** The format of this sheet; a later format gets a new number. */
export const SCORE_SHEET_VERSION = 1

/** A count of things (cans in the zone): 0..max, `points` each; `max_points` caps the item's points. */
export interface CountItem {
  kind: 'count'
  id: string
  label: string
  max: number
  points: number
  max_points?: number
}

/** Done or not (parked at the end): `points` when yes, 0 when no. */
export interface YesNoItem {
  kind: 'yes_no'
  id: string
  label: string
  points: number
}

export interface ChoiceOption {
  id: string
  label: string
  points: number
}

/** One of a list (the flag: down, half, up), each option with its points; a corner not scored has the first option. */
export interface ChoiceItem {
  kind: 'choice'
  id: string
  label: string
  options: ChoiceOption[]
}

/** A measure (distance in cm), min..max with up to `decimals` digits after the point, `points_per_unit`; `max_points` caps it. */
export interface NumberItem {
  kind: 'number'
  id: string
  label: string
  min: number
  max: number
  decimals: number
  points_per_unit: number
  max_points?: number
}

export type ScoreItem = CountItem | YesNoItem | ChoiceItem | NumberItem
export type ScoreItemKind = ScoreItem['kind']

/** A count of fouls (0..max), each worth `points`: taken from the corner itself, or given to each other corner that played. */
export interface Penalty {
  id: string
  label: string
  points: number
  max: number
  to: 'self' | 'others'
}

/** A computed total: the named items' points summed, at most `max_points`. */
export interface PointsCap {
  id: string
  label: string
  items: string[]
  max_points: number
}

/** Ranks corners tied on points: most or fewest of an item, a penalty (its fouls) or a cap (its points). */
export interface TieBreaker {
  prefer: 'most' | 'fewest'
  of: string
}

export interface ScoreSheet {
  version: typeof SCORE_SHEET_VERSION
  items: ScoreItem[]
  penalties: Penalty[]
  caps: PointsCap[]
  tie_breakers: TieBreaker[]
}

/** A yellow card is a warning (recorded, no points); a red card disqualifies the corner from the game (0 league points). */
export type Card = 'yellow' | 'red'

/** What a scorer entered for one corner: a value per item (left out: its start value), fouls per penalty, a card or null. */
export interface CornerEntry {
  items: Record<string, number | boolean | string>
  penalties: Record<string, number>
  card: Card | null
  /** Why the card was shown (a red card's reason shows on the standings); at most 200 characters. */
  card_reason?: string
}

export type ItemValue = CornerEntry['items'][string]

/**
 * The item's value in `entry`: what the scorer entered, or its start value. Own properties only: an id such as
 * `constructor` (a valid id) must not read Object.prototype's.
 */
export function enteredValue(entry: CornerEntry, item: ScoreItem): ItemValue {
  return Object.hasOwn(entry.items, item.id) ? entry.items[item.id] : startValue(item)
}

/** The fouls of `penalty` in `entry`: 0 when left out. */
export function foulsOf(entry: CornerEntry, penalty: Penalty): number {
  return Object.hasOwn(entry.penalties, penalty.id) ? entry.penalties[penalty.id] : 0
}

/** The value an item has until a scorer changes it: 0, no, the first option, the number's min. */
export function startValue(item: ScoreItem): ItemValue {
  switch (item.kind) {
    case 'count':
      return 0
    case 'yes_no':
      return false
    case 'choice':
      return item.options[0]?.id ?? ''
    case 'number':
      return item.min
  }
}
