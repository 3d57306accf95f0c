// The API shapes the display reads, named once: type-only imports from the server's contract, so nothing of the server is bundled.
export type { ClockState, LiveEventName, LiveEvents, StreamState } from '../../src-main/contract/live-events'
export type { CornerControls } from '../../src-main/contract/arena.schema'
export type { Arena, GameArena } from '../../src-main/contract/arenas.schema'
export type { Event } from '../../src-main/contract/events.schema'
export type { GameRecord } from '../../src-main/contract/games.schema'
export type { Screen, ScreenView } from '../../src-main/contract/screens.schema'
export type { EventStandings, StandingsRow } from '../../src-main/contract/standings.schema'
export type { EventScoringAnswer } from '../../src-main/contract/score-entries.schema'
export type { GameLiveSheets as LiveSheets } from '../../src-main/contract/sheet-scoring.schema'
import type { GameRecord as KnockoutGame } from '../../src-main/contract/games.schema'

/**
 * GET /events/{event_id}/knockouts (contract/knockouts.schema.ts KNOCKOUT_SCHEMA): the knockout games and the final's tie;
 * while two or more arenas are in use, the last rounds played on one arena (`single_arena`, shown on every display).
 */
export interface Knockout {
  event_id: number
  games: KnockoutGame[]
  final_first_place_tied: boolean
  single_arena?: { arena_id: number; from_round: number } | null
}
