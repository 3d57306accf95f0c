// How messages name their game's arena (issue 28, items 1 and 6): only while two or more arenas are in use, so that with one
// arena every payload stays exactly as it was — a robot's push and `your_game`, and the live events of an arena.
import type { Database } from 'sql.js'
import type { ArenaNaming, ServerNaming } from '../../contract/robot-protocol'
import type { ArenaId } from '../../domain/arena-id'
import { activeArenaIds, findArena } from '../../store/arenas.repo'

/** The arena's id and name for a robot's start or stop, or undefined while it is the only arena in use. */
export function arenaNaming(db: Database, arena: ArenaId): ArenaNaming | undefined {
  if (activeArenaIds(db).length < 2) return undefined
  return { arena_id: arena, arena_name: findArena(db, arena)?.name ?? `arena ${arena}` }
}

/** What an arena's live event (`clock`, `finish_pending`, `corners`, `on_deck`) adds last: its arena_id, only with two or more arenas. */
export type ArenaTag = { arena_id?: ArenaId }

/** `{arena_id}` while two or more arenas are in use, else nothing (spread it last into the payload). */
export function arenaTag(db: Database, arena: ArenaId): ArenaTag {
  return activeArenaIds(db).length < 2 ? {} : { arena_id: arena }
}

/**
 * What a robot's push and `your_game` add last: the arena (while two or more arenas are in use), then the address robots
 * should call (while two arena PCs are in use: `serverAddress` answers it, docs/standby.md); with one of each, nothing.
 */
export function messageTail(db: Database, arena: ArenaId, serverAddress?: () => string | undefined): Partial<ArenaNaming> & ServerNaming {
  const server = serverAddress?.()
  return { ...arenaNaming(db, arena), ...(server ? { server } : {}) }
}
