// Third link: JSON bodies parsed by koa-body within a size limit (1 MB, 413 past it); the raw text kept to tell "no body" apart.
// A body that cannot be read (not JSON, nested too deep, not decompressible) is answered here, before authentication.
// Multipart forms (file uploads) are read only by the routes that declare one, after their access check (readForm).
import { Writable } from 'node:stream'
import type { Context, Middleware } from 'koa'
import { koaBody } from 'koa-body'
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

export function parseBody(): Middleware {
  const json = koaBody({
    json: true,
    jsonLimit: JSON_LIMIT_BYTES,
    // Non-object JSON ("5", "[1]") parses, so that validation can name it precisely.
    jsonStrict: false,
    includeUnparsed: true,
    urlencoded: false,
    text: false,
    multipart: false,
    onError: bodyUnreadable,
  })
  return async (ctx, next) => {
    await json(ctx, async () => {
      const raw = (ctx.request as { rawBody?: unknown }).rawBody
      // Nesting past the limit needs more opening brackets than that: shorter bodies (nearly all) are not walked.
      const at = typeof raw === 'string' && raw.length > JSON_MAX_DEPTH ? tooDeepAt(raw, JSON_MAX_DEPTH) : -1
      if (at !== -1) throw new RequestInvalid([jsonInvalidItem(at, `nested deeper than ${JSON_MAX_DEPTH} levels`)])
      await next()
    })
  }
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
 * 5 MB: 413) is thrown on. Codes: FormidableError.js of formidable 3.
 */
function formProblem(error: unknown, form: JsonSchema): ValidationItem | undefined {
  const code = (error as { code?: unknown }).code
  const fileParts = Object.entries((form.properties ?? {}) as Record<string, JsonSchema>).filter(([, property]) => property.format === 'binary')
  const fileName = fileParts[0]?.[0] ?? 'file'
  switch (code) {
    case 1015: // maxFilesExceeded
      return valueError(['body', fileName], `The form takes one file part, "${fileName}"; this one has more than one`)
    case 1007: // maxFieldsExceeded
      return valueError(['body'], `The form has more than ${FORM_MAX_FIELDS} text parts`)
    case 1013: // missingMultipartBoundary
      return valueError(['body'], 'The multipart/form-data Content-Type has no boundary parameter')
    case 1012: // malformedMultipart
      return valueError(['body'], 'The body is not valid multipart/form-data')
    default:
      return undefined
  }
}

type Parts = Record<string, unknown>

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

/**
 * Reads a multipart/form-data body shaped by `form`: file parts (`format: binary`) as bytes, text parts as strings.
 * A body of another type has no parts. A too large file throws formidable's 413; a form of the wrong shape (two file
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
      problems.push({ loc: ['body', name], msg: "Value error, Expected UploadFile, received: <class 'str'>", type: 'value_error', input: field })
    } else if (property.format !== 'binary' && typeof field === 'string') {
      value[name] = field
    } else if (required.has(name)) {
      problems.push({ loc: ['body', name], msg: 'Field required', type: 'missing', input: null })
    }
  }
  return { value, problems }
}
