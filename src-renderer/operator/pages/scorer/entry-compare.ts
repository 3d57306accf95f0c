// Double entry as the console words it: what happened to a submitted entry, and where two entries of one game differ.
import { CORNER_COLOURS } from '../../../../src-main/domain/game-record'
import type { Translate } from '../../../shared/i18n/use-t'
import type { CornerColour } from '../../components/corners'
import type { EntryOutcome } from '../../api/scoring-queries'

export type { EntryOutcome }

type Points = ReadonlyArray<number | null>

/** A scored game as this scorer sees it: committed, or overruled when their own entry differs from what was committed. */
export function scoredOutcome(committed: Points, mine: Points | undefined): 'committed' | 'overruled' {
  return mine === undefined || mine.every((points, corner) => points === (committed[corner] ?? null)) ? 'committed' : 'overruled'
}

/** A corner's name on the tablet, in the page's language ("Red", "Rojo"). */
export function cornerWord(t: Translate['t'], colour: CornerColour): string {
  return t(`tablet.corner.${colour}`)
}

/** "Red 25 · Yellow 45 · Blue no-show": the committed points of the seated corners, in the page's language. */
export function committedWords(t: Translate['t'], committed: Points, seated: readonly boolean[]): string {
  return CORNER_COLOURS.flatMap((colour, corner) => (seated[corner] ? [`${cornerWord(t, colour)} ${committed[corner] ?? t('tablet.points.noShow')}`] : [])).join(' · ')
}

/** The sentence a scorer reads after Submit; `committed`: the committed points in words (committedWords), for an overruled entry. */
export function outcomeSentence(t: Translate['t'], outcome: EntryOutcome, committed = ''): string {
  return t(`tablet.entry.${outcome}`, { committed })
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
