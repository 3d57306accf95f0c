// Which corners a scorer's tablet scores in a game (issue 30, item 2): the corners assigned to the scorer for that game,
// else for the event (a game's row replaces the event's), else the ones the scorer picks. Empty corners are never scored.
import type { CornerColour } from '../../../../src-main/domain/game-record'

export interface ScorerAssignment {
  user_id: number
  /** null: every game of the event. */
  game_id: number | null
  corners: CornerColour[]
}

/** The corners assigned to `userId` for `gameId` (its game row beats its event row), or null when none is. */
export function assignedCorners(assignments: readonly ScorerAssignment[], userId: number, gameId: number): CornerColour[] | null {
  const mine = assignments.filter((row) => row.user_id === userId)
  const rows = mine.filter((row) => row.game_id === gameId)
  const chosen = rows.length > 0 ? rows : mine.filter((row) => row.game_id === null)
  if (chosen.length === 0) return null
  return [...new Set(chosen.flatMap((row) => row.corners))]
}

export interface CornerChoice {
  /** The corners the tablet shows, in the corners' order (red … blue), seated ones only. */
  corners: CornerColour[]
  /** Whether they come from an assignment (the scorer cannot change them) or from the scorer's own pick. */
  by: 'assignment' | 'scorer'
}

/** The corners this tablet scores: the assigned ones that are seated; without an assignment, the seated ones the scorer picked. */
export function cornersToScore(assigned: readonly CornerColour[] | null, picked: readonly CornerColour[], seated: readonly CornerColour[]): CornerChoice {
  const from = assigned ?? picked
  return { corners: seated.filter((colour) => from.includes(colour)), by: assigned ? 'assignment' : 'scorer' }
}
