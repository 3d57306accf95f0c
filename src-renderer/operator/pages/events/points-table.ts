// The league points table as the event form edits it: one input per place (1st to 4th), blanks at the end dropped; its
// problems in the language of `t` (English by default).
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'

/** The places, by number (1st to 4th). */
export const PLACES = [1, 2, 3, 4] as const

export const DEFAULT_POINTS_TABLE = [8, 6, 4, 2]

export interface PlaceProblem {
  index: number
  message: string
}

export type PointsReading = { table: number[] } | { problems: PlaceProblem[] }

/**
 * The table from the inputs' texts: whole numbers 0–1000, filled from 1st place on without gaps, at least one. Every
 * place that breaks a rule is named, each once (issue 26, item 14: only the first was).
 */
export function readPointsTable(values: readonly string[], t: Translate['t'] = englishT): PointsReading {
  const texts = values.map((value) => value.trim())
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop()
  if (texts.length === 0) return { problems: [{ index: 0, message: t('console.events.form.firstPlaceNeeded') }] }
  const problems: PlaceProblem[] = []
  for (const [index, text] of texts.entries()) {
    if (text === '') problems.push({ index, message: t('console.events.form.placeEmpty', { place: PLACES[index] }) })
    else if (!/^\d+$/.test(text) || Number(text) > 1000) problems.push({ index, message: t('console.events.form.pointsRange') })
  }
  return problems.length > 0 ? { problems } : { table: texts.map(Number) }
}

/** The inputs' texts for a stored table (places past its end empty). */
export function pointsTableTexts(table: readonly number[]): string[] {
  return PLACES.map((_, index) => (table[index] === undefined ? '' : String(table[index])))
}
