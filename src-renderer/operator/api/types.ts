// The API's shapes as the console uses them: the contract's own types where they exist, the few answers they do not name.
export type { Me } from '../../../src-main/contract/auth.schema'
export type { Event, EventDetail } from '../../../src-main/contract/events.schema'
export type { GameRecord } from '../../../src-main/contract/games.schema'
export type { KeyEntry } from '../../../src-main/contract/keys.schema'
export type { ScoreChange } from '../../../src-main/contract/scores.schema'
export type { Screen, ScreenView } from '../../../src-main/contract/screens.schema'
export type { EventStandings, StandingsRow } from '../../../src-main/contract/standings.schema'
export type { SsoConfigView } from '../../../src-main/contract/system.schema'
export type { ClockState, FinishPending } from '../../../src-main/contract/live-events'
export type { User } from '../../../src-main/store/users.repo'
import type { ClockState, FinishPending } from '../../../src-main/contract/live-events'
import type { GameRecord } from '../../../src-main/contract/games.schema'

export interface ArenaState {
  game: GameRecord | null
  clock: ClockState | null
  /** The clock ran out but the finish could not be saved (disk full): the server retries it. */
  finish_pending?: FinishPending
}

export interface GameFilter {
  event_id?: number
  status?: GameRecord['status']
  league?: boolean
}

export interface ArenaSettings {
  game_length_s: number
  changeover_s: number
  robot_port: number
  robot_timeout_ms: number
}

/** Why a backup of the data file was made (GET /system/backups). */
export type BackupReason = 'scored' | 'periodic' | 'close' | 'manual' | 'before-restore' | 'damaged'

/** One backup of the data file, as GET /system/backups lists it (contract/backups.schema.ts names no type). */
export interface Backup {
  name: string
  /** ISO 8601, UTC. */
  created_at: string
  /** Bytes. */
  size: number
  /** A BackupReason; any other word is shown as it is. */
  reason: BackupReason | (string & {})
  /** Passed SQLite's quick_check after it was written. */
  sound: boolean
  players: number | null
  games_played: number | null
  games_scored: number | null
}

/** POST /system/backups/{name}/restore: the backup now in use, and the state before it kept as a backup. */
export interface RestoreResult {
  restored: Backup
  kept: Backup
}
