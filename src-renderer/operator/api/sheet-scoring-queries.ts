// Scoring by a score sheet from the console: the event's sheet, a game's live sheets and committed score by items, the
// head scorer's commit (PUT sheet-scores) and a replay; the held games of a sheet event.
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { CORNER_COLOURS, type CornerColour } from '../../../src-main/domain/game-record'
import type { GameLiveSheets as LiveSheets, SheetScoresBody } from '../../../src-main/contract/sheet-scoring.schema'
import type { CornerEntry, ScoreSheet } from '../../../src-main/domain/score-sheet'
import { api, ApiError } from './client'
import { keys } from './keys'
import { scoreSheetKeys, type StoredScoreSheet } from './score-sheet-queries'
import { scoredAgain, useEventScoring } from './scoring-queries'
import type { GameRecord } from './types'

export type { StoredScoreSheet }
export type { GameLiveSheets as LiveSheets } from '../../../src-main/contract/sheet-scoring.schema'
export type LiveSheet = LiveSheets['sheets'][number]

/** A scored game's committed score by items (GET /games/{id}/sheet-score). */
export interface SheetScore {
  game_id: number
  revision: number
  sheet: ScoreSheet
  entries: Array<CornerEntry | null>
  game_points: Array<number | null>
  ranking_points: Array<number | null>
  disqualified: boolean[]
}

export const sheetKeys = {
  /** Under 'live-sheets': a live_sheets message sets one game's and reads the held list again. */
  allLiveSheets: ['live-sheets'] as const,
  liveSheets: (gameId: number) => ['live-sheets', gameId] as const,
  heldSheets: (eventId: number) => ['live-sheets', 'held', eventId] as const,
  sheetScore: (gameId: number) => ['sheet-score', gameId] as const,
}

/** GET that answers null for a 404 (a game not scored by items, its sheet removed since). */
async function getOrNull<T>(path: string, signal: AbortSignal): Promise<T | null> {
  try {
    return await api.get<T>(path, signal)
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return null
    throw error
  }
}

/**
 * The event's score sheet: null when it is scored by one number per corner, which its scoring setting says (no
 * `score_sheet_revision`) — the sheet is asked for only when there is one, so no page of such an event meets a 404.
 */
export function useSheetIfScoredByItems(eventId: number | undefined) {
  const scoring = useEventScoring(eventId)
  const revision = scoring.data?.score_sheet_revision
  const sheet = useQuery({
    queryKey: [...scoreSheetKeys.sheet(eventId ?? 0), 'revision', revision],
    queryFn: ({ signal }) => getOrNull<StoredScoreSheet>(`/events/${eventId}/score-sheet`, signal),
    enabled: eventId !== undefined && revision !== undefined,
  })
  if (scoring.isError) return { data: undefined, isPending: false, isError: true, error: scoring.error } as const
  if (!scoring.data) return { data: undefined, isPending: true, isError: false, error: null } as const
  if (revision === undefined) return { data: null, isPending: false, isError: false, error: null } as const
  return { data: sheet.data, isPending: sheet.isPending, isError: sheet.isError, error: sheet.error } as const
}

export const useLiveSheets = (gameId: number | undefined) =>
  useQuery({ queryKey: sheetKeys.liveSheets(gameId ?? 0), queryFn: ({ signal }) => api.get<LiveSheets>(`/games/${gameId}/live-sheets`, signal), enabled: gameId !== undefined })

export const useSheetScore = (gameId: number | undefined, scored: boolean) =>
  useQuery({ queryKey: sheetKeys.sheetScore(gameId ?? 0), queryFn: ({ signal }) => getOrNull<SheetScore>(`/games/${gameId}/sheet-score`, signal), enabled: gameId !== undefined && scored })

/** Submitted sheets not yet in the committed score: what the head scorer compares. */
export const openSheets = (live: LiveSheets, corner: CornerColour): LiveSheet[] => live.sheets.filter((sheet) => sheet.corner === corner && sheet.submitted && !sheet.committed)

/** A game waits for the head scorer: a corner's submitted sheets differ, or wait for a second person, and are not committed. */
export function heldForHeadScorer(live: LiveSheets): boolean {
  return live.corners.some((corner, index) => (corner.state === 'differs' || corner.state === 'waiting') && live.sheets.some((sheet) => sheet.corner === CORNER_COLOURS[index] && sheet.submitted && !sheet.committed))
}

/** The finished games of a sheet event held for the head scorer, with their live sheets. */
export const useHeldSheetGames = (games: readonly GameRecord[], eventId: number | undefined, enabled: boolean) =>
  useQuery({
    queryKey: [...sheetKeys.heldSheets(eventId ?? 0), games.map((game) => game.id)],
    enabled: enabled && eventId !== undefined,
    queryFn: async ({ signal }) => {
      const ended = games.filter((game) => game.status === 'finished' || game.status === 'scored')
      const all = await Promise.all(ended.map(async (game) => ({ game, live: await api.get<LiveSheets>(`/games/${game.id}/live-sheets`, signal) })))
      return all.filter(({ live }) => heldForHeadScorer(live))
    },
  })

/** What a commit or a replay changes besides the game: its live sheets, the held list, the lists, the standings, the history. */
export function sheetScoredAgain(client: QueryClient, gameId: number): void {
  void client.invalidateQueries({ queryKey: sheetKeys.allLiveSheets })
  scoredAgain(client, gameId)
}

/** Commits a game by items: every occupied corner's entry (null: a no-show). Answers the Game record. */
export function useCommitSheetScores(gameId: number) {
  const client = useQueryClient()
  return useMutation({
    mutationFn: (body: SheetScoresBody) => api.put<GameRecord>(`/games/${gameId}/sheet-scores`, body),
    onSuccess: (record) => {
      client.setQueryData(keys.game(record.id), record)
      void client.invalidateQueries({ queryKey: sheetKeys.sheetScore(gameId) })
      sheetScoredAgain(client, gameId)
    },
  })
}

/**
 * What the live stream does on `live_sheets`: the game's live sheets are the payload; the held list is read again when
 * the game has ended (a submission or a commit) — not at every tap of a running game, which can hold nobody.
 */
export function applyLiveSheets(client: QueryClient, live: LiveSheets): void {
  client.setQueryData(sheetKeys.liveSheets(live.game_id), live)
  if (live.status === 'finished' || live.status === 'scored') void client.invalidateQueries({ queryKey: ['live-sheets', 'held'] })
}
