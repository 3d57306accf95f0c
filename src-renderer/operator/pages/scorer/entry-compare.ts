// Double entry as the console words it: what happened to a submitted entry, and where two entries of one game differ.
import { CORNER_COLOURS } from '../../../../src-main/domain/game-record'
import type { CornerColour } from '../../components/corners'
import type { EntryOutcome } from '../../api/scoring-queries'

export type { EntryOutcome }

type Points = ReadonlyArray<number | null>

/** A scored game as this scorer sees it: committed, or overruled when their own entry differs from what was committed. */
export function scoredOutcome(committed: Points, mine: Points | undefined): 'committed' | 'overruled' {
  return mine === undefined || mine.every((points, corner) => points === (committed[corner] ?? null)) ? 'committed' : 'overruled'
}

/** "Red 25 · Yellow 45 · Blue no-show": the committed points of the seated corners. */
export function committedWords(committed: Points, seated: readonly boolean[]): string {
  return CORNER_COLOURS.flatMap((colour, corner) => (seated[corner] ? [`${colour[0].toUpperCase()}${colour.slice(1)} ${committed[corner] ?? 'no-show'}`] : [])).join(' · ')
}

/** The sentence a scorer reads after Submit; `committed`: the committed points in words (committedWords), for an overruled entry. */
export function outcomeSentence(outcome: EntryOutcome, committed = ''): string {
  switch (outcome) {
    case 'committed':
      return 'Committed: the scores are in.'
    case 'overruled':
      return `Scored by the head scorer with other points than yours: ${committed}. Your entry was not used.`
    case 'waiting':
      return 'Entry saved: waiting for a second scorer to enter this game.'
    case 'held':
      return 'Held for the head scorer: the two entries differ.'
  }
}

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
