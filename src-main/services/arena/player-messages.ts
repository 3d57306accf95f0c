// What a seated player's streams are told when their game starts or stops (a robot that follows the stream acts on it as on the push).
import { liveMessage, type LiveMessage, type YourGame } from '../../contract/live-events'
import type { ArenaNaming, ServerNaming, SignalReason } from '../../contract/robot-protocol'
import { CORNER_COLOURS, type StoredGame } from '../../domain/game-record'

/** What comes last on the push and `your_game`: the arena (while several are in use) and the server (while two PCs are). */
export type MessageTail = Partial<ArenaNaming> & ServerNaming

/** The fields as on the push, in its order; the reason, the arena (while several are in use, see arena-naming.ts) and the server's address (while two arena PCs are) last. */
export function yourGameMessage(game: StoredGame, zone: number, event: 'start' | 'stop', reason?: SignalReason, arena?: MessageTail): YourGame {
  const { id: game_id, name: game_name, mode, start_time, end_time } = game
  return { event, game_id, game_name, corner: CORNER_COLOURS[zone], zone, mode, start_time, end_time, ...(reason ? { reason } : {}), ...arena }
}

/** `your_game` to each player seated in `zones`. */
export function playerMessages(game: StoredGame, event: 'start' | 'stop', zones: readonly number[], reason?: SignalReason, arena?: MessageTail): LiveMessage[] {
  return game.corners.flatMap((userId, zone) =>
    userId === null || !zones.includes(zone) ? [] : [liveMessage('your_game', yourGameMessage(game, zone, event, reason, arena), { userId })],
  )
}
