// The schedule service: the rules of the schedule resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class ScheduleService {
  constructor(readonly deps: ServiceDeps) {}
}
