// Routes of the arena resource (being written for the resources issue).
import type { AnyRoute } from './route'
import type { Services } from './services'

export function arenaRoutes(_services: Services): AnyRoute[] {
  return []
}
