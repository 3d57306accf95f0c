// The robot protocol: what a robot is told at a start or stop, and what the console records of each robot's answer.
import type { CornerColour } from '../domain/game-record'
import type { GameMode } from '../domain/game-states'

/** What a robot is told: its game started or stopped. */
export const SIGNAL_EVENTS = ['start', 'stop'] as const
export type SignalEvent = (typeof SIGNAL_EVENTS)[number]

/**
 * Why a robot is told something other than its game's own start or end: the arena server stops (a clean stop or quit
 * during the game: the robot must stop now; the game stays running in the data file), or starts again while its game
 * still has time (the robot goes on until end_ms), or the operator stopped this robot's corner while the game goes on
 * for the others (stopped_by_operator: stop now; no further signal comes in this game). Absent on a game's own start,
 * end, early end and abort.
 */
export const SIGNAL_REASONS = ['server_stopping', 'server_restarted', 'stopped_by_operator'] as const
export type SignalReason = (typeof SIGNAL_REASONS)[number]

/**
 * What came of one signal: the robot answered 2xx, answered otherwise, could not be reached, has no address, or its corner
 * was disabled by the operator before the start (nothing was sent; recorded for the start only).
 */
export const ROBOT_OUTCOME_KINDS = ['acknowledged', 'refused', 'unreachable', 'no_robot', 'disabled'] as const

export interface RobotTarget {
  corner: CornerColour
  /** 0..3, the corner's index. */
  zone: number
  user_id: number
  /** An IPv4 or IPv6 literal; '' = no robot. */
  robot_ip: string
}

/** What every robot of a game is told; start_time/end_time in Unix seconds (rounded down), start_ms/end_ms exact, in ms since the epoch. */
export interface RobotSignal {
  event: SignalEvent
  game_id: number
  game_name: string
  mode: GameMode
  start_time: number
  end_time: number
  /** The exact instant the game started. */
  start_ms: number
  /** The exact instant the game ends (or ended, for a stop): start_ms plus the game length, or the instant it was ended early. */
  end_ms: number
  /** Only when the signal is not the game's own start or end (see SIGNAL_REASONS). */
  reason?: SignalReason
  /** The game's arena, only while the venue has two or more arenas in use (issue 28, item 6): see ArenaNaming. */
  arena_id?: number
  arena_name?: string
  /**
   * The address robots should call the API at (this arena PC's own, http://<address>:<port>), last, only while the
   * venue runs two arena PCs (a standby, or after a take-over): see docs/standby.md, "Clients follow the primary".
   */
  server?: string
}

/** What an arena PC adds last to a robot's push and `your_game` while two PCs are in use (issue 29, item 5). */
export interface ServerNaming {
  server?: string
}

/**
 * Which arena a robot's game is in, added last to the push and to `your_game` while two or more arenas are in use; with
 * one arena the messages stay exactly as they were (docs/robot-protocol.md, docs/decisions.md, issue 28 item 6).
 */
export interface ArenaNaming {
  arena_id: number
  arena_name: string
}

export type RobotOutcomeKind = (typeof ROBOT_OUTCOME_KINDS)[number]

export interface RobotOutcome {
  corner: CornerColour
  zone: number
  user_id: number
  robot_ip: string
  event: SignalEvent
  outcome: RobotOutcomeKind
  /** From sending the first attempt to the answer's status line; null without an answer. */
  latency_ms: number | null
  /** Why, in a few words: `HTTP 200`, `HTTP 409: not ready`, `connection refused (2 attempts)`. */
  detail: string
  /** Requests made: 0 (no robot), 1, or 2 after a retry. */
  attempts: number
  /** When the signal was sent, in ms since the epoch from the injected clock. */
  sent_at: number
}

/** The body a robot receives, fields in this order. */
export interface RobotMessage extends RobotSignal {
  corner: CornerColour
  zone: number
}
