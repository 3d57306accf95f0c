// The events service: the rules of the events resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class EventsService {
  constructor(readonly deps: ServiceDeps) {}
}
