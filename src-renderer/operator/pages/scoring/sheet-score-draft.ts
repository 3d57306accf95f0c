// The Scoring page's form by items: each corner's entry as composed so far, its points and league points computed live
// with the domain's scoreGame, what still stops a commit, and the body of PUT /games/{id}/sheet-scores.
import type { SheetScoresBody } from '../../../../src-main/contract/sheet-scoring.schema'
import { CORNER_COLOURS } from '../../../../src-main/domain/game-record'
import { leaguePoints } from '../../../../src-main/domain/league-points'
import { scoreEntryProblems } from '../../../../src-main/domain/score-entry-problems'
import { scoreGame, type GameScore } from '../../../../src-main/domain/score-game'
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import type { ValidationItem } from '../../../../src-main/domain/validation-errors'
import type { ComposedEntry } from './sheet-comparison'
import { sheetRows } from './sheet-rows'
import { CORNERS } from '../../components/corners'
import type { Translate } from '../../../shared/i18n/use-t'
import { englishT } from '../../../shared/i18n/english'

/** One occupied corner in the form; null in a draft's place is an empty corner. */
export interface CornerDraft {
  composed: ComposedEntry
  noShow: boolean
}

export type SheetDraft = ReadonlyArray<CornerDraft | null>

/** The body of PUT /games/{id}/sheet-scores: every occupied corner, null for a no-show, nothing for an empty corner. */
export function sheetScoresBody(draft: SheetDraft): SheetScoresBody {
  const body: SheetScoresBody = {}
  draft.forEach((corner, index) => {
    if (corner) body[CORNER_COLOURS[index]] = corner.noShow ? null : corner.composed.entry
  })
  return body
}

/** Each corner's entry problems (422 items, at ["items", id] / ["penalties", id]); [] for an empty corner or a no-show. */
export function draftProblems(sheet: ScoreSheet, draft: SheetDraft): ValidationItem[][] {
  return draft.map((corner) => (corner && !corner.noShow ? scoreEntryProblems(sheet, corner.composed.entry) : []))
}

const ENGLISH_CORNERS = CORNERS.map((corner) => corner.label)

export interface DraftPreview {
  /** The game's score by the sheet; null while an entry does not fit it (a count typed out of range). */
  score: GameScore | null
  /** League points by the event's table, from the ranking points (a red card ranks as a no-show); null for an empty corner. */
  league: Array<number | null> | null
}

export function previewDraft(sheet: ScoreSheet, draft: SheetDraft, table: readonly number[] | undefined): DraftPreview {
  if (draftProblems(sheet, draft).some((problems) => problems.length > 0)) return { score: null, league: null }
  const score = scoreGame(
    sheet,
    draft.map((corner) => (corner && !corner.noShow ? corner.composed.entry : null)),
  )
  return { score, league: leaguePoints(score.ranking_points, draft.map((corner) => corner !== null), table) }
}

/**
 * Sentences of what stops a commit: rows the scorers differ on and nobody picked ("Red: pick Cans in the zone"), in the
 * console's language: `cornerNames` are the corners' names (0 red … 3 blue) in it.
 */
export function unpickedSentences(sheet: ScoreSheet, draft: SheetDraft, t: Translate['t'] = englishT, cornerNames: readonly string[] = ENGLISH_CORNERS): string[] {
  const labels = new Map(sheetRows(sheet, t).map((row) => [row.key, row.label]))
  return draft.flatMap((corner, index) => {
    if (!corner || corner.noShow || corner.composed.unpicked.length === 0) return []
    return [t('console.scoring.sheet.pick', { corner: cornerNames[index], rows: corner.composed.unpicked.map((key) => labels.get(key) ?? key).join(', ') })]
  })
}
