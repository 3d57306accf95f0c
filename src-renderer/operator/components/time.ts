// How the console writes times: local wall-clock times for planned starts, m:ss for countdowns.
export function clockTime(unixSeconds: number | null): string {
  if (unixSeconds === null) return '—'
  return new Date(unixSeconds * 1000).toLocaleTimeString([], { hour: '2-digit', minute: '2-digit' })
}

export function dateTime(unixSeconds: number): string {
  return new Date(unixSeconds * 1000).toLocaleString([], { dateStyle: 'medium', timeStyle: 'short' })
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
