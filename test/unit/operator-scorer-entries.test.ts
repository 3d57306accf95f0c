// Double entry as the scorer tablets and the head scorer show it: what became of an entry, and where entries of one game differ.
import { describe, expect, it } from 'vitest'
import { catalogueT } from '../support/catalogue-t'
import { outcomeOf } from '../../src-renderer/operator/api/scoring-queries'
import { committedWords, cornerDifferences, differingColours, listWords, outcomeSentence, scoredOutcome } from '../../src-renderer/operator/pages/scorer/entry-compare'

const t = catalogueT('en')

const FULL = [true, true, true, true]
const THREE = [true, false, true, true]

describe('outcomeOf: the state of the game’s entries after a Submit', () => {
  it.each([
    ['none', 'committed'],
    ['waiting', 'waiting'],
    ['held', 'held'],
  ] as const)('%s → %s', (state, outcome) => {
    expect(outcomeOf({ state })).toBe(outcome)
  })
})

describe('scoredOutcome: an overruled scorer is told (issue 26, item 5)', () => {
  it.each([
    [[25, 45, 15, 5], undefined, 'committed'],
    [[25, 45, 15, 5], [25, 45, 15, 5], 'committed'],
    [[25, 45, null, null], [25, 45, null, null], 'committed'],
    [[25, 45, 15, 5], [25, 40, 15, 5], 'overruled'],
    [[25, null, 15, 5], [25, 0, 15, 5], 'overruled'],
  ] as const)('committed %o, mine %o → %s', (committed, mine, outcome) => {
    expect(scoredOutcome(committed, mine)).toBe(outcome)
  })
  it('words the committed points of the seated corners', () => {
    expect(committedWords(t, [25, null, 15, null], [true, true, true, false])).toBe('Red 25 · Yellow no-show · Green 15')
    expect(outcomeSentence(t, 'overruled', 'Red 25 · Yellow 45')).toBe('Scored by the head scorer with other points than yours: Red 25 · Yellow 45. Your entry was not used.')
  })
  it('in the event’s language (Spanish)', () => {
    const es = catalogueT('es')
    expect(committedWords(es, [25, null, 15, null], [true, true, true, false])).toBe('Rojo 25 · Amarillo no presentado · Verde 15')
    expect(outcomeSentence(es, 'overruled', 'Rojo 25')).toBe('Puntuada por el jefe de puntuación con otros puntos que los tuyos: Rojo 25. Tu entrada no se usó.')
  })
})

describe('outcomeSentence', () => {
  it('says whether the entry committed, waits for a second scorer or is held', () => {
    expect(outcomeSentence(t, 'committed')).toBe('Committed: the scores are in.')
    expect(outcomeSentence(t, 'waiting')).toBe('Entry saved: waiting for a second scorer to enter this game.')
    expect(outcomeSentence(t, 'held')).toBe('Held for the head scorer: the two entries differ.')
  })
})

describe('cornerDifferences', () => {
  it('marks the corners where the entries disagree', () => {
    expect(cornerDifferences([[25, 40, 15, 5], [25, 45, 15, 5]], FULL)).toEqual([false, true, false, false])
    expect(cornerDifferences([[1, 2, 3, 4], [4, 3, 2, 1]], FULL)).toEqual([true, true, true, true])
  })
  it('agreeing entries differ nowhere', () => {
    expect(cornerDifferences([[25, 40, 15, null], [25, 40, 15, null]], FULL)).toEqual([false, false, false, false])
  })
  it('a no-show against points differs; 0 is not a no-show', () => {
    expect(cornerDifferences([[null, 0, 15, 5], [0, null, 15, 5]], FULL)).toEqual([true, true, false, false])
  })
  it('an empty corner never differs', () => {
    expect(cornerDifferences([[1, 7, 3, 4], [1, 9, 3, 4]], THREE)).toEqual([false, false, false, false])
  })
  it('three entries: a corner differs when any one disagrees', () => {
    expect(cornerDifferences([[1, 2, 3, 4], [1, 2, 3, 4], [1, 2, 3, 5]], FULL)).toEqual([false, false, false, true])
  })
  it('a single entry differs nowhere', () => {
    expect(cornerDifferences([[1, 2, 3, 4]], FULL)).toEqual([false, false, false, false])
  })
})

describe('differingColours and listWords: the head scorer’s sentence', () => {
  it.each([
    [[[1, 2, 3, 4], [1, 2, 3, 4]], ''],
    [[[1, 2, 3, 4], [1, 9, 3, 4]], 'yellow'],
    [[[1, 2, 3, 4], [9, 2, 3, 9]], 'red and blue'],
    [[[1, 2, 3, 4], [9, 2, 9, 9]], 'red, green and blue'],
  ])('%j → "%s"', (entries, words) => {
    expect(listWords(differingColours(entries, FULL))).toBe(words)
  })
})
