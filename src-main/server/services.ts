// What route handlers are given: every service (built in services/open-services.ts), never the store.
export type { AppServices as Services } from '../services/open-services'
