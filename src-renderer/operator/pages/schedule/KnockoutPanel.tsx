// Knockouts: seed the top of the complete standings into knockout games, then show the bracket round by round.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { useT } from '../../../shared/i18n/use-t'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useArenas, useStandings } from '../../api/queries'
import type { Arena } from '../../api/types'
import { ErrorNotice, FieldProblem, Loading } from '../../components/Feedback'
import { KnockoutArenaFields } from './KnockoutArenaFields'
import { KnockoutBracket } from './KnockoutBracket'
import { knockoutBody, knockoutDefaults, type KnockoutFormValues } from './knockout-body'
import { useKnockout, type Knockout } from './schedule-api'

interface Props {
  eventId: number
  onCreated(message: string): void
}

/** The knockout form, once the arenas are read: their choice appears only with two or more in use. */
function CreateKnockout({ eventId, onCreated }: Props) {
  const { t } = useT()
  const arenas = useArenas()
  if (arenas.isPending) return <Loading message={t('console.schedule.knockout.loadingArenas')} />
  const inUse = (arenas.data ?? []).filter((arena) => arena.retired_at === null)
  return <KnockoutForm eventId={eventId} onCreated={onCreated} inUse={inUse} />
}

function KnockoutForm({ eventId, onCreated, inUse }: Props & { inUse: readonly Arena[] }) {
  const { t } = useT()
  const client = useQueryClient()
  const standings = useStandings(eventId)
  const ranked = standings.data?.rows.length ?? 0
  const inUseIds = inUse.map((arena) => arena.id)
  const { register, handleSubmit, formState, watch } = useForm<KnockoutFormValues>({ defaultValues: knockoutDefaults(inUseIds) })
  const create = useMutation({
    mutationFn: (values: KnockoutFormValues) => api.post<Knockout>(`/events/${eventId}/knockouts`, knockoutBody(values, inUseIds)),
    onSuccess: (knockout) => {
      client.setQueryData(keys.knockouts(eventId), knockout)
      void client.invalidateQueries({ queryKey: keys.allGames })
      onCreated(t('console.schedule.knockout.created', { games: knockout.games.length }))
    },
  })
  return (
    <form className="stack" aria-label={t('console.schedule.knockout.form')} onSubmit={handleSubmit((values) => create.mutate(values))}>
      {standings.data &&
        (standings.data.complete ? (
          <p>{t('console.schedule.knockout.complete', { players: ranked })}</p>
        ) : (
          <p className="notice-text">{t('console.schedule.knockout.unscored', { count: standings.data.unscored_games.length })}</p>
        ))}
      {inUse.length >= 2 && (
        <KnockoutArenaFields inUse={inUse} register={register} checked={watch('arenas')} problem={formState.errors.arenas?.message} error={create.error} />
      )}
      <div className="row">
        <label>
          {t('console.schedule.knockout.players')}
          <input
            type="number"
            className="narrow"
            min={2}
            max={64}
            {...register('players', { valueAsNumber: true, validate: (value) => (Number.isInteger(value) && value >= 2 && value <= 64) || t('console.schedule.knockout.playersRange') })}
          />
          {formState.errors.players && <span className="field-problem">{formState.errors.players.message}</span>}
          <FieldProblem error={create.error} field="players" />
        </label>
        <label>
          {t('console.schedule.knockout.start')}
          <input type="datetime-local" {...register('start')} />
          <FieldProblem error={create.error} field="start_time" />
        </label>
        <button type="submit" className="primary" disabled={create.isPending}>
          {t('console.schedule.knockout.create')}
        </button>
      </div>
      <ErrorNotice error={create.error} />
    </form>
  )
}

export function KnockoutPanel({ eventId, onCreated }: Props) {
  const { t } = useT()
  const knockout = useKnockout(eventId)
  return (
    <section className="card stack knockout-panel" aria-label={t('console.schedule.knockout.section')}>
      <h2>{t('console.schedule.knockout.title')}</h2>
      {knockout.isPending && <Loading message={t('console.schedule.knockout.loading')} />}
      {knockout.isError && <ErrorNotice error={knockout.error} />}
      {knockout.data && knockout.data.games.length === 0 && <CreateKnockout eventId={eventId} onCreated={onCreated} />}
      {knockout.data && knockout.data.games.length > 0 && (
        <>
          {knockout.data.final_first_place_tied && (
            <p className="notice-text" role="status">
              {t('console.schedule.knockout.tied')}
            </p>
          )}
          <KnockoutBracket games={knockout.data.games} />
        </>
      )}
    </section>
  )
}
