// The server's time as a page knows it: an offset from the page's own clock (from the stream's server_time_ms), so a TV
// or a console set to the wrong time still counts down right; and the instants a page redraws at.

/** How far the server's clock is ahead of this page's: add it to Date.now() to get the server's time. */
export function clockOffset(serverTimeMs: number, localNowMs: number): number {
  return serverTimeMs - localNowMs
}

export function serverNow(localNowMs: number, offsetMs: number): number {
  return localNowMs + offsetMs
}

/** A redraw lands just after the boundary rather than just before it. */
const LATE_MS = 5

/**
 * Delay until just after the next redraw instant of server time: the instants `everyMs` apart that fall on `alignMs` (by
 * default the server's whole quarter seconds). Aligned to a countdown's end_ms, a page redraws just after each turn of its
 * second, so two pages (the console, a venue screen) turn together.
 */
export function untilNextTick(serverNowMs: number, everyMs = 250, alignMs = 0): number {
  const phase = (((serverNowMs - alignMs) % everyMs) + everyMs) % everyMs
  return everyMs - phase + LATE_MS
}
