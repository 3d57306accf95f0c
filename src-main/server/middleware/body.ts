// Third link: JSON bodies parsed by koa-body within a size limit (1 MB, 413 past it); the raw text kept to tell "no body" apart.
import type { Middleware } from 'koa'
import { koaBody } from 'koa-body'

export const JSON_LIMIT_BYTES = 1024 * 1024

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
