// Generating the league schedule: choose k, players, start, breaks and seed; preview the games and their quality; commit.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { Event, GameRecord, User } from '../../api/types'
import { ConfirmDialog } from '../../components/ConfirmDialog'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { useClock } from '../../components/clock-format'
import { ProposedGames } from './ProposedGames'
import { QualityFigures } from './QualityFigures'
import type { ScheduleCommitted, SchedulePreview } from './schedule-api'
import { chosenPlayers, scheduleBody, type ScheduleBody, type ScheduleFormValues } from './schedule-body'

interface Props {
  event: Event
  games: readonly GameRecord[]
  users: readonly User[]
  onCommitted(message: string): void
}

interface Previewed {
  body: ScheduleBody
  answer: SchedulePreview
}

const MAX_SEED = 2147483647

export function LeagueGenerator({ event, games, users, onCommitted }: Props) {
  const { dateTime } = useClock()
  const client = useQueryClient()
  const playing = users.filter((user) => user.is_playing)
  const playingIds = playing.map((user) => user.id)
  const leagueGames = games.filter((game) => game.league)
  const startedLeague = leagueGames.filter((game) => game.status !== 'scheduled')
  const { register, control, handleSubmit, setValue, watch, formState } = useForm<ScheduleFormValues>({
    defaultValues: { games_per_player: 3, players: playingIds.map(String), start: '', seed: 1, breaks: [], replace_scheduled: false },
  })
  const breaks = useFieldArray({ control, name: 'breaks' })
  const [previewed, setPreviewed] = useState<Previewed>()
  const [confirming, setConfirming] = useState(false)
  const chosen = watch('players')

  // A preview belongs to the values it was made from: any change makes it stale.
  useEffect(() => {
    const subscription = watch(() => setPreviewed(undefined))
    return () => subscription.unsubscribe()
  }, [watch])

  const preview = useMutation({
    mutationFn: async (body: ScheduleBody) => ({ body, answer: await api.post<SchedulePreview>(`/events/${event.id}/schedule/preview`, body) }),
    onSuccess: (result) => setPreviewed(result),
  })
  const commit = useMutation({
    mutationFn: (body: ScheduleBody) => api.post<ScheduleCommitted>(`/events/${event.id}/schedule`, body),
    onSuccess: (answer) => {
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allStandings })
      setPreviewed(undefined)
      const replaced = answer.replaced.length > 0 ? `, replacing ${answer.replaced.length} scheduled league games` : ''
      onCommitted(`The league schedule is written: ${answer.games.length} games${replaced}.`)
    },
  })
  const error = preview.error ?? commit.error
  const runPreview = handleSubmit((values) => {
    commit.reset()
    preview.mutate(scheduleBody(values, playingIds))
  })
  const anotherSeed = () => {
    setValue('seed', Math.floor(Math.random() * MAX_SEED))
    void runPreview()
  }
  const startCommit = () => {
    if (!previewed) return
    if (previewed.answer.replaces.length > 0) setConfirming(true)
    else commit.mutate(previewed.body)
  }
  const errors = formState.errors

  return (
    <div className="league-generator card">
      <form className="generator-form stack" aria-label="League schedule" onSubmit={runPreview}>
        <h2>Generate the league schedule</h2>
        <div className="row">
          <label>
            Games per player (k)
            <input
              type="number"
              className="narrow"
              min={1}
              max={20}
              {...register('games_per_player', { valueAsNumber: true, validate: (value) => (Number.isInteger(value) && value >= 1 && value <= 20) || 'From 1 to 20' })}
            />
            {errors.games_per_player && <span className="field-problem">{errors.games_per_player.message}</span>}
            <FieldProblem error={error} field="games_per_player" />
          </label>
          <label>
            Seed
            <input type="number" className="seed" min={0} max={MAX_SEED} {...register('seed', { valueAsNumber: true, validate: (value) => (Number.isInteger(value) && value >= 0 && value <= MAX_SEED) || 'A whole number from 0' })} />
            {errors.seed && <span className="field-problem">{errors.seed.message}</span>}
            <FieldProblem error={error} field="seed" />
          </label>
          <button type="button" onClick={anotherSeed} disabled={preview.isPending}>
            Try another seed
          </button>
        </div>
        <label>
          Planned start of the first game
          <input type="datetime-local" {...register('start')} />
          <span className="hint muted">Empty: the event's start ({dateTime(event.start_time)}), or after the games already played.</span>
          <FieldProblem error={error} field="start_time" />
        </label>
        <details className="players-choice">
          <summary>
            Players: {chosenPlayers(chosen).length} of {playing.length} playing
          </summary>
          <fieldset>
            <legend className="muted">Players to schedule</legend>
            <div className="row tight">
              <button type="button" onClick={() => setValue('players', playingIds.map(String))}>
                Everyone playing
              </button>
              <button type="button" onClick={() => setValue('players', [])}>
                Nobody
              </button>
            </div>
            <div className="player-checks">
              {playing.map((user) => (
                <label key={user.id} className="inline">
                  <input type="checkbox" value={String(user.id)} {...register('players')} />
                  {user.name}
                </label>
              ))}
            </div>
          </fieldset>
          <FieldProblem error={error} field="players" />
        </details>
        <fieldset className="breaks">
          <legend>Breaks</legend>
          {breaks.fields.length === 0 && <p className="muted">No breaks: the games follow one another.</p>}
          {breaks.fields.map((field, index) => (
            <div key={field.id} className="row tight">
              <label>
                Break {index + 1}: after game
                <input type="number" className="narrow" min={1} {...register(`breaks.${index}.after_play_order`, { valueAsNumber: true, min: { value: 1, message: 'From game 1' } })} />
              </label>
              <label>
                Break {index + 1}: minutes
                <input type="number" className="narrow" min={1} max={1440} {...register(`breaks.${index}.minutes`, { valueAsNumber: true, min: { value: 1, message: 'At least 1 minute' }, max: { value: 1440, message: 'At most 1440' } })} />
              </label>
              <button type="button" onClick={() => breaks.remove(index)}>
                Remove break {index + 1}
              </button>
              {errors.breaks?.[index] && <span className="field-problem">{errors.breaks[index]?.after_play_order?.message ?? errors.breaks[index]?.minutes?.message}</span>}
            </div>
          ))}
          <FieldProblem error={error} field="breaks" />
          <div>
            <button type="button" onClick={() => breaks.append({ after_play_order: 1, minutes: 15 })}>
              Add a break
            </button>
          </div>
        </fieldset>
        {startedLeague.length > 0 && (
          <label className="inline check">
            <input type="checkbox" {...register('replace_scheduled')} />
            Keep the {startedLeague.length} league games already played and replace only the ones still scheduled
          </label>
        )}
        {startedLeague.length === 0 && leagueGames.length > 0 && (
          <p className="notice-text">This event has {leagueGames.length} league games, none started: committing replaces them all.</p>
        )}
        <div className="row">
          <button type="submit" className="primary" disabled={preview.isPending}>
            Preview
          </button>
          <button type="button" onClick={startCommit} disabled={!previewed || commit.isPending}>
            Commit schedule
          </button>
        </div>
        <ErrorNotice error={error} />
      </form>
      <div className="generator-preview">
        {preview.isPending && <p className="muted" role="status">Working out a schedule…</p>}
        {!previewed && !preview.isPending && <div className="empty">Choose the options and press Preview: the proposed games and their quality appear here. Nothing is written until you commit.</div>}
        {previewed && (
          <div className="stack">
            <QualityFigures quality={previewed.answer.quality} />
            {previewed.answer.replaces.length > 0 && (
              <p className="notice-text">Committing deletes {previewed.answer.replaces.length} scheduled league games and writes these instead.</p>
            )}
            <ProposedGames games={previewed.answer.games} />
          </div>
        )}
      </div>
      {confirming && previewed && (
        <ConfirmDialog
          title="Replace the league schedule?"
          confirmLabel="Replace and commit"
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            commit.mutate(previewed.body)
          }}
        >
          <p>
            {previewed.answer.replaces.length} scheduled league games are deleted, with the corners set in them, and {previewed.answer.games.length} new games
            are written. Games already played stay as they are.
          </p>
        </ConfirmDialog>
      )}
    </div>
  )
}
