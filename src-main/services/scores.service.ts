// The scores service: the rules of the scores resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class ScoresService {
  constructor(readonly deps: ServiceDeps) {}
}
