// Game points per occupied corner of one game, with its league points previewed as they are typed; saves a first scoring or a correction.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { GameRecord } from '../../api/types'
import { CORNERS } from '../../components/corners'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { entriesOf, parsePoints, previewLeaguePoints, scoresBody, type ScoreEntries } from './score-entry'

interface Props {
  game: GameRecord
  pointsTable: number[] | undefined
}

function leagueText(points: number | null | undefined): string {
  if (points === undefined) return '—'
  return `${points ?? 0}`
}

export function ScoreForm({ game, pointsTable }: Props) {
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
    <form className="card stack score-form" onSubmit={submit} noValidate aria-label={`Scores of ${game.name}`}>
      <div className="spread">
        <h2>{correcting ? `Correct the scores of ${game.name}` : `Score ${game.name}`}</h2>
        <span className="muted">{game.league ? `League points by place: ${(pointsTable ?? []).join(' · ') || '…'}` : 'Not a league game: no league points'}</span>
      </div>
      <div className="score-corners">
        {CORNERS.map((corner) => {
          const seated = game.corners[corner.index] !== null
          const entry = values[corner.colour]
          const fieldError = formState.errors[corner.colour]?.points?.message
          return (
            <fieldset key={corner.colour} className={`score-corner corner-${corner.colour}${seated ? '' : ' score-corner-empty'}`} disabled={!seated}>
              <legend className={`corner corner-${corner.colour}`}>{corner.label}</legend>
              <span className={`score-player${seated ? '' : ' muted'}`}>{seated ? game.corner_names[corner.index] : 'Empty corner'}</span>
              {seated ? (
                <>
                  <label>
                    <span>
                      <span className="sr-only">{corner.label} </span>Game points
                    </span>
                    <input
                      type="text"
                      inputMode="numeric"
                      autoComplete="off"
                      disabled={entry?.noShow}
                      aria-invalid={fieldError ? true : undefined}
                      {...register(`${corner.colour}.points`, {
                        validate: (text, form) =>
                          form[corner.colour].noShow || parsePoints(text) !== undefined || ((text ?? '').trim() === '' ? 'Enter the game points, or tick No-show' : 'Whole points only'),
                      })}
                    />
                  </label>
                  {fieldError && !entry?.noShow && <span className="field-problem">{fieldError}</span>}
                  <FieldProblem error={save.error} field={corner.colour} />
                  <label className="inline">
                    <input type="checkbox" {...register(`${corner.colour}.noShow`, { deps: [`${corner.colour}.points`] })} />
                    <span>
                      <span className="sr-only">{corner.label} </span>No-show
                    </span>
                  </label>
                  {game.league && (
                    <output className="score-preview" aria-label={`${corner.label} league points`} data-testid={`league-preview-${corner.colour}`}>
                      <strong>{leagueText(preview[corner.index])}</strong> league points
                    </output>
                  )}
                </>
              ) : (
                <label>
                  <span>
                    <span className="sr-only">{corner.label} </span>Game points
                  </span>
                  <input type="text" disabled value="" placeholder="empty" />
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
            ? `Saved. League points: ${game.corner_names.map((name, index) => (name ? `${name} ${save.data.league_points[index] ?? 0}` : null)).filter(Boolean).join(', ')}.`
            : 'Saved. This game is not a league game: it gives no league points.'}
        </p>
      )}
      <div className="row">
        <button type="submit" className="primary" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save scores'}
        </button>
        <button type="button" disabled={!formState.isDirty || save.isPending} onClick={() => (save.reset(), reset(entriesOf(game)))}>
          Undo changes
        </button>
      </div>
    </form>
  )
}
