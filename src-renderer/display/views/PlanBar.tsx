// The bar over a list view: its title, how far the event runs ahead of or behind its plan, and the event's name.
import { planDeviation, type PlanDeviation } from '../../../src-main/domain/plan-deviation'
import { planWords } from '../../shared/i18n/plan-words'
import { useT } from '../../shared/i18n/use-t'
import { FitText } from '../fit/FitText'
import type { ViewProps } from '../view-props'

/**
 * How far the screen's event runs from its plan now, over `games` (the event's; the queue passes its arena's); null without
 * an event (the screen lists every game, of any event).
 */
export function viewDeviation({ data, now, settings }: Pick<ViewProps, 'data' | 'now' | 'settings'>, games = data.games): PlanDeviation | null {
  return data.event ? planDeviation(games, Math.floor(now / 1000), settings.changeoverS) : null
}

/** `deviation`: the view's own viewDeviation, worked out once per render for the bar and the view's times. */
export function PlanBar({ title, data, deviation }: Pick<ViewProps, 'data'> & { title: string; deviation: PlanDeviation | null }) {
  const state = deviation === null ? null : deviation.minutes === 0 ? 'on' : deviation.minutes > 0 ? 'behind' : 'ahead'
  const { t } = useT()
  return (
    <header className="bar">
      <span className="bar-title">{title}</span>
      {deviation && (
        <span className={`plan-figure plan-${state}`} data-testid="plan-deviation">
          {planWords(t, deviation.minutes)}
          {deviation.minutes > 0 ? t('display.planBar.expected') : ''}
        </span>
      )}
      <FitText className="bar-state" text={data.event?.name ?? ''} />
    </header>
  )
}
