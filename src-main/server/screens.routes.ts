// Routes of the screens resource (being written for the resources issue).
import type { AnyRoute } from './route'
import type { Services } from './services'

export function screensRoutes(_services: Services): AnyRoute[] {
  return []
}
