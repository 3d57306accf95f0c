// The server's time as the screen knows it: an offset from the screen's own clock, so a TV set to the wrong time still counts down right.

/** How far the server's clock is ahead of this screen's: add it to Date.now() to get the server's time. */
export function clockOffset(serverTimeMs: number, localNowMs: number): number {
  return serverTimeMs - localNowMs
}

export function serverNow(localNowMs: number, offsetMs: number): number {
  return localNowMs + offsetMs
}

/** Milliseconds left until `endTimeS` (seconds since the epoch) at server time `serverNowMs`; never below 0. */
export function remainingMs(endTimeS: number, serverNowMs: number): number {
  return Math.max(0, endTimeS * 1000 - serverNowMs)
}

/** mm:ss (h:mm:ss from an hour), rounding up as the server's remaining_s does: 0:00 only when the time is out. */
export function formatCountdown(ms: number): string {
  const total = Math.max(0, Math.ceil(ms / 1000))
  const hours = Math.floor(total / 3600)
  const minutes = Math.floor((total % 3600) / 60)
  const seconds = total % 60
  const ss = String(seconds).padStart(2, '0')
  if (hours > 0) return `${hours}:${String(minutes).padStart(2, '0')}:${ss}`
  return `${String(minutes).padStart(2, '0')}:${ss}`
}

const TICK_MS = 250
/** Lands just after the boundary rather than just before it. */
const LATE_MS = 5

/** Delay until just after the next quarter second of server time: re-drawn then, a countdown turns with the server's second. */
export function untilNextTick(serverNowMs: number): number {
  return TICK_MS - (((serverNowMs % TICK_MS) + TICK_MS) % TICK_MS) + LATE_MS
}
