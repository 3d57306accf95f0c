// The languages an event's venue pages speak (issue 31, item 3): English by default, Spanish, and en-XA, a pseudo-locale
// (every letter accented, every message lengthened and bracketed) that tests use to find text left out of the catalogue.

export const LOCALES = ['en', 'es', 'en-XA'] as const
export type Locale = (typeof LOCALES)[number]

export const DEFAULT_LOCALE: Locale = 'en'

/** The pseudo-locale: its messages are made from the English ones; its dates and numbers are English, accented. */
export const PSEUDO_LOCALE = 'en-XA' satisfies Locale

/** Each language in its own words, as a choice lists it (the pseudo-locale says what it is for). */
export const LOCALE_NAMES: Record<Locale, string> = { en: 'English', es: 'Español', 'en-XA': 'Pseudo-locale (tests)' }

export function isLocale(value: unknown): value is Locale {
  return typeof value === 'string' && (LOCALES as readonly string[]).includes(value)
}

/** A stored or answered value as a locale: anything unknown is the default. */
export function localeOf(value: unknown): Locale {
  return isLocale(value) ? value : DEFAULT_LOCALE
}

/** The locale `Intl` formats dates and numbers in (the pseudo-locale's are English, then accented). */
export function intlLocaleOf(locale: Locale): string {
  return locale === PSEUDO_LOCALE ? 'en' : locale
}
