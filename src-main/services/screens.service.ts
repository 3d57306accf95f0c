// The screens service: the rules of the screens resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class ScreensService {
  constructor(readonly deps: ServiceDeps) {}
}
