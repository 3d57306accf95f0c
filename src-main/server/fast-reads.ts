// Shared answers (server/route.ts `shared`) given again before Koa: a GET whose exact target was answered since the last
// write is sent the kept bytes, after the same checks Koa's chain makes — the host guard and a valid bearer token, personal
// key or screen key (the access user-or-screen). Anything else, and every refusal, goes through Koa as before.
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Middleware } from 'koa'
import type { AuthCache } from '../services/auth-cache'
import { sharedTarget, type SharedAnswers } from '../services/shared-answers'
import type { SharedAnswerState } from './api-router'
import { bearerSecret } from './middleware/authenticate'
import { hostAllowed, machineNames } from './middleware/host-guard'

/** Node writes these itself on every answer; they are not kept. */
const NODE_HEADERS = new Set(['date', 'connection', 'keep-alive', 'transfer-encoding'])

/** Outermost Koa link: keeps the bytes of a shared route's answer, exactly as Koa is about to send them. */
export function keepSharedAnswers(answers: SharedAnswers): Middleware {
  return async (ctx, next) => {
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
    answers.keep(shared.target, shared.builtAt, { status: 200, headers, body: ctx.body })
  }
}

/** True when the credential is a user's or a screen's, valid now: what api-router's access check lets through for user-or-screen. */
function callerAllowed(credentials: AuthCache, secret: string | undefined, now: number): secret is string {
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
    const secret = bearerSecret(headers.authorization)
    if (!callerAllowed(credentials, secret, now())) return false
    // An answer the same for everyone, else this caller's own (kept only after this credential was let through for it:
    // any change to its rights is a write, which empties every kept answer; an expired one fails the lookup above).
    const answer = answers.find(req.url) ?? answers.find(sharedTarget('caller', req.url, secret)!)
    if (!answer) return false
    res.writeHead(answer.status, answer.headers.flat())
    res.end(answer.body)
    return true
  }
}
