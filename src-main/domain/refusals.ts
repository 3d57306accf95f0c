// The refusals of the rules: what a service throws when a request cannot be done, and the HTTP status of each (refusalStatus),
// the one mapping the server's error middleware and an import job's failure both use.
import type { ValidationItem } from './validation-errors'

/** The thing named does not exist (HTTP 404). */
export class NotFound extends Error {}

/** The request is well-formed but the current state does not allow it (HTTP 409); the message names the reason. */
export class Conflict extends Error {}

/** A change sent for an older version of the object than the stored one (If-Match, HTTP 409): `changed` names the fields that differ. */
export class Stale extends Conflict {
  constructor(
    message: string,
    readonly changed: string[],
  ) {
    super(message)
  }
}

/** Fields break a rule no schema can express (HTTP 422); each item names its field. */
export class Invalid extends Error {
  constructor(readonly items: ValidationItem[]) {
    super('Request failed validation')
  }
}

/** The data file could not take the change (disk full, folder gone, lock lost): nothing was saved (HTTP 503). */
export class FlushFailed extends Error {
  override name = 'FlushFailed'
}

/** Throws Invalid when there are problems; a no-op otherwise. */
export function refuseProblems(problems: ValidationItem[]): void {
  if (problems.length > 0) throw new Invalid(problems)
}

/**
 * The server has too much of this work under way to take more now: 429 when the caller's own share is used up (their
 * reports being made), 503 when everyone's is (logins waiting to be checked). Retry-After says when to try again.
 */
export class Busy extends Error {
  override name = 'Busy'
  constructor(
    message: string,
    readonly status: 429 | 503,
    readonly retryAfterSeconds: number,
  ) {
    super(message)
  }
}

/**
 * The HTTP status a refusal is answered with, or undefined for an error that is no refusal (a fault: the server answers
 * 500). The error middleware answers with it; an import job that fails records it, as Bulk Import Users would answer.
 */
export function refusalStatus(error: unknown): 404 | 409 | 422 | 429 | 503 | undefined {
  if (error instanceof NotFound) return 404
  if (error instanceof Conflict) return 409
  if (error instanceof Invalid) return 422
  if (error instanceof FlushFailed) return 503
  if (error instanceof Busy) return error.status
  return undefined
}
