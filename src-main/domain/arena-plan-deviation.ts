// How far each arena runs ahead of or behind its plan (issue 28): arenas play in parallel, so each arena's games are measured
// against their own planned times — one arena's running or last game never holds up another's next — and the delay common
// to every arena, which a delay for all can apply without pushing any arena past its own figure.
import { planDeviation, type PlanDeviation, type TimedGame } from './plan-deviation'

export interface ArenaPlanDeviation {
  arena_id: number
  /** The arena's figure from its own games; null when it has no scheduled game with a planned start (idle, or done). */
  deviation: PlanDeviation | null
}

/** The games of `games` that `arenaOf` puts in arena `arenaId`, in their order. */
export function gamesOfArena<G extends { id: number }>(games: readonly G[], arenaOf: ReadonlyMap<number, number>, arenaId: number): G[] {
  return games.filter((game) => arenaOf.get(game.id) === arenaId)
}

/**
 * Each arena of `arenaIds`, in that order, with its figure at `now` (Unix seconds). `arenaOf` says each game's arena; a game
 * it does not name, or of an arena not listed, counts for none.
 */
export function arenaPlanDeviations(
  games: readonly TimedGame[],
  arenaOf: ReadonlyMap<number, number>,
  arenaIds: readonly number[],
  now: number,
  changeoverS: number,
): ArenaPlanDeviation[] {
  return arenaIds.map((arenaId) => ({
    arena_id: arenaId,
    deviation: planDeviation(gamesOfArena(games, arenaOf, arenaId), now, changeoverS),
  }))
}

/** The delay every arena shares, in whole minutes, and whether the arenas' own figures differ from it. */
export interface CommonDeviation {
  /** Positive: every arena is at least this far behind; negative: every arena at least this far ahead; 0: none shared. */
  minutes: number
  /** Some arena's own figure is not `minutes`: its panel has the rest. */
  differ: boolean
}

/**
 * What a delay for every arena can apply: when every arena with a figure is behind, the least of them; when every one is
 * ahead, the nearest to plan; else (on plan, or some behind and some ahead) nothing. Null when no arena has a figure.
 */
export function commonDeviation(figures: readonly ArenaPlanDeviation[]): CommonDeviation | null {
  const minutes = figures.flatMap(({ deviation }) => (deviation ? [deviation.minutes] : []))
  if (minutes.length === 0) return null
  const common = minutes.every((each) => each > 0) ? Math.min(...minutes) : minutes.every((each) => each < 0) ? Math.max(...minutes) : 0
  return { minutes: common, differ: minutes.some((each) => each !== common) }
}

/** "Every arena on plan", "Every arena behind plan by at least 3 min", "The arenas differ from plan: each has its own figure". */
export function commonDeviationWords(common: CommonDeviation): string {
  const size = Math.abs(common.minutes)
  const least = common.differ ? 'at least ' : ''
  if (common.minutes > 0) return `Every arena behind plan by ${least}${size} min`
  if (common.minutes < 0) return `Every arena ahead of plan by ${least}${size} min`
  return common.differ ? 'The arenas differ from plan: each has its own figure' : 'Every arena on plan'
}
