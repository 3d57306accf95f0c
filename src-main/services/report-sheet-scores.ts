// The results report's part of scoring by items (issue 30): each game of the event scored by items, with the sheet
// revision it was committed with (read once per revision, shared by its games) and its committed entries.
import type { Database } from 'sql.js'
import type { ScoreSheet } from '../domain/score-sheet'
import type { SheetScore } from '../reports/report-data'
import { gameSheetScoresOfEvent } from '../store/game-sheet-scores.repo'
import { readScoreSheetRevision } from '../store/score-sheets.repo'

/** By game id: what each game scored by items committed; a game scored by one number (or replayed) is not there. */
export function sheetScoresOfEvent(db: Database, eventId: number): Map<number, SheetScore> {
  const revisions = new Map<number, ScoreSheet | undefined>()
  const scores = new Map<number, SheetScore>()
  for (const score of gameSheetScoresOfEvent(db, eventId).values()) {
    if (!revisions.has(score.revision)) revisions.set(score.revision, readScoreSheetRevision(db, eventId, score.revision))
    const sheet = revisions.get(score.revision)
    if (sheet) scores.set(score.game_id, { sheet, entries: score.entries })
  }
  return scores
}
