// Every countdown of the console and the venue screens: to the clock's exact end (end_ms), written by one function.
import { formatCountdown } from '../../../src-main/domain/time-format'
import type { ClockState } from '../../../src-main/contract/live-events'
import type { GameRecord } from '../../../src-main/contract/games.schema'

/**
 * The instant `game`'s countdown ends, ms since the epoch: its clock's end_ms; without a clock for it (not told yet), the
 * record's end_time (whole seconds, rounded down); undefined when it has none.
 */
export function countdownEndMs(game: Pick<GameRecord, 'id' | 'end_time'>, clock: Pick<ClockState, 'game_id' | 'end_ms'> | null | undefined): number | undefined {
  if (clock?.game_id === game.id) return clock.end_ms
  return game.end_time === null ? undefined : game.end_time * 1000
}

/** Milliseconds left until `endMs` at server time `serverNowMs`; never below 0. */
export function msLeft(endMs: number, serverNowMs: number): number {
  return Math.max(0, endMs - serverNowMs)
}

/** "02:30": what every countdown shows (whole seconds rounded up, so 00:00 only at the end; see formatCountdown). */
export function countdownText(endMs: number, serverNowMs: number): string {
  return formatCountdown(msLeft(endMs, serverNowMs))
}
