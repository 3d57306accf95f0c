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

/** The last second formatted: writes come thousands a second, and most of them in the same second as the one before. */
let lastSecond: { second: number; text: string } | undefined

/** ISO 8601 UTC to the second, as the API shows `created_at`: 2026-11-21T09:30:00Z. */
export function isoSeconds(ms: number): string {
  const second = Math.floor(ms / 1000)
  if (lastSecond?.second !== second) lastSecond = { second, text: new Date(second * 1000).toISOString().replace('.000Z', 'Z') }
  return lastSecond.text
}
