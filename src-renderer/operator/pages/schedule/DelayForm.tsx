// Applying a delay: every scheduled game of the event with planned times moves by the same number of minutes.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useForm } from 'react-hook-form'
import { api } from '../../api/client'
import { keys } from '../../api/keys'
import { useT } from '../../../shared/i18n/use-t'
import type { GameRecord } from '../../api/types'
import { ErrorNotice, FieldProblem } from '../../components/Feedback'
import { delayAppliedWords, delayBody } from './delay'

interface Props {
  eventId: number
  onApplied(message: string): void
}

export function DelayForm({ eventId, onApplied }: Props) {
  const { t } = useT()
  const client = useQueryClient()
  const { register, handleSubmit, formState } = useForm<{ minutes: number }>({ defaultValues: { minutes: 5 } })
  const apply = useMutation({
    mutationFn: (minutes: number) => api.post<GameRecord[]>(`/events/${eventId}/delay`, delayBody(minutes)).then((games) => ({ games, minutes })),
    onSuccess: ({ games, minutes }) => {
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allKnockouts })
      onApplied(delayAppliedWords(games.length, minutes, t))
    },
  })
  return (
    <form className="card stack delay-form" aria-label={t('console.schedule.delay.form')} onSubmit={handleSubmit(({ minutes }) => apply.mutate(minutes))}>
      <h2>{t('console.schedule.delay.title')}</h2>
      <p className="muted">{t('console.schedule.delay.explain')}</p>
      <div className="row">
        <label>
          {t('console.schedule.delay.minutes')}
          <input
            type="number"
            className="narrow"
            min={-1440}
            max={1440}
            {...register('minutes', {
              valueAsNumber: true,
              validate: (value) => (Number.isInteger(value) && value !== 0 && Math.abs(value) <= 1440) || t('console.schedule.delay.range'),
            })}
          />
          {formState.errors.minutes && <span className="field-problem">{formState.errors.minutes.message}</span>}
          <FieldProblem error={apply.error} field="seconds" />
        </label>
        <button type="submit" className="primary" disabled={apply.isPending}>
          {t('console.schedule.delay.apply')}
        </button>
      </div>
      <ErrorNotice error={apply.error} />
    </form>
  )
}
