// Generating the league schedule: choose k, players, start, breaks and seed; preview the games and their quality; commit.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useEffect, useState } from 'react'
import { useFieldArray, useForm } from 'react-hook-form'
import { useT } from '../../../shared/i18n/use-t'
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
  const { t } = useT()
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
      const games = answer.games.length
      const replaced = answer.replaced.length
      onCommitted(replaced > 0 ? t('console.schedule.league.writtenReplacing', { games, replaced }) : t('console.schedule.league.written', { games }))
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
      <form className="generator-form stack" aria-label={t('console.schedule.league.form')} onSubmit={runPreview}>
        <h2>{t('console.schedule.league.title')}</h2>
        <div className="row">
          <label>
            {t('console.schedule.league.gamesPerPlayer')}
            <input
              type="number"
              className="narrow"
              min={1}
              max={20}
              {...register('games_per_player', { valueAsNumber: true, validate: (value) => (Number.isInteger(value) && value >= 1 && value <= 20) || t('console.schedule.league.gamesPerPlayerRange') })}
            />
            {errors.games_per_player && <span className="field-problem">{errors.games_per_player.message}</span>}
            <FieldProblem error={error} field="games_per_player" />
          </label>
          <label>
            {t('console.schedule.league.seed')}
            <input type="number" className="seed" min={0} max={MAX_SEED} {...register('seed', { valueAsNumber: true, validate: (value) => (Number.isInteger(value) && value >= 0 && value <= MAX_SEED) || t('console.schedule.league.seedRange') })} />
            {errors.seed && <span className="field-problem">{errors.seed.message}</span>}
            <FieldProblem error={error} field="seed" />
          </label>
          <button type="button" onClick={anotherSeed} disabled={preview.isPending}>
            {t('console.schedule.league.anotherSeed')}
          </button>
        </div>
        <label>
          {t('console.schedule.league.start')}
          <input type="datetime-local" {...register('start')} />
          <span className="hint muted">{t('console.schedule.league.startHint', { start: dateTime(event.start_time) })}</span>
          <FieldProblem error={error} field="start_time" />
        </label>
        <details className="players-choice">
          <summary>{t('console.schedule.league.players', { chosen: chosenPlayers(chosen).length, playing: playing.length })}</summary>
          <fieldset>
            <legend className="muted">{t('console.schedule.league.playersToSchedule')}</legend>
            <div className="row tight">
              <button type="button" onClick={() => setValue('players', playingIds.map(String))}>
                {t('console.schedule.league.everyone')}
              </button>
              <button type="button" onClick={() => setValue('players', [])}>
                {t('console.schedule.league.nobody')}
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
          <legend>{t('console.schedule.league.breaks')}</legend>
          {breaks.fields.length === 0 && <p className="muted">{t('console.schedule.league.noBreaks')}</p>}
          {breaks.fields.map((field, index) => (
            <div key={field.id} className="row tight">
              <label>
                {t('console.schedule.league.breakAfter', { n: index + 1 })}
                <input type="number" className="narrow" min={1} {...register(`breaks.${index}.after_play_order`, { valueAsNumber: true, min: { value: 1, message: t('console.schedule.league.fromGame1') } })} />
              </label>
              <label>
                {t('console.schedule.league.breakMinutes', { n: index + 1 })}
                <input type="number" className="narrow" min={1} max={1440} {...register(`breaks.${index}.minutes`, { valueAsNumber: true, min: { value: 1, message: t('console.schedule.league.atLeastMinute') }, max: { value: 1440, message: t('console.schedule.league.atMost') } })} />
              </label>
              <button type="button" onClick={() => breaks.remove(index)}>
                {t('console.schedule.league.removeBreak', { n: index + 1 })}
              </button>
              {errors.breaks?.[index] && <span className="field-problem">{errors.breaks[index]?.after_play_order?.message ?? errors.breaks[index]?.minutes?.message}</span>}
            </div>
          ))}
          <FieldProblem error={error} field="breaks" />
          <div>
            <button type="button" onClick={() => breaks.append({ after_play_order: 1, minutes: 15 })}>
              {t('console.schedule.league.addBreak')}
            </button>
          </div>
        </fieldset>
        {startedLeague.length > 0 && (
          <label className="inline check">
            <input type="checkbox" {...register('replace_scheduled')} />
            {t('console.schedule.league.keepPlayed', { count: startedLeague.length })}
          </label>
        )}
        {startedLeague.length === 0 && leagueGames.length > 0 && (
          <p className="notice-text">{t('console.schedule.league.replacesAll', { count: leagueGames.length })}</p>
        )}
        <div className="row">
          <button type="submit" className="primary" disabled={preview.isPending}>
            {t('console.schedule.league.preview')}
          </button>
          <button type="button" onClick={startCommit} disabled={!previewed || commit.isPending}>
            {t('console.schedule.league.commit')}
          </button>
        </div>
        <ErrorNotice error={error} />
      </form>
      <div className="generator-preview">
        {preview.isPending && <p className="muted" role="status">
            {t('console.schedule.league.working')}
          </p>}
        {!previewed && !preview.isPending && <div className="empty">{t('console.schedule.league.nothingYet')}</div>}
        {previewed && (
          <div className="stack">
            <QualityFigures quality={previewed.answer.quality} />
            {previewed.answer.replaces.length > 0 && (
              <p className="notice-text">{t('console.schedule.league.commitDeletes', { count: previewed.answer.replaces.length })}</p>
            )}
            <ProposedGames games={previewed.answer.games} />
          </div>
        )}
      </div>
      {confirming && previewed && (
        <ConfirmDialog
          title={t('console.schedule.league.confirmTitle')}
          confirmLabel={t('console.schedule.league.confirm')}
          danger
          onCancel={() => setConfirming(false)}
          onConfirm={() => {
            setConfirming(false)
            commit.mutate(previewed.body)
          }}
        >
          <p>{t('console.schedule.league.confirmText', { replaces: previewed.answer.replaces.length, games: previewed.answer.games.length })}</p>
        </ConfirmDialog>
      )}
    </div>
  )
}
