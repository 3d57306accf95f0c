// The settings service: the rules of the settings resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class SettingsService {
  constructor(readonly deps: ServiceDeps) {}
}
