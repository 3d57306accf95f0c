// The refusal answers routes declare for the OpenAPI document, written once: 404 naming what is missing, 409 naming why.
import { ERROR_SCHEMA } from '../contract/common.schema'
import type { ResponseSpec } from './route'

/** `notFoundResponse('game')`: the 404 of a path that names no game. */
export function notFoundResponse(what: string): Record<404, ResponseSpec> {
  return { 404: { description: `No such ${what}`, schema: ERROR_SCHEMA } }
}

/** The 409 of a request the current state does not allow; `why` says when. */
export function conflictResponse(why: string): Record<409, ResponseSpec> {
  return { 409: { description: why, schema: ERROR_SCHEMA } }
}
