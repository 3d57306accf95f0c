// "Behind plan by 5 min" for an event, with "Apply the current delay": one click moves every scheduled game by that much.
// With several arenas in use (issue 28) each arena has its own figure from its own games (`arenaId`: that arena's, applied to
// its games only), and the event's figure is the delay every arena shares, applied to all. With one arena: as it always was.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { arenaPlanDeviations, commonDeviation, commonDeviationWords } from '../../../src-main/domain/arena-plan-deviation'
import { deviationDelay, deviationWords, planDeviation, type PlanDeviation as Deviation } from '../../../src-main/domain/plan-deviation'
import type { LiveArenaEntry } from '../../shared/live/arenas'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useConsoleNow } from '../api/live'
import { useArena, useGameArenas, useGames, useSettings } from '../api/queries'
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
  /** With several arenas in use: this arena's figure, and its delay moves this arena's games only. */
  arenaId?: number
  /** With several arenas, the event's figure also lists each arena's (default true; the Arena page's panels show their own). */
  eachArena?: boolean
}

export function PlanDeviation({ eventId, canApply = true, arenaId, eachArena = true }: Props) {
  const arenas = useArena().data?.arenas
  const several = arenas !== undefined && arenas.length > 1
  const figures = usePlanFigures(eventId, several ? arenas : undefined)
  const arena = arenas?.find((one) => one.id === arenaId)
  const delay = useDelay(eventId, several ? arena : undefined)
  const { clockTime } = useClock()
  const { games } = figures
  if (!games) return null
  const detail = (deviation: Deviation) => `next game planned ${clockTime(games.find((game) => game.id === deviation.next_game_id)?.start_time ?? null)}, can start ${clockTime(deviation.expected_start)}`

  if (!several) {
    const deviation = figures.event
    if (!deviation) return <NoPlan />
    const reason = deviation.minutes === 0 ? 'The event runs on plan: there is no delay to apply.' : delay.reason
    return (
      <Figure tone={tone(deviation.minutes)} words={deviationWords(deviation)} detail={detail(deviation)} delay={delay}>
        {canApply && <ApplyButton reason={reason} title={`Move every scheduled game ${delayWords(deviation.minutes)}`} onApply={() => delay.apply(deviationDelay(deviation).seconds)} />}
      </Figure>
    )
  }

  // Several arenas: nothing until each game's arena is read.
  if (figures.byArena === undefined) return null
  if (arena) {
    const deviation = figures.byArena.find((one) => one.arena_id === arena.id)?.deviation ?? null
    if (!deviation) return <NoPlan label={`Plan of ${arena.name}`} />
    const reason = deviation.minutes === 0 ? `${arena.name} runs on plan: there is no delay to apply.` : delay.reason
    return (
      <Figure tone={tone(deviation.minutes)} words={deviationWords(deviation)} detail={detail(deviation)} delay={delay} label={`Plan of ${arena.name}`}>
        {canApply && <ApplyButton reason={reason} title={`Move every scheduled game of ${arena.name} ${delayWords(deviation.minutes)}`} onApply={() => delay.apply(deviationDelay(deviation).seconds)} />}
      </Figure>
    )
  }

  const common = commonDeviation(figures.byArena)
  if (!common) return <NoPlan />
  const name = (id: number) => arenas?.find((one) => one.id === id)?.name ?? `Arena ${id}`
  const each = figures.byArena.map(({ arena_id, deviation }) => `${name(arena_id)}: ${deviation ? deviationWords(deviation) : 'no game left'}`).join(' · ')
  const reason =
    common.minutes !== 0 ? delay.reason : common.differ ? "The arenas run differently: apply each arena's own delay." : 'Every arena runs on plan: there is no delay to apply.'
  return (
    <Figure tone={common.minutes === 0 && common.differ ? 'none' : tone(common.minutes)} words={commonDeviationWords(common)} detail={eachArena ? each : undefined} delay={delay}>
      {canApply && <ApplyButton label="Apply to every arena" reason={reason} title={`Move every scheduled game of every arena ${delayWords(common.minutes)}`} onApply={() => delay.apply(common.minutes * 60)} />}
    </Figure>
  )
}

/** The event's games with the figures read from them: the event's (one arena), and with several arenas each arena's. */
function usePlanFigures(eventId: number, arenas: readonly LiveArenaEntry[] | undefined) {
  const games = useGames({ event_id: eventId })
  const arenaOf = useGameArenas(eventId, arenas !== undefined)
  const settings = useSettings()
  // The server's time in Unix seconds, read again every few seconds (the figure is in whole minutes).
  const now = Math.floor(useConsoleNow({ everyMs: 5000 }) / 1000)
  const changeover = settings.data?.changeover_s ?? DEFAULT_CHANGEOVER_S
  const event = games.data ? planDeviation(games.data, now, changeover) : null
  const ids = arenas?.map((arena) => arena.id)
  const byArena = games.data && ids && arenaOf.data ? arenaPlanDeviations(games.data, arenaOf.data, ids, now, changeover) : undefined
  return { games: games.data, event, byArena }
}

/** POST /events/{id}/delay — of `arena`'s games only when given — and its notice. */
function useDelay(eventId: number, arena: LiveArenaEntry | undefined) {
  const client = useQueryClient()
  const [notice, setNotice] = useState<string>()
  const mutation = useMutation({
    mutationFn: (seconds: number) => api.post<GameRecord[]>(`/events/${eventId}/delay`, arena ? { seconds, arena_id: arena.id } : { seconds }).then((moved) => ({ moved, seconds })),
    onSuccess: ({ moved, seconds }) => {
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allKnockouts })
      setNotice(`${moved.length} scheduled game${moved.length === 1 ? '' : 's'}${arena ? ` of ${arena.name}` : ''} moved ${delayWords(seconds / 60)}.`)
    },
  })
  return {
    notice,
    error: mutation.error,
    reason: mutation.isPending ? 'Applying…' : undefined,
    apply: (seconds: number) => (setNotice(undefined), mutation.mutate(seconds)),
  }
}

function tone(minutes: number): 'on' | 'behind' | 'ahead' {
  return minutes === 0 ? 'on' : minutes > 0 ? 'behind' : 'ahead'
}

function NoPlan({ label = 'Plan' }: { label?: string }) {
  return (
    <div className="plan-deviation plan-none" role="status" aria-label={label}>
      <span className="plan-words">No game left to plan</span>
    </div>
  )
}

interface FigureProps {
  tone: 'on' | 'behind' | 'ahead' | 'none'
  words: string
  detail: string | undefined
  delay: { notice: string | undefined; error: unknown }
  label?: string
  children: ReactNode
}

function Figure({ tone, words, detail, delay, label = 'Plan', children }: FigureProps) {
  return (
    <div className={`plan-deviation plan-${tone}`} role="status" aria-label={label}>
      <span className="plan-words" data-testid="plan-deviation">
        {words}
      </span>
      {detail && <span className="muted plan-detail">{detail}</span>}
      {children}
      {delay.notice && <span className="plan-notice">{delay.notice}</span>}
      <ErrorNotice error={delay.error} />
    </div>
  )
}

function ApplyButton({ label = 'Apply the current delay', reason, title, onApply }: { label?: string; reason: string | undefined; title: string; onApply(): void }) {
  return (
    <button type="button" className="small" disabled={reason !== undefined} title={reason ?? title} onClick={onApply}>
      {label}
    </button>
  )
}
