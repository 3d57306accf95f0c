// The bar over a list view: its title, how far the event runs ahead of or behind its plan, and the event's name.
import { deviationWords, planDeviation } from '../../../src-main/domain/plan-deviation'
import { FitText } from '../fit/FitText'
import type { ViewProps } from '../view-props'

export function PlanBar({ title, data, now, settings }: Pick<ViewProps, 'data' | 'now' | 'settings'> & { title: string }) {
  // Only for an event's running order: without an event the screen lists every game, of any event.
  const deviation = data.event ? planDeviation(data.games, Math.floor(now / 1000), settings.changeoverS) : null
  const state = deviation === null ? null : deviation.minutes === 0 ? 'on' : deviation.minutes > 0 ? 'behind' : 'ahead'
  return (
    <header className="bar">
      <span className="bar-title">{title}</span>
      {deviation && (
        <span className={`plan-figure plan-${state}`} data-testid="plan-deviation">
          {deviationWords(deviation)}
        </span>
      )}
      <FitText className="bar-state" text={data.event?.name ?? ''} />
    </header>
  )
}
