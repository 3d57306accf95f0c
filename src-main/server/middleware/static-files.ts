// Last link: the built renderer pages outside /api: the display app at /display, the operator console at every other page path.
import { extname } from 'node:path'
import type { Middleware } from 'koa'
import serve from 'koa-static'

/** The HTML entry a page path is answered with: the console routes in the browser, so any path without a file extension is the console. */
export function pageEntry(path: string): string | undefined {
  if (path === '/display' || path.startsWith('/display/')) return extname(path) === '' ? '/display/index.html' : undefined
  return extname(path) === '' ? '/operator/index.html' : undefined
}

export function staticFiles(rendererDir: string): Middleware {
  const files = serve(rendererDir, { index: false, maxage: 0 })
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) {
      await next()
      return
    }
    const entry = pageEntry(ctx.path)
    if (entry) ctx.path = entry
    await files(ctx, next)
  }
}
