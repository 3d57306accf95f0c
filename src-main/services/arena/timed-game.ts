// A game with the exact instants its clock runs to.
import type { StoredGame } from '../../domain/game-record'
import type { GameInstants } from '../../store/games.repo'

export interface TimedGame {
  game: StoredGame
  instants: { start_ms: number; end_ms: number }
}

/** Instants of a game started before they were kept (an older data file): its whole seconds. */
export function instantsOf(game: StoredGame, saved: GameInstants): TimedGame['instants'] {
  return { start_ms: saved.start_ms ?? (game.start_time ?? 0) * 1000, end_ms: saved.end_ms ?? (game.end_time ?? 0) * 1000 }
}
