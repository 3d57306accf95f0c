// The one lookup of an arena named in a request body: no such arena is a 422 at the field that names it, a retired one a 409.
import type { Database } from 'sql.js'
import { Conflict, Invalid } from '../domain/refusals'
import { valueError, type ValidationItem } from '../domain/validation-errors'
import { findArena, type ArenaRow } from '../store/arenas.repo'

/** Arena `id` when it is in use; `retired(arena)` words the 409 of a retired one. */
export function arenaInUseOrRefuse(db: Database, id: number, loc: ValidationItem['loc'], retired: (arena: ArenaRow) => string): ArenaRow {
  const arena = findArena(db, id)
  if (!arena) throw new Invalid([valueError(loc, `there is no arena ${id}`, id)])
  if (arena.retired_at !== null) throw new Conflict(retired(arena))
  return arena
}
