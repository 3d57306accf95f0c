// The touch page of one game: four corners in their colours with big inputs, a no-show per corner, the league points previewed live, Submit; then what became of the entry.
import { useState, type FormEvent, type ReactNode } from 'react'
import { useT } from '../../../shared/i18n/use-t'
import { useMe } from '../../api/queries'
import { outcomeOf, useGameEntries, useSubmitEntry } from '../../api/scoring-queries'
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { entriesOf, parsePoints, previewLeaguePoints, scoresBody, type ScoreEntries } from '../scoring/score-entry'
import { committedWords, cornerWord, outcomeSentence, scoredOutcome, type EntryOutcome } from './entry-compare'

interface Props {
  game: GameRecord
  pointsTable: number[] | undefined
  doubleEntry: boolean | undefined
  onDone(): void
}

/** A blank form: a tablet enters a game from scratch, never from what another scorer typed. */
function blank(game: GameRecord): ScoreEntries {
  return entriesOf({ corners: game.corners, game_points: [null, null, null, null], status: 'finished' })
}

/** Whether every seated corner has whole points or a no-show. */
function complete(game: GameRecord, values: ScoreEntries): boolean {
  return CORNERS.every((corner) => game.corners[corner.index] === null || values[corner.colour].noShow || parsePoints(values[corner.colour].points) !== undefined)
}

const strong = (parts: ReactNode[]) => <strong>{parts}</strong>

export function TabletForm({ game, pointsTable, doubleEntry, onDone }: Props) {
  const { t, rich, number } = useT()
  const me = useMe()
  const entries = useGameEntries(game.id)
  const submit = useSubmitEntry(game.id)
  const [values, setValues] = useState<ScoreEntries>(() => blank(game))
  const [tried, setTried] = useState(false)
  const preview = previewLeaguePoints(game, values, pointsTable)
  const mine = entries.data?.entries.some((entry) => entry.entered_by === me.data?.id && entry.score_change_id === null) ?? false
  const myLast = entries.data?.entries.filter((entry) => entry.entered_by === me.data?.id).at(-1)
  // Where the game stands, live: scored (with this scorer's entry, or overruled); else this scorer's open entry waits or
  // is held (after a reload too); else the answer to this tablet's Submit.
  const outcome: EntryOutcome | undefined =
    game.status === 'scored' ? scoredOutcome(game.game_points, myLast?.game_points) : mine && entries.data ? outcomeOf(entries.data) : submit.data ? outcomeOf(submit.data) : undefined
  const locked = outcome !== undefined || submit.isPending

  const set = (colour: keyof ScoreEntries, change: Partial<ScoreEntries[keyof ScoreEntries]>) => setValues((before) => ({ ...before, [colour]: { ...before[colour], ...change } }))
  const send = (event: FormEvent) => {
    event.preventDefault()
    setTried(true)
    if (!complete(game, values)) return
    submit.mutate(scoresBody(game, values))
  }

  return (
    <form className="stack tablet-form" onSubmit={send} noValidate aria-label={t('tablet.form.label', { game: game.name })}>
      <div className="spread">
        <h1>{game.name}</h1>
        <span className="muted">
          {t('tablet.form.rules', { entry: t(doubleEntry ? 'tablet.form.doubleEntry' : 'tablet.form.singleEntry'), table: (pointsTable ?? []).map(number).join(' · ') || '…' })}
        </span>
      </div>
      <div className="tablet-corners">
        {CORNERS.map((corner) => {
          const seated = game.corners[corner.index] !== null
          const entry = values[corner.colour]
          const missing = tried && seated && !entry.noShow && parsePoints(entry.points) === undefined
          const league = preview[corner.index]
          const nameId = `tablet-${corner.colour}-name`
          const cornerName = cornerWord(t, corner.colour)
          const off = !seated || locked
          // A card is a group of rows shared with the other cards (CSS subgrid), so that a name on two lines, or a
          // problem under one input, moves every card's row alike and the inputs stay level (issue 26, item 14).
          return (
            <div key={corner.colour} role="group" aria-labelledby={nameId} className={`tablet-corner corner-${corner.colour}${seated ? '' : ' tablet-corner-empty'}`} data-testid={`tablet-${corner.colour}`}>
              <span className="tablet-corner-name" id={nameId}>
                {cornerName}
              </span>
              <span className="tablet-player">{seated ? game.corner_names[corner.index] : t('tablet.form.emptyCorner')}</span>
              {seated && (
                <>
                  <label className="tablet-points">
                    <span className="tablet-points-label">
                      <span className="sr-only">{cornerName} </span>
                      {t('tablet.form.gamePoints')}
                    </span>
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      value={entry.noShow ? '' : entry.points}
                      disabled={off || entry.noShow}
                      aria-invalid={missing || undefined}
                      onChange={(change) => set(corner.colour, { points: change.target.value })}
                    />
                  </label>
                  <span className="tablet-problems">
                    {missing && <span className="field-problem">{t(entry.points.trim() === '' ? 'tablet.form.enterPoints' : 'tablet.form.wholePoints')}</span>}
                    <FieldProblem error={submit.error} field={corner.colour} />
                  </span>
                  <label className="tablet-no-show">
                    <input type="checkbox" checked={entry.noShow} disabled={off} onChange={(change) => set(corner.colour, { noShow: change.target.checked })} />
                    <span>
                      <span className="sr-only">{cornerName} </span>
                      {t('tablet.form.noShow')}
                    </span>
                  </label>
                  {game.league && (
                    <output className="tablet-league" aria-label={t('tablet.form.cornerLeaguePoints', { corner: cornerName })} data-testid={`league-preview-${corner.colour}`}>
                      {league === undefined ? rich('tablet.form.leaguePointsUnknown', { strong }) : rich('tablet.form.leaguePoints', { points: league ?? 0, strong })}
                    </output>
                  )}
                </>
              )}
            </div>
          )
        })}
      </div>
      <ErrorNotice error={submit.error} />
      {outcome && (
        <p className={`tablet-outcome tablet-outcome-${outcome}`} role="status" data-testid="entry-outcome">
          {outcomeSentence(t, outcome, committedWords(t, game.game_points, game.corners.map((id) => id !== null)))}
        </p>
      )}
      <div className="row tablet-actions">
        {outcome ? (
          <button type="button" className="primary tablet-button" onClick={onDone}>
            {t('tablet.backToGames')}
          </button>
        ) : (
          <>
            <button type="submit" className="primary tablet-button" disabled={submit.isPending}>
              {t(submit.isPending ? 'tablet.submitting' : 'tablet.submit')}
            </button>
            <button type="button" className="tablet-button" onClick={onDone}>
              {t('tablet.cancel')}
            </button>
          </>
        )}
      </div>
    </form>
  )
}
