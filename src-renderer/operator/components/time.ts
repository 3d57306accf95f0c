// How the console writes times: the arena's clock format (24-hour by default) for times of day, m:ss for countdowns.
import { DEFAULT_CLOCK_FORMAT, formatClock, timeRange, type ClockFormat } from '../../../src-main/domain/time-format'

/**
 * The clock format in force: set by the ClockFormatProvider from the arena settings as the frame renders, so that
 * every page's times follow it; pages that must redraw at once when it changes read it with useClockFormat().
 */
let clockFormat: ClockFormat = DEFAULT_CLOCK_FORMAT

export function setClockFormat(format: ClockFormat): void {
  clockFormat = format
}

export function currentClockFormat(): ClockFormat {
  return clockFormat
}

/** "21:00" (or "9:00 PM"), with the seconds when asked; a dash for no time. */
export function clockTime(unixSeconds: number | null, seconds = false): string {
  if (unixSeconds === null) return '—'
  return formatClock(unixSeconds * 1000, { clockFormat, seconds })
}

/** A game's start and end: "21:00 – 21:02", or with seconds for a game shorter than a minute ("21:00:00 – 21:00:40"). */
export function clockRange(start: number | null, end: number | null): string {
  return timeRange(start, end, { clockFormat })
}

export function dateTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short', hour12: clockFormat === '12h' })
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
