// The API's shapes as the console uses them: the contract's own types where they exist, the few answers they do not name.
export type { Backup, BackupReason, RestorePreview, RestoreResult } from '../../../src-main/contract/backups.schema'
export type { Me } from '../../../src-main/contract/auth.schema'
export type { Arena, GameArena } from '../../../src-main/contract/arenas.schema'
export type { ArenaSettings } from '../../../src-main/contract/system.schema'
export type { Event, EventDetail } from '../../../src-main/contract/events.schema'
export type { GameRecord } from '../../../src-main/contract/games.schema'
export type { KeyEntry } from '../../../src-main/contract/keys.schema'
export type { ScoreChange } from '../../../src-main/contract/scores.schema'
export type { Screen, ScreenView } from '../../../src-main/contract/screens.schema'
export type { EventStandings, StandingsRow } from '../../../src-main/contract/standings.schema'
export type { SsoConfigView } from '../../../src-main/contract/system.schema'
export type { ClockState, FinishPending } from '../../../src-main/contract/live-events'
import type { LiveArenas } from '../../shared/live/arenas'
import type { GameRecord } from '../../../src-main/contract/games.schema'
import type { Me } from '../../../src-main/contract/auth.schema'

/** A user as the API answers it (GET /users): the same five fields as Me (contract/users.schema.ts: USER_SCHEMA is ME_SCHEMA). */
export type User = Me

/**
 * GET /arena as the console holds it, kept by the stream through the shared reducers: the running game (or the one that just
 * ended here), its clock and mode, the game on deck (finish_pending: the clock ran out but the finish could not be saved; the
 * server retries it); with several arenas in use, each of them (`arenas`: the top fields are arena 1's).
 */
export type ArenaState = LiveArenas

export interface GameFilter {
  event_id?: number
  status?: GameRecord['status']
  league?: boolean
}
