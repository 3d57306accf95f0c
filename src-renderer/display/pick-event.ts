// Which event a screen follows: the one its config names, else the one under way, else the latest begun, else the next to begin.
import type { Event } from './types'

export function pickEvent(events: readonly Event[], configEventId: number | null, serverNowMs: number): Event | null {
  if (configEventId !== null) {
    const chosen = events.find((event) => event.id === configEventId)
    if (chosen) return chosen
  }
  const now = serverNowMs / 1000
  const latestFirst = [...events].sort((a, b) => b.start_time - a.start_time || b.id - a.id)
  const underWay = latestFirst.find((event) => event.start_time <= now && now <= event.end_time)
  if (underWay) return underWay
  const begun = latestFirst.find((event) => event.start_time <= now)
  if (begun) return begun
  return latestFirst.length > 0 ? latestFirst[latestFirst.length - 1] : null
}
