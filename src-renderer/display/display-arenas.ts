// A screen that follows one arena of several (issue 28): with two or more arenas in use the stream's `state` (and GET /arena)
// list every arena, and the screen keeps them all (the pit board shows them); its arena fields (the game, clock, deck and
// corners its Game, Corner and Queueing views and its sounds read) are those of the arena its config names (`arena_id`),
// arena 1 by default or when that arena is not in use. With one arena the screen holds only that arena, as it always did.
import { arenaIdOfGame, type LiveArenaEntry, type LiveArenas } from '../shared/live/arenas'
import type { LiveArena } from '../shared/live/reducers'
import { arenaIdOf } from './display-config'
import type { DisplayData } from './display-data'
import type { GameRecord } from './types'

const FIRST_ARENA = 1

/** The arena's part of what the screen knows, as the shared reducers take it (the mode is the clock's). */
export function arenaOf(data: DisplayData): LiveArena {
  return { game: data.arenaGame, clock: data.clock, mode: data.clock?.mode ?? null, on_deck: data.onDeck, corners: data.corners }
}

export function withArena(data: DisplayData, arena: LiveArena): DisplayData {
  return { ...data, arenaGame: arena.game, clock: arena.clock, onDeck: arena.on_deck, corners: arena.corners ?? null }
}

/** Every arena the screen holds, as the shared routing takes them (with several, the top fields are the followed arena's). */
export function heldArenas(data: DisplayData): LiveArenas {
  return { ...arenaOf(data), arenas: data.arenas }
}

/** The arena the screen follows among several: its config's, else arena 1 (also when its config's is not in use). */
export function followedArena(data: Pick<DisplayData, 'arenas' | 'screen'>): LiveArenaEntry | undefined {
  const arenas = data.arenas
  if (!arenas) return undefined
  const id = arenaIdOf(data.screen?.config) ?? FIRST_ARENA
  return arenas.find((arena) => arena.id === id) ?? arenas.find((arena) => arena.id === FIRST_ARENA) ?? arenas[0]
}

/** With several arenas: the screen's arena fields made those of the arena it follows. With one: as they are. */
export function followArena(data: DisplayData): DisplayData {
  const followed = followedArena(data)
  return followed ? withArena(data, followed) : data
}

/** What the shared routing answered, back in the screen: with several arenas, every arena and the followed one's fields. */
export function withArenas(data: DisplayData, held: LiveArenas): DisplayData {
  return held.arenas ? followArena({ ...data, arenas: held.arenas }) : withArena(data, held)
}

/** The arena a game belongs to: the arena holding it now (running, on deck), else the followed event's list, else arena 1. */
export function arenaOfGame(data: DisplayData, gameId: number): number {
  return (data.arenas && arenaIdOfGame(heldArenas(data), gameId)) ?? data.gameArenas?.[gameId] ?? FIRST_ARENA
}

/** The known games of arena `id` (every game with one arena in use). */
export function gamesOfArena(data: DisplayData, id: number): GameRecord[] {
  if (!data.arenas) return data.games
  return data.games.filter((game) => arenaOfGame(data, game.id) === id)
}

/** The games of the arena the screen follows: what its Game, Corner and Queueing views choose from. */
export function followedGames(data: DisplayData): GameRecord[] {
  return gamesOfArena(data, followedArena(data)?.id ?? FIRST_ARENA)
}
