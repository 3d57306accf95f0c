// How the console writes times: the arena's clock format (24-hour by default) for times of day, m:ss for countdowns.
import { PSEUDO_LOCALE } from '../../../src-main/domain/i18n/locales'
import { pseudoText } from '../../../src-main/domain/i18n/pseudo-text'
import { DEFAULT_CLOCK_FORMAT, formatClock, timeRange, type ClockFormat } from '../../../src-main/domain/time-format'

/** How the console writes times of day in one clock format (the arena's: useClock() gives them in the format in force). */
export interface ClockWords {
  /** "21:00" (or "9:00 PM"), with the seconds when asked; a dash for no time. */
  clockTime(unixSeconds: number | null, seconds?: boolean): string
  /** A game's start and end: "21:00 – 21:02", or with seconds for a game shorter than a minute ("21:00:00 – 21:00:40"). */
  clockRange(start: number | null, end: number | null): string
  /** A date and time: "22 Nov 2026, 21:00", or "22 Nov 2026, 21:00:40" with the seconds when asked. */
  dateTime(unixSeconds: number, seconds?: boolean): string
  /** The same from an ISO 8601 text (a key's creation, a log line, a backup); the text as it came when it is not a time. */
  isoDateTime(iso: string, seconds?: boolean): string
  /** The clock format these words are in. */
  clockFormat: ClockFormat
}

/** "22 Nov 2026, 21:00" in `clockFormat` (the arena's, not the browser's language's), with the seconds when asked. */
export function dateTimeText(ms: number, clockFormat: ClockFormat, seconds = false, options: { locale?: string; timeZone?: string } = {}): string {
  return new Intl.DateTimeFormat(options.locale, { dateStyle: 'medium', timeStyle: seconds ? 'medium' : 'short', hour12: clockFormat === '12h', timeZone: options.timeZone }).format(new Date(ms))
}

/**
 * `locale`: the language of the page (the console's, or an event's on the team page): times of day with its marks
 * ("9:00 p. m."), dates with its words ("22 nov 2026, 21:00"); absent or "en": English as always (dates in the browser's
 * own English); the pseudo-locale: English, accented (no unaccented word is left for the language tests to find).
 */
export function clockWords(clockFormat: ClockFormat = DEFAULT_CLOCK_FORMAT, locale?: string): ClockWords {
  const pseudo = locale === PSEUDO_LOCALE
  const intlLocale = locale === 'en' || pseudo ? undefined : locale
  const say = pseudo ? pseudoText : (text: string) => text
  const dateOf = (ms: number, seconds: boolean) => say(dateTimeText(ms, clockFormat, seconds, { locale: intlLocale }))
  return {
    clockTime: (unixSeconds, seconds = false) => (unixSeconds === null ? '—' : say(formatClock(unixSeconds * 1000, { clockFormat, seconds, locale: intlLocale }))),
    clockRange: (start, end) => say(timeRange(start, end, { clockFormat, locale: intlLocale })),
    dateTime: (unixSeconds, seconds = false) => dateOf(unixSeconds * 1000, seconds),
    isoDateTime: (iso, seconds = false) => {
      const ms = new Date(iso).getTime()
      return iso && !Number.isNaN(ms) ? dateOf(ms, seconds) : iso || '—'
    },
    clockFormat,
  }
}

/** 2:05 for 125 s; never negative. */
export function minutesSeconds(totalSeconds: number): string {
  const seconds = Math.max(0, Math.ceil(totalSeconds))
  return `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`
}

/** A datetime-local input's value for unix seconds, and back. */
export function toLocalInput(unixSeconds: number): string {
  const date = new Date(unixSeconds * 1000)
  const offset = date.getTimezoneOffset() * 60_000
  return new Date(date.getTime() - offset).toISOString().slice(0, 16)
}

export function fromLocalInput(value: string): number {
  return Math.floor(new Date(value).getTime() / 1000)
}
