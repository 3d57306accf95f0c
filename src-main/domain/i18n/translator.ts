// The catalogue's messages formatted outside React (the reports, on their thread): the same catalogues, the same ICU
// syntax and the same pseudo-locale as the venue pages' react-intl (src-renderer/shared/i18n), with FormatJS's
// intl-messageformat. One translator per locale, each message compiled once on first use.
import { IntlMessageFormat } from 'intl-messageformat'
import { CATALOGUES, type MessageId } from './catalogues'
import { intlLocaleOf, PSEUDO_LOCALE, type Locale } from './locales'
import { pseudoMessage } from './pseudo-messages'

export type MessageValues = Record<string, string | number>

export interface Translator {
  locale: Locale
  /** The message `id` with its arguments, in this locale. */
  t(id: MessageId, values?: MessageValues): string
  /** A figure in the locale's digits and decimal mark, without grouping ("1234", "143,5" in es): as String() gives it in English. */
  number(value: number): string
}

function makeTranslator(locale: Locale): Translator {
  const intlLocale = intlLocaleOf(locale)
  const formats = new Map<MessageId, IntlMessageFormat>()
  const numbers = new Intl.NumberFormat(intlLocale, { useGrouping: false, maximumFractionDigits: 20 })
  const compile = (id: MessageId): IntlMessageFormat => {
    const message = CATALOGUES.en[id]
    const source = locale === PSEUDO_LOCALE ? pseudoMessage(message) : locale === 'en' ? message : CATALOGUES[locale][id]
    return new IntlMessageFormat(source, intlLocale)
  }
  return {
    locale,
    t(id, values) {
      let format = formats.get(id)
      if (!format) {
        format = compile(id)
        formats.set(id, format)
      }
      return String(format.format(values))
    },
    number: (value) => numbers.format(value),
  }
}

const translators = new Map<Locale, Translator>()

/** The translator of a locale (made once per process). */
export function translator(locale: Locale): Translator {
  let found = translators.get(locale)
  if (!found) {
    found = makeTranslator(locale)
    translators.set(locale, found)
  }
  return found
}

/** English: the CSV files' words (stable whatever the event's language: docs/decisions.md) and the default of the pure helpers. */
export const ENGLISH: Translator = translator('en')
