// One route of the API described once: its path, access, schemas and handler feed both the router and the OpenAPI document.
import type { Context } from 'koa'
import type { JsonSchema } from './validation'
import type { Principal, ReplicationPrincipal, ScreenPrincipal } from '../services/auth-cache'

/**
 * public: anyone; user: any user; scorer: admins and scorers; admin: admins; admin-or-screen / user-or-screen: those, or a
 * display screen through its key; replication: a standby through its replication key, and nobody else.
 */
export type Access = 'public' | 'user' | 'scorer' | 'admin' | 'admin-or-screen' | 'user-or-screen' | 'replication'
export type Method = 'get' | 'post' | 'put' | 'patch' | 'delete'

export interface Reply {
  /** The handler wrote the answer itself (a stream): nothing more is set. */
  handled?: boolean
  status?: number
  body?: unknown
  headers?: Record<string, string>
}

/** Accesses whose every caller is a user: their handlers always have a principal. */
export type UserAccess = 'user' | 'scorer' | 'admin'

export interface RouteInput<P, Q, B, A extends Access = Access> {
  params: P
  query: Q
  body: B
  /** The calling user: always there on user, scorer and admin routes; on the others absent for the public and for screens. */
  principal: A extends UserAccess ? Principal : Principal | undefined
  /** The calling screen, on admin-or-screen routes called with a screen key. */
  screen: ScreenPrincipal | undefined
  /** The calling standby, on the replication route. */
  replication: ReplicationPrincipal | undefined
  /** The client's address, for limits per address. */
  address: string
  /** The If-Match header, when sent: the version of the object the change was made to (routes with `versioned`). */
  ifMatch: string | undefined
  ctx: Context
}

export interface ResponseSpec {
  description: string
  schema?: JsonSchema
  /** Media type of the answer; application/json unless said. */
  contentType?: string
  /** Further media types the same answer may have (a report: PDF or CSV), each with `schema`. */
  moreContentTypes?: string[]
}

export interface Route<P, Q, B, A extends Access = Access> {
  method: Method
  /** Path below /api/v1, with OpenAPI-style parameters: /games/{game_id}. */
  path: string
  summary: string
  /**
   * Sentences for the OpenAPI document: what the operation does, who may call it, and what it refuses (with which
   * status). Written from the handler, not from a pattern.
   */
  description: string
  tag: string
  access: A
  params?: JsonSchema
  query?: JsonSchema
  body?: JsonSchema
  /**
   * A multipart/form-data body instead of a JSON one: its schema (file parts `format: binary`) for the OpenAPI
   * document. The router reads it after the access check and hands the handler file parts as bytes and text
   * parts as strings; a required part that is absent is a 422 `missing` at ["body", part].
   */
  form?: JsonSchema
  responses: Record<number, ResponseSpec>
  /** An example for the OpenAPI document: the request body (when the route takes one) and the success answer. */
  example?: { request?: unknown; answer: unknown }
  /**
   * `true`: the answer depends only on the path, the query and the data — never on who asks (access must be
   * user-or-screen): a GET's 200 answer is kept as bytes until the next write and given again before Koa
   * (server/fast-reads.ts). `'caller'`: the answer depends on the data and on who asks, never on the time (Get Me, a
   * user's keys, a screen's own list): kept the same way for that caller's credential alone.
   */
  shared?: true | 'caller'
  /**
   * The object answered is editable and versioned (domain/versions.ts): a 200 answer carries its ETag; on a write, an
   * If-Match naming an older version is refused with 409 and the fields that changed (the service checks it).
   */
  versioned?: true
  /** A write a standby answers itself (a login, kept in its memory); every other write there is 503 naming the primary. */
  onStandby?: 'answered'
  handler: (input: RouteInput<P, Q, B, A>) => Reply | Promise<Reply>
}

/**
 * Identity helper that types a route's handler from its declared input types; a route whose access admits only users
 * gets a handler whose `principal` is always set.
 */
export function route<P = Record<string, never>, Q = Record<string, never>, B = undefined>(spec: Route<P, Q, B, UserAccess>): Route<P, Q, B>
export function route<P = Record<string, never>, Q = Record<string, never>, B = undefined>(spec: Route<P, Q, B, Access>): Route<P, Q, B>
export function route<P, Q, B>(spec: Route<P, Q, B, Access>): Route<P, Q, B> {
  return spec
}

/** Any route, whatever its input types (never is assignable to each of them). */
export type AnyRoute = Route<never, never, never>
