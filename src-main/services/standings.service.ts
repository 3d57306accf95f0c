// The standings service: the rules of the standings resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class StandingsService {
  constructor(readonly deps: ServiceDeps) {}
}
