// The Scoring page's right side for a game of an event with a score sheet: its live sheets and committed entries read,
// the form by items started from them (open scorers' sheets to compare, else the committed entries, else start values).
import { CORNER_COLOURS } from '../../../../src-main/domain/game-record'
import { openSheets, useCommitSheetScores, useLiveSheets, useSheetScore, type StoredScoreSheet, type LiveSheets, type SheetScore } from '../../api/sheet-scoring-queries'
import type { GameRecord } from '../../api/types'
import { ErrorNotice, Loading } from '../../components/Feedback'
import { startComposing, type ScorerSheet } from './sheet-comparison'
import type { SheetDraft } from './sheet-score-draft'
import { SheetScoreForm } from './SheetScoreForm'
import { useT } from '../../../shared/i18n/use-t'

interface Props {
  game: GameRecord
  eventSheet: StoredScoreSheet
  pointsTable: number[] | undefined
}

function startOf(game: GameRecord, eventSheet: StoredScoreSheet, live: LiveSheets, committed: SheetScore | null) {
  const scorers: ScorerSheet[][] = CORNER_COLOURS.map((colour) => openSheets(live, colour))
  const start: SheetDraft = CORNER_COLOURS.map((_, index) => {
    if (game.corners[index] === null) return null
    const entry = committed?.entries[index] ?? null
    const noShow = scorers[index].length === 0 && committed !== null && entry === null
    return { composed: startComposing(eventSheet.sheet, scorers[index], entry), noShow }
  })
  return { scorers, start }
}

export function SheetScoring({ game, eventSheet, pointsTable }: Props) {
  const { t } = useT()
  const scored = game.status === 'scored'
  const live = useLiveSheets(game.id)
  const committed = useSheetScore(game.id, scored)
  const commit = useCommitSheetScores(game.id)
  if (live.isError || committed.isError) return <ErrorNotice error={live.error ?? committed.error} />
  if (!live.data || (scored && committed.data === undefined)) return <Loading message={t('console.scoring.sheet.loading')} />
  const { scorers, start } = startOf(game, eventSheet, live.data, scored ? (committed.data ?? null) : null)
  // A new submission, a commit or a new sheet starts the form again from what the server holds.
  const version = [game.status, eventSheet.revision, committed.data?.revision, committed.data?.game_points.join(','), ...live.data.sheets.map((sheet) => `${sheet.scorer_id}:${sheet.corner}:${sheet.version}:${sheet.submitted}:${sheet.committed}`)].join('|')
  return <SheetScoreForm key={version} game={game} sheet={eventSheet.sheet} start={start} scorers={scorers} pointsTable={pointsTable} commit={commit} />
}
