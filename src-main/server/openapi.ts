// The OpenAPI 3.1 document, generated from the same route table and schemas that validate requests. Schemas used by
// name (the error bodies, the contract's objects) are put once under components.schemas and referenced with $ref.
import { ARENA_NOW_SCHEMA, ARENA_STATE_SCHEMA, CLOCK_SCHEMA, ROBOT_SIGNAL_SCHEMA, ROBOT_SIGNALS_SCHEMA } from '../contract/arena.schema'
import { ARENA_SCHEMA, GAME_ARENA_SCHEMA } from '../contract/arenas.schema'
import { ME_SCHEMA, TOKEN_SCHEMA } from '../contract/auth.schema'
import { BACKUP_SCHEMA, RESTORE_RESULT_SCHEMA } from '../contract/backups.schema'
import { ERROR_SCHEMA, STALE_ERROR_SCHEMA, VALIDATION_ERROR_SCHEMA } from '../contract/common.schema'
import { EVENT_DETAIL_SCHEMA, EVENT_SCHEMA } from '../contract/events.schema'
import { GAME_SCHEMA } from '../contract/games.schema'
import { KEY_SCHEMA } from '../contract/keys.schema'
import { KNOCKOUT_SCHEMA } from '../contract/knockouts.schema'
import { COMMITTED_SCHEMA, PREVIEW_SCHEMA, PROPOSED_GAME_SCHEMA, QUALITY_SCHEMA } from '../contract/schedule.schema'
import { CHOICE_ITEM, COUNT_ITEM, NUMBER_ITEM, YES_NO_ITEM } from '../contract/score-sheet.schema'
import { SCORE_CHANGE_SCHEMA } from '../contract/scores.schema'
import { SCREEN_PRESENCE_SCHEMA, SCREEN_SCHEMA } from '../contract/screens.schema'
import { SETUP_STATE_SCHEMA } from '../contract/setup.schema'
import { STANDINGS_SCHEMA } from '../contract/standings.schema'
import { ARENA_SETTINGS_SCHEMA, SSO_CONFIG_SCHEMA } from '../contract/system.schema'
import { IMPORT_RESULT_SCHEMA } from '../contract/users.schema'
import { API_PREFIX } from './api-router'
import type { AnyRoute } from './route'
import type { JsonSchema } from './validation'

export const CONTRACT_VERSION = '4.0.0'

/** The project's licence (package.json `license`; a test keeps the two equal), as an SPDX identifier. */
export const LICENSE = 'MIT'

/** Schemas put under components.schemas, by name (FastAPI's names for the 422 body); wherever one occurs it becomes a $ref. */
const NAMED_SCHEMAS: ReadonlyArray<readonly [string, object]> = [
  ['HTTPValidationError', VALIDATION_ERROR_SCHEMA],
  ['ValidationError', VALIDATION_ERROR_SCHEMA.properties.detail.items],
  ['Error', ERROR_SCHEMA],
  ['StaleError', STALE_ERROR_SCHEMA],
  ['Token', TOKEN_SCHEMA],
  ['User', ME_SCHEMA],
  ['Key', KEY_SCHEMA],
  ['Event', EVENT_SCHEMA],
  ['EventDetail', EVENT_DETAIL_SCHEMA],
  ['Game', GAME_SCHEMA],
  ['Clock', CLOCK_SCHEMA],
  ['ArenaState', ARENA_STATE_SCHEMA],
  ['Arena', ARENA_SCHEMA],
  ['ArenaNow', ARENA_NOW_SCHEMA],
  ['GameArena', GAME_ARENA_SCHEMA],
  ['RobotSignal', ROBOT_SIGNAL_SCHEMA],
  ['RobotSignals', ROBOT_SIGNALS_SCHEMA],
  ['ScoreChange', SCORE_CHANGE_SCHEMA],
  ['Standings', STANDINGS_SCHEMA],
  ['ScheduleQuality', QUALITY_SCHEMA],
  ['ProposedGame', PROPOSED_GAME_SCHEMA],
  ['SchedulePreview', PREVIEW_SCHEMA],
  ['ScheduleCommitted', COMMITTED_SCHEMA],
  ['Knockouts', KNOCKOUT_SCHEMA],
  ['Screen', SCREEN_SCHEMA],
  ['ScreenPresence', SCREEN_PRESENCE_SCHEMA],
  ['ArenaSettings', ARENA_SETTINGS_SCHEMA],
  ['SsoConfig', SSO_CONFIG_SCHEMA],
  ['SetupState', SETUP_STATE_SCHEMA],
  ['ImportResult', IMPORT_RESULT_SCHEMA],
  ['Backup', BACKUP_SCHEMA],
  ['RestoreResult', RESTORE_RESULT_SCHEMA],
  // The branches of a score sheet's item, named so that its discriminator (kind) can select them.
  ['CountItem', COUNT_ITEM],
  ['YesNoItem', YES_NO_ITEM],
  ['ChoiceItem', CHOICE_ITEM],
  ['NumberItem', NUMBER_ITEM],
]

/** One sentence per tag, shown as the heading of its group in the reference at /api/docs. */
export const TAG_DESCRIPTIONS: Record<string, string> = {
  auth: 'Log in and out with a user name and password, and who the caller is (Get Me).',
  keys: "The caller's personal access keys: bearer tokens (ak_…) for robot programs, listed only to their owner.",
  users: 'Accounts (administrators and players): create, change, delete, and the CSV export and Bulk Import Users.',
  events: 'Competition events, their league points table and standings.',
  games: 'Games with their four corners (0 red, 1 yellow, 2 green, 3 blue), their times, scores and score history.',
  schedule: 'The league schedule generator, planned times, delays, the running order and knockout rounds.',
  arena: 'The game in each arena: start, end early, abort, its clock, the robots’ answers and the live stream.',
  arenas: 'The venue’s arenas (Main by default): create, rename, recolour, retire; and the arena each game belongs to.',
  screens: 'Venue display screens: the view each shows, its options, its screen key (sk_…) and whether it is online.',
  system: 'Arena settings, single sign-on, first run, the data file export, backups and restore, the server’s URLs.',
  meta: 'This document.',
}

/**
 * Answers that belong to no operation, so that no operation can list them: said once, here. Each is
 * {"detail": "<text>"}, as every error of this API.
 */
const DOCUMENT_DESCRIPTION = [
  'Robotics Event Service Interface, as served by Arena Console. Read it at /api/docs.',
  '',
  'Besides the answers each operation lists: a path under /api/v1 that no operation has is 404 {"detail": "Not Found"};',
  'a path asked with a method it does not have is 405 {"detail": "Method Not Allowed"} with an Allow header naming the',
  'methods it has (HEAD is answered wherever GET is).',
].join('\n')

/**
 * `branches` of an anyOf/oneOf with the type of the schema holding them written into each branch that has neither a
 * type nor a $ref. The validating schemas leave it out on purpose (a value of the wrong type is one 422 item, not one
 * more per branch); repeating it changes nothing that is valid, and a client generator no longer reads the field as
 * `unknown`.
 */
function typedBranches(branches: unknown[], type: unknown): unknown[] {
  if (type === undefined) return branches
  return branches.map((branch) => (branch !== null && typeof branch === 'object' && !('type' in branch) && !('$ref' in branch) ? { type, ...branch } : branch))
}

/** Copies `schema`, replacing every named schema inside it (but not `self`) by a $ref to its component. */
function withRefs(schema: unknown, names: Map<object, string>, self?: object): unknown {
  if (schema === null || typeof schema !== 'object') return schema
  const name = names.get(schema)
  if (name !== undefined && schema !== self) return { $ref: `#/components/schemas/${name}` }
  if (Array.isArray(schema)) return schema.map((item) => withRefs(item, names))
  const copy = Object.fromEntries(Object.entries(schema).map(([key, value]) => [key, withRefs(value, names)]))
  for (const key of ['anyOf', 'oneOf']) if (Array.isArray(copy[key])) copy[key] = typedBranches(copy[key] as unknown[], copy.type)
  return copy
}

function parameters(schema: JsonSchema | undefined, where: 'path' | 'query') {
  if (!schema) return []
  const properties = (schema.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((schema.required ?? []) as string[])
  return Object.entries(properties).map(([name, property]) => ({ name, in: where, required: where === 'path' || required.has(name), schema: property }))
}

function json(schema: unknown, mediaType = 'application/json', example?: unknown) {
  return { [mediaType]: example === undefined ? { schema } : { schema, example } }
}

function requestBody(route: AnyRoute) {
  const example = route.example?.request
  if (route.body) return { requestBody: { required: true, content: json(route.body, 'application/json', example) } }
  if (route.form) return { requestBody: { required: true, content: json(route.form, 'multipart/form-data', example) } }
  return {}
}

/** The success status a route's example answer belongs to: its lowest 2xx. */
function successStatus(route: AnyRoute): string | undefined {
  return Object.keys(route.responses).filter((status) => status.startsWith('2')).sort()[0]
}

/**
 * The answers of the body readers (middleware/body.ts), given before validation: a JSON body (or the urlencoded form
 * a form route also reads) that is not UTF-8 or not what its Content-Encoding says, one too large.
 */
function bodyAnswers(route: AnyRoute, declared: Record<string, unknown>): Record<string, unknown> {
  if (!route.body && !route.form) return {}
  const tooLarge = route.form ? 'A file over 5 MB, or a urlencoded body over 1 MB' : 'The body is over 1 MB (counted after decompression)'
  return {
    '400': {
      description: 'The body could not be read: not UTF-8 text, not what its Content-Encoding says, or not as long as its Content-Length',
      content: json(ERROR_SCHEMA),
    },
    '413': declared['413'] ?? { description: `${tooLarge}; the connection is closed`, content: json(ERROR_SCHEMA) },
    '415': { description: 'A Content-Encoding other than gzip, deflate, br or identity', content: json(ERROR_SCHEMA) },
  }
}

/** `own`'s description, when the route lists that status itself, followed by `also`; or `also` alone. */
function joined(own: { description?: string } | undefined, also: string): string {
  return own?.description ? `${own.description}; or ${also[0].toLowerCase()}${also.slice(1)}` : also
}

/**
 * The answers the router gives before a handler runs, on any route of a kind (api-router.ts): a public route called with
 * a replication key is 403; a write on a standby, or on an old primary fenced after a take-over, is 503 naming the primary.
 */
function refusalsOfAnyRoute(route: AnyRoute, declared: Record<string, unknown>): Record<string, unknown> {
  const refusals: Record<string, unknown> = {}
  if (route.access === 'public') {
    const own = declared['403'] as { description?: string } | undefined
    refusals['403'] = { description: joined(own, 'Sent with a replication key, which reads the replication stream and nothing else'), content: json(ERROR_SCHEMA) }
  }
  if (route.method !== 'get' && route.onStandby !== 'answered') {
    const own = declared['503'] as { description?: string } | undefined
    refusals['503'] = {
      description: joined(own, 'This arena PC takes no writes: it is a standby, or an old primary fenced after a take-over (docs/standby.md)'),
      headers: { 'X-Arena-Primary': { description: 'The primary that takes writes now, as this PC knows it', schema: { type: 'string' } } },
      content: json(ERROR_SCHEMA),
    }
  }
  return refusals
}

const IF_MATCH = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description: 'The ETag of the version this change was made to (from the GET): when the stored object is another version, 409 naming the fields that changed and nothing is saved. Without it the change is made as before.',
  schema: { type: 'string' },
}

/** A versioned route (route.ts `versioned`): its 200 carries an ETag; a write takes If-Match and may answer 409 with the changed fields. */
function versionedParts(route: AnyRoute, responses: Record<string, unknown>): object[] {
  if (!route.versioned) return []
  const ok = responses['200'] as Record<string, unknown> | undefined
  if (ok) ok.headers = { ETag: { description: 'The version of the object answered (strong); send it back as If-Match with a change', schema: { type: 'string' } } }
  if (route.method === 'get') return []
  const stale = 'With If-Match: the object changed since that version (changed names the fields); nothing was saved'
  responses['409'] = { description: joined(route.responses[409], stale), content: json(STALE_ERROR_SCHEMA) }
  return [IF_MATCH]
}

function operation(route: AnyRoute) {
  const responses: Record<string, unknown> = {}
  const exampleStatus = route.example ? successStatus(route) : undefined
  for (const [status, spec] of Object.entries(route.responses)) {
    const example = status === exampleStatus ? route.example?.answer : undefined
    const content = spec.schema ? Object.fromEntries([spec.contentType, ...(spec.moreContentTypes ?? [])].map((type) => Object.entries(json(spec.schema, type, example))[0])) : undefined
    responses[status] = content ? { description: spec.description, content } : { description: spec.description }
  }
  if (route.params || route.query || route.body || route.form) responses['422'] = { description: 'Validation Error', content: json(VALIDATION_ERROR_SCHEMA) }
  if (route.access !== 'public') responses['401'] = { description: 'Missing, unknown or expired bearer token', content: json(ERROR_SCHEMA) }
  if (route.access !== 'public') responses['403'] ??= { description: route.access.startsWith('admin') ? 'Needs an administrator' : 'Not open to this kind of key', content: json(ERROR_SCHEMA) }
  Object.assign(responses, bodyAnswers(route, responses))
  Object.assign(responses, refusalsOfAnyRoute(route, responses))
  // The Host guard answers before any route: on every operation.
  responses['421'] = { description: 'The Host header names another site (the DNS rebinding guard): open the server by its address', content: json(ERROR_SCHEMA) }
  const headers = versionedParts(route, responses)
  return {
    summary: route.summary,
    description: route.description,
    tags: [route.tag],
    operationId: `${route.method}_${route.path.replace(/[^a-z0-9]+/gi, '_').replace(/^_|_$/g, '')}`,
    parameters: [...parameters(route.params, 'path'), ...parameters(route.query, 'query'), ...headers],
    ...requestBody(route),
    responses,
    ...(route.access === 'public' ? { security: [] } : {}),
  }
}

export function openApiDocument(routes: AnyRoute[]) {
  const names = new Map<object, string>(NAMED_SCHEMAS.map(([name, schema]) => [schema, name]))
  const paths: Record<string, Record<string, unknown>> = {}
  const tags = new Set<string>()
  for (const route of routes) {
    const path = API_PREFIX + route.path
    paths[path] ??= {}
    paths[path][route.method] = withRefs(operation(route), names)
    tags.add(route.tag)
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Arena Console API',
      version: CONTRACT_VERSION,
      description: DOCUMENT_DESCRIPTION,
      license: { name: LICENSE, identifier: LICENSE },
      contact: { name: 'Arena Console maintainers' },
    },
    servers: [
      { url: '/', description: 'The server that answered this document' },
      {
        url: 'http://{host}:{port}',
        description: 'An arena server on the venue LAN (GET /api/v1/system/urls lists its addresses)',
        variables: { host: { default: '127.0.0.1', description: 'Its address' }, port: { default: '8700', description: 'Its port (8700 unless started with --port)' } },
      },
    ],
    // In the order of TAG_DESCRIPTIONS (how the reference groups them), any other tag after them.
    tags: [...Object.keys(TAG_DESCRIPTIONS).filter((name) => tags.has(name)), ...[...tags].filter((name) => !(name in TAG_DESCRIPTIONS)).sort()].map((name) => ({
      name,
      description: TAG_DESCRIPTIONS[name] ?? '',
    })),
    components: {
      schemas: Object.fromEntries(NAMED_SCHEMAS.map(([name, schema]) => [name, withRefs(schema, names, schema)])),
      securitySchemes: { bearer: { type: 'http', scheme: 'bearer', description: 'A login token (as_…), a personal access key (ak_…) or, where allowed, a screen key (sk_…)' } },
    },
    security: [{ bearer: [] }],
    paths,
  }
}
