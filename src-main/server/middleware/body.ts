// Request bodies, read by the route that takes one (server/api-router.ts), never by the others: a JSON body within a
// size limit (1 MB, 413 past it) before the access check, as FastAPI does; a multipart or urlencoded form after it.
// Bytes are read whole and must be UTF-8 (400 otherwise); JSON is parsed here, its mistakes answered as Python's json
// module words them (domain/json-syntax.ts).
import { Writable } from 'node:stream'
import type { Context, Middleware } from 'koa'
import { koaBody } from 'koa-body'
import { jsonSyntaxError, codePointIndex, longIntegerLiterals } from '../../domain/json-syntax'
import { readUtf8 } from '../../domain/utf8-text'
import { jsonInvalidItem, valueError, type ValidationItem } from '../../domain/validation-errors'
import { HttpError, RequestInvalid } from '../errors'
import type { JsonSchema } from '../validation'

export const JSON_LIMIT_BYTES = 1024 * 1024
/** Largest file part of a multipart form; past it formidable fails with httpCode 413. */
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024
/** The most text parts a multipart form may have. */
export const FORM_MAX_FIELDS = 20

/** Deepest nesting of arrays and objects a JSON body may have; deeper is refused as unreadable (json_invalid). */
export const JSON_MAX_DEPTH = 64

/** The media types read as JSON, as FastAPI reads them: application/json and any application/…+json. */
export const JSON_TYPES = ['application/json', 'application/*+json']

/**
 * Where a JSON text (already known to be valid) first opens an array or object deeper than `limit`, or -1.
 * Walks the text without recursion, so no nesting can overflow the stack here.
 */
export function tooDeepAt(text: string, limit: number): number {
  let depth = 0
  let inString = false
  for (let i = 0; i < text.length; i += 1) {
    const c = text[i]
    if (inString) {
      if (c === '\\') i += 1
      else if (c === '"') inString = false
    } else if (c === '"') inString = true
    else if (c === '[' || c === '{') {
      depth += 1
      if (depth > limit) return i
    } else if (c === ']' || c === '}') depth -= 1
  }
  return -1
}

/** A decompression failure (zlib, brotli) carries no HTTP status: the body is not what its Content-Encoding says. */
function bodyUnreadable(error: Error & { status?: number; statusCode?: number }, ctx: Context): never {
  const encoding = ctx.get('Content-Encoding').trim().toLowerCase()
  if (error.status === undefined && error.statusCode === undefined && encoding !== '' && encoding !== 'identity') {
    throw new HttpError(400, `The request body is not valid ${encoding} data (Content-Encoding: ${encoding})`)
  }
  throw error
}

/**
 * koa-body's text reader over the given media types: it inflates, counts the 1 MB and answers 413 past it. Read as
 * latin1 (one character per byte), so that the bytes come through untouched and are decoded here, strictly.
 */
function bytesReader(types: string[]): Middleware {
  return koaBody({ json: false, urlencoded: false, multipart: false, text: true, textTypes: types, textLimit: JSON_LIMIT_BYTES, encoding: 'latin1', onError: bodyUnreadable })
}

const readJsonBytes = bytesReader(JSON_TYPES)
const readAnyBytes = bytesReader(['*/*'])

async function bytesOf(ctx: Context, reader: Middleware): Promise<Uint8Array | undefined> {
  await reader(ctx, () => Promise.resolve())
  const latin1 = ctx.request.body as unknown
  return typeof latin1 === 'string' ? Buffer.from(latin1, 'latin1') : undefined
}

/** The text of a body, or a 400: bytes that are not UTF-8 would otherwise be stored with U+FFFD in their place. */
function utf8Text(bytes: Uint8Array): string {
  const reading = readUtf8(bytes)
  if ('text' in reading) return reading.text
  const byte = reading.badByte.toString(16).toUpperCase().padStart(2, '0')
  throw new HttpError(
    400,
    `There was an error parsing the body: it is not UTF-8 text (byte 0x${byte} at offset ${reading.badByteAt}). Send JSON as UTF-8 (RFC 8259); the charset parameter is not read`,
  )
}

/** bourne's test (co-body's guard): a key "__proto__", however escaped, would reach an object's prototype on a merge. */
const PROTO_KEY = /"(?:_|\\u005[Ff])(?:_|\\u005[Ff])(?:p|\\u0070)(?:r|\\u0072)(?:o|\\u006[Ff])(?:t|\\u0074)(?:o|\\u006[Ff])(?:_|\\u005[Ff])(?:_|\\u005[Ff])"\s*:/

function hasProtoKey(value: unknown): boolean {
  if (value === null || typeof value !== 'object') return false
  if (Object.prototype.hasOwnProperty.call(value, '__proto__')) return true
  return Object.values(value).some(hasProtoKey)
}

/** Parses a JSON text as FastAPI would refuse it: json_invalid at the code point where Python's json module stops. */
export function parseJsonText(text: string): unknown {
  let value: unknown
  try {
    value = JSON.parse(text)
  } catch (error) {
    const stop = jsonSyntaxError(text) ?? { position: 0, message: (error as Error).message }
    throw new RequestInvalid([jsonInvalidItem(stop.position, stop.message)])
  }
  // Nesting past the limit needs more opening brackets than that: shorter bodies (nearly all) are not walked.
  const deep = text.length > JSON_MAX_DEPTH ? tooDeepAt(text, JSON_MAX_DEPTH) : -1
  if (deep !== -1) throw new RequestInvalid([jsonInvalidItem(codePointIndex(text, deep), `nested deeper than ${JSON_MAX_DEPTH} levels`)])
  const proto = PROTO_KEY.exec(text)
  if (proto && hasProtoKey(value)) throw new RequestInvalid([jsonInvalidItem(codePointIndex(text, proto.index), 'Object contains forbidden prototype property')])
  return value
}

export interface JsonBody {
  present: boolean
  value?: unknown
  /** A body that is there but not JSON: FastAPI's model_attributes_type, echoing its text. */
  problem?: ValidationItem
  /** Integer literals longer than 15 digits by place, to echo them exactly (server/exact-integers.ts). */
  longIntegers?: Map<string, string>
}

function hasBody(ctx: Context): boolean {
  return Number(ctx.get('Content-Length') || 0) > 0 || ctx.get('Transfer-Encoding') !== ''
}

/**
 * Reads the JSON body of a route that takes one. A body of another media type is a 422 model_attributes_type at
 * ["body"] whose input is its text (null if it is not UTF-8, or has no Content-Type and so is not read).
 */
export async function readJsonBody(ctx: Context): Promise<JsonBody> {
  if (ctx.is(JSON_TYPES)) {
    const bytes = await bytesOf(ctx, readJsonBytes)
    const text = bytes === undefined ? '' : utf8Text(bytes)
    if (text.trim() === '') return { present: false }
    const value = parseJsonText(text)
    return { present: true, value, longIntegers: /\d{16}/.test(text) ? longIntegerLiterals(text) : undefined }
  }
  if (!hasBody(ctx)) return { present: false }
  const bytes = ctx.get('Content-Type') ? await bytesOf(ctx, readAnyBytes) : undefined
  const reading = bytes === undefined ? undefined : readUtf8(bytes)
  const input = reading !== undefined && 'text' in reading ? reading.text : null
  return { present: true, problem: { loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', type: 'model_attributes_type', input } }
}

// Uploads are kept in memory (at most 5 MB each), so no temporary file is ever left behind.
const uploads = new WeakMap<object, Buffer[]>()

function collectInMemory(file?: object): Writable {
  const chunks: Buffer[] = []
  if (file) uploads.set(file, chunks)
  return new Writable({
    write(chunk: Buffer, _encoding, done) {
      chunks.push(chunk)
      done()
    },
  })
}

const parseMultipart = koaBody({
  json: false,
  urlencoded: false,
  text: false,
  multipart: true,
  formidable: {
    maxFiles: 1,
    maxFileSize: UPLOAD_LIMIT_BYTES,
    maxTotalFileSize: UPLOAD_LIMIT_BYTES,
    maxFields: FORM_MAX_FIELDS,
    maxFieldsSize: 64 * 1024,
    // An empty file is read as a CSV without a header: the route names what is missing.
    allowEmptyFiles: true,
    minFileSize: 0,
    fileWriteStreamHandler: collectInMemory,
    // A part with a filename is a file even without its own Content-Type (Python requests sends none), as in
    // Starlette; formidable alone would read it as a text field. RFC 7578 §4.4: a file's default type.
    onPart: (part, handle) => {
      if (typeof part.originalFilename === 'string' && !part.mimetype) part.mimetype = 'application/octet-stream'
      handle(part)
    },
  },
})

/**
 * formidable's refusals that are about the form's shape, not its size, as 422 items; anything else (a file over
 * 5 MB: 413) is thrown on. Codes: FormidableError.js of formidable 3. Their input is null: the form could not be read,
 * so there is nothing to echo (and a file's bytes are never echoed).
 */
function formProblem(error: unknown, form: JsonSchema): ValidationItem | undefined {
  const code = (error as { code?: unknown }).code
  const fileParts = Object.entries((form.properties ?? {}) as Record<string, JsonSchema>).filter(([, property]) => property.format === 'binary')
  const fileName = fileParts[0]?.[0] ?? 'file'
  switch (code) {
    case 1015: // maxFilesExceeded
      return valueError(['body', fileName], `The form takes one file part, "${fileName}"; this one has more than one`, null)
    case 1007: // maxFieldsExceeded
      return valueError(['body'], `The form has more than ${FORM_MAX_FIELDS} text parts`, null)
    case 1013: // missingMultipartBoundary
      return valueError(['body'], 'The multipart/form-data Content-Type has no boundary parameter', null)
    case 1012: // malformedMultipart
      return valueError(['body'], 'The body is not valid multipart/form-data', null)
    default:
      return undefined
  }
}

type Parts = Record<string, unknown>

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

/** The text parts of an application/x-www-form-urlencoded body, as Starlette reads them (it has no file parts). */
async function urlencodedFields(ctx: Context): Promise<Parts> {
  const bytes = await bytesOf(ctx, readAnyBytes)
  const fields: Parts = {}
  for (const [name, value] of new URLSearchParams(bytes === undefined ? '' : utf8Text(bytes))) fields[name] ??= value
  return fields
}

/**
 * Reads a multipart/form-data or urlencoded body shaped by `form`: file parts (`format: binary`) as bytes, text
 * parts as strings. A body of another type (JSON too, as in FastAPI) has no parts. A too large file throws formidable's 413; a form of the wrong shape (two file
 * parts, too many text parts, no boundary, not multipart) is one 422 item.
 */
export async function readForm(ctx: Context, form: JsonSchema): Promise<{ value: Record<string, Uint8Array | string>; problems: ValidationItem[] }> {
  let files: Parts = {}
  let fields: Parts = {}
  if (ctx.is('multipart/form-data')) {
    try {
      await parseMultipart(ctx, () => Promise.resolve())
    } catch (error) {
      const problem = formProblem(error, form)
      if (problem) return { value: {}, problems: [problem] }
      throw error
    }
    files = (ctx.request.files ?? {})
    fields = (ctx.request.body ?? {}) as Parts
  } else if (ctx.is('application/x-www-form-urlencoded')) {
    fields = await urlencodedFields(ctx)
  }
  const properties = (form.properties ?? {}) as Record<string, JsonSchema>
  const required = new Set((form.required ?? []) as string[])
  const value: Record<string, Uint8Array | string> = {}
  const problems: ValidationItem[] = []
  for (const [name, property] of Object.entries(properties)) {
    const file = first(files[name])
    const field = first(fields[name])
    if (property.format === 'binary' && typeof file === 'object' && file !== null) {
      value[name] = Buffer.concat(uploads.get(file) ?? [])
    } else if (property.format === 'binary' && typeof field === 'string') {
      // FastAPI's words for a text part where a file was expected.
      problems.push(valueError(['body', name], "Expected UploadFile, received: <class 'str'>", field))
    } else if (property.format !== 'binary' && typeof field === 'string') {
      value[name] = field
    } else if (required.has(name)) {
      problems.push({ loc: ['body', name], msg: 'Field required', type: 'missing', input: null })
    }
  }
  return { value, problems }
}
