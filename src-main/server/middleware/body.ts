// Third link: JSON bodies parsed by koa-body within a size limit (1 MB, 413 past it); the raw text kept to tell "no body" apart.
// Multipart forms (file uploads) are read only by the routes that declare one, after their access check (readForm).
import { Writable } from 'node:stream'
import type { Context, Middleware } from 'koa'
import { koaBody } from 'koa-body'
import type { ValidationItem } from '../../domain/validation-errors'
import type { JsonSchema } from '../validation'

export const JSON_LIMIT_BYTES = 1024 * 1024
/** Largest file part of a multipart form; past it formidable fails with httpCode 413. */
export const UPLOAD_LIMIT_BYTES = 5 * 1024 * 1024

export function parseBody(): Middleware {
  return koaBody({
    json: true,
    jsonLimit: JSON_LIMIT_BYTES,
    // Non-object JSON ("5", "[1]") parses, so that validation can name it precisely.
    jsonStrict: false,
    includeUnparsed: true,
    urlencoded: false,
    text: false,
    multipart: false,
  })
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
    maxFields: 20,
    maxFieldsSize: 64 * 1024,
    // An empty file is read as a CSV without a header: the route names what is missing.
    allowEmptyFiles: true,
    minFileSize: 0,
    fileWriteStreamHandler: collectInMemory,
  },
})

type Parts = Record<string, unknown>

function first(value: unknown): unknown {
  return Array.isArray(value) ? value[0] : value
}

/**
 * Reads a multipart/form-data body shaped by `form`: file parts (`format: binary`) as bytes, text parts as strings.
 * A body of another type has no parts. A too large file or too many files throw formidable's 413.
 */
export async function readForm(ctx: Context, form: JsonSchema): Promise<{ value: Record<string, Uint8Array | string>; problems: ValidationItem[] }> {
  let files: Parts = {}
  let fields: Parts = {}
  if (ctx.is('multipart/form-data')) {
    await parseMultipart(ctx, async () => undefined)
    files = (ctx.request.files ?? {}) as Parts
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
