// The league points table as the event form edits it: one input per place (1st to 4th), blanks at the end dropped.
export const PLACES = ['1st', '2nd', '3rd', '4th'] as const

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
export function readPointsTable(values: readonly string[]): PointsReading {
  const texts = values.map((value) => value.trim())
  while (texts.length > 0 && texts[texts.length - 1] === '') texts.pop()
  if (texts.length === 0) return { problems: [{ index: 0, message: 'Give at least the points of 1st place' }] }
  const problems: PlaceProblem[] = []
  for (const [index, text] of texts.entries()) {
    if (text === '') problems.push({ index, message: `Fill the places in order: ${PLACES[index]} place is empty` })
    else if (!/^\d+$/.test(text) || Number(text) > 1000) problems.push({ index, message: 'A whole number from 0 to 1000' })
  }
  return problems.length > 0 ? { problems } : { table: texts.map(Number) }
}

/** The inputs' texts for a stored table (places past its end empty). */
export function pointsTableTexts(table: readonly number[]): string[] {
  return PLACES.map((_, index) => (table[index] === undefined ? '' : String(table[index])))
}
