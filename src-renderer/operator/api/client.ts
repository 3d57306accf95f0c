// The console's one way to call /api/v1: bearer token, JSON or form bodies, and errors carrying the API's own `detail`.
import { englishT } from '../../shared/i18n/english'
import type { Translate } from '../../shared/i18n/use-t'
import type { MessageId } from '../../../src-main/domain/i18n/catalogues'
import { fieldSentence, problemSentence } from './problem-words'
import { clearToken, readToken } from './token'

/** One 422 item, as the API words it (pydantic v2); the console says it as a sentence (problem-words). */
export interface ProblemItem {
  loc: Array<string | number>
  msg: string
  type: string
  ctx?: Record<string, unknown>
}

/** The console's own words for a failure the server did not word (no answer, an answer without a detail): said in the console's language. */
export interface ConsoleWords {
  id: MessageId
  values?: Record<string, string | number>
}

/**
 * An answer that was not 2xx: `detail` is the API's sentence (English, as the server words it), `items` the 422 list,
 * `changed` the fields of a stale If-Match's 409; `words` where the console worded it itself (detail is then their English).
 */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly detail: string,
    readonly items: ProblemItem[] = [],
    readonly changed: string[] = [],
    readonly words?: ConsoleWords,
  ) {
    super(detail)
  }

  /** Made of the console's own words: `detail` is their English. */
  static worded(status: number, words: ConsoleWords): ApiError {
    return new ApiError(status, englishT(words.id, words.values), [], [], words)
  }

  /** The 422 problem of one body field (loc ["body", field, …]) as a sentence in the language of `t`, for display next to that field. */
  fieldMessage(field: string, t: Translate['t'] = englishT): string | undefined {
    const item = this.items.find((problem) => problem.loc[0] === 'body' && problem.loc[1] === field)
    return item && fieldSentence(item, t)
  }
}

export interface CallOptions {
  json?: unknown
  form?: FormData
  signal?: AbortSignal
  /** The version (ETag) the change was made to: the server refuses it with 409 when the stored object is another one. */
  ifMatch?: string
}

let onUnauthorized: () => void = () => undefined
let onReadOnly: (primary: string) => void = () => undefined

/** Called when a write is refused as read-only, naming the primary (503 with X-Arena-Primary): the console may follow it. */
export function whenReadOnly(listener: (primary: string) => void): void {
  onReadOnly = listener
}

/** Called when the server says the login is gone (401): the console goes back to the login page. */
export function whenUnauthorized(listener: () => void): void {
  onUnauthorized = listener
}

/** The 422 items as the error's message: English, as every `detail` (where they are shown, they are said in the console's language). */
function describeItems(items: readonly ProblemItem[]): string {
  return items.map((item) => problemSentence(item)).join(' ')
}

async function errorOf(response: Response): Promise<ApiError> {
  const text = await response.text()
  let detail: unknown
  let changed: string[] = []
  try {
    const body = JSON.parse(text) as { detail?: unknown; changed?: unknown }
    detail = body.detail
    if (Array.isArray(body.changed)) changed = body.changed.map(String)
  } catch {
    detail = undefined
  }
  if (Array.isArray(detail)) {
    const items = detail as ProblemItem[]
    return new ApiError(response.status, describeItems(items), items)
  }
  if (typeof detail === 'string') return new ApiError(response.status, detail, [], changed)
  return ApiError.worded(response.status, { id: response.statusText ? 'console.feedback.serverAnsweredText' : 'console.feedback.serverAnswered', values: { status: String(response.status), text: response.statusText } })
}

/** Sends one request with the bearer token; answers the 2xx response, throws an ApiError for anything else (a 401 logs out). */
async function send(method: string, path: string, options: CallOptions = {}): Promise<Response> {
  const headers: Record<string, string> = {}
  const token = readToken()
  if (token) headers.Authorization = `Bearer ${token}`
  if (options.ifMatch !== undefined) headers['If-Match'] = options.ifMatch
  let body: BodyInit | undefined
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json'
    body = JSON.stringify(options.json)
  } else if (options.form) {
    body = options.form
  }
  let response: Response
  try {
    response = await fetch(`/api/v1${path}`, { method, headers, body, signal: options.signal })
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error
    throw ApiError.worded(0, { id: 'console.feedback.unreachable' })
  }
  if (!response.ok) {
    const error = await errorOf(response)
    const primary = response.headers.get('X-Arena-Primary')
    if (response.status === 503 && primary) onReadOnly(primary)
    if (response.status === 401 && token) {
      clearToken()
      onUnauthorized()
    }
    throw error
  }
  return response
}

/** An editable object as read, with the version (ETag) it was read at. */
export interface Versioned<T> {
  value: T
  etag: string
}

/** A JSON call whose answer carries the object's version (GET, or a write sent with `ifMatch`). */
export async function versionedCall<T>(method: string, path: string, options: CallOptions = {}): Promise<Versioned<T>> {
  const response = await send(method, path, options)
  return { value: (await response.json()) as T, etag: response.headers.get('ETag') ?? '' }
}

export async function apiCall<T>(method: string, path: string, options: CallOptions = {}): Promise<T> {
  const response = await send(method, path, options)
  if (response.status === 204) return undefined as T
  const type = response.headers.get('Content-Type') ?? ''
  if (type.includes('application/json')) return (await response.json()) as T
  return (await response.text()) as T
}

export const api = {
  get: <T>(path: string, signal?: AbortSignal) => apiCall<T>('GET', path, { signal }),
  post: <T>(path: string, json?: unknown) => apiCall<T>('POST', path, { json }),
  put: <T>(path: string, json?: unknown) => apiCall<T>('PUT', path, { json }),
  patch: <T>(path: string, json?: unknown) => apiCall<T>('PATCH', path, { json }),
  delete: (path: string) => apiCall<void>('DELETE', path),
  form: <T>(path: string, form: FormData) => apiCall<T>('POST', path, { form }),
}

/** `?a=1&b=x` from the defined entries of `query` ("" when none). */
export function queryString(query: Record<string, string | number | boolean | undefined>): string {
  const entries = Object.entries(query).filter((entry): entry is [string, string | number | boolean] => entry[1] !== undefined && entry[1] !== '')
  return entries.length === 0 ? '' : `?${new URLSearchParams(entries.map(([key, value]) => [key, String(value)])).toString()}`
}

/** A file the API answers (a CSV, the data file), fetched with the bearer token: its bytes and the answer's headers; errors as for the other calls. */
export async function apiFile(path: string, signal?: AbortSignal): Promise<{ blob: Blob; headers: Headers }> {
  const response = await send('GET', path, { signal })
  return { blob: await response.blob(), headers: response.headers }
}
