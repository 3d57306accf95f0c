// The API's shapes as the console uses them: the contract's own types where they exist, the few answers they do not name.
export type { Me } from '../../../src-main/contract/auth.schema'
export type { Event, EventDetail } from '../../../src-main/contract/events.schema'
export type { GameRecord } from '../../../src-main/contract/games.schema'
export type { KeyEntry } from '../../../src-main/contract/keys.schema'
export type { ScoreChange } from '../../../src-main/contract/scores.schema'
export type { Screen, ScreenView } from '../../../src-main/contract/screens.schema'
export type { EventStandings, StandingsRow } from '../../../src-main/contract/standings.schema'
export type { SsoConfigView } from '../../../src-main/contract/system.schema'
export type { ClockState } from '../../../src-main/arena/arena-control'
export type { User } from '../../../src-main/store/users.repo'
import type { ClockState } from '../../../src-main/arena/arena-control'
import type { GameRecord } from '../../../src-main/contract/games.schema'

export interface ArenaState {
  game: GameRecord | null
  clock: ClockState | null
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

