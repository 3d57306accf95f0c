// An event's score sheet (issue 30, docs/scoring.md): one row per event that has one, the sheet as JSON text, its
// revision (1 when first saved, raised by one at each change) and when it last changed; and every revision saved.
import type { Database } from 'sql.js'
import type { ScoreSheet } from '../domain/score-sheet'
import { one, run } from './sql'

export interface StoredScoreSheet {
  sheet: ScoreSheet
  revision: number
  updated_at: string
}

export function readScoreSheet(db: Database, eventId: number): StoredScoreSheet | undefined {
  const row = one(db, 'SELECT sheet, revision, updated_at FROM score_sheets WHERE event_id = ?', [eventId])
  if (!row) return undefined
  return { sheet: JSON.parse(String(row.sheet)) as ScoreSheet, revision: Number(row.revision), updated_at: String(row.updated_at) }
}

/**
 * Saves `sheet` as the event's, at the revision after every one it had (also after a removal: games keep naming the
 * revision they were scored with, kept in score_sheet_revisions); answers what is stored now.
 */
export function writeScoreSheet(db: Database, eventId: number, sheet: ScoreSheet, now: string): StoredScoreSheet {
  const revision = Number(one(db, 'SELECT coalesce(max(revision), 0) AS last FROM score_sheet_revisions WHERE event_id = ?', [eventId])?.last ?? 0) + 1
  run(db, 'INSERT INTO score_sheet_revisions (event_id, revision, sheet, saved_at) VALUES (?, ?, ?, ?)', [eventId, revision, JSON.stringify(sheet), now])
  run(db, 'INSERT INTO score_sheets (event_id, sheet, revision, updated_at) VALUES (?, ?, ?, ?) ON CONFLICT (event_id) DO UPDATE SET sheet = excluded.sheet, revision = excluded.revision, updated_at = excluded.updated_at', [
    eventId,
    JSON.stringify(sheet),
    revision,
    now,
  ])
  return { sheet, revision, updated_at: now }
}

/** The sheet of one revision of the event's (a scored game's), current or past. */
export function readScoreSheetRevision(db: Database, eventId: number, revision: number): ScoreSheet | undefined {
  const row = one(db, 'SELECT sheet FROM score_sheet_revisions WHERE event_id = ? AND revision = ?', [eventId, revision])
  return row ? (JSON.parse(String(row.sheet)) as ScoreSheet) : undefined
}

/** Removes the event's sheet (it is scored by one number per corner again); false when it had none. */
export function deleteScoreSheet(db: Database, eventId: number): boolean {
  return run(db, 'DELETE FROM score_sheets WHERE event_id = ?', [eventId]).changes > 0
}
