// The backups service: the rules of the backups resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class BackupsService {
  constructor(readonly deps: ServiceDeps) {}
}
