// Which language the console's own pages speak (issue 31, item 3; decisions.md "The console's language"): this browser's
// choice (the header's Language menu) when it made one, else the language of the event the console works on — the venue's
// language — else, before login or without an event, the event language this browser last saw, else English.
import { DEFAULT_LOCALE, isLocale, localeOf, type Locale } from '../../../src-main/domain/i18n/locales'

/** The languages the header's menu offers (the pseudo-locale is the tests', set on the event). */
export const CHOOSABLE_LOCALES = ['en', 'es'] as const satisfies readonly Locale[]

/** The browser's own choice; absent: the console follows the event. */
export const CHOICE_KEY = 'arena-console.language'
/** The chosen event's language, last seen in this browser: the login page speaks it. */
export const EVENT_LOCALE_KEY = 'arena-console.event-language'

export function consoleLocale(choice: unknown, eventLocale: unknown): Locale {
  if (isLocale(choice)) return choice
  return isLocale(eventLocale) ? localeOf(eventLocale) : DEFAULT_LOCALE
}
