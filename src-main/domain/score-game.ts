// A whole game's score from its corners' entries: each corner's total with the points the others' fouls gave it, and
// the points league places and knockout finishing orders rank (a red card's corner ranks as a no-show).
import { scoreCorner, type CornerScore } from './score-corner'
import type { CornerEntry, ScoreSheet } from './score-sheet'

export interface CornerResult extends CornerScore {
  /** Points the other corners' fouls gave this corner. */
  points_received: number
  /** own_points + points_received: the Game record's game_points for this corner. */
  game_points: number
}

export interface GameScore {
  /** Per corner (index 0 red … 3 blue); null where no entry was given (an empty corner or a no-show). */
  corners: Array<CornerResult | null>
  /** The Game record's game_points: each scored corner's total, red card or not; null without an entry. */
  game_points: Array<number | null>
  /**
   * What league points (leaguePoints) and a knockout's finishing order rank: game_points, but null for a corner with a
   * red card, so that it gets 0 league points, takes no place and finishes after everyone, as a no-show does.
   */
  ranking_points: Array<number | null>
  /** The corner got a red card in this game. */
  disqualified: boolean[]
}

/**
 * Scores a game from its four entries (null: no entry — an empty corner, or an occupied one that did not show). A foul
 * `to: others` gives its points to each other corner with an entry, a disqualified one included: the foul happened.
 */
export function scoreGame(sheet: ScoreSheet, entries: ReadonlyArray<CornerEntry | null>): GameScore {
  const own = entries.map((entry) => (entry ? scoreCorner(sheet, entry) : null))
  const given = own.reduce((sum, score) => sum + (score?.points_to_each_other ?? 0), 0)
  const corners = own.map((score): CornerResult | null => {
    if (!score) return null
    const received = given - score.points_to_each_other
    return { ...score, points_received: received, game_points: score.own_points + received }
  })
  const disqualified = corners.map((corner) => corner?.card === 'red')
  const gamePoints = corners.map((corner) => corner?.game_points ?? null)
  return {
    corners,
    game_points: gamePoints,
    ranking_points: gamePoints.map((points, corner) => (disqualified[corner] ? null : points)),
    disqualified,
  }
}
