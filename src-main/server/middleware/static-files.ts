// Last link: the built renderer pages (the operator console at /), outside /api.
import type { Middleware } from 'koa'
import serve from 'koa-static'

export function staticFiles(rendererDir: string): Middleware {
  const files = serve(rendererDir, { index: false, maxage: 0 })
  return async (ctx, next) => {
    if (ctx.path.startsWith('/api/')) return next()
    if (ctx.path === '/') ctx.path = '/operator/index.html'
    return files(ctx, next)
  }
}
