// The corner_controls table: the corners of a game the operator disabled before the start or stopped during it (no row: it plays).
import type { Database } from 'sql.js'
import { ALL_PLAYING, type CornerControl } from '../domain/corner-controls'
import { all, run } from './sql'

/** A game's four corners, red to blue. */
export function readCornerControls(db: Database, gameId: number): CornerControl[] {
  const controls = [...ALL_PLAYING]
  for (const row of all<{ corner: number; control: CornerControl }>(db, 'SELECT corner, control FROM corner_controls WHERE game_id = ?', [gameId])) controls[row.corner] = row.control
  return controls
}

/** Writes every corner that differs from what is kept; answers whether any did. */
export function writeCornerControls(db: Database, gameId: number, controls: readonly CornerControl[], nowMs: number): boolean {
  const before = readCornerControls(db, gameId)
  let changed = false
  controls.forEach((control, corner) => {
    if (control === before[corner]) return
    changed = true
    if (control === 'playing') run(db, 'DELETE FROM corner_controls WHERE game_id = ? AND corner = ?', [gameId, corner])
    else run(db, 'INSERT INTO corner_controls (game_id, corner, control, changed_at) VALUES (?, ?, ?, ?) ON CONFLICT (game_id, corner) DO UPDATE SET control = excluded.control, changed_at = excluded.changed_at', [gameId, corner, control, nowMs])
  })
  return changed
}
