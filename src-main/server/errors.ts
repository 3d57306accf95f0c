// The errors of the HTTP layer itself (authentication, access, limits); the rules' refusals live in domain/refusals.ts.
import { Invalid } from '../domain/refusals'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
  }
}

/** A request that fails its schema: the same 422 as a rule's refusal. */
export { Invalid as RequestInvalid }

export const notAuthenticated = (detail = 'Not authenticated') => new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' })
export const forbidden = (detail: string) => new HttpError(403, detail)
