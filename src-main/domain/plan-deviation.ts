// How far an event runs ahead of or behind its plan: when the next game can start against its planned start.
import type { GameStatus } from './game-record'

/** What the figure reads of a game: its place in the running order, its state and its times (Unix seconds). */
export interface TimedGame {
  id: number
  play_order: number
  status: GameStatus
  start_time: number | null
  end_time: number | null
}

export interface PlanDeviation {
  /** The game the figure is about: the next scheduled one with a planned start. */
  next_game_id: number
  /** When that game can start (Unix seconds): now, or after the running or last game and the changeover. */
  expected_start: number
  /** Expected minus planned start, seconds: positive behind plan, negative ahead. */
  seconds: number
  /** The same in whole minutes (rounded): 0 is on plan. */
  minutes: number
}

/**
 * The event's deviation from its plan at `now` (Unix seconds), from its games and the changeover between games:
 * - a game runs: the next game can start at its end plus the changeover;
 * - none runs: the next game can start now, or once the last game's changeover is over;
 * - before the first game of the event is played, waiting for the planned start is not "ahead".
 * The answer compares that with the next scheduled game's planned start, so that applying the figure as a delay
 * (which moves every scheduled game) brings it back to 0. Null when no scheduled game has a planned start.
 */
export function planDeviation(games: readonly TimedGame[], now: number, changeoverS: number): PlanDeviation | null {
  const ordered = [...games].sort((a, b) => a.play_order - b.play_order || a.id - b.id)
  const next = ordered.find((game) => game.status === 'scheduled' && game.start_time !== null)
  if (!next || next.start_time === null) return null
  const running = ordered.find((game) => game.status === 'running')
  const endings = ordered.filter((game) => game.status !== 'scheduled' && game.end_time !== null).map((game) => game.end_time as number)
  let expected: number
  if (running) {
    expected = Math.max(now, (running.end_time ?? now) + changeoverS)
  } else if (endings.length === 0) {
    expected = Math.max(now, next.start_time)
  } else {
    expected = Math.max(now, Math.max(...endings) + changeoverS)
  }
  const seconds = expected - next.start_time
  return { next_game_id: next.id, expected_start: expected, seconds, minutes: Math.round(seconds / 60) }
}

/** "On plan", "Behind plan by 5 min", "Ahead of plan by 1 min". */
export function deviationWords(deviation: PlanDeviation): string {
  if (deviation.minutes === 0) return 'On plan'
  const size = Math.abs(deviation.minutes)
  return deviation.minutes > 0 ? `Behind plan by ${size} min` : `Ahead of plan by ${size} min`
}

/** The body of the delay endpoint that applies the figure: whole minutes, as seconds (positive later, negative earlier). */
export function deviationDelay(deviation: PlanDeviation): { seconds: number } {
  return { seconds: deviation.minutes * 60 }
}

/**
 * When a scheduled game is now expected (issue 26, item 17): its planned times moved by the event's delay in whole
 * minutes, as "Apply the current delay" would move them. Null when nothing is projected: the game is not scheduled or
 * has no planned start, or the event is on plan or ahead (teams keep the planned time then: the operator may wait for it).
 */
export function projectedTimes(game: Pick<TimedGame, 'status' | 'start_time' | 'end_time'>, deviation: Pick<PlanDeviation, 'minutes'> | null): { start: number; end: number | null } | null {
  if (game.status !== 'scheduled' || game.start_time === null || deviation === null || deviation.minutes <= 0) return null
  const shift = deviation.minutes * 60
  return { start: game.start_time + shift, end: game.end_time === null ? null : game.end_time + shift }
}
