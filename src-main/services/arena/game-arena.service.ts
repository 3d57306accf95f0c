// The arena a game belongs to (issue 28, item 2): read by anyone, set by an administrator while the game is scheduled.
// The Game record keeps its sixteen fields; this is the game's own arena endpoint, told as a `game_arena` event.
import type { GameArena } from '../../contract/arenas.schema'
import { liveMessage } from '../../contract/live-events'
import { Conflict } from '../../domain/refusals'
import { clearDeckElsewhere } from '../../store/arena-state.repo'
import { arenasOfGames, gameArena, placeInArena } from '../../store/games.repo'
import { arenaInUseOrRefuse } from '../find-arena'
import { findGameOrRefuse } from '../find-game'
import { commit, type ServiceDeps } from '../service-deps'

export class GameArenaService {
  constructor(private readonly deps: ServiceDeps) {}

  get(gameId: number): GameArena {
    return this.deps.store.read((db) => {
      const game = findGameOrRefuse(db, gameId)
      return { game_id: game.id, arena_id: gameArena(db, game.id)! }
    })
  }

  /** The arena of every game, or of one event's games, in running order (an unknown event has none). */
  list(eventId?: number): GameArena[] {
    return this.deps.store.read((db) => arenasOfGames(db, eventId))
  }

  /**
   * Puts a scheduled game in an arena in use. A deck of another arena holding it is emptied (it is no longer that
   * arena's to play). 422 for no such arena, 409 for a retired one or a game that is not scheduled.
   */
  set(gameId: number, target: number): Promise<GameArena> {
    return commit(this.deps, (db) => {
      const game = findGameOrRefuse(db, gameId)
      const arena = arenaInUseOrRefuse(db, target, ['body', 'arena_id'], (retired) => `${retired.name} is retired: put the game in an arena in use`)
      const value = { game_id: game.id, arena_id: arena.id }
      if (gameArena(db, game.id) === arena.id) return { value, events: [] }
      if (game.status !== 'scheduled') throw new Conflict(`Game ${game.id} (${game.name}) is ${game.status}; only a scheduled game can be put in another arena`)
      placeInArena(db, game.id, arena.id)
      clearDeckElsewhere(db, game.id, arena.id)
      return { value, events: [liveMessage('game_arena', value)] }
    })
  }
}
