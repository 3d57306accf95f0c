// The pit board (issue 28, item 4): for every arena in use, now / next / after — its running game, then the game on its deck
// (else its first scheduled game in running order) and the one after that, as the queue orders them (queue.ts); the arena
// playing the finals on one arena is marked (finals-arena.ts).
import type { LiveArena } from '../shared/live/reducers'
import { arenaOf, gamesOfArena } from './display-arenas'
import type { DisplayData } from './display-data'
import { finalsArenaId, finalsToCome } from './finals-arena'
import { queueOf } from './queue'
import type { Arena, ClockState, GameRecord } from './types'

export interface PitColumn {
  /** The arena's record; null with one arena in use (the board is that arena's). */
  arena: Pick<Arena, 'id' | 'name' | 'short_name' | 'colour'> | null
  /** The arena's running game, or null. */
  now: GameRecord | null
  /** Its clock, when it is the running game's. */
  clock: ClockState | null
  next: GameRecord | null
  after: GameRecord | null
  /** The knockout's last rounds are played on this arena (shown on every screen), and one of their games is still to come or running. */
  finals: boolean
}

/** One column per arena in use, by id (one column, with no arena record, while there is one arena). */
export function pitBoardOf(data: DisplayData): PitColumn[] {
  if (!data.arenas) return [column(data, 1, arenaOf(data), null, false)]
  const finals = finalsToCome(data) ? finalsArenaId(data) : null
  return data.arenas.map(({ id, name, short_name, colour, ...arena }) => column(data, id, arena, { id, name, short_name, colour }, id === finals))
}

function column(data: DisplayData, id: number, arena: LiveArena, record: PitColumn['arena'], finals: boolean): PitColumn {
  const now = arena.game?.status === 'running' ? arena.game : null
  const [next = null, after = null] = queueOf(gamesOfArena(data, id), arena.on_deck, 2, 0).map((entry) => entry.game)
  return { arena: record, now, clock: now && arena.clock?.game_id === now.id ? arena.clock : null, next, after, finals }
}
