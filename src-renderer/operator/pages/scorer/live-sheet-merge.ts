// A live sheet as a tablet keeps it (issue 30, item 2): the corner's whole entry, the tablet's own version counter and
// whether it was submitted; on load, the newer of what this browser kept and what the server holds.
import type { CornerEntry } from '../../../../src-main/domain/score-sheet'

/** A corner's entry on a tablet, as the API takes it (with the reason for a red card when there is one). */
export type SheetEntry = CornerEntry

export interface KeptSheet {
  entry: SheetEntry
  /** Raised by one at each change on this tablet; the server keeps the highest it was sent. */
  version: number
  submitted: boolean
}

/** A corner nobody has scored: every item at its start value, no foul, no card (version 0: nothing sent yet). */
export const BLANK_SHEET: KeptSheet = { entry: { items: {}, penalties: {}, card: null }, version: 0, submitted: false }

/**
 * What a tablet opens a corner with: the server's sheet, unless this browser kept a higher version (changes made offline
 * and never received, or received after a reload): then its own, which it sends again (`resend`).
 */
export function mergeOnLoad(local: KeptSheet | null, server: KeptSheet | null): { sheet: KeptSheet; resend: boolean } {
  if (local && local.version > (server?.version ?? 0)) return { sheet: local, resend: true }
  return { sheet: server ?? BLANK_SHEET, resend: false }
}

const isRecord = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value)

/** A kept sheet read back from this browser's storage; null when nothing (or nothing readable) was kept. */
export function parseKept(text: string | null): KeptSheet | null {
  if (text === null) return null
  try {
    const value: unknown = JSON.parse(text)
    if (!isRecord(value) || !isRecord(value.entry) || !Number.isInteger(value.version) || (value.version as number) < 0) return null
    const { items, penalties, card } = value.entry
    if (!isRecord(items) || !isRecord(penalties) || !(card === null || card === 'yellow' || card === 'red')) return null
    return { entry: value.entry as unknown as SheetEntry, version: value.version as number, submitted: value.submitted === true }
  } catch {
    return null
  }
}

/** Where a tablet keeps one corner's sheet of one game for one scorer. */
export function keptSheetKey(gameId: number, corner: string, userId: number): string {
  return `arena-console.live-sheet.${gameId}.${corner}.${userId}`
}
