// How long a live client waits before trying to reconnect: doubling from half a second, never more than a few seconds.
export const FIRST_RETRY_MS = 500
export const MAX_RETRY_MS = 4000

/** Delay before reconnect attempt `attempt` (0 for the first after a drop). */
export function retryDelay(attempt: number): number {
  if (!Number.isFinite(attempt) || attempt < 0) return FIRST_RETRY_MS
  return Math.min(MAX_RETRY_MS, FIRST_RETRY_MS * 2 ** Math.min(attempt, 20))
}
