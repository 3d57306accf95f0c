// Creating a game of the event, or changing a scheduled one: name, league or knockout round, planned start and end.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useSettings } from '../../api/queries'
import type { GameRecord } from '../../api/types'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { fromLocalInput, toLocalInput } from '../../components/time'
import type { CreateGameBody } from '../../../../src-main/contract/games.schema'
import { gameFields, type GameFormValues } from './game-fields'

interface Props {
  eventId: number
  /** The game to change; none: a new game at the end of the running order. */
  game?: GameRecord
  onSaved(message: string): void
  onClose(): void
}

export function GameForm({ eventId, game, onSaved, onClose }: Props) {
  const { t } = useT()
  const client = useQueryClient()
  const settings = useSettings()
  const { register, handleSubmit, watch, formState } = useForm<GameFormValues>({
    defaultValues: {
      name: game?.name ?? '',
      league: game?.league ?? true,
      round: game?.tournament_round ? String(game.tournament_round) : '',
      start: game?.start_time ? toLocalInput(game.start_time) : '',
      end: game?.end_time ? toLocalInput(game.end_time) : '',
    },
  })
  const save = useMutation({
    mutationFn: (values: GameFormValues) => {
      const fields = gameFields(values, settings.data?.game_length_s)
      if (game) return api.patch<GameRecord>(`/games/${game.id}`, fields)
      const body: CreateGameBody = { ...fields, name: fields.name!, event_id: eventId }
      return api.post<GameRecord>('/games', body)
    },
    onSuccess: (saved) => {
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allKnockouts })
      onSaved(game ? t('console.schedule.gameForm.saved', { game: saved.name }) : t('console.schedule.gameForm.added', { game: saved.name, order: String(saved.play_order) }))
    },
  })
  const league = watch('league')
  const errors = formState.errors
  return (
    <form className={`game-form stack${game ? '' : ' card'}`} aria-label={game ? t('console.schedule.gameForm.edit', { game: game.name }) : t('console.schedule.gameForm.new')} onSubmit={handleSubmit((values) => save.mutate(values))}>
      {!game && <h2>{t('console.schedule.gameForm.new')}</h2>}
      <div className="row">
        <label className="grow">
          {t('console.schedule.gameForm.name')}
          <input {...register('name', { required: t('console.schedule.gameForm.nameNeeded'), maxLength: { value: 100, message: t('console.schedule.gameForm.nameTooLong') } })} autoFocus={!game} />
          {errors.name && <span className="field-problem">{errors.name.message}</span>}
          <FieldProblem error={save.error} field="name" />
        </label>
        <label className="inline check">
          <input type="checkbox" {...register('league')} />
          {t('console.schedule.gameForm.league')}
          <FieldProblem error={save.error} field="league" />
        </label>
        {!league && (
          <label>
            {t('console.schedule.gameForm.round')}
            <input
              type="number"
              min={1}
              max={100}
              className="narrow"
              {...register('round', { validate: (value) => value === '' || (Number.isInteger(Number(value)) && Number(value) >= 1 && Number(value) <= 100) || t('console.schedule.gameForm.roundRange') })}
            />
            {errors.round && <span className="field-problem">{errors.round.message}</span>}
            <FieldProblem error={save.error} field="tournament_round" />
          </label>
        )}
      </div>
      <div className="row">
        <label>
          {t('console.schedule.gameForm.start')}
          <input type="datetime-local" {...register('start')} />
          <FieldProblem error={save.error} field="start_time" />
        </label>
        <label>
          {t('console.schedule.gameForm.end')}
          <input type="datetime-local" {...register('end', { validate: (value, all) => !value || !all.start || fromLocalInput(value) >= fromLocalInput(all.start) || t('console.schedule.gameForm.endBeforeStart') })} />
          {errors.end && <span className="field-problem">{errors.end.message}</span>}
          <FieldProblem error={save.error} field="end_time" />
        </label>
      </div>
      <ErrorNotice error={save.error} />
      <div className="row">
        <button type="submit" className="primary" disabled={save.isPending}>
          {game ? t('console.schedule.gameForm.save') : t('console.schedule.gameForm.add')}
        </button>
        <button type="button" onClick={onClose}>
          {t('console.schedule.cancel')}
        </button>
      </div>
    </form>
  )
}
