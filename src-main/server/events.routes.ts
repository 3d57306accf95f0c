// Routes of the events resource (being written for the resources issue).
import type { AnyRoute } from './route'
import type { Services } from './services'

export function eventsRoutes(_services: Services): AnyRoute[] {
  return []
}
