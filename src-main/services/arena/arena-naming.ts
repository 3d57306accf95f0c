// How a robot's messages name its game's arena (issue 28, item 6): only while two or more arenas are in use, so that with
// one arena the push and `your_game` stay exactly as they were.
import type { Database } from 'sql.js'
import type { ArenaNaming } from '../../contract/robot-protocol'
import type { ArenaId } from '../../domain/arena-id'
import { activeArenaIds, findArena } from '../../store/arenas.repo'

/** The arena's id and name for a robot's start or stop, or undefined while it is the only arena in use. */
export function arenaNaming(db: Database, arena: ArenaId): ArenaNaming | undefined {
  if (activeArenaIds(db).length < 2) return undefined
  return { arena_id: arena, arena_name: findArena(db, arena)?.name ?? `arena ${arena}` }
}
