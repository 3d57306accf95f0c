// The arenas table (migration 12): the venue's arenas with their names and colour, retired ones kept for their games.
import type { Database } from 'sql.js'
import { arenaId, type ArenaId } from '../domain/arena-id'
import { arenaNameKey } from '../domain/arena-names'
import { all, one, run } from './sql'

export interface ArenaRow {
  id: ArenaId
  name: string
  short_name: string
  colour: string
  /** When it was retired (ISO 8601, whole seconds), or null while it is in use. */
  retired_at: string | null
}

const COLUMNS = 'id, name, short_name, colour, retired_at'

function toArena(row: ArenaRow): ArenaRow {
  return { ...row, id: arenaId(row.id) }
}

/** Every arena, retired ones too, by id. */
export function listArenas(db: Database): ArenaRow[] {
  return all<ArenaRow>(db, `SELECT ${COLUMNS} FROM arenas ORDER BY id`).map(toArena)
}

/** The arenas in use (not retired), by id. */
export function activeArenaIds(db: Database): ArenaId[] {
  return all<{ id: number }>(db, 'SELECT id FROM arenas WHERE retired_at IS NULL ORDER BY id').map((row) => arenaId(row.id))
}

export function findArena(db: Database, id: number): ArenaRow | undefined {
  const row = one<ArenaRow>(db, `SELECT ${COLUMNS} FROM arenas WHERE id = ?`, [id])
  return row && toArena(row)
}

/** The arena whose name is `name` ignoring case and invisible characters, if any. */
export function findArenaByName(db: Database, name: string): ArenaRow | undefined {
  const row = one<ArenaRow>(db, `SELECT ${COLUMNS} FROM arenas WHERE name_key = ?`, [arenaNameKey(name)])
  return row && toArena(row)
}

/** The id the next arena will get. */
export function nextArenaId(db: Database): number {
  return Number(one<{ last: number | null }>(db, 'SELECT max(id) AS last FROM arenas')?.last ?? 0) + 1
}

export function insertArena(db: Database, arena: Omit<ArenaRow, 'id' | 'retired_at'>, createdAt: string): ArenaId {
  const id = run(db, 'INSERT INTO arenas (name, name_key, short_name, colour, created_at) VALUES (?, ?, ?, ?, ?)', [
    arena.name.normalize('NFC'),
    arenaNameKey(arena.name),
    arena.short_name,
    arena.colour,
    createdAt,
  ]).lastId
  return arenaId(id)
}

/** Writes an arena's names, colour and retirement back. */
export function updateArena(db: Database, arena: ArenaRow): void {
  run(db, 'UPDATE arenas SET name = ?, name_key = ?, short_name = ?, colour = ?, retired_at = ? WHERE id = ?', [
    arena.name.normalize('NFC'),
    arenaNameKey(arena.name),
    arena.short_name,
    arena.colour,
    arena.retired_at,
    arena.id,
  ])
}
