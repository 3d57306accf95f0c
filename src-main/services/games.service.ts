// The games service: the rules of the games resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class GamesService {
  constructor(readonly deps: ServiceDeps) {}
}
