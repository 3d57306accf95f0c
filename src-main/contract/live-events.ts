// The catalogue of live events: every event the stream carries, its payload and its audience — the bus and both renderer apps use it.
import type { FromSchema } from 'json-schema-to-ts'
import type { CornerColour, GameRecord } from '../domain/game-record'
import type { CLOCK_SCHEMA, CornerControls, FINISH_PENDING_SCHEMA } from './arena.schema'
import type { Arena, GameArena } from './arenas.schema'
import type { Declared } from './common.schema'
import type { GameMode } from '../domain/game-states'
import type { Event } from './events.schema'
import type { EventLocale } from './event-locale.schema'
import type { ImportJob } from './import-jobs.schema'
import type { LiveLogEntry } from './logs.schema'
import type { EventScoringAnswer, ScoreEntries } from './score-entries.schema'
import type { GameLiveSheets, LiveScore } from './sheet-scoring.schema'
import type { RobotOutcome, SignalEvent, SignalReason } from './robot-protocol'
import type { Readiness, RobotPresence } from './robots.schema'
import type { Screen, ScreenPresence } from './screens.schema'

/** The clock of the running game: displays count down from it (server_time_ms gives their offset). */
export type ClockState = NonNullable<Declared<FromSchema<typeof CLOCK_SCHEMA>>>

/** A game whose time is over but whose finish is not saved yet (the data file refuses writes): retried until it is. */
export type FinishPending = Declared<FromSchema<typeof FINISH_PENDING_SCHEMA>>

/** To a robot owner's stream: their game started or stopped, and in which corner. */
export interface YourGame {
  event: SignalEvent
  game_id: number
  game_name: string
  corner: CornerColour
  zone: number
  mode: GameMode | null
  start_time: number | null
  end_time: number | null
  /** As on the push: stopped_by_operator on the stop of a corner the operator stopped while the game goes on. */
  reason?: SignalReason
  /** As on the push: the game's arena, only while two or more arenas are in use (ArenaNaming). */
  arena_id?: number
  arena_name?: string
  /** As on the push: the address robots should call, only while two arena PCs are in use (ServerNaming). */
  server?: string
}

/**
 * The arena PCs (issue 29, item 5), only while this PC knows another (a standby, its primary) or took over: its role, its
 * epoch (raised by each take-over) and the other PCs' addresses. Pages ask those PCs who is primary when this one is gone.
 */
export interface ArenaPcs {
  role: 'primary' | 'standby' | 'superseded'
  epoch: number
  peers: string[]
}

/** What the stream sends first on connect: the arena now, and what this listener needs to start from. */
export interface StreamState {
  server_time_ms: number
  game: GameRecord | null
  clock: ClockState | null
  finish_pending?: FinishPending
  /** The running game's mode, null when no game runs. */
  mode: GameMode | null
  /** The game loaded next, shared by every console and screen; null when none is. */
  on_deck: GameRecord | null
  /** The running game's corners (playing, disabled, stopped); null when no game runs. */
  corners: CornerControls | null
  /** A screen's own stream: its screen (null when deleted meanwhile). */
  screen?: Screen | null
  /** An administrator's stream: the screens online now. */
  screens_online?: number[]
  /** An administrator's stream: why Start is not possible in the arena now (none: it is), as the `arena` event tells. */
  start_conditions?: string[]
  /** Only when two or more arenas are in use: each one's record and state (the fields above are arena 1's). */
  arenas?: ArenaState[]
  /** Only while two arena PCs are in use (see ArenaPcs); with one PC the state is exactly as it was. */
  arena_pcs?: ArenaPcs
}

/** What an arena shows now: its running game, clock, mode, deck and corners. */
export type ArenaNow = Pick<StreamState, 'game' | 'clock' | 'finish_pending' | 'mode' | 'on_deck' | 'corners'>

/** One arena in use as GET /arena and the stream's state list it when there are several. */
export interface ArenaState extends Arena, ArenaNow {
  /** An administrator's stream only: why Start is not possible in this arena now. */
  start_conditions?: string[]
}

/** What an arena's console needs besides its game, clock and deck: its mode and why Start is not possible now. */
export interface ArenaSummary {
  arena_id: number
  /** The running game's mode, null when no game runs. */
  mode: GameMode | null
  /** Why Start is not possible now, as sentences; empty when it is. */
  start_conditions: string[]
}

/** Every event and its payload. */
export interface LiveEvents {
  /** Sent once on connect, never published. */
  state: StreamState
  /** A game was created or changed (corners, times, start, end, score). */
  game: GameRecord
  game_deleted: { id: number }
  /** Once a second while a game runs; with two or more arenas in use it names its arena (`arena_id`, last), as `finish_pending`, `corners` and `on_deck` do. */
  clock: ClockState
  finish_pending: FinishPending
  /** The game on deck (loaded next) changed: loaded, cleared, moved on by a start, or its game changed or was deleted. */
  on_deck: {
    game: GameRecord | null
    /** The arena whose deck this is: only while two or more arenas are in use (as on `clock`, `finish_pending` and `corners`). */
    arena_id?: number
  }
  /** An arena's mode or start conditions changed (a game started or ended, the deck loaded or cleared): consoles follow. */
  arena: ArenaSummary
  /** To each seated player when their game starts or stops. */
  your_game: YourGame
  /** A game's corners changed: one was disabled or enabled before the start, stopped during the game, or its stops ended (an abort). */
  corners: CornerControls
  /** An arena of the venue was created, renamed, recoloured or retired: its record. */
  venue_arena: Arena
  /** A scheduled game was put in another arena. */
  game_arena: GameArena
  /** A robot answered a start or stop signal. */
  robot: RobotOutcome & { game_id: number }
  /** A user's robot connected to or left the live stream (a stream opened with the user's personal access key). */
  robot_presence: RobotPresence
  /** A robot check of a game ran: every corner's readiness (presence and the check just made). */
  robot_readiness: Readiness
  event: Event
  event_deleted: { id: number }
  /** A player's name changed: screens and pages that show it follow. */
  player_renamed: { id: number; name: string }
  /** A player was deleted: their corners are empty now. */
  player_deleted: { id: number }
  /** Users were created, changed, imported or deleted: the Players page reads again. */
  users_changed: Record<string, never>
  /** A users import job started, progressed (rows checked, passwords hashed, time left; at most 4 a second) or ended. */
  import_job: ImportJob
  /** A screen was created or changed: to that screen and to administrators (the payload carries its key). */
  screen: Screen
  screen_deleted: { id: number }
  screen_presence: ScreenPresence
  /** The arena settings changed (game length, robot port, timeouts, tie-break). */
  settings_changed: Record<string, never>
  /** The single-sign-on configuration changed: administrators' Settings pages read it again. */
  sso_config_changed: Record<string, never>
  backups_changed: Record<string, never>
  /** A line was written to the log (at most a few a second; the rest are counted in `dropped_before`): the Log page. */
  log_entry: LiveLogEntry
  /** A game's score entries changed (an entry recorded, held, committed or resolved): to administrators and scorers. */
  score_entries: ScoreEntries
  /** While a game scored by items runs: each corner's running game points from the scorers' live sheets (the screens). */
  live_score: LiveScore
  /** A game's live sheets changed (a tap, a submission, a commit): scorer tablets and the head scorer follow. */
  live_sheets: GameLiveSheets
  /** An event's double entry setting changed: scorer tablets follow. */
  event_scoring: { event_id: number } & EventScoringAnswer
  /** An event's language changed: its screens and team pages follow (issue 31, item 3). */
  event_locale: { event_id: number } & EventLocale
  /** The arena PCs changed: a standby connected (its address recorded), a take-over, or this PC was superseded. */
  arena_pcs: ArenaPcs
}

export type LiveEventName = keyof LiveEvents

/** everyone: every stream; admins: administrators'; scorers: administrators' and scorers'; user: one user's streams; screen: one screen's and administrators'; on-connect: never published. */
export type AudienceKind = 'everyone' | 'admins' | 'scorers' | 'user' | 'screen' | 'on-connect'

/** Who each event is for. */
export const LIVE_EVENT_AUDIENCE = {
  state: 'on-connect',
  game: 'everyone',
  game_deleted: 'everyone',
  clock: 'everyone',
  finish_pending: 'everyone',
  on_deck: 'everyone',
  arena: 'admins',
  venue_arena: 'everyone',
  game_arena: 'everyone',
  your_game: 'user',
  corners: 'everyone',
  robot: 'everyone',
  robot_presence: 'admins',
  robot_readiness: 'admins',
  event: 'everyone',
  event_deleted: 'everyone',
  player_renamed: 'everyone',
  player_deleted: 'everyone',
  users_changed: 'admins',
  import_job: 'admins',
  screen: 'screen',
  screen_deleted: 'admins',
  screen_presence: 'admins',
  settings_changed: 'everyone',
  sso_config_changed: 'admins',
  backups_changed: 'admins',
  log_entry: 'admins',
  score_entries: 'scorers',
  live_score: 'everyone',
  live_sheets: 'scorers',
  event_scoring: 'everyone',
  event_locale: 'everyone',
  arena_pcs: 'everyone',
} as const satisfies Record<LiveEventName, AudienceKind>

/** Events a write may publish (all but the on-connect state). */
export type PublishedEventName = { [K in LiveEventName]: (typeof LIVE_EVENT_AUDIENCE)[K] extends 'on-connect' ? never : K }[LiveEventName]

/** The id that completes an event's audience: the user for `user` events, the screen for `screen` events. */
export type AudienceTarget<K extends PublishedEventName> = (typeof LIVE_EVENT_AUDIENCE)[K] extends 'user'
  ? { userId: number }
  : (typeof LIVE_EVENT_AUDIENCE)[K] extends 'screen'
    ? { screenId: number }
    : Record<never, never>

/** One event to publish: its name, payload and the target its audience needs. */
export type LiveMessage = { [K in PublishedEventName]: { event: K; data: LiveEvents[K] } & AudienceTarget<K> }[PublishedEventName]

/** The arguments after the payload: the target for `user` and `screen` events, nothing for the others. */
export type AudienceArgs<K extends PublishedEventName> = (typeof LIVE_EVENT_AUDIENCE)[K] extends 'user' | 'screen' ? [AudienceTarget<K>] : []

/** Builds a message, typed by its event: `liveMessage('game', record)`, `liveMessage('your_game', data, { userId })`. */
export function liveMessage<K extends PublishedEventName>(event: K, data: LiveEvents[K], ...target: AudienceArgs<K>): LiveMessage {
  return { event, data, ...(target[0] ?? {}) } as LiveMessage
}
