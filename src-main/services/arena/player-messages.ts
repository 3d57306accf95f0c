// What a seated player's streams are told when their game starts or stops (a robot that follows the stream acts on it as on the push).
import { liveMessage, type LiveMessage, type YourGame } from '../../contract/live-events'
import type { SignalReason } from '../../contract/robot-protocol'
import { CORNER_COLOURS, type StoredGame } from '../../domain/game-record'

export function yourGameMessage(game: StoredGame, zone: number, event: 'start' | 'stop'): YourGame {
  return { event, game_id: game.id, game_name: game.name, corner: CORNER_COLOURS[zone], zone, mode: game.mode, start_time: game.start_time, end_time: game.end_time }
}

/** `your_game` to each player seated in `zones`. */
export function playerMessages(game: StoredGame, event: 'start' | 'stop', zones: readonly number[], reason?: SignalReason): LiveMessage[] {
  return game.corners.flatMap((userId, zone) =>
    userId === null || !zones.includes(zone) ? [] : [liveMessage('your_game', { ...yourGameMessage(game, zone, event), ...(reason ? { reason } : {}) }, { userId })],
  )
}
