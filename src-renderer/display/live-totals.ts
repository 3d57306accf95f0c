// The running totals of a game scored by a score sheet (issue 30, item 2), as a screen holds them: each corner's game points
// from the `live_score` message while the game runs, frozen when the game's record says it ended (provisional until the
// game is scored); on load, GET /games/{id}/live-sheets' `running`. A game of an event without a sheet has none: nothing shows.
import type { GameRecord } from './types'

/** One game's running totals: per corner (0 red … 3 blue), null where nobody has scored yet or the corner is empty. */
export interface LiveTotals {
  game_points: Array<number | null>
  /** false: the game ended and the totals are frozen. */
  running: boolean
}

/** A game's totals as a screen takes them: frozen totals stay (a later read while scorers review changes nothing). */
export function withLiveTotals(held: Readonly<Record<number, LiveTotals>>, gameId: number, told: LiveTotals): Record<number, LiveTotals> {
  if (held[gameId] && !held[gameId].running) return { ...held }
  return { ...held, [gameId]: { game_points: [...told.game_points], running: told.running } }
}

/**
 * A game's record changed: its end freezes its totals (no `live_score` comes after it); sent back to scheduled (a replay),
 * it shows none until it runs again. Unchanged otherwise (the same object: nothing to redraw).
 */
export function liveTotalsOnGame(held: Record<number, LiveTotals>, game: Pick<GameRecord, 'id' | 'status'>): Record<number, LiveTotals> {
  const totals = held[game.id]
  if (!totals) return held
  if (game.status === 'scheduled') {
    const { [game.id]: _gone, ...rest } = held
    return rest
  }
  if (game.status !== 'running' && totals.running) return { ...held, [game.id]: { ...totals, running: false } }
  return held
}

/** What the game view shows: the totals while the game runs or waits for its scores (then `provisional`); null otherwise. */
export function shownLiveTotals(held: Readonly<Record<number, LiveTotals>>, game: Pick<GameRecord, 'id' | 'status'>): { points: Array<number | null>; provisional: boolean } | null {
  const totals = held[game.id]
  if (!totals || (game.status !== 'running' && game.status !== 'finished')) return null
  return { points: totals.game_points, provisional: game.status === 'finished' || !totals.running }
}

/** GET /games/{id}/live-sheets' answer as totals: `running` is the per-corner points, the game's status says whether it runs. */
export function totalsOfLiveSheets(answer: { status: string; running: Array<number | null> }): LiveTotals {
  return { game_points: answer.running, running: answer.status === 'running' }
}
