// The keys service: the rules of the keys resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class KeysService {
  constructor(readonly deps: ServiceDeps) {}
}
