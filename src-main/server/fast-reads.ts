// Shared answers (server/route.ts `shared`) given again before Koa: a GET whose exact target was answered since the last
// write is sent the kept bytes, after the same checks Koa's chain makes — the host guard and a valid bearer token, personal
// key or screen key (the access user-or-screen). Anything else, and every refusal, goes through Koa as before.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Middleware } from 'koa'
import type { AuthCache } from '../services/auth-cache'
import type { SharedAnswers } from '../services/shared-answers'
import type { SharedAnswerState } from './api-router'
import { bearerSecret } from './middleware/authenticate'
import { hostAllowed, machineNames } from './middleware/host-guard'

/** Node writes these itself on every answer; they are not kept. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** Outermost Koa link: keeps the bytes of a shared route's answer, exactly as Koa is about to send them. */
export function keepSharedAnswers(answers: SharedAnswers): Middleware {
  return async (ctx, next) => {
    const target = ctx.url
    await next()
    const shared = ctx.state.sharedAnswer as SharedAnswerState | undefined
    if (!shared || ctx.status !== 200 || !Buffer.isBuffer(ctx.body)) return
    const headers: Array<[string, string]> = []
    // getRawHeaderNames (node ≥ 15.13) keeps the names' case and order as set; @types/node has it on ClientRequest only.
    for (const name of (ctx.res as ServerResponse & { getRawHeaderNames(): string[] }).getRawHeaderNames()) {
      if (NODE_HEADERS.has(name.toLowerCase())) continue
      const value = ctx.res.getHeader(name)
      if (Array.isArray(value) || value === undefined) return // never the case for these answers; not kept if it were
      headers.push([name, String(value)])
    }
    answers.keep(target, shared.builtAt, { status: 200, headers, body: ctx.body })
  }
}

/** True when the caller may read a user-or-screen route: what api-router's access check lets through. */
function callerAllowed(credentials: AuthCache, authorization: string | undefined, now: number): boolean {
  const secret = bearerSecret(authorization)
  if (!secret) return false
  const lookup = credentials.lookup(secret, now)
  return 'principal' in lookup || 'screen' in lookup
}

/** The request handler's first look: answers and returns true, or returns false and Koa handles the request. */
export function fastReads(answers: SharedAnswers, credentials: AuthCache, now: () => number, names: readonly string[] = machineNames()) {
  return (req: IncomingMessage, res: ServerResponse): boolean => {
    if (req.method !== 'GET' || req.url === undefined) return false
    // A GET's body, if any, is not read here nor by Koa's body parser (it parses POST, PUT and PATCH): node discards it.
    const { headers } = req
    if (!hostAllowed(headers.host, names)) return false
    if (!callerAllowed(credentials, headers.authorization, now())) return false
    const answer = answers.find(req.url)
    if (!answer) return false
    res.writeHead(answer.status, answer.headers.flat())
    res.end(answer.body)
    return true
  }
}
