// The request chain's end, after the router (server/app.ts): the built renderer pages outside /api — the display app at
// /display, the operator's guide at /guide/, the operator console at every other page path.
import { extname } from 'node:path'
import type { Middleware } from 'koa'
import serve from 'koa-static'

/** The operator's guide: HTML pages built from docs/guide, with their screenshots, under this path. */
export const GUIDE_PATH = '/guide'

/** The HTML entry a page path is answered with: the console routes in the browser, so any path without a file extension is the console. */
export function pageEntry(path: string): string | undefined {
  if (path === '/display' || path.startsWith('/display/')) return extname(path) === '' ? '/display/index.html' : undefined
  if (path === `${GUIDE_PATH}/`) return `${GUIDE_PATH}/index.html`
  if (path.startsWith(`${GUIDE_PATH}/`)) return undefined
  return extname(path) === '' ? '/operator/index.html' : undefined
}

export function staticFiles(rendererDir: string): Middleware {
  const files = serve(rendererDir, { index: false, maxage: 0 })
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) {
      await next()
      return
    }
    // The guide's pages link to each other relatively: they must be read from inside the folder.
    if (ctx.path === GUIDE_PATH) {
      ctx.redirect(`${GUIDE_PATH}/`)
      return
    }
    const entry = pageEntry(ctx.path)
    if (entry) ctx.path = entry
    await files(ctx, next)
  }
}
