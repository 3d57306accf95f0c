// The score_entries and event_scoring tables: every score entry (who, when, points, the change that committed it) and each event's double entry setting.
import type { Database } from 'sql.js'
import type { ScoreEntry } from '../contract/score-entries.schema'
import { all, one, run } from './sql'

interface ScoreEntryRow {
  id: number
  game_id: number
  entered_by: number | null
  entered_by_name: string
  entered_at: number
  points: string
  score_change_id: number | null
}

function toEntry(row: ScoreEntryRow): ScoreEntry {
  return {
    id: row.id,
    game_id: row.game_id,
    entered_by: row.entered_by,
    entered_by_name: row.entered_by_name,
    entered_at: row.entered_at,
    game_points: JSON.parse(row.points) as Array<number | null>,
    score_change_id: row.score_change_id,
  }
}

export function insertScoreEntry(db: Database, entry: Omit<ScoreEntry, 'id' | 'score_change_id'>): number {
  return run(db, 'INSERT INTO score_entries (game_id, entered_by, entered_by_name, entered_at, points) VALUES (?, ?, ?, ?, ?)', [
    entry.game_id,
    entry.entered_by,
    entry.entered_by_name,
    entry.entered_at,
    JSON.stringify(entry.game_points),
  ]).lastId
}

/** Every entry of the game, oldest first. */
export function scoreEntries(db: Database, gameId: number): ScoreEntry[] {
  return all<ScoreEntryRow>(db, 'SELECT id, game_id, entered_by, entered_by_name, entered_at, points, score_change_id FROM score_entries WHERE game_id = ? ORDER BY id', [gameId]).map(toEntry)
}

/** Links every open entry of the game to the score history change that committed the game; answers how many. */
export function closeOpenEntries(db: Database, gameId: number, scoreChangeId: number): number {
  return run(db, 'UPDATE score_entries SET score_change_id = ? WHERE game_id = ? AND score_change_id IS NULL', [scoreChangeId, gameId]).changes
}

/** Whether double entry is on for the event (off without a row). */
export function doubleEntryOn(db: Database, eventId: number | null): boolean {
  if (eventId === null) return false
  return one<{ double_entry: number }>(db, 'SELECT double_entry FROM event_scoring WHERE event_id = ?', [eventId])?.double_entry === 1
}

export function setDoubleEntry(db: Database, eventId: number, on: boolean): void {
  run(db, 'INSERT INTO event_scoring (event_id, double_entry) VALUES (?, ?) ON CONFLICT(event_id) DO UPDATE SET double_entry = excluded.double_entry', [eventId, on ? 1 : 0])
}
