// The API shapes the display reads, named once: type-only imports from the server's contract, so nothing of the server is bundled.
export type { ClockState, LiveEventName, LiveEvents, StreamState } from '../../src-main/contract/live-events'
export type { Event } from '../../src-main/contract/events.schema'
export type { GameRecord } from '../../src-main/contract/games.schema'
export type { Screen, ScreenView } from '../../src-main/contract/screens.schema'
export type { EventStandings, StandingsRow } from '../../src-main/contract/standings.schema'
