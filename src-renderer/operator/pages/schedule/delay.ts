// A delay in minutes as the delay endpoint takes it, and in words.
/** "10 minutes later", "1 minute earlier". */
export function delayWords(minutes: number): string {
  const size = Math.abs(minutes)
  return `${size} minute${size === 1 ? '' : 's'} ${minutes < 0 ? 'earlier' : 'later'}`
}

/** The body of POST /events/{id}/delay. */
export function delayBody(minutes: number): { seconds: number } {
  return { seconds: Math.round(minutes * 60) }
}
