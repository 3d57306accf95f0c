// The PDFs' words with every name kept apart from the sentence around it (issue 31, item 3): a text argument with
// right-to-left letters is put in a Unicode first-strong isolate, so that "צוות רובוטים — 12 gp, 3 lp" prints the name,
// then its points, rather than the bidi algorithm carrying the points into the name's direction. English and every
// name in letters written left to right are unchanged. The CSVs' words stay the plain translator's.
import type { Translator } from '../domain/i18n/translator'
import { isolated } from './text-runs'

export function isolatingWords(words: Translator): Translator {
  return {
    ...words,
    t: (id, values) => words.t(id, values && Object.fromEntries<string | number>(Object.entries(values).map(([key, value]) => [key, typeof value === 'string' ? isolated(value) : value]))),
  }
}
