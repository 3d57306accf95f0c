// The Scoring page's form for an event with a score sheet: each occupied corner by items, fouls and a card, its points and
// league points computed live with the domain's scoreGame; open scorers' sheets side by side for the head scorer; committed
// with PUT /games/{id}/sheet-scores.
import { useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import type { GameRecord } from '../../api/types'
import { useCorners } from '../../components/corners'
import { ErrorNotice } from '../../components/Feedback'
import type { ScorerSheet } from './sheet-comparison'
import type { SheetScoresBody } from '../../../../src-main/contract/sheet-scoring.schema'
import { draftProblems, previewDraft, sheetScoresBody, unpickedSentences, type SheetDraft } from './sheet-score-draft'
import { SheetCornerTable } from './SheetCornerTable'
import { useT } from '../../../shared/i18n/use-t'
import { LeagueRule } from './PointsWords'

interface Props {
  game: GameRecord
  sheet: ScoreSheet
  start: SheetDraft
  /** Per corner: the submitted sheets not yet committed, compared side by side. */
  scorers: ReadonlyArray<readonly ScorerSheet[]>
  pointsTable: number[] | undefined
  commit: UseMutationResult<GameRecord, Error, SheetScoresBody>
}

export function SheetScoreForm({ game, sheet, start, scorers, pointsTable, commit }: Props) {
  const { t } = useT()
  const corners = useCorners()
  const [draft, setDraft] = useState<SheetDraft>(start)
  const preview = previewDraft(sheet, draft, pointsTable)
  const problems = draftProblems(sheet, draft)
  const unpicked = unpickedSentences(sheet, draft, t, corners.map((corner) => corner.label))
  const comparing = scorers.some((sheets) => sheets.length > 0)
  const correcting = game.status === 'scored'
  const title = t(comparing ? 'console.scoring.compareSheets' : correcting ? 'console.scoring.form.correct' : 'console.scoring.form.score', { game: game.name })
  return (
    <form
      className="card stack score-form sheet-form"
      aria-label={t('console.scoring.form.label', { game: game.name })}
      noValidate
      onSubmit={(submit) => {
        submit.preventDefault()
        if (unpicked.length === 0) commit.mutate(sheetScoresBody(draft))
      }}
    >
      <div className="spread">
        <h2>{title}</h2>
        <LeagueRule league={game.league} pointsTable={pointsTable} />
      </div>
      {comparing && <p className="muted">{t('console.scoring.sheet.compareHint')}</p>}
      {corners.map((corner) => {
        const one = draft[corner.index]
        if (!one) return null
        return (
          <SheetCornerTable
            key={corner.colour}
            sheet={sheet}
            colour={corner.colour}
            label={corner.label}
            player={game.corner_names[corner.index] ?? ''}
            draft={one}
            scorers={scorers[corner.index] ?? []}
            result={preview.score?.corners[corner.index]}
            league={preview.league?.[corner.index]}
            leagueGame={game.league}
            problems={problems[corner.index]}
            onChange={(next) => setDraft(draft.map((held, index) => (index === corner.index ? next : held)))}
          />
        )
      })}
      {unpicked.length > 0 && (
        <ul className="sheet-unpicked" aria-label={t('console.scoring.sheet.stillToPick')}>
          {unpicked.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
      <ErrorNotice error={commit.error} />
      {commit.isSuccess && (
        <p className="success-notice" role="status">
          {t('console.scoring.sheet.committed', {
            points: corners.filter((corner) => game.corners[corner.index] !== null)
              .map((corner) => `${corner.label} ${commit.data.game_points[corner.index] ?? t('console.scoring.noShow')}`)
              .join(' · '),
          })}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={commit.isPending || unpicked.length > 0}>
          {commit.isPending ? t('console.scoring.sheet.committing') : t('console.scoring.sheet.commit')}
        </button>
        <button type="button" disabled={commit.isPending} onClick={() => (commit.reset(), setDraft(start))}>
          {t('console.scoring.form.undo')}
        </button>
      </div>
    </form>
  )
}
