// An event's score sheet (issue 30): read it (none: the event is scored by one number per corner), save it, remove it; and its scorer assignments.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { ScoreSheet } from '../../../src-main/contract/score-sheet.schema'
import type { ScorerAssignments } from '../../../src-main/contract/sheet-scoring.schema'
import { api, ApiError } from './client'

export interface StoredScoreSheet {
  event_id: number
  sheet: ScoreSheet
  revision: number
  updated_at: string
}

export const scoreSheetKeys = {
  all: ['score-sheet'] as const,
  sheet: (eventId: number) => ['score-sheet', eventId] as const,
}

/** The event's sheet, or null when it has none (the API's 404). */
export const useScoreSheet = (eventId: number) =>
  useQuery({
    queryKey: scoreSheetKeys.sheet(eventId),
    queryFn: async ({ signal }) => {
      try {
        return await api.get<StoredScoreSheet>(`/events/${eventId}/score-sheet`, signal)
      } catch (error) {
        if (error instanceof ApiError && error.status === 404) return null
        throw error
      }
    },
  })

/** PUT the sheet (new, changed or imported); the answer is the sheet as saved, at its new revision. */
export function useSaveScoreSheet(eventId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (sheet: ScoreSheet) => api.put<StoredScoreSheet>(`/events/${eventId}/score-sheet`, sheet),
    onSuccess: (saved) => client.setQueryData(scoreSheetKeys.sheet(eventId), saved),
  })
}

/** DELETE the sheet: the event is scored by one number per corner again. */
export function useRemoveScoreSheet(eventId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: () => api.delete(`/events/${eventId}/score-sheet`),
    onSuccess: () => client.setQueryData(scoreSheetKeys.sheet(eventId), null),
  })
}

const assignmentsKey = (eventId: number) => ['scorer-assignments', eventId] as const

/** Which scorer scores which corners of the event's games (for every game, or for one). */
export const useScorerAssignments = (eventId: number) =>
  useQuery({ queryKey: assignmentsKey(eventId), queryFn: ({ signal }) => api.get<ScorerAssignments>(`/events/${eventId}/scorer-assignments`, signal) })

/** PUT the assignments as a whole. */
export function useSaveScorerAssignments(eventId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ScorerAssignments) => api.put<ScorerAssignments>(`/events/${eventId}/scorer-assignments`, body),
    onSuccess: (saved) => client.setQueryData(assignmentsKey(eventId), saved),
  })
}
