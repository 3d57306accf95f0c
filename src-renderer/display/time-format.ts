// Times of day and dates as screens show them: the arena's clock format (24-hour by default), the config's time zone or the
// screen's own, the words and marks of the event's language (the pseudo-locale's are English, accented).
import { DEFAULT_LOCALE, intlLocaleOf, PSEUDO_LOCALE, type Locale } from '../../src-main/domain/i18n/locales'
import { pseudoText } from '../../src-main/domain/i18n/pseudo-text'
import { DEFAULT_CLOCK_FORMAT, formatClock, needsSeconds, type ClockFormat } from '../../src-main/domain/time-format'

/**
 * The arena's clock format, set by the screen (DisplayApp) from the arena settings before its view draws; the
 * screen redraws four times a second, so every view follows a change at once.
 */
let clockFormat: ClockFormat = DEFAULT_CLOCK_FORMAT

export function setClockFormat(format: ClockFormat): void {
  clockFormat = format
}

/** The followed event's language, set by the screen (DisplayApp) as the clock format is. */
let locale: Locale = DEFAULT_LOCALE

export function setDisplayLocale(value: Locale): void {
  locale = value
}

/** English dates keep their British order ("Saturday 21 November"), as before languages came. */
const dateLocale = () => (locale === DEFAULT_LOCALE ? 'en-GB' : intlLocaleOf(locale))

const inLocale = (text: string) => (locale === PSEUDO_LOCALE ? pseudoText(text) : text)

function format(ms: number, timeZone: string | null, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat(dateLocale(), { ...options, ...(timeZone ? { timeZone } : {}) }).format(new Date(ms))
  } catch {
    return new Intl.DateTimeFormat(dateLocale(), options).format(new Date(ms))
  }
}

/** 09:30 (or 9:30 AM, 9:30 p. m.); with `seconds`, 09:30:40. */
export function timeOfDay(ms: number, timeZone: string | null, seconds = false): string {
  return inLocale(formatClock(ms, { clockFormat, timeZone, seconds, locale: intlLocaleOf(locale) }))
}

/** Saturday 21 November (sábado, 21 de noviembre) */
export function longDate(ms: number, timeZone: string | null): string {
  return inLocale(format(ms, timeZone, { weekday: 'long', day: 'numeric', month: 'long' }))
}

/**
 * A planned start (seconds since the epoch, or null) as a time of day, or a dash while it is not set; with the
 * game's planned end, the seconds are shown when the game is shorter than a minute.
 */
export function plannedTime(startTimeS: number | null, timeZone: string | null, endTimeS: number | null = null): string {
  return startTimeS === null ? '—' : timeOfDay(startTimeS * 1000, timeZone, needsSeconds(startTimeS, endTimeS))
}
