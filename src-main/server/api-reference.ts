// The human-readable API reference at /api/docs: Swagger UI (swagger-ui-dist, served from this server, no CDN) reading
// /api/v1/openapi.json. Everything it needs is a file of its own, so it runs offline under the server's CSP (no inline script).
import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'
import type { Context, Middleware } from 'koa'
import { API_PREFIX } from './api-router'

export const API_REFERENCE_PATH = '/api/docs'

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Arena Console API reference</title>
<link rel="stylesheet" href="${API_REFERENCE_PATH}/swagger-ui.css">
<link rel="icon" type="image/png" href="${API_REFERENCE_PATH}/favicon-32x32.png">
</head>
<body>
<div id="swagger-ui"></div>
<script src="${API_REFERENCE_PATH}/swagger-ui-bundle.js"></script>
<script src="${API_REFERENCE_PATH}/init.js"></script>
</body>
</html>
`

// validatorUrl null: Swagger UI would otherwise send the document to an online validator.
const INIT = `window.ui = SwaggerUIBundle({
  url: ${JSON.stringify(`${API_PREFIX}/openapi.json`)},
  dom_id: '#swagger-ui',
  deepLinking: true,
  validatorUrl: null,
  tryItOutEnabled: false,
  persistAuthorization: false,
});
`

/** The swagger-ui-dist files the page loads, by their name under /api/docs/, with their media types. */
const ASSETS: Record<string, string> = {
  'swagger-ui.css': 'text/css; charset=utf-8',
  'swagger-ui-bundle.js': 'text/javascript; charset=utf-8',
  'favicon-32x32.png': 'image/png',
}

function swaggerUiDir(): string {
  return dirname(createRequire(import.meta.url).resolve('swagger-ui-dist/package.json'))
}

export function apiReference(): Middleware {
  const cache = new Map<string, Buffer>()
  const asset = (name: string): Buffer => {
    let bytes = cache.get(name)
    if (!bytes) {
      bytes = readFileSync(join(swaggerUiDir(), name))
      cache.set(name, bytes)
    }
    return bytes
  }
  /** Sets the answer for a page or asset of the reference; false when the request is not for one. */
  const serve = (ctx: Context): boolean => {
    if (ctx.path !== API_REFERENCE_PATH && !ctx.path.startsWith(`${API_REFERENCE_PATH}/`)) return false
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return false
    const name = ctx.path === API_REFERENCE_PATH || ctx.path === `${API_REFERENCE_PATH}/` ? '' : ctx.path.slice(API_REFERENCE_PATH.length + 1)
    if (name === '') {
      ctx.type = 'text/html; charset=utf-8'
      ctx.body = PAGE
    } else if (name === 'init.js') {
      ctx.type = 'text/javascript; charset=utf-8'
      ctx.body = INIT
    } else if (Object.hasOwn(ASSETS, name)) {
      ctx.type = ASSETS[name]!
      ctx.body = asset(name)
    } else {
      return false
    }
    return true
  }
  return async (ctx, next) => {
    if (!serve(ctx)) await next()
  }
}
