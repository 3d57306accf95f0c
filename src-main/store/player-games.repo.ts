// The games one player is seated in, and the running order of the games without an event: what a team's own page reads.
import type { Database } from 'sql.js'
import type { StoredGame } from '../domain/game-record'
import { findGame, gamesOfEvent } from './games.repo'
import { all } from './sql'

function byIds(db: Database, ids: ReadonlyArray<{ id: number }>): StoredGame[] {
  return ids.map((row) => findGame(db, row.id)).filter((game): game is StoredGame => game !== undefined)
}

/** Every game with `userId` in one of its four corners, in running order. */
export function gamesOfPlayer(db: Database, userId: number): StoredGame[] {
  return byIds(db, all<{ id: number }>(db, 'SELECT id FROM games WHERE corner_0 = ? OR corner_1 = ? OR corner_2 = ? OR corner_3 = ? ORDER BY play_order, id', [userId, userId, userId, userId]))
}

/** The games of one running order: an event's, or (null) those without an event, in running order. */
export function gamesOfRunningOrder(db: Database, eventId: number | null): StoredGame[] {
  if (eventId !== null) return gamesOfEvent(db, eventId)
  return byIds(db, all<{ id: number }>(db, 'SELECT id FROM games WHERE event_id IS NULL ORDER BY play_order, id'))
}

export interface PlayerSignal {
  game_id: number
  game_name: string
  event: 'start' | 'stop'
  outcome: 'acknowledged' | 'refused' | 'unreachable' | 'no_robot'
  latency_ms: number | null
  detail: string
  sent_at: number
}

/** The last `limit` signals sent to `userId`'s robot (in games that still exist), newest first. */
export function signalsOfPlayer(db: Database, userId: number, limit: number): PlayerSignal[] {
  return all<PlayerSignal>(
    db,
    'SELECT s.game_id AS game_id, g.name AS game_name, s.event AS event, s.outcome AS outcome, s.latency_ms AS latency_ms, s.detail AS detail, s.sent_at AS sent_at FROM robot_signals s JOIN games g ON g.id = s.game_id WHERE s.user_id = ? ORDER BY s.id DESC LIMIT ?',
    [userId, limit],
  )
}
