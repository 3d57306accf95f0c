// Applying a delay: every scheduled game of the event with planned times moves by the same number of minutes.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import type { GameRecord } from '../../api/types'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { delayBody, delayWords } from './delay'

interface Props {
  eventId: number
  onApplied(message: string): void
}

export function DelayForm({ eventId, onApplied }: Props) {
  const client = useQueryClient()
  const { register, handleSubmit, formState } = useForm<{ minutes: number }>({ defaultValues: { minutes: 5 } })
  const apply = useMutation({
    mutationFn: (minutes: number) => api.post<GameRecord[]>(`/events/${eventId}/delay`, delayBody(minutes)).then((games) => ({ games, minutes })),
    onSuccess: ({ games, minutes }) => {
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allKnockouts })
      onApplied(games.length === 0 ? 'No scheduled game has planned times: nothing moved.' : `${games.length} scheduled games moved ${delayWords(minutes)}.`)
    },
  })
  return (
    <form className="card stack delay-form" aria-label="Apply a delay" onSubmit={handleSubmit(({ minutes }) => apply.mutate(minutes))}>
      <h2>Apply a delay</h2>
      <p className="muted">The planned start and end of every game still scheduled move by this much; games running or played stay as they are.</p>
      <div className="row">
        <label>
          Delay in minutes (negative: earlier)
          <input
            type="number"
            className="narrow"
            min={-1440}
            max={1440}
            {...register('minutes', {
              valueAsNumber: true,
              validate: (value) => (Number.isInteger(value) && value !== 0 && Math.abs(value) <= 1440) || 'A whole number of minutes, not 0, at most 1440 either way',
            })}
          />
          {formState.errors.minutes && <span className="field-problem">{formState.errors.minutes.message}</span>}
          <FieldProblem error={apply.error} field="seconds" />
        </label>
        <button type="submit" className="primary" disabled={apply.isPending}>
          Apply delay
        </button>
      </div>
      <ErrorNotice error={apply.error} />
    </form>
  )
}
