// Mounts the route table on @koa/router: access check, validation of path/query/body, handler, reply.
import Router from '@koa/router'
import type { Context, Middleware } from 'koa'
import { bodyMissingItem, type Source, type ValidationItem } from '../domain/validation-errors'
import { isFields, versionTag } from '../domain/versions'
import { forbidden, HttpError, notAuthenticated, RequestInvalid } from './errors'
import type { Principal, ReplicationPrincipal, ScreenPrincipal } from '../services/auth-cache'
import { sharedTarget, type SharedAnswers } from '../services/shared-answers'
import { bearerSecret, type AuthState } from './middleware/authenticate'
import type { JsonBodyState } from './middleware/errors'
import { readForm, readJsonBody, type JsonBody } from './middleware/body'
import type { AnyRoute, RouteInput } from './route'
import { precompileInTurns, validate, type JsonSchema } from './validation'

export const API_PREFIX = '/api/v1'

function koaPath(path: string): string {
  return path.replace(/\{(\w+)\}/g, ':$1')
}

export const REPLICATION_KEY_ONLY = 'A replication key may only read the replication stream (and tell its old primary of a take-over)'

function callerFor(ctx: Context, access: AnyRoute['access']): { principal?: Principal; screen?: ScreenPrincipal; replication?: ReplicationPrincipal } {
  const { lookup, refused } = ctx.state.auth as AuthState
  if (refused) throw notAuthenticated(refused)
  // A standby's key reads the stream (and, taking over, fences its old primary) and nothing else, public routes included;
  // those take nothing else.
  if (lookup && 'replication' in lookup) {
    if (access === 'replication') return { replication: lookup.replication }
    throw forbidden(REPLICATION_KEY_ONLY)
  }
  if (access === 'replication') {
    if (!lookup) throw notAuthenticated()
    if ('problem' in lookup) throw notAuthenticated('Invalid replication key')
    throw forbidden('This route needs a replication key (an administrator makes one: POST /api/v1/system/replication/keys)')
  }
  if (access === 'public') return lookup && 'principal' in lookup ? { principal: lookup.principal } : {}
  if (!lookup) throw notAuthenticated()
  if ('problem' in lookup) {
    throw notAuthenticated(lookup.problem === 'expired' ? 'The access token has expired; log in again' : 'Invalid access token')
  }
  if ('screen' in lookup) {
    if (access === 'admin-or-screen' || access === 'user-or-screen') return { screen: lookup.screen }
    throw forbidden('A screen key may only read what venue screens show')
  }
  const anyUser = access === 'user' || access === 'user-or-screen'
  const admin = lookup.principal.user.is_admin
  if (access === 'scorer' && !admin && !lookup.principal.scorer) throw forbidden('This action needs a scorer or an administrator')
  if (!anyUser && access !== 'scorer' && !admin) throw forbidden('This action needs an administrator')
  return { principal: lookup.principal }
}

/** Set on ctx.state by a shared route's 200 answer to a GET: the write generation it was built in and what it is kept under (app.ts keeps it). */
export interface SharedAnswerState {
  builtAt: number
  target: string
}

/** Why this server takes no writes now (a standby: read-only, naming its primary), or undefined. */
export type ReadOnlyReason = () => { detail: string; primary: string } | undefined

function handle(route: AnyRoute, clientAddress: (ctx: Context) => string, answers?: SharedAnswers, readOnly?: ReadOnlyReason): Middleware {
  return async (ctx) => {
    const standby = route.method !== 'get' && route.onStandby !== 'answered' ? readOnly?.() : undefined
    if (standby) throw new HttpError(503, standby.detail, { 'X-Arena-Primary': standby.primary })
    // Taken before anything is read, so that a write during the handler leaves the answer unkept.
    const target = route.shared && ctx.method === 'GET' ? sharedTarget(route.shared, ctx.url, bearerSecret(ctx.get('Authorization'))) : undefined
    const builtAt = target !== undefined ? answers?.current() : undefined
    // A JSON body that cannot be read is answered before the token is looked at, as FastAPI does.
    const read: JsonBody | undefined = route.body ? await readJsonBody(ctx) : undefined
    if (read?.longIntegers) ctx.state.jsonBody = { value: read.value, longIntegers: read.longIntegers } satisfies JsonBodyState
    const caller = callerFor(ctx, route.access)
    const params: Record<string, unknown> = { ...(ctx.params as Record<string, string>) }
    const query: Record<string, unknown> = { ...ctx.query }
    const problems: ValidationItem[] = []
    if (route.params) problems.push(...validate(route.params, 'path', params))
    if (route.query) problems.push(...validate(route.query, 'query', query))
    let body: unknown
    if (route.body && read) {
      if (read.problem) problems.push(read.problem)
      // A JSON null is no body at all, as FastAPI answers it.
      else if (!read.present || read.value === null) problems.push(bodyMissingItem())
      else {
        body = read.value
        problems.push(...validate(route.body, 'body', body))
      }
    } else if (route.form) {
      const read = await readForm(ctx, route.form)
      problems.push(...read.problems)
      body = read.value
    }
    if (problems.length > 0) throw new RequestInvalid(problems)
    const input: RouteInput<unknown, unknown, unknown> = { params, query, body, principal: caller.principal, screen: caller.screen, replication: caller.replication, address: clientAddress(ctx), ifMatch: ctx.get('If-Match') || undefined, ctx }
    const reply = await route.handler(input as never)
    if (reply.handled) return
    if (reply.headers) ctx.set(reply.headers)
    ctx.status = reply.status ?? 200
    if (route.versioned && ctx.status === 200 && isFields(reply.body)) ctx.set('ETag', versionTag(reply.body))
    if (builtAt !== undefined && ctx.status === 200 && reply.body !== undefined) {
      // The bytes Koa would send for this body, made here so that the very same bytes can be kept.
      ctx.type = 'application/json'
      ctx.body = Buffer.from(JSON.stringify(reply.body))
      ctx.state.sharedAnswer = { builtAt, target: target! } satisfies SharedAnswerState
    } else if (reply.body !== undefined) ctx.body = reply.body
  }
}

/** The first segment of an API path ("users" of /api/v1/users/me/keys), or undefined outside the API. */
function firstSegment(path: string): string | undefined {
  if (!path.startsWith(`${API_PREFIX}/`)) return undefined
  const end = path.indexOf('/', API_PREFIX.length + 1)
  return path.slice(API_PREFIX.length + 1, end === -1 ? undefined : end)
}

/** The route table mounted: `routes()` and `allowedMethods()` used as @koa/router's. */
export interface ApiRouter {
  routes(): Middleware
  allowedMethods(): Middleware
}

/**
 * One @koa/router per first path segment (/users, /games, /system…) besides the whole table: @koa/router tries every
 * route's pattern in turn on every request, about 7 µs of each request's CPU with 120 routes (docs/decisions.md,
 * 2026-11-27). A path whose first segment, spelled exactly, has routes can match only those (every route starts with a
 * fixed segment); any other path (another case, a doubled slash, outside the API) goes to the whole table, so that what
 * it answers — its 404, 405 with Allow, or 501 — is the router's as before.
 */
export function apiRouter(routes: AnyRoute[], clientAddress: (ctx: Context) => string, answers?: SharedAnswers, readOnly?: ReadOnlyReason): ApiRouter {
  const whole = new Router({ prefix: API_PREFIX })
  const bySegment = new Map<string, Router>()
  const schemas: Array<[JsonSchema, Source]> = []
  for (const route of routes) {
    if (route.shared === true && (route.method !== 'get' || route.access !== 'user-or-screen')) {
      throw new Error(`${route.method.toUpperCase()} ${route.path}: only a GET with access user-or-screen can share its answer`)
    }
    if (route.shared === 'caller' && route.method !== 'get') throw new Error(`${route.method.toUpperCase()} ${route.path}: only a GET can keep its answer`)
    if (!/^\/[^/{]+(\/|$)/.test(route.path)) throw new Error(`${route.path}: a route's path starts with a fixed segment`)
    if (route.params) schemas.push([route.params, 'path'])
    if (route.query) schemas.push([route.query, 'query'])
    if (route.body) schemas.push([route.body, 'body'])
    const handler = handle(route, clientAddress, answers, readOnly)
    const segment = firstSegment(`${API_PREFIX}${route.path}`)!
    if (!bySegment.has(segment)) bySegment.set(segment, new Router({ prefix: API_PREFIX }))
    for (const router of [whole, bySegment.get(segment)!]) router[route.method](koaPath(route.path), handler)
  }
  const mounted = new Map<Router, { routes: Middleware; allowedMethods: Middleware }>()
  for (const router of [whole, ...bySegment.values()]) mounted.set(router, { routes: router.routes() as Middleware, allowedMethods: router.allowedMethods() as Middleware })
  precompileInTurns(schemas)
  const routerOf = (ctx: Context) => mounted.get(bySegment.get(firstSegment(ctx.path) ?? '') ?? whole)!
  return {
    routes: () => (ctx, next) => routerOf(ctx).routes(ctx, next) as Promise<void>,
    allowedMethods: () => (ctx, next) => routerOf(ctx).allowedMethods(ctx, next) as Promise<void>,
  }
}

/**
 * Wraps the router: a path under /api/v1 that no route answered is a JSON 404 (never the UI's index page),
 * and a known path asked with another method a JSON 405 (the router has set Allow), also for a method the
 * router does not implement (its 501).
 */
export function unknownApiPath(): Middleware {
  return async (ctx, next) => {
    await next()
    const underApi = ctx.path === API_PREFIX || ctx.path.startsWith(`${API_PREFIX}/`)
    if (ctx.status === 501 && ctx.body === undefined) {
      // A method the router does not know (TRACE, PROPFIND…): 405 where the path exists (pages answer GET), else 404.
      const allow = String(ctx.response.get('Allow') ?? '')
      if (underApi && allow === '') throw new HttpError(404, 'Not Found')
      throw new HttpError(405, 'Method Not Allowed', { Allow: underApi ? allow : 'GET, HEAD' })
    }
    if (!underApi || ctx.body !== undefined) return
    if (ctx.status === 404) throw new HttpError(404, 'Not Found')
    if (ctx.status === 405) throw new HttpError(405, 'Method Not Allowed', { Allow: String(ctx.response.get('Allow')) })
  }
}
