// Game points per occupied corner of one game, with its league points previewed as they are typed; saves a first scoring or a correction.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { GameRecord } from '../../api/types'
import { useCorners } from '../../components/corners'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { useT } from '../../../shared/i18n/use-t'
import { LeaguePoints, LeagueRule } from './PointsWords'
import { entriesOf, parsePoints, previewLeaguePoints, scoresBody, type ScoreEntries } from './score-entry'

interface Props {
  game: GameRecord
  pointsTable: number[] | undefined
}

export function ScoreForm({ game, pointsTable }: Props) {
  const { t } = useT()
  const corners = useCorners()
  const client = useQueryClient()
  const { register, handleSubmit, watch, reset, formState } = useForm<ScoreEntries>({ defaultValues: entriesOf(game) })
  const save = useMutation({
    mutationFn: (entries: ScoreEntries) => api.put<GameRecord>(`/games/${game.id}/scores`, scoresBody(game, entries)),
    onSuccess: (record) => {
      reset(entriesOf(record))
      client.setQueryData(keys.game(record.id), record)
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allStandings })
      void client.invalidateQueries({ queryKey: keys.scoreHistory(record.id) })
    },
  })
  const values = watch()
  const preview = previewLeaguePoints(game, values, pointsTable)
  const correcting = game.status === 'scored'
  const submit = handleSubmit((entries) => save.mutate(entries))

  return (
    <form className="card stack score-form" onSubmit={submit} noValidate aria-label={t('console.scoring.form.label', { game: game.name })}>
      <div className="spread">
        <h2>{correcting ? t('console.scoring.form.correct', { game: game.name }) : t('console.scoring.form.score', { game: game.name })}</h2>
        <LeagueRule league={game.league} pointsTable={pointsTable} />
      </div>
      <div className="score-corners">
        {corners.map((corner) => {
          const seated = game.corners[corner.index] !== null
          const entry = values[corner.colour]
          const fieldError = formState.errors[corner.colour]?.points?.message
          return (
            <fieldset key={corner.colour} className={`score-corner corner-${corner.colour}${seated ? '' : ' score-corner-empty'}`} disabled={!seated}>
              <legend className={`corner corner-${corner.colour}`}>{corner.label}</legend>
              <span className={`score-player${seated ? '' : ' muted'}`}>{seated ? game.corner_names[corner.index] : t('console.scoring.form.emptyCorner')}</span>
              {seated ? (
                <>
                  <label>
                    <span>
                      <span className="sr-only">{corner.label} </span>
                      {t('console.scoring.form.gamePoints')}
                    </span>
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      disabled={entry?.noShow}
                      aria-invalid={fieldError ? true : undefined}
                      {...register(`${corner.colour}.points`, {
                        validate: (text, form) =>
                          form[corner.colour].noShow || parsePoints(text) !== undefined || ((text ?? '').trim() === '' ? t('console.scoring.form.enterPoints') : t('console.scoring.form.wholePoints')),
                      })}
                    />
                  </label>
                  {fieldError && !entry?.noShow && <span className="field-problem">{fieldError}</span>}
                  <FieldProblem error={save.error} field={corner.colour} />
                  <label className="inline">
                    <input type="checkbox" {...register(`${corner.colour}.noShow`, { deps: [`${corner.colour}.points`] })} />
                    <span>
                      <span className="sr-only">{corner.label} </span>
                      {t('console.scoring.form.noShow')}
                    </span>
                  </label>
                  {game.league && (
                    <output className="score-preview" aria-label={t('console.scoring.form.cornerLeaguePoints', { corner: corner.label })} data-testid={`league-preview-${corner.colour}`}>
                      <LeaguePoints points={preview[corner.index]} />
                    </output>
                  )}
                </>
              ) : (
                <label>
                  <span>
                    <span className="sr-only">{corner.label} </span>
                    {t('console.scoring.form.gamePoints')}
                  </span>
                  <input type="text" disabled value="" placeholder={t('console.scoring.form.empty')} />
                </label>
              )}
            </fieldset>
          )
        })}
      </div>
      <ErrorNotice error={save.error} />
      {save.isSuccess && !formState.isDirty && (
        <p className="success-notice" role="status">
          {save.data.league
            ? t('console.scoring.form.saved', { points: game.corner_names.map((name, index) => (name ? `${name} ${save.data.league_points[index] ?? 0}` : null)).filter(Boolean).join(', ') })
            : t('console.scoring.form.savedNotLeague')}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? t('console.scoring.form.saving') : t('console.scoring.form.save')}
        </button>
        <button type="button" disabled={!formState.isDirty || save.isPending} onClick={() => (save.reset(), reset(entriesOf(game)))}>
          {t('console.scoring.form.undo')}
        </button>
      </div>
    </form>
  )
}
