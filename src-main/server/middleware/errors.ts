// A link of the request chain (server/app.ts installs them in order; docs/architecture.md lists them): every failure of the
// links inside it becomes a JSON answer with its status; nothing leaks a stack trace.
import type { Middleware } from 'koa'
import { jsonText, withExactIntegers } from '../../domain/exact-integers'
import type { ValidationItem } from '../../domain/validation-errors'
import { Busy, FlushFailed, Invalid, refusalStatus, Stale } from '../../domain/refusals'
import type { Logger } from '../../domain/logging'
import { HttpError } from '../errors'

interface LibraryError extends Error {
  status?: number
  statusCode?: number
  httpCode?: number
  type?: string
  body?: string
  expose?: boolean
  headers?: Record<string, string>
}

/** Set on ctx.state by a route whose JSON body has integer literals longer than 15 digits. */
export interface JsonBodyState {
  value: unknown
  longIntegers: ReadonlyMap<string, string>
}

const PHRASES: Record<number, string> = {
  400: 'The request could not be read',
  404: 'Not Found',
  405: 'Method Not Allowed',
  413: 'Request body is too large',
  415: 'Unsupported content encoding',
  501: 'Not Implemented',
}

/**
 * The 422 items as they can be written: an `input` that JSON cannot write (nested past the engine's stack, a cycle)
 * is left out rather than let the answer fail as a text/plain 500 after this handler.
 */
function writableItems(items: ValidationItem[]): ValidationItem[] {
  try {
    JSON.stringify(items)
    return items
  } catch {
    return items.map(({ input: _input, ...item }) => item)
  }
}

export function handleErrors(log: Logger): Middleware {
  return async (ctx, next) => {
    try {
      await next()
    } catch (caught) {
      const error = caught as LibraryError
      ctx.set('Cache-Control', 'no-store')
      const refused = refusalStatus(error)
      if (refused !== undefined) {
        ctx.status = refused
        const body = ctx.state.jsonBody as JsonBodyState | undefined
        if (error instanceof Invalid && body) {
          // Long integers of the body echoed as sent: written by hand, JSON.stringify would round them.
          ctx.type = 'application/json'
          ctx.body = jsonText({ detail: withExactIntegers(writableItems(error.items), body.value, body.longIntegers) })
        } else if (error instanceof Invalid) ctx.body = { detail: writableItems(error.items) }
        else ctx.body = error instanceof Stale ? { detail: error.message, changed: error.changed } : { detail: error.message }
        if (error instanceof Busy) ctx.set('Retry-After', String(error.retryAfterSeconds))
        if (error instanceof FlushFailed) log.error(`write not saved: ${error.message}`)
      } else if (error instanceof HttpError) {
        ctx.status = error.status
        ctx.set(error.headers)
        ctx.body = { detail: error.detail }
      } else {
        // Library errors (body parser, router, formidable) carry their status in one of three names.
        const status = error.status ?? error.statusCode ?? error.httpCode ?? 500
        if (status >= 400 && status < 500) {
          ctx.status = status
          ctx.body = { detail: PHRASES[status] ?? 'The request could not be handled' }
          if (error.headers?.Allow) ctx.set('Allow', error.headers.Allow)
        } else {
          log.error(`internal error on ${ctx.method} ${ctx.path}: ${error.stack ?? String(error)}`)
          ctx.status = 500
          ctx.body = { detail: 'Internal server error; the change, if any, was not saved' }
        }
      }
      // A refused body (413) and an answer given before the request's body arrived to its end close the connection:
      // the unread rest of a body (a compressed one, read only up to the 1 MB it unpacks to) would otherwise sit in
      // front of the next request on this keep-alive connection, which would never be answered.
      if (ctx.status === 413 || !ctx.req.complete) ctx.set('Connection', 'close')
    }
  }
}
