// The server's time as the screen knows it: an offset from the screen's own clock, so a TV set to the wrong time still counts down right.
export { formatCountdown } from '../../src-main/domain/time-format'

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


const TICK_MS = 250
/** Lands just after the boundary rather than just before it. */
const LATE_MS = 5

/** Delay until just after the next quarter second of server time: re-drawn then, a countdown turns with the server's second. */
export function untilNextTick(serverNowMs: number): number {
  return TICK_MS - (((serverNowMs % TICK_MS) + TICK_MS) % TICK_MS) + LATE_MS
}
