// The score_history table: every scoring of a game, who entered it, when, and the game points before and after.
import type { Database } from 'sql.js'
import type { ScoreChange } from '../contract/scores.schema'
import type { CornerEntry } from '../domain/score-sheet'
import { all, run } from './sql'

interface ScoreChangeRow {
  id: number
  changed_by: number | null
  changed_by_name: string
  changed_at: number
  points_before: string | null
  points_after: string
  kind: string
  reason: string | null
  revision: number | null
  entries: string | null
}

function toChange(row: ScoreChangeRow): ScoreChange {
  return {
    id: row.id,
    changed_by: row.changed_by,
    changed_by_name: row.changed_by_name,
    changed_at: row.changed_at,
    game_points_before: row.points_before === null ? null : (JSON.parse(row.points_before) as Array<number | null>),
    game_points_after: JSON.parse(row.points_after) as Array<number | null>,
    // Present only where they say something: a replay, a scoring by items (a scoring by one number reads as before).
    ...(row.kind === 'replay' ? { kind: 'replay' as const, reason: row.reason ?? '' } : {}),
    ...(row.revision !== null && row.entries !== null ? { revision: row.revision, entries: JSON.parse(row.entries) as Array<CornerEntry | null> } : {}),
  }
}

export function insertScoreChange(db: Database, gameId: number, change: Omit<ScoreChange, 'id'>): number {
  return run(db, 'INSERT INTO score_history (game_id, changed_by, changed_by_name, changed_at, points_before, points_after, kind, reason, revision, entries) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    gameId,
    change.changed_by,
    change.changed_by_name,
    change.changed_at,
    change.game_points_before === null ? null : JSON.stringify(change.game_points_before),
    JSON.stringify(change.game_points_after),
    change.kind ?? 'score',
    change.reason ?? null,
    change.revision ?? null,
    change.entries === undefined ? null : JSON.stringify(change.entries),
  ]).lastId
}

/** Every scoring of the game, oldest first. */
export function scoreHistory(db: Database, gameId: number): ScoreChange[] {
  return all<ScoreChangeRow>(
    db,
    'SELECT id, changed_by, changed_by_name, changed_at, points_before, points_after, kind, reason, revision, entries FROM score_history WHERE game_id = ? ORDER BY id',
    [gameId],
  ).map(toChange)
}

/** Ids of the event's games whose score was changed after its first scoring (more than one change in their history). */
export function correctedGameIds(db: Database, eventId: number): Set<number> {
  const rows = all<{ game_id: number }>(
    db,
    'SELECT h.game_id AS game_id FROM score_history h JOIN games g ON g.id = h.game_id WHERE g.event_id = ? GROUP BY h.game_id HAVING COUNT(*) > 1',
    [eventId],
  )
  return new Set(rows.map((row) => row.game_id))
}
