// Each arena's row, by arena id: the game on deck (loaded next), the game last loaded or started, and the game a start took off the deck.
import type { Database } from 'sql.js'
import type { ArenaId } from '../domain/arena-id'
import { one, run } from './sql'

export interface ArenaStateRow {
  /** The game loaded next, or null. */
  on_deck_game_id: number | null
  /** The game last put on deck or started: Next game follows its event's running order. */
  last_game_id: number | null
  /** The game that was on deck when it was started: an abort or the end of a rehearsal puts it back on deck. */
  taken_from_deck_game_id: number | null
}

const NONE: ArenaStateRow = { on_deck_game_id: null, last_game_id: null, taken_from_deck_game_id: null }

export function readArenaState(db: Database, arena: ArenaId): ArenaStateRow {
  return one<ArenaStateRow>(db, 'SELECT on_deck_game_id, last_game_id, taken_from_deck_game_id FROM arena_state WHERE arena_id = ?', [arena]) ?? NONE
}

export function writeArenaState(db: Database, arena: ArenaId, changes: Partial<ArenaStateRow>): ArenaStateRow {
  const next = { ...readArenaState(db, arena), ...changes }
  run(db, 'INSERT INTO arena_state (arena_id, on_deck_game_id, last_game_id, taken_from_deck_game_id) VALUES (?, ?, ?, ?) ON CONFLICT (arena_id) DO UPDATE SET on_deck_game_id = excluded.on_deck_game_id, last_game_id = excluded.last_game_id, taken_from_deck_game_id = excluded.taken_from_deck_game_id', [
    arena,
    next.on_deck_game_id,
    next.last_game_id,
    next.taken_from_deck_game_id,
  ])
  return next
}

/** A game put in `arena` leaves the deck of every other arena. */
export function clearDeckElsewhere(db: Database, gameId: number, arena: ArenaId): void {
  run(db, 'UPDATE arena_state SET on_deck_game_id = NULL WHERE on_deck_game_id = ? AND arena_id != ?', [gameId, arena])
}

/** The event whose time window (start_time … end_time, Unix seconds) holds `nowS`; the earliest begun when several do. */
export function eventUnderWay(db: Database, nowS: number): number | undefined {
  return one<{ id: number }>(db, 'SELECT id FROM events WHERE start_time <= ? AND end_time >= ? ORDER BY start_time, id LIMIT 1', [nowS, nowS])?.id
}
