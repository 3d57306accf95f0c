// Scorer tablets and double entry: the caller's roles, an event's scoring setting, a game's entries, submitting and resolving an entry.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import type { ScoresBody } from '../../../src-main/contract/scores.schema'
import type { Roles as MyRoles } from '../../../src-main/contract/roles.schema'
import type { EventScoringAnswer, ScoreEntries as GameEntries } from '../../../src-main/contract/score-entries.schema'
import { api } from './client'
import { keys } from './keys'
import type { GameRecord } from './types'

export type { Roles as MyRoles } from '../../../src-main/contract/roles.schema'
export type { EventScoring, EventScoringAnswer, ScoreEntries as GameEntries, ScoreEntry } from '../../../src-main/contract/score-entries.schema'

/**
 * What the server did with an entry: the scores are in, they are in but not as this scorer entered them (the head
 * scorer chose another entry or other points), it waits for a second scorer, or the two entries disagree and the game is held.
 */
export type EntryOutcome = 'committed' | 'overruled' | 'waiting' | 'held'

/** What became of an entry, read from the entries the server answers: no open entry left means it committed. */
export function outcomeOf(entries: Pick<GameEntries, 'state'>): EntryOutcome {
  return entries.state === 'none' ? 'committed' : entries.state
}

export const scoringKeys = {
  myRoles: ['my-roles'] as const,
  eventScoring: (eventId: number) => ['event-scoring', eventId] as const,
  /** Under 'score-entries': a `score_entries` event refreshes them all. */
  allEntries: ['score-entries'] as const,
  entries: (gameId: number) => ['score-entries', gameId] as const,
  held: (eventId: number) => ['score-entries', 'held', eventId] as const,
}

export const useMyRoles = (enabled = true) =>
  useQuery({ queryKey: scoringKeys.myRoles, queryFn: ({ signal }) => api.get<MyRoles>('/auth/me/roles', signal), enabled, retry: false, staleTime: 60_000 })

/** The event's scoring setting; `score_sheet_revision` when it is scored by a score sheet. */
export const useEventScoring = (eventId: number | undefined) =>
  useQuery({ queryKey: scoringKeys.eventScoring(eventId ?? 0), queryFn: ({ signal }) => api.get<EventScoringAnswer>(`/events/${eventId}/scoring`, signal), enabled: eventId !== undefined })

export const useGameEntries = (gameId: number | undefined) =>
  useQuery({ queryKey: scoringKeys.entries(gameId ?? 0), queryFn: ({ signal }) => api.get<GameEntries>(`/games/${gameId}/score-entries`, signal), enabled: gameId !== undefined })

/** The games of an event held for the head scorer (their entries disagree), with their entries. */
export const useHeldGames = (games: readonly GameRecord[], eventId: number | undefined) =>
  useQuery({
    queryKey: [...scoringKeys.held(eventId ?? 0), games.map((game) => game.id)],
    enabled: eventId !== undefined,
    queryFn: async ({ signal }) => {
      const finished = games.filter((game) => game.status === 'finished')
      const all = await Promise.all(finished.map(async (game) => ({ game, entries: await api.get<GameEntries>(`/games/${game.id}/score-entries`, signal) })))
      return all.filter(({ entries }) => entries.state === 'held')
    },
  })

/** What a commit changes besides the answer: the entries, the game, the lists, the standings, the history. */
export function scoredAgain(client: QueryClient, gameId: number): void {
  void client.invalidateQueries({ queryKey: scoringKeys.allEntries })
  void client.invalidateQueries({ queryKey: keys.game(gameId) })
  void client.invalidateQueries({ queryKey: keys.allGames })
  void client.invalidateQueries({ queryKey: keys.allStandings })
  void client.invalidateQueries({ queryKey: keys.scoreHistory(gameId) })
}

/** A scorer's entry of one game (double entry or not: the answer says whether it committed). */
export function useSubmitEntry(gameId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: ScoresBody) => api.post<GameEntries>(`/games/${gameId}/score-entries`, body),
    onSuccess: (entries) => {
      client.setQueryData(scoringKeys.entries(gameId), entries)
      scoredAgain(client, gameId)
    },
  })
}

/** The head scorer commits one of a held game's entries. */
export function useResolveEntry(gameId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (entryId: number) => api.post<GameEntries>(`/games/${gameId}/score-entries/resolve`, { entry_id: entryId }),
    onSuccess: () => scoredAgain(client, gameId),
  })
}

/** What the live stream does on `score_entries`: the game's entries are the payload; the held list is read again. */
export function applyScoreEntries(client: QueryClient, entries: GameEntries): void {
  client.setQueryData(scoringKeys.entries(entries.game_id), entries)
  void client.invalidateQueries({ queryKey: ['score-entries', 'held'] })
}

/** What the live stream does on `event_scoring`: the event's double entry is the payload (the sheet's revision stays). */
export function applyEventScoring(client: QueryClient, { event_id: eventId, ...scoring }: { event_id: number } & EventScoringAnswer): void {
  client.setQueryData<EventScoringAnswer>(scoringKeys.eventScoring(eventId), scoring)
}
