// Where a player's game stands in the queue: playing now, on deck, or how many unplayed games come before it.
import type { GameStatus } from './game-record'

/** What the queue reads of a game: its place in the running order and its state. */
export interface QueuedGame {
  id: number
  play_order: number
  status: GameStatus
}

export type QueuePosition =
  | { state: 'playing' }
  | { state: 'on_deck' }
  /** `games_before`: the unplayed games that will be played before it (the game on deck, if another, included). */
  | { state: 'waiting'; games_before: number }

/**
 * The position of `game` among `runningOrder` (the games of its running order: its event's, or those without an event),
 * with the server's game on deck (`onDeckId`, or null). Undefined for a game already played (finished or scored).
 * - running: playing now;
 * - the game on deck: on deck;
 * - otherwise: the scheduled games before it in running order (play_order, then id), plus the game on deck when that
 *   one is not among them (an operator may load a game out of order; it is played next all the same).
 */
export function queuePosition(game: QueuedGame, runningOrder: readonly QueuedGame[], onDeckId: number | null): QueuePosition | undefined {
  if (game.status === 'running') return { state: 'playing' }
  if (game.status !== 'scheduled') return undefined
  if (onDeckId !== null && game.id === onDeckId) return { state: 'on_deck' }
  const before = runningOrder.filter(
    (other) => other.id !== game.id && other.status === 'scheduled' && (other.play_order < game.play_order || (other.play_order === game.play_order && other.id < game.id)),
  )
  const deckCounted = onDeckId === null || before.some((other) => other.id === onDeckId)
  return { state: 'waiting', games_before: before.length + (deckCounted ? 0 : 1) }
}

/** "Playing now", "On deck", "Next up", "1 game away", "3 games away". */
export function queueWords(position: QueuePosition): string {
  if (position.state === 'playing') return 'Playing now'
  if (position.state === 'on_deck') return 'On deck'
  if (position.games_before === 0) return 'Next up'
  return position.games_before === 1 ? '1 game away' : `${position.games_before} games away`
}
