// Knockouts: seed the top of the complete standings into knockout games, then show the bracket round by round.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useStandings } from '../../api/queries'
import { ErrorNotice, FieldProblem, Loading } from '../../components/Feedback'
import { fromLocalInput } from '../../components/time'
import { KnockoutBracket } from './KnockoutBracket'
import { useKnockout, type Knockout } from './schedule-api'

interface Props {
  eventId: number
  onCreated(message: string): void
}

interface KnockoutFormValues {
  players: number
  start: string
}

function CreateKnockout({ eventId, onCreated }: Props) {
  const client = useQueryClient()
  const standings = useStandings(eventId)
  const ranked = standings.data?.rows.length ?? 0
  const { register, handleSubmit, formState } = useForm<KnockoutFormValues>({ defaultValues: { players: 8, start: '' } })
  const create = useMutation({
    mutationFn: (values: KnockoutFormValues) =>
      api.post<Knockout>(`/events/${eventId}/knockouts`, { players: values.players, ...(values.start ? { start_time: fromLocalInput(values.start) } : {}) }),
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
