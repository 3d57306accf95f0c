// The knockout tables: an event's seeds (1 = best league position) and where each knockout corner's player comes from.
import type { Database } from 'sql.js'
import { all, one, run } from './sql'

export interface KnockoutSlotRow {
  game_id: number
  corner: number
  seed: number | null
  source_game_id: number | null
  source_place: 1 | 2 | null
}

export function hasKnockout(db: Database, eventId: number): boolean {
  return one(db, 'SELECT 1 AS found FROM knockout_seeds WHERE event_id = ? LIMIT 1', [eventId]) !== undefined
}

export function insertSeed(db: Database, eventId: number, seed: number, userId: number): void {
  run(db, 'INSERT INTO knockout_seeds (event_id, seed, user_id) VALUES (?, ?, ?)', [eventId, seed, userId])
}

/** Each seeded user's seed in the event's knockout. */
export function seedsByUser(db: Database, eventId: number): Map<number, number> {
  const rows = all<{ seed: number; user_id: number | null }>(db, 'SELECT seed, user_id FROM knockout_seeds WHERE event_id = ?', [eventId])
  return new Map(rows.filter((row) => row.user_id !== null).map((row) => [row.user_id!, row.seed]))
}

export function insertSlot(db: Database, slot: KnockoutSlotRow): void {
  run(db, 'INSERT INTO knockout_slots (game_id, corner, seed, source_game_id, source_place) VALUES (?, ?, ?, ?, ?)', [slot.game_id, slot.corner, slot.seed, slot.source_game_id, slot.source_place])
}

/** The corners of later games that the places of `gameId` fill. */
export function slotsFedBy(db: Database, gameId: number): KnockoutSlotRow[] {
  return all<KnockoutSlotRow>(db, 'SELECT game_id, corner, seed, source_game_id, source_place FROM knockout_slots WHERE source_game_id = ? ORDER BY game_id, corner', [gameId])
}

/** Ids of the event's knockout games, in running order. */
export function knockoutGameIds(db: Database, eventId: number): number[] {
  return all<{ id: number }>(db, 'SELECT DISTINCT g.id AS id FROM games g JOIN knockout_slots s ON s.game_id = g.id WHERE g.event_id = ? ORDER BY g.play_order, g.id', [eventId]).map((row) => row.id)
}
