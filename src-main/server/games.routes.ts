// Routes of the games resource (being written for the resources issue).
import type { AnyRoute } from './route'
import type { Services } from './services'

export function gamesRoutes(_services: Services): AnyRoute[] {
  return []
}
