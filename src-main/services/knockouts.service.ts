// The knockouts service: the rules of the knockouts resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class KnockoutsService {
  constructor(readonly deps: ServiceDeps) {}
}
