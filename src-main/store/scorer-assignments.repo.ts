// The scorer_assignments table: which corners a scorer scores, for every game of an event (game_id null) or for one game.
import type { Database } from 'sql.js'
import { all, run } from './sql'

export interface ScorerAssignment {
  user_id: number
  game_id: number | null
  /** Corner indexes, 0 red … 3 blue, ascending. */
  corners: number[]
}

const toBits = (corners: readonly number[]) => corners.reduce((bits, corner) => bits | (1 << corner), 0)
const fromBits = (bits: number) => [0, 1, 2, 3].filter((corner) => (bits & (1 << corner)) !== 0)

export function scorerAssignments(db: Database, eventId: number): ScorerAssignment[] {
  return all<{ user_id: number; game_id: number | null; corners: number }>(
    db,
    'SELECT user_id, game_id, corners FROM scorer_assignments WHERE event_id = ? ORDER BY game_id IS NOT NULL, game_id, user_id',
    [eventId],
  ).map((row) => ({ user_id: row.user_id, game_id: row.game_id, corners: fromBits(row.corners) }))
}

/** Replaces the event's assignments as a whole. */
export function replaceScorerAssignments(db: Database, eventId: number, assignments: readonly ScorerAssignment[]): void {
  run(db, 'DELETE FROM scorer_assignments WHERE event_id = ?', [eventId])
  for (const assignment of assignments) {
    run(db, 'INSERT INTO scorer_assignments (event_id, game_id, user_id, corners) VALUES (?, ?, ?, ?)', [eventId, assignment.game_id, assignment.user_id, toBits(assignment.corners)])
  }
}
