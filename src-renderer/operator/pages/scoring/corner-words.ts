// The Scoring page's words for corners inside a sentence, in the console's language: a colour in lower case ("entries
// differ at red and blue") and a list of words ("red, green and blue"), English by default (englishT).
import type { Translate } from '../../../shared/i18n/use-t'
import { englishT } from '../../../shared/i18n/english'
import type { CornerColour } from '../../components/corners'

/** "red", "rojo": a corner's colour as a word in a sentence. */
export function colourWord(colour: CornerColour, t: Translate['t'] = englishT): string {
  return t(`console.scoring.colour.${colour}`)
}

/** "red", "red and blue", "red, green and blue" ("rojo, verde y azul"). */
export function listWords(words: readonly string[], t: Translate['t'] = englishT): string {
  if (words.length <= 1) return words.join('')
  return t('console.scoring.list', { first: words.slice(0, -1).join(', '), last: words[words.length - 1] })
}
