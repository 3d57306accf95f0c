// A game's start in a list: NOW while it runs; its expected time (planned + the event's delay) in amber while the event runs
// late, the planned one otherwise (issue 26, item 17).
import { projectedTimes, type PlanDeviation } from '../../../src-main/domain/plan-deviation'
import { FitText } from '../fit/FitText'
import { plannedTime } from '../time-format'
import { useT } from '../../shared/i18n/use-t'
import type { GameRecord } from '../types'

export function TimeCell({ game, deviation, timeZone }: { game: GameRecord; deviation: PlanDeviation | null; timeZone: string | null }) {
  const { t } = useT()
  if (game.status === 'running') return <FitText lines={1} text={t('display.now')} />
  const expected = projectedTimes(game, deviation)
  if (!expected) return <FitText lines={1} text={plannedTime(game.start_time, timeZone, game.end_time)} />
  return <FitText lines={1} className="time-expected" testId="expected-time" text={plannedTime(expected.start, timeZone, expected.end)} />
}
