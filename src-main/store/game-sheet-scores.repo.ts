// The game_sheet_scores table: the committed entries of each game scored by items (issue 30), with the revision of the
// event's score sheet they were scored with. A game scored by one number, or replayed, has no row.
import type { Database } from 'sql.js'
import type { CornerEntry, ScoreSheet } from '../domain/score-sheet'
import { readScoreSheetRevision } from './score-sheets.repo'
import { all, one, run } from './sql'

export interface GameSheetScore {
  game_id: number
  event_id: number
  revision: number
  /** Per corner (0 red … 3 blue): the committed entry; null for an empty corner or a no-show. */
  entries: Array<CornerEntry | null>
}

interface Row {
  game_id: number
  event_id: number
  revision: number
  entries: string
}

const toScore = (row: Row): GameSheetScore => ({ game_id: row.game_id, event_id: row.event_id, revision: row.revision, entries: JSON.parse(row.entries) as Array<CornerEntry | null> })

export function writeGameSheetScore(db: Database, score: GameSheetScore): void {
  run(db, 'INSERT INTO game_sheet_scores (game_id, event_id, revision, entries) VALUES (?, ?, ?, ?) ON CONFLICT (game_id) DO UPDATE SET event_id = excluded.event_id, revision = excluded.revision, entries = excluded.entries', [
    score.game_id,
    score.event_id,
    score.revision,
    JSON.stringify(score.entries),
  ])
}

export function readGameSheetScore(db: Database, gameId: number): GameSheetScore | undefined {
  const row = one<Row>(db, 'SELECT game_id, event_id, revision, entries FROM game_sheet_scores WHERE game_id = ?', [gameId])
  return row && toScore(row)
}

/** Every game of the event scored by items, by game id. */
export function gameSheetScoresOfEvent(db: Database, eventId: number): Map<number, GameSheetScore> {
  const rows = all<Row>(db, 'SELECT game_id, event_id, revision, entries FROM game_sheet_scores WHERE event_id = ?', [eventId])
  return new Map(rows.map((row) => [row.game_id, toScore(row)]))
}

export function deleteGameSheetScore(db: Database, gameId: number): void {
  run(db, 'DELETE FROM game_sheet_scores WHERE game_id = ?', [gameId])
}

/**
 * Every game of the event scored by items with the sheet of the revision it was scored with (each revision read once,
 * shared by its games), by game id; a game whose revision is missing is left out.
 */
export function gameSheetScoresWithSheets(db: Database, eventId: number): Map<number, GameSheetScore & { sheet: ScoreSheet }> {
  const revisions = new Map<number, ScoreSheet | undefined>()
  const scored = new Map<number, GameSheetScore & { sheet: ScoreSheet }>()
  for (const score of gameSheetScoresOfEvent(db, eventId).values()) {
    if (!revisions.has(score.revision)) revisions.set(score.revision, readScoreSheetRevision(db, eventId, score.revision))
    const sheet = revisions.get(score.revision)
    if (sheet) scored.set(score.game_id, { ...score, sheet })
  }
  return scored
}
