// The request log: one line for each answer that is a server error (5xx) or slow (> 500 ms to answer), with method, path
// (secret query values redacted), status and time; every other request leaves no line.
import type { Middleware } from 'koa'
import { performance } from 'node:perf_hooks'
import { loggableUrl } from '../../domain/loggable-url'
import type { Logger } from '../../domain/logging'

export const SLOW_REQUEST_MS = 500

export function logRequests(log: Logger, slowMs = SLOW_REQUEST_MS): Middleware {
  return async (ctx, next) => {
    const started = performance.now()
    try {
      await next()
    } finally {
      const ms = Math.round(performance.now() - started)
      const status = ctx.status
      if (status >= 500 || ms > slowMs) {
        const details = { method: ctx.method, path: loggableUrl(ctx.originalUrl), status, ms }
        const line = `${ctx.method} ${details.path} answered ${status} in ${ms} ms`
        if (status >= 500) log.error(line, details)
        else log.warn(`slow request: ${line}`, details)
      }
    }
  }
}
