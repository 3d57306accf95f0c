// Several arenas on one stream (issue 28): GET /arena and the stream's `state` add `arenas` (each arena's record and state) only
// when two or more are in use; the top fields stay arena 1's. With several, `clock`, `on_deck`, `finish_pending` and `corners`
// name their arena (`arena_id`) and go to it. A `game` names none: it goes to the arena that holds its game (running, on deck,
// its clock or corners). When none does (a game started that was on no deck), the holder cannot know: `route` says so, and the
// page reads GET /arena again.
import type { Arena } from '../../../src-main/contract/arenas.schema'
import type { LiveArena } from './reducers'

/** One arena as the several-arenas list holds it: its record and what it shows now. */
export type LiveArenaEntry = Arena & LiveArena

/** The arena state with, when several arenas are in use, each of them. */
export type LiveArenas = LiveArena & { arenas?: LiveArenaEntry[] }

/** Whether `arena` holds game `gameId` now (its game, deck, clock, corners or pending finish). */
export function holdsGame(arena: LiveArena, gameId: number): boolean {
  return arena.game?.id === gameId || arena.on_deck?.id === gameId || arena.clock?.game_id === gameId || arena.corners?.game_id === gameId || arena.finish_pending?.game_id === gameId
}

/** The id of the arena holding game `gameId`, or undefined (with one arena: 1). */
export function arenaIdOfGame(state: LiveArenas, gameId: number): number | undefined {
  if (!state.arenas) return 1
  return state.arenas.find((arena) => holdsGame(arena, gameId))?.id
}

/** Arena `id`'s state (arena 1: the top fields with one arena). */
export function arenaById(state: LiveArenas, id: number): LiveArena | undefined {
  if (!state.arenas) return id === 1 ? state : undefined
  return state.arenas.find((arena) => arena.id === id)
}

/** `change` applied to arena `id` (and to the top fields when it is arena 1, which they mirror). */
export function updateArenaById(state: LiveArenas, id: number, change: (arena: LiveArena) => LiveArena): LiveArenas {
  if (!state.arenas) return id === 1 ? { ...state, ...change(state) } : state
  const arenas = state.arenas.map((arena) => (arena.id === id ? { ...arena, ...change(arena) } : arena))
  return id === 1 ? { ...state, ...change(state), arenas } : { ...state, arenas }
}

/** `change` applied to every arena (a game deleted, a player renamed: each forgets or renames it wherever it holds it). */
export function updateEveryArena(state: LiveArenas, change: (arena: LiveArena) => LiveArena): LiveArenas {
  return { ...state, ...change(state), arenas: state.arenas?.map((arena) => ({ ...arena, ...change(arena) })) }
}

/**
 * An event about game `gameId` applied to its arena: the one it names (`arenaId`, told only with several arenas), else the one
 * that holds the game. With one arena it goes to the arena as always. With several and no arena known, `known` is false: the
 * state is as it was, and the caller reads GET /arena again.
 */
export function route(state: LiveArenas, gameId: number | undefined, change: (arena: LiveArena) => LiveArena, arenaId?: number): { state: LiveArenas; known: boolean } {
  if (!state.arenas) return { state: { ...state, ...change(state) }, known: true }
  const id = arenaId ?? (gameId === undefined ? undefined : arenaIdOfGame(state, gameId))
  if (id === undefined) return { state, known: false }
  return { state: updateArenaById(state, id, change), known: true }
}

/** A read of GET /arena (no start conditions): each arena keeps the start conditions the stream told it. */
export function keepStartConditions(read: LiveArenas, held: LiveArenas | undefined): LiveArenas {
  const told = (id: number) => arenaById(held ?? { game: null, clock: null, mode: null, on_deck: null }, id)?.start_conditions
  return {
    ...read,
    start_conditions: read.start_conditions ?? held?.start_conditions,
    arenas: read.arenas?.map((arena) => ({ ...arena, start_conditions: arena.start_conditions ?? told(arena.id) })),
  }
}
