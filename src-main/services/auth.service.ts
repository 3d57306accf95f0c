// The auth service: the rules of the auth resource, its repositories inside one store write, and the live events it publishes.
import type { ServiceDeps } from './service-deps'

export class AuthService {
  constructor(readonly deps: ServiceDeps) {}
}
