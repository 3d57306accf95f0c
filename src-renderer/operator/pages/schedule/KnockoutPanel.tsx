// Knockouts: seed the top of the complete standings into knockout games, then show the bracket round by round.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
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
  const arenas = useArenas()
  if (arenas.isPending) return <Loading what="the arenas" />
  const inUse = (arenas.data ?? []).filter((arena) => arena.retired_at === null)
  return <KnockoutForm eventId={eventId} onCreated={onCreated} inUse={inUse} />
}

function KnockoutForm({ eventId, onCreated, inUse }: Props & { inUse: readonly Arena[] }) {
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
      onCreated(`The knockout is created: ${knockout.games.length} games.`)
    },
  })
  return (
    <form className="stack" aria-label="Create knockouts" onSubmit={handleSubmit((values) => create.mutate(values))}>
      {standings.data &&
        (standings.data.complete ? (
          <p>Every league game is scored: {ranked} players in the standings. The top ones become seeds 1, 2, 3 …</p>
        ) : (
          <p className="notice-text">
            {standings.data.unscored_games.length} league games are not scored yet: the knockout can be created once every league game is scored.
          </p>
        ))}
      {inUse.length >= 2 && (
        <KnockoutArenaFields inUse={inUse} register={register} checked={watch('arenas')} problem={formState.errors.arenas?.message} error={create.error} />
      )}
      <div className="row">
        <label>
          Players in the knockout
          <input
            type="number"
            className="narrow"
            min={2}
            max={64}
            {...register('players', { valueAsNumber: true, validate: (value) => (Number.isInteger(value) && value >= 2 && value <= 64) || 'From 2 to 64' })}
          />
          {formState.errors.players && <span className="field-problem">{formState.errors.players.message}</span>}
          <FieldProblem error={create.error} field="players" />
        </label>
        <label>
          Planned start of the first knockout game (optional)
          <input type="datetime-local" {...register('start')} />
          <FieldProblem error={create.error} field="start_time" />
        </label>
        <button type="submit" className="primary" disabled={create.isPending}>
          Create knockouts
        </button>
      </div>
      <ErrorNotice error={create.error} />
    </form>
  )
}

export function KnockoutPanel({ eventId, onCreated }: Props) {
  const knockout = useKnockout(eventId)
  return (
    <section className="card stack knockout-panel" aria-label="Knockouts">
      <h2>Knockouts</h2>
      {knockout.isPending && <Loading what="the knockout" />}
      {knockout.isError && <ErrorNotice error={knockout.error} />}
      {knockout.data && knockout.data.games.length === 0 && <CreateKnockout eventId={eventId} onCreated={onCreated} />}
      {knockout.data && knockout.data.games.length > 0 && (
        <>
          {knockout.data.final_first_place_tied && (
            <p className="notice-text" role="status">
              First place in the final is shared: add a tiebreaker game with New game.
            </p>
          )}
          <KnockoutBracket games={knockout.data.games} />
        </>
      )}
    </section>
  )
}
