// The Schedule's two time columns: the planned times (of games still scheduled) and the actual ones (from the start on).
import type { GameRecord } from '../../api/types'

export interface Span {
  start: number | null
  end: number | null
}

export interface ScheduleTimes {
  /** The planned start and end; null when the API no longer answers them (a started game, whose times are its actual ones). */
  planned: Span | null
  /** The actual start and end (the end is the planned end of the clock while the game runs); null before the start. */
  actual: Span | null
}

/**
 * A game's start_time/end_time are planned before its start and actual from its start on (the contract says so);
 * `kept` gives the planned times the server kept at the start, where known.
 */
export function scheduleTimes(game: Pick<GameRecord, 'status' | 'start_time' | 'end_time'>, kept?: Span): ScheduleTimes {
  const own = { start: game.start_time, end: game.end_time }
  if (game.status === 'scheduled') return { planned: own, actual: null }
  return { planned: kept ?? null, actual: own }
}
