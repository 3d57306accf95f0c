// One turn of the event loop given away: awaited between the slices of long work (a report's pages, a first standings
// build), so timers and I/O run and no slice holds the loop long.

/** Lets timers and I/O run before the next slice of work. */
export function yieldToEventLoop(): Promise<void> {
  return new Promise((resolve) => setImmediate(resolve))
}
