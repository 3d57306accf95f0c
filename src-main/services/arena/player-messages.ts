// What a seated player's streams are told when their game starts or stops (a robot that follows the stream acts on it as on the push).
import { liveMessage, type LiveMessage, type YourGame } from '../../contract/live-events'
import type { ArenaNaming, SignalReason } from '../../contract/robot-protocol'
import { CORNER_COLOURS, type StoredGame } from '../../domain/game-record'

/** The fields as on the push, in its order; the reason and the arena (while several are in use, see arena-naming.ts) last. */
export function yourGameMessage(game: StoredGame, zone: number, event: 'start' | 'stop', reason?: SignalReason, arena?: ArenaNaming): YourGame {
  const { id: game_id, name: game_name, mode, start_time, end_time } = game
  return { event, game_id, game_name, corner: CORNER_COLOURS[zone], zone, mode, start_time, end_time, ...(reason ? { reason } : {}), ...arena }
}

/** `your_game` to each player seated in `zones`. */
export function playerMessages(game: StoredGame, event: 'start' | 'stop', zones: readonly number[], reason?: SignalReason, arena?: ArenaNaming): LiveMessage[] {
  return game.corners.flatMap((userId, zone) =>
    userId === null || !zones.includes(zone) ? [] : [liveMessage('your_game', yourGameMessage(game, zone, event, reason, arena), { userId })],
  )
}
