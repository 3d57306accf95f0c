// "Behind plan by 5 min" for an event, with "Apply the current delay": one click moves every scheduled game by that much.
// With several arenas in use (issue 28) each arena has its own figure from its own games (`arenaId`: that arena's, applied to
// its games only), and the event's figure is the delay every arena shares, applied to all. With one arena: as it always was.
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { useState, type ReactNode } from 'react'
import { arenaPlanDeviations, commonDeviation, type CommonDeviation } from '../../../src-main/domain/arena-plan-deviation'
import { deviationDelay, planDeviation, type PlanDeviation as Deviation } from '../../../src-main/domain/plan-deviation'
import { planWords } from '../../shared/i18n/plan-words'
import { useT, type Translate } from '../../shared/i18n/use-t'
import type { LiveArenaEntry } from '../../shared/live/arenas'
import { api } from '../api/client'
import { keys } from '../api/keys'
import { useConsoleNow } from '../api/live'
import { useArena, useGameArenas, useGames, useSettings } from '../api/queries'
import type { GameRecord } from '../api/types'
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

/** A delay's size and way, as the messages take them: "10 minutes later", "1 minute earlier". */
const delayValues = (minutes: number) => ({ minutes: Math.abs(minutes), direction: minutes < 0 ? 'earlier' : 'later' })

/** The figure every arena shares, in words: "Every arena behind plan by at least 5 min", "Every arena on plan". */
function commonWords(common: CommonDeviation, t: Translate['t']): string {
  if (common.minutes === 0) return common.differ ? t('console.arena.plan.differ') : t('console.arena.plan.everyOn')
  return t('console.arena.plan.every', { way: common.minutes > 0 ? 'behind' : 'ahead', least: common.differ ? 'yes' : 'no', minutes: Math.abs(common.minutes) })
}

export function PlanDeviation({ eventId, canApply = true, arenaId, eachArena = true }: Props) {
  const { t } = useT()
  const arenas = useArena().data?.arenas
  const several = arenas !== undefined && arenas.length > 1
  const figures = usePlanFigures(eventId, several ? arenas : undefined)
  const arena = arenas?.find((one) => one.id === arenaId)
  const delay = useDelay(eventId, several ? arena : undefined, t)
  const { clockTime } = useClock()
  const { games } = figures
  if (!games) return null
  const detail = (deviation: Deviation) =>
    t('console.arena.plan.detail', { planned: clockTime(games.find((game) => game.id === deviation.next_game_id)?.start_time ?? null), expected: clockTime(deviation.expected_start) })
  const words = (deviation: Deviation) => planWords(t, deviation.minutes)

  if (!several) {
    const deviation = figures.event
    if (!deviation) return <NoPlan />
    const reason = deviation.minutes === 0 ? t('console.arena.plan.onPlan') : delay.reason
    return (
      <Figure tone={tone(deviation.minutes)} words={words(deviation)} detail={detail(deviation)} delay={delay}>
        {canApply && <ApplyButton reason={reason} title={t('console.arena.plan.move', delayValues(deviation.minutes))} onApply={() => delay.apply(deviationDelay(deviation).seconds)} />}
      </Figure>
    )
  }

  // Several arenas: nothing until each game's arena is read.
  if (figures.byArena === undefined) return null
  if (arena) {
    const deviation = figures.byArena.find((one) => one.arena_id === arena.id)?.deviation ?? null
    const label = t('console.arena.plan.labelOf', { arena: arena.name })
    if (!deviation) return <NoPlan label={label} />
    const reason = deviation.minutes === 0 ? t('console.arena.plan.arenaOnPlan', { arena: arena.name }) : delay.reason
    return (
      <Figure tone={tone(deviation.minutes)} words={words(deviation)} detail={detail(deviation)} delay={delay} label={label}>
        {canApply && (
          <ApplyButton reason={reason} title={t('console.arena.plan.moveArena', { arena: arena.name, ...delayValues(deviation.minutes) })} onApply={() => delay.apply(deviationDelay(deviation).seconds)} />
        )}
      </Figure>
    )
  }

  const common = commonDeviation(figures.byArena)
  if (!common) return <NoPlan />
  const name = (id: number) => arenas?.find((one) => one.id === id)?.name ?? t('console.arena.plan.arenaNumber', { id })
  const each = figures.byArena
    .map(({ arena_id, deviation }) => t('console.arena.plan.ofArena', { arena: name(arena_id), words: deviation ? words(deviation) : t('console.arena.plan.noGameLeft') }))
    .join(' · ')
  const reason = common.minutes !== 0 ? delay.reason : common.differ ? t('console.arena.plan.arenasDiffer') : t('console.arena.plan.everyOnPlan')
  return (
    <Figure tone={common.minutes === 0 && common.differ ? 'none' : tone(common.minutes)} words={commonWords(common, t)} detail={eachArena ? each : undefined} delay={delay}>
      {canApply && (
        <ApplyButton label={t('console.arena.plan.applyEvery')} reason={reason} title={t('console.arena.plan.moveEvery', delayValues(common.minutes))} onApply={() => delay.apply(common.minutes * 60)} />
      )}
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
function useDelay(eventId: number, arena: LiveArenaEntry | undefined, t: Translate['t']) {
  const client = useQueryClient()
  const [notice, setNotice] = useState<string>()
  const mutation = useMutation({
    mutationFn: (seconds: number) => api.post<GameRecord[]>(`/events/${eventId}/delay`, arena ? { seconds, arena_id: arena.id } : { seconds }).then((moved) => ({ moved, seconds })),
    onSuccess: ({ moved, seconds }) => {
      void client.invalidateQueries({ queryKey: keys.allGames })
      void client.invalidateQueries({ queryKey: keys.allKnockouts })
      const values = { count: moved.length, ...delayValues(seconds / 60) }
      setNotice(arena ? t('console.arena.plan.movedArena', { ...values, arena: arena.name }) : t('console.arena.plan.moved', values))
    },
  })
  return {
    notice,
    error: mutation.error,
    reason: mutation.isPending ? t('console.arena.plan.applying') : undefined,
    apply: (seconds: number) => (setNotice(undefined), mutation.mutate(seconds)),
  }
}

function tone(minutes: number): 'on' | 'behind' | 'ahead' {
  return minutes === 0 ? 'on' : minutes > 0 ? 'behind' : 'ahead'
}

function NoPlan({ label }: { label?: string }) {
  const { t } = useT()
  return (
    <div className="plan-deviation plan-none" role="status" aria-label={label ?? t('console.arena.plan.label')}>
      <span className="plan-words">{t('console.arena.plan.none')}</span>
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

function Figure({ tone, words, detail, delay, label, children }: FigureProps) {
  const { t } = useT()
  return (
    <div className={`plan-deviation plan-${tone}`} role="status" aria-label={label ?? t('console.arena.plan.label')}>
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

function ApplyButton({ label, reason, title, onApply }: { label?: string; reason: string | undefined; title: string; onApply(): void }) {
  const { t } = useT()
  return (
    <button type="button" className="small" disabled={reason !== undefined} title={reason ?? title} onClick={onApply}>
      {label ?? t('console.arena.plan.apply')}
    </button>
  )
}
