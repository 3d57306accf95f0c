// The event's double entry setting, switched by the head scorer on the Scoring page: on, two scorers enter each game and a mismatch is held here.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/client'
import { scoringKeys, useEventScoring, type EventScoring, type EventScoringAnswer } from '../../api/scoring-queries'
import { ErrorNotice } from '../../components/Feedback'
import { useT } from '../../../shared/i18n/use-t'

export function DoubleEntrySwitch({ eventId }: { eventId: number }) {
  const { t } = useT()
  const client = useQueryClient()
  const scoring = useEventScoring(eventId)
  const save = useMutation({
    mutationFn: (body: EventScoring) => api.put<EventScoringAnswer>(`/events/${eventId}/scoring`, body),
    onSuccess: (saved) => client.setQueryData(scoringKeys.eventScoring(eventId), saved),
  })
  return (
    <div className="double-entry">
      <label className="inline">
        <input
          type="checkbox"
          checked={scoring.data?.double_entry ?? false}
          disabled={!scoring.data || save.isPending}
          onChange={(change) => save.mutate({ double_entry: change.target.checked })}
        />
        <span>{t('console.scoring.doubleEntry')}</span>
      </label>
      <ErrorNotice error={scoring.error ?? save.error} />
    </div>
  )
}
