// The users service: the rules of the users resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class UsersService {
  constructor(readonly deps: ServiceDeps) {}
}
