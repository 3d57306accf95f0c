// The Scoring page's form for an event with a score sheet: each occupied corner by items, fouls and a card, its points and
// league points computed live with the domain's scoreGame; open scorers' sheets side by side for the head scorer; committed
// with PUT /games/{id}/sheet-scores.
import { useState } from 'react'
import type { UseMutationResult } from '@tanstack/react-query'
import type { ScoreSheet } from '../../../../src-main/domain/score-sheet'
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { ErrorNotice } from '../../components/Feedback'
import type { ScorerSheet } from './sheet-comparison'
import type { SheetScoresBody } from '../../../../src-main/contract/sheet-scoring.schema'
import { draftProblems, previewDraft, sheetScoresBody, unpickedSentences, type SheetDraft } from './sheet-score-draft'
import { SheetCornerTable } from './SheetCornerTable'

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
  const [draft, setDraft] = useState<SheetDraft>(start)
  const preview = previewDraft(sheet, draft, pointsTable)
  const problems = draftProblems(sheet, draft)
  const unpicked = unpickedSentences(sheet, draft)
  const comparing = scorers.some((sheets) => sheets.length > 0)
  const correcting = game.status === 'scored'
  const title = comparing ? `Compare the sheets of ${game.name}` : correcting ? `Correct the scores of ${game.name}` : `Score ${game.name}`
  return (
    <form
      className="card stack score-form sheet-form"
      aria-label={`Scores of ${game.name}`}
      noValidate
      onSubmit={(submit) => {
        submit.preventDefault()
        if (unpicked.length === 0) commit.mutate(sheetScoresBody(draft))
      }}
    >
      <div className="spread">
        <h2>{title}</h2>
        <span className="muted">{game.league ? `League points by place: ${(pointsTable ?? []).join(' · ') || '…'}` : 'Not a league game: no league points'}</span>
      </div>
      {comparing && <p className="muted">Each scorer’s submitted value is a button: click the one to commit, or edit the value. Rows where the scorers differ are marked.</p>}
      {CORNERS.map((corner) => {
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
        <ul className="sheet-unpicked" aria-label="Still to pick">
          {unpicked.map((sentence) => (
            <li key={sentence}>{sentence}</li>
          ))}
        </ul>
      )}
      <ErrorNotice error={commit.error} />
      {commit.isSuccess && (
        <p className="success-notice" role="status">
          Committed. Game points: {CORNERS.filter((corner) => game.corners[corner.index] !== null).map((corner) => `${corner.label} ${commit.data.game_points[corner.index] ?? 'no-show'}`).join(' · ')}.
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={commit.isPending || unpicked.length > 0}>
          {commit.isPending ? 'Committing…' : 'Commit scores'}
        </button>
        <button type="button" disabled={commit.isPending} onClick={() => (commit.reset(), setDraft(start))}>
          Undo changes
        </button>
      </div>
    </form>
  )
}
