// The event's double entry setting, switched by the head scorer on the Scoring page: on, two scorers enter each game and a mismatch is held here.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { api } from '../../api/client'
import { scoringKeys, useEventScoring, type EventScoring, type EventScoringAnswer } from '../../api/scoring-queries'
import { ErrorNotice } from '../../components/Feedback'

export function DoubleEntrySwitch({ eventId }: { eventId: number }) {
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
        <span>Double entry: two scorers enter each game; a mismatch is held for the head scorer</span>
      </label>
      <ErrorNotice error={scoring.error ?? save.error} />
    </div>
  )
}
