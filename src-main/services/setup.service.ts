// The setup service: the rules of the setup resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class SetupService {
  constructor(readonly deps: ServiceDeps) {}
}
