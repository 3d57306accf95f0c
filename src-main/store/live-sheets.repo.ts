// The live_sheets table: each scorer's entry for a corner of a game, kept at every tap (issue 30), with the tablet's
// version (a late or repeated send never undoes a newer one), whether it was submitted, and whether it went into the
// game's committed score unchanged.
import type { Database } from 'sql.js'
import type { CornerEntry } from '../domain/score-sheet'
import { all, one, run } from './sql'

export interface StoredLiveSheet {
  game_id: number
  corner: number
  scorer_id: number
  scorer_name: string
  entry: CornerEntry
  version: number
  submitted: boolean
  committed: boolean
  updated_at: number
}

interface Row {
  game_id: number
  corner: number
  scorer_id: number
  scorer_name: string
  entry: string
  version: number
  submitted: number
  committed: number
  updated_at: number
}

const COLUMNS = 'game_id, corner, scorer_id, scorer_name, entry, version, submitted, committed, updated_at'

const toSheet = (row: Row): StoredLiveSheet => ({
  ...row,
  entry: JSON.parse(row.entry) as CornerEntry,
  submitted: row.submitted === 1,
  committed: row.committed === 1,
})

/** Every sheet of the game, by corner then scorer. */
export function liveSheetsOfGame(db: Database, gameId: number): StoredLiveSheet[] {
  return all<Row>(db, `SELECT ${COLUMNS} FROM live_sheets WHERE game_id = ? ORDER BY corner, scorer_id`, [gameId]).map(toSheet)
}

export function findLiveSheet(db: Database, gameId: number, corner: number, scorerId: number): StoredLiveSheet | undefined {
  const row = one<Row>(db, `SELECT ${COLUMNS} FROM live_sheets WHERE game_id = ? AND corner = ? AND scorer_id = ?`, [gameId, corner, scorerId])
  return row && toSheet(row)
}

/** Stores the scorer's sheet for the corner (not committed: it changed). */
export function writeLiveSheet(db: Database, sheet: Omit<StoredLiveSheet, 'committed'>): void {
  run(
    db,
    `INSERT INTO live_sheets (${COLUMNS}) VALUES (?, ?, ?, ?, ?, ?, ?, 0, ?)
     ON CONFLICT (game_id, corner, scorer_id) DO UPDATE SET scorer_name = excluded.scorer_name, entry = excluded.entry, version = excluded.version,
       submitted = excluded.submitted, committed = 0, updated_at = excluded.updated_at`,
    [sheet.game_id, sheet.corner, sheet.scorer_id, sheet.scorer_name, JSON.stringify(sheet.entry), sheet.version, sheet.submitted ? 1 : 0, sheet.updated_at],
  )
}

/** Marks the game's submitted sheets as gone into its committed score. */
export function markLiveSheetsCommitted(db: Database, gameId: number): void {
  run(db, 'UPDATE live_sheets SET committed = 1 WHERE game_id = ? AND submitted = 1', [gameId])
}

/** Removes the game's sheets (a replay: the game is played again). */
export function deleteLiveSheets(db: Database, gameId: number): void {
  run(db, 'DELETE FROM live_sheets WHERE game_id = ?', [gameId])
}
