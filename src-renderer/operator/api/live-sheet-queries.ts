// Scoring by a score sheet on the tablets (issue 30): the event's sheet, the scorers' assignments, a game's live sheets
// (kept current by the `live_sheets` message) and one corner's sheet sent at a tap.
import { useQuery, type QueryClient } from '@tanstack/react-query'
import type { CornerColour } from '../../../src-main/domain/game-record'
import type { CornerEntry, ScoreSheet } from '../../../src-main/domain/score-sheet'
import { api, ApiError } from './client'

/** GET /events/{id}/score-sheet. */
export interface StoredScoreSheet {
  event_id: number
  sheet: ScoreSheet
  revision: number
  updated_at: number
}

/** One scorer's sheet of one corner (GET /games/{id}/live-sheets). */
export interface LiveSheet {
  corner: CornerColour
  scorer_id: number
  scorer_name: string
  entry: CornerEntry & { card_reason?: string }
  version: number
  submitted: boolean
  updated_at: number
  committed: boolean
}

export type LiveCornerState = 'empty' | 'none' | 'waiting' | 'ready' | 'differs'

/** GET /games/{id}/live-sheets: every scorer's sheet of the game, each corner's state, the running totals. */
export interface LiveSheets {
  game_id: number
  status: string
  revision: number
  double_entry: boolean
  sheets: LiveSheet[]
  corners: Array<{ state: LiveCornerState; differs: string[] }>
  running: Array<number | null>
}

export interface ScorerAssignments {
  assignments: Array<{ user_id: number; game_id: number | null; corners: CornerColour[] }>
}

export const liveSheetKeys = {
  scoreSheet: (eventId: number) => ['score-sheet', eventId] as const,
  assignments: (eventId: number) => ['scorer-assignments', eventId] as const,
  liveSheets: (gameId: number) => ['live-sheets', gameId] as const,
}

/** The event's score sheet, or null when it has none (scored by one number per corner, as before). */
export const useScoreSheet = (eventId: number | undefined) =>
  useQuery({
    queryKey: liveSheetKeys.scoreSheet(eventId ?? 0),
    enabled: eventId !== undefined,
    queryFn: async ({ signal }) => {
      try {
        return await api.get<StoredScoreSheet>(`/events/${eventId}/score-sheet`, signal)
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
  })

export const useScorerAssignments = (eventId: number | undefined) =>
  useQuery({ queryKey: liveSheetKeys.assignments(eventId ?? 0), enabled: eventId !== undefined, queryFn: ({ signal }) => api.get<ScorerAssignments>(`/events/${eventId}/scorer-assignments`, signal) })

export const useLiveSheets = (gameId: number) =>
  useQuery({ queryKey: liveSheetKeys.liveSheets(gameId), queryFn: ({ signal }) => api.get<LiveSheets>(`/games/${gameId}/live-sheets`, signal) })

/** PUT one corner's whole entry with the tablet's version: answers the game's live sheets. */
export const putLiveSheet = (gameId: number, corner: CornerColour, body: { entry: CornerEntry; version: number; submitted: boolean }) => api.put<LiveSheets>(`/games/${gameId}/live-sheets/${corner}`, body)

/** The game's live sheets as the server told them (a PUT's answer, the `live_sheets` message). */
export function applyLiveSheets(client: QueryClient, sheets: LiveSheets): void {
  client.setQueryData(liveSheetKeys.liveSheets(sheets.game_id), sheets)
}
