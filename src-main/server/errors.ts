// The errors a route may throw; the error middleware turns each into its status and JSON body.
import type { ValidationItem } from '../domain/validation-errors'

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(detail)
  }
}

export class RequestInvalid extends Error {
  constructor(readonly items: ValidationItem[]) {
    super('Request failed validation')
  }
}

export const notAuthenticated = (detail = 'Not authenticated') => new HttpError(401, detail, { 'WWW-Authenticate': 'Bearer' })
export const forbidden = (detail: string) => new HttpError(403, detail)
export const notFound = (detail: string) => new HttpError(404, detail)
export const conflict = (detail: string) => new HttpError(409, detail)
