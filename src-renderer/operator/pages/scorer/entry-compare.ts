// Double entry as the console words it: what happened to a submitted entry, and where two entries of one game differ.
import { CORNER_COLOURS } from '../../../../src-main/domain/game-record'
import type { CornerColour } from '../../components/corners'

/** What the server did with an entry: the scores are in, it waits for a second scorer, or the two entries disagree and the game is held. */
export type EntryOutcome = 'committed' | 'waiting' | 'held'

/** The sentence a scorer reads after Submit. */
export function outcomeSentence(outcome: EntryOutcome): string {
  switch (outcome) {
    case 'committed':
      return 'Committed: the scores are in.'
    case 'waiting':
      return 'Entry saved: waiting for a second scorer to enter this game.'
    case 'held':
      return 'Held for the head scorer: the two entries differ.'
  }
}

type Points = ReadonlyArray<number | null>

/** Per corner (0 red … 3 blue): whether the entries disagree there (not all the same); an empty corner never differs. */
export function cornerDifferences(entries: readonly Points[], seated: readonly boolean[]): boolean[] {
  return CORNER_COLOURS.map((_, index) => (seated[index] ?? false) && new Set(entries.map((points) => points[index] ?? null)).size > 1)
}

/** The colours where the entries disagree, for a sentence ("Entries differ at red and blue"). */
export function differingColours(entries: readonly Points[], seated: readonly boolean[]): CornerColour[] {
  const differs = cornerDifferences(entries, seated)
  return CORNER_COLOURS.filter((_, index) => differs[index])
}

/** "red", "red and blue", "red, green and blue". */
export function listWords(words: readonly string[]): string {
  if (words.length <= 1) return words.join('')
  return `${words.slice(0, -1).join(', ')} and ${words[words.length - 1]}`
}
