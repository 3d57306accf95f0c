// Times of day and dates as screens show them (24-hour, the config's time zone or the screen's own).

function format(ms: number, timeZone: string | null, options: Intl.DateTimeFormatOptions): string {
  try {
    return new Intl.DateTimeFormat('en-GB', { ...options, ...(timeZone ? { timeZone } : {}) }).format(new Date(ms))
  } catch {
    return new Intl.DateTimeFormat('en-GB', options).format(new Date(ms))
  }
}

/** 09:30 */
export function timeOfDay(ms: number, timeZone: string | null): string {
  return format(ms, timeZone, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
}

/** Saturday 21 November */
export function longDate(ms: number, timeZone: string | null): string {
  return format(ms, timeZone, { weekday: 'long', day: 'numeric', month: 'long' })
}

/** A planned start (seconds since the epoch, or null) as a time of day, or a dash while it is not set. */
export function plannedTime(startTimeS: number | null, timeZone: string | null): string {
  return startTimeS === null ? '—' : timeOfDay(startTimeS * 1000, timeZone)
}
