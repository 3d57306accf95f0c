// How far an event runs from its plan, in words of the catalogue: "On plan", "Behind plan by 3 min", "Ahead of plan by 2 min"
// (the screens' bars and the team page; the console's own pages still use domain/plan-deviation's English words).
import type { Translate } from './use-t'

export function planWords(t: Translate['t'], minutes: number): string {
  if (minutes === 0) return t('plan.on')
  return minutes > 0 ? t('plan.behind', { minutes }) : t('plan.ahead', { minutes: Math.abs(minutes) })
}
