// Scoring by a score sheet on the tablets (issue 30): the event's sheet, the scorers' assignments, a game's live sheets
// (kept current by the `live_sheets` message) and one corner's sheet sent at a tap.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { ScoreSheetRevision } from '../../../src-main/contract/score-sheet.schema'
import type { GameLiveSheets, LiveSheetBody, ScorerAssignments } from '../../../src-main/contract/sheet-scoring.schema'
import type { CornerColour } from '../../../src-main/domain/game-record'
import type { ScoreSheet } from '../../../src-main/domain/score-sheet'
import { api } from './client'

/** GET /events/{id}/score-sheet. */
export interface StoredScoreSheet {
  event_id: number
  sheet: ScoreSheet
  revision: number
  updated_at: number
}

export type LiveSheets = GameLiveSheets
export type LiveCornerState = GameLiveSheets['corners'][number]['state']

export const liveSheetKeys = {
  scoreSheet: (eventId: number) => ['score-sheet', eventId] as const,
  assignments: (eventId: number) => ['scorer-assignments', eventId] as const,
  liveSheets: (gameId: number) => ['live-sheets', gameId] as const,
}

/**
 * The event's score sheet, or null when it has none (scored by one number per corner, as before). Asked by its revision
 * first, which answers 200 either way: an event without a sheet costs its tablets no 404.
 */
export const useScoreSheet = (eventId: number | undefined) =>
  useQuery({
    queryKey: liveSheetKeys.scoreSheet(eventId ?? 0),
    enabled: eventId !== undefined,
    queryFn: async ({ signal }) => {
      const { revision } = await api.get<ScoreSheetRevision>(`/events/${eventId}/score-sheet-revision`, signal)
      return revision === null ? null : api.get<StoredScoreSheet>(`/events/${eventId}/score-sheet`, signal)
    },
  })

export const useScorerAssignments = (eventId: number | undefined) =>
  useQuery({ queryKey: liveSheetKeys.assignments(eventId ?? 0), enabled: eventId !== undefined, queryFn: ({ signal }) => api.get<ScorerAssignments>(`/events/${eventId}/scorer-assignments`, signal) })

export const useLiveSheets = (gameId: number) =>
  useQuery({ queryKey: liveSheetKeys.liveSheets(gameId), queryFn: ({ signal }) => api.get<LiveSheets>(`/games/${gameId}/live-sheets`, signal) })

/** PUT one corner's whole entry with the tablet's version: answers the game's live sheets. */
export const putLiveSheet = (gameId: number, corner: CornerColour, body: LiveSheetBody) => api.put<LiveSheets>(`/games/${gameId}/live-sheets/${corner}`, body)

/** The game's live sheets as the server told them (a PUT's answer, the `live_sheets` message). */
export function applyLiveSheets(client: QueryClient, sheets: LiveSheets): void {
  client.setQueryData(liveSheetKeys.liveSheets(sheets.game_id), sheets)
}
