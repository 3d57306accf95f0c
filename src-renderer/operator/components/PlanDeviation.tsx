// "Behind plan by 5 min" for an event, with "Apply the current delay": one click moves every scheduled game by that much.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { deviationDelay, deviationWords, planDeviation } from '../../../src-main/domain/plan-deviation'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useConsoleNow } from '../api/live'
import { useGames, useSettings } from '../api/queries'
import type { GameRecord } from '../api/types'
import { delayWords } from '../pages/schedule/delay'
import { ErrorNotice } from './Feedback'
import { useClock } from './clock-format'
import './PlanDeviation.css'

/** The changeover the figure assumes until the settings are read (the server's default). */
const DEFAULT_CHANGEOVER_S = 120

interface Props {
  eventId: number
  /** Show "Apply the current delay" (default true). */
  canApply?: boolean
}

export function PlanDeviation({ eventId, canApply = true }: Props) {
  const { clockTime } = useClock()
  const client = useQueryClient()
  const games = useGames({ event_id: eventId })
  const settings = useSettings()
  // The server's time in Unix seconds, read again every few seconds (the figure is in whole minutes).
  const now = Math.floor(useConsoleNow({ everyMs: 5000 }) / 1000)
  const [notice, setNotice] = useState<string>()
  const deviation = games.data ? planDeviation(games.data, now, settings.data?.changeover_s ?? DEFAULT_CHANGEOVER_S) : null
  const apply = useMutation({
    mutationFn: (seconds: number) => api.post<GameRecord[]>(`/events/${eventId}/delay`, { seconds }).then((moved) => ({ moved, seconds })),
    onSuccess: ({ moved, seconds }) => {
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allKnockouts })
      setNotice(`${moved.length} scheduled game${moved.length === 1 ? '' : 's'} moved ${delayWords(seconds / 60)}.`)
    },
  })
  if (!games.data) return null
  if (!deviation) {
    return (
      <div className="plan-deviation plan-none" role="status" aria-label="Plan">
        <span className="plan-words">No game left to plan</span>
      </div>
    )
  }
  const state = deviation.minutes === 0 ? 'on' : deviation.minutes > 0 ? 'behind' : 'ahead'
  const reason = deviation.minutes === 0 ? 'The event runs on plan: there is no delay to apply.' : apply.isPending ? 'Applying…' : undefined
  return (
    <div className={`plan-deviation plan-${state}`} role="status" aria-label="Plan">
      <span className="plan-words" data-testid="plan-deviation">
        {deviationWords(deviation)}
      </span>
      <span className="muted plan-detail">
        next game planned {clockTime(games.data.find((game) => game.id === deviation.next_game_id)?.start_time ?? null)}, can start {clockTime(deviation.expected_start)}
      </span>
      {canApply && (
        <button
          type="button"
          className="small"
          disabled={reason !== undefined}
          title={reason ?? `Move every scheduled game ${delayWords(deviation.minutes)}`}
          onClick={() => (setNotice(undefined), apply.mutate(deviationDelay(deviation).seconds))}
        >
          Apply the current delay
        </button>
      )}
      {notice && <span className="plan-notice">{notice}</span>}
      <ErrorNotice error={apply.error} />
    </div>
  )
}
