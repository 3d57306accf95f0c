// A delay in minutes as the delay endpoint takes it, and in words (in the language of `t`, English by default).
import { englishT } from '../../../shared/i18n/english'
import type { Translate } from '../../../shared/i18n/use-t'

/** "10 minutes later", "1 minute earlier". */
export function delayWords(minutes: number, t: Translate['t'] = englishT): string {
  return t(minutes < 0 ? 'console.schedule.delay.earlier' : 'console.schedule.delay.later', { minutes: Math.abs(minutes) })
}

/** The notice once a delay is applied: "6 scheduled games moved 10 minutes later." */
export function delayAppliedWords(games: number, minutes: number, t: Translate['t'] = englishT): string {
  if (games === 0) return t('console.schedule.delay.nothingMoved')
  return t(minutes < 0 ? 'console.schedule.delay.movedEarlier' : 'console.schedule.delay.movedLater', { games, minutes: Math.abs(minutes) })
}

/** The body of POST /events/{id}/delay. */
export function delayBody(minutes: number): { seconds: number } {
  return { seconds: Math.round(minutes * 60) }
}
