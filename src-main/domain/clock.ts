// Time enters the product through this interface, so that tests move it instead of sleeping.
export interface Clock {
  /** Milliseconds since the Unix epoch. */
  now(): number
  /** Runs `callback` once `delayMs` of this clock's time has passed; answers the function that cancels it. */
  setTimer(delayMs: number, callback: () => void): () => void
}

export const systemClock: Clock = {
  now: () => Date.now(),
  setTimer(delayMs, callback) {
    const timer = setTimeout(callback, Math.max(0, delayMs))
    return () => clearTimeout(timer)
  },
}

/** ISO 8601 UTC to the second, as the API shows `created_at`: 2026-11-21T09:30:00Z. */
export function isoSeconds(ms: number): string {
  return new Date(Math.floor(ms / 1000) * 1000).toISOString().replace('.000Z', 'Z')
}
