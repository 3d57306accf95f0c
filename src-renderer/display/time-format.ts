// Times of day and dates as screens show them: the arena's clock format (24-hour by default), the config's time zone or the screen's own.
import { DEFAULT_CLOCK_FORMAT, formatClock, needsSeconds, type ClockFormat } from '../../src-main/domain/time-format'

/**
 * The arena's clock format, set by the screen (DisplayApp) from the arena settings before its view draws; the
 * screen redraws four times a second, so every view follows a change at once.
 */
let clockFormat: ClockFormat = DEFAULT_CLOCK_FORMAT

export function setClockFormat(format: ClockFormat): void {
  clockFormat = format
}

function format(ms: number, timeZone: string | null, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, ...(timeZone ? { timeZone } : {}) }).format(new Date(ms))
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(new Date(ms))
  }
}

/** 09:30 (or 9:30 AM); with `seconds`, 09:30:40. */
export function timeOfDay(ms: number, timeZone: string | null, seconds = false): string {
  return formatClock(ms, { clockFormat, timeZone, seconds })
}

/** Saturday 21 November */
export function longDate(ms: number, timeZone: string | null): string {
  return format(ms, timeZone, { weekday: 'long', day: 'numeric', month: 'long' })
}

/**
 * A planned start (seconds since the epoch, or null) as a time of day, or a dash while it is not set; with the
 * game's planned end, the seconds are shown when the game is shorter than a minute.
 */
export function plannedTime(startTimeS: number | null, timeZone: string | null, endTimeS: number | null = null): string {
  return startTimeS === null ? '—' : timeOfDay(startTimeS * 1000, timeZone, needsSeconds(startTimeS, endTimeS))
}
