// The robot_signals table: what each robot answered to each start or stop signal, with its latency.
import type { Database } from 'sql.js'
import type { RobotOutcome } from '../contract/robot-protocol'
import { CORNER_COLOURS } from '../domain/game-record'
import { all, run } from './sql'

export interface RobotSignalRecord extends Omit<RobotOutcome, 'attempts'> {
  game_id: number
}

interface SignalRow {
  game_id: number
  corner: number
  user_id: number
  robot_ip: string
  event: 'start' | 'stop'
  outcome: RobotOutcome['outcome']
  latency_ms: number | null
  detail: string
  sent_at: number
}

export function insertRobotSignal(db: Database, gameId: number, outcome: RobotOutcome): void {
  run(db, 'INSERT INTO robot_signals (game_id, corner, user_id, robot_ip, event, outcome, latency_ms, detail, sent_at) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)', [
    gameId,
    outcome.zone,
    outcome.user_id,
    outcome.robot_ip,
    outcome.event,
    outcome.outcome,
    outcome.latency_ms === null ? null : Math.round(outcome.latency_ms),
    outcome.detail,
    outcome.sent_at,
  ])
}

/** Every signal of a game, oldest first. */
export function robotSignalsOf(db: Database, gameId: number): RobotSignalRecord[] {
  return all<SignalRow>(db, 'SELECT game_id, corner, user_id, robot_ip, event, outcome, latency_ms, detail, sent_at FROM robot_signals WHERE game_id = ? ORDER BY id', [gameId]).map((row) => ({
    game_id: row.game_id,
    corner: CORNER_COLOURS[row.corner],
    zone: row.corner,
    user_id: row.user_id,
    robot_ip: row.robot_ip,
    event: row.event,
    outcome: row.outcome,
    latency_ms: row.latency_ms,
    detail: row.detail,
    sent_at: row.sent_at,
  }))
}
