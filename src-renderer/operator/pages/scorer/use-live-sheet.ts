// A tablet's corner sheet as React state (issue 30, item 2): opened from the newer of this browser's copy and the server's,
// every change kept and sent, retried every few seconds, when the browser is back online and when the live stream is back.
import { useQueryClient } from '@tanstack/react-query'
import { useEffect, useMemo, useSyncExternalStore } from 'react'
import type { CornerColour } from '../../../../src-main/domain/game-record'
import { putLiveSheet } from '../../api/live-sheet-queries'
import { applyLiveSheets, type LiveSheets } from '../../api/sheet-scoring-queries'
import { useLiveStatus } from '../../api/live'
import { keptSheetKey, mergeOnLoad, parseKept, type KeptSheet } from './live-sheet-merge'
import { LiveSheetSender, type SenderSnapshot } from './live-sheet-sender'

/** How often a tablet that could not send tries again. */
export const RETRY_MS = 2000

/** This scorer's sheet of `corner` as the server holds it. */
function serverSheet(sheets: LiveSheets, corner: CornerColour, userId: number): KeptSheet | null {
  const mine = sheets.sheets.find((sheet) => sheet.corner === corner && sheet.scorer_id === userId)
  return mine ? { entry: mine.entry, version: mine.version, submitted: mine.submitted } : null
}

export function useLiveSheet(gameId: number, corner: CornerColour, userId: number, opening: LiveSheets): [SenderSnapshot, LiveSheetSender] {
  const client = useQueryClient()
  const key = keptSheetKey(gameId, corner, userId)
  // Opened once per game, corner and scorer, from what the server said when the page had it.
  const sender = useMemo(() => {
    const server = serverSheet(opening, corner, userId)
    const { sheet } = mergeOnLoad(parseKept(localStorage.getItem(key)), server)
    return new LiveSheetSender(
      {
        keep: (kept) => localStorage.setItem(key, JSON.stringify(kept)),
        put: async (kept) => applyLiveSheets(client, await putLiveSheet(gameId, corner, kept)),
      },
      sheet,
      server?.version ?? 0,
    )
    // eslint-disable-next-line react-hooks/exhaustive-deps -- opened once: later answers must not reopen the corner
  }, [key])
  const snapshot = useSyncExternalStore(sender.subscribe, sender.getSnapshot)
  const live = useLiveStatus()

  useEffect(() => {
    const retry = () => sender.retry()
    const timer = setInterval(retry, RETRY_MS)
    window.addEventListener('online', retry)
    return () => {
      clearInterval(timer)
      window.removeEventListener('online', retry)
    }
  }, [sender])
  // The live stream back: the network is.
  useEffect(() => {
    if (live === 'live') sender.retry()
  }, [live, sender])
  return [snapshot, sender]
}
