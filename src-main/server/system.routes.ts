// Routes of the system resource (being written for the resources issue).
import type { AnyRoute } from './route'
import type { Services } from './services'

export function systemRoutes(_services: Services): AnyRoute[] {
  return []
}
