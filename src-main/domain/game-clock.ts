// The game clock's seconds: what remains of a game at an instant, and when that figure turns next.

/** Whole seconds left of a game ending at `endMs`, rounded up (20 for the whole first second of a 20 s game); 0 once over. */
export function remainingSeconds(endMs: number, nowMs: number): number {
  return Math.max(0, Math.ceil((endMs - nowMs) / 1000))
}

/**
 * The instant `remainingSeconds` next turns (one second of the game has passed since the last turn): counted back
 * from `endMs`, so a tick set for it shows the next figure even when the timer's own clock ran a little apart.
 */
export function nextSecondTurn(endMs: number, nowMs: number): number {
  return endMs - (remainingSeconds(endMs, nowMs) - 1) * 1000
}
