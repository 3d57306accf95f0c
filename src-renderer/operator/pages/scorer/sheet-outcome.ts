// What a scorer reads under a corner after Submit (issue 30, item 2), from the game's live sheets as the server answers them:
// committed, waiting for a second scorer, differs (held for the head scorer), or submitted and waiting for the other corners.
import type { CornerColour } from '../../../../src-main/domain/game-record'
import { CORNER_COLOURS } from '../../../../src-main/domain/game-record'
import type { Translate } from '../../../shared/i18n/use-t'
import type { LiveSheets } from '../../api/sheet-scoring-queries'

export type SheetOutcome = 'committed' | 'waiting' | 'differs' | 'ready' | 'not-submitted'

export function sheetOutcome(sheets: Pick<LiveSheets, 'sheets' | 'corners'>, corner: CornerColour, userId: number): SheetOutcome {
  const mine = sheets.sheets.find((sheet) => sheet.corner === corner && sheet.scorer_id === userId)
  if (mine?.committed) return 'committed'
  if (!mine?.submitted) return 'not-submitted'
  const state = sheets.corners[CORNER_COLOURS.indexOf(corner)]?.state
  if (state === 'waiting' || state === 'differs') return state
  return 'ready'
}

export function sheetOutcomeWords(t: Translate['t'], outcome: SheetOutcome): string {
  return t(`tablet.sheet.outcome.${outcome}`)
}
