// Times of day as the console and the venue screens show them: one clock format (the arena setting), seconds only where games are shorter than a minute.

/** The clock formats the arena setting takes: 24-hour ("21:00") or 12-hour ("9:00 PM"). */
export const CLOCK_FORMATS = ['24h', '12h'] as const
export type ClockFormat = (typeof CLOCK_FORMATS)[number]

export const DEFAULT_CLOCK_FORMAT: ClockFormat = '24h'

export interface TimeStyle {
  clockFormat: ClockFormat
  /** An IANA time zone ("Europe/Berlin"), or null for the machine's own. */
  timeZone?: string | null
  /** Show the seconds ("21:00:40"). */
  seconds?: boolean
  /** A BCP 47 locale whose words and marks the time takes ("9:00 p. m." in es); absent or "en": English, as always. */
  locale?: string
}

function options(style: TimeStyle): Intl.DateTimeFormatOptions {
  const twelve = style.clockFormat === '12h'
  return {
    hour: twelve ? 'numeric' : '2-digit',
    minute: '2-digit',
    ...(style.seconds ? { second: '2-digit' } : {}),
    hourCycle: twelve ? 'h12' : 'h23',
    ...(style.timeZone ? { timeZone: style.timeZone } : {}),
  }
}

// Making an Intl.DateTimeFormat costs far more than using one (a report of 1,600 games formats 6,400 times): one per style.
const formatters = new Map<string, Intl.DateTimeFormat>()

function formatter(style: TimeStyle): Intl.DateTimeFormat {
  const key = `${style.clockFormat}|${style.timeZone ?? ''}|${style.seconds ? 's' : ''}|${style.locale ?? ''}`
  let found = formatters.get(key)
  if (!found) {
    const english = style.locale === undefined || style.locale === 'en'
    const locale = english ? (style.clockFormat === '12h' ? 'en-US' : 'en-GB') : style.locale
    try {
      found = new Intl.DateTimeFormat(locale, options(style))
    } catch {
      found = new Intl.DateTimeFormat(locale, options({ ...style, timeZone: null }))
    }
    formatters.set(key, found)
  }
  return found
}

/** "21:00", "21:00:40", "9:00 PM" or "9:00:40 PM" for an instant in ms since the epoch; an unknown time zone falls back to the machine's. */
export function formatClock(ms: number, style: TimeStyle): string {
  return formatter(style).format(new Date(ms))
}

/** Whether a game from `start` to `end` (Unix seconds) is shorter than a minute, so that its times need their seconds to differ. */
export function needsSeconds(start: number | null, end: number | null): boolean {
  return start !== null && end !== null && end - start < 60
}

/** A time in Unix seconds, or a dash when there is none. */
export function clockOfSeconds(seconds: number | null, style: TimeStyle): string {
  return seconds === null ? '—' : formatClock(seconds * 1000, style)
}

/**
 * A game's times: "21:00 – 21:02", or "21:00:00 – 21:00:40" for a game shorter than a minute (seconds on both ends
 * so they line up), "21:00" without an end, "—" without a start.
 */
export function timeRange(start: number | null, end: number | null, style: TimeStyle): string {
  if (start === null) return '—'
  const shown = { ...style, seconds: style.seconds ?? needsSeconds(start, end) }
  return end === null ? clockOfSeconds(start, shown) : `${clockOfSeconds(start, shown)} – ${clockOfSeconds(end, shown)}`
}

/** The clock format of a stored or answered value: anything but "12h" is the default 24-hour clock. */
export function clockFormatOf(value: unknown): ClockFormat {
  return value === '12h' ? '12h' : DEFAULT_CLOCK_FORMAT
}

/** A countdown, the same on the console and every screen: mm:ss (h:mm:ss from an hour), rounding up as the server's remaining_s does: 0:00 only when the time is out. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const ss = String(seconds).padStart(2, '0')
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`
  return `${String(minutes).padStart(2, '0')}:${ss}`
}
