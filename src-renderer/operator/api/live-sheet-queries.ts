// The scorer tablet's write (issue 30): one corner's whole entry with the tablet's version, at every tap. Reading the
// sheet, the assignments and a game's live sheets is shared with the Scoring page (score-sheet-queries, sheet-scoring-queries).
import type { LiveSheetBody } from '../../../src-main/contract/sheet-scoring.schema'
import type { CornerColour } from '../../../src-main/domain/game-record'
import { api } from './client'
import type { LiveSheets } from './sheet-scoring-queries'

/** PUT one corner's whole entry with the tablet's version: answers the game's live sheets. */
export const putLiveSheet = (gameId: number, corner: CornerColour, body: LiveSheetBody) => api.put<LiveSheets>(`/games/${gameId}/live-sheets/${corner}`, body)
