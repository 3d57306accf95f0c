// The operator's guide over real HTTP, as Help opens it: /guide/ answers the built pages under the server's own CSP, and
// every link and image of every page resolves (pages, their anchors, screenshots), so no page of docs/guide is left out.
import { readdirSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { pageFileName } from '../../scripts/guide/pages'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let origin: string

beforeAll(async () => {
  t = await startTestServer({ rendererDir: join(process.cwd(), 'out', 'renderer') })
  origin = `http://127.0.0.1:${t.server.port}`
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

const get = (path: string) => fetch(new URL(path, origin), { redirect: 'manual' })

it('answers /guide/ with the guide, under the CSP of every answer; /guide goes there', async () => {
  const moved = await get('/guide')
  expect(moved.status).toBe(302)
  expect(moved.headers.get('location')).toBe('/guide/')
  const index = await get('/guide/')
  expect(index.status).toBe(200)
  expect(index.headers.get('content-type')).toBe('text/html; charset=utf-8')
  expect(index.headers.get('content-security-policy')).toContain("script-src 'self'")
  const html = await index.text()
  expect(html).toContain("<h1 id=\"operators-guide\">Operator&#39;s guide</h1>")
  expect(html).not.toContain('<script')
  expect((await get('/guide/no-such-page.html')).status).toBe(404)
  expect((await get('/guide/no-such-page')).status).toBe(404)
})

it('serves every page of docs/guide, and every link and image of each resolves', async () => {
  const pages = readdirSync('docs/guide')
    .filter((name) => name.endsWith('.md'))
    .map((name) => `/guide/${pageFileName(name)}`)
  const bodies = new Map<string, string>()
  const read = async (path: string): Promise<string> => {
    if (!bodies.has(path)) {
      const answer = await get(path)
      expect(answer.status, path).toBe(200)
      bodies.set(path, await answer.text())
    }
    return bodies.get(path)!
  }
  const reached = new Set<string>()
  const checked: string[] = []
  for (const page of pages) {
    const html = await read(page)
    for (const [, attribute, value] of html.matchAll(/ (href|src)="([^"]*)"/g)) {
      const target = new URL(value.replace(/&amp;/g, '&'), new URL(page, origin))
      if (target.origin !== origin) continue
      checked.push(`${page} → ${value}`)
      if (attribute === 'src' || target.pathname.endsWith('.css')) {
        const answer = await get(target.pathname)
        expect(answer.status, `${page}: ${value}`).toBe(200)
        expect(answer.headers.get('content-type'), value).toMatch(attribute === 'src' ? /^image\/png/ : /^text\/css/)
        continue
      }
      reached.add(target.pathname)
      const linked = await read(target.pathname)
      if (target.hash) expect(linked, `${page}: ${value} (no such anchor)`).toContain(` id="${target.hash.slice(1)}"`)
    }
  }
  expect(checked.length).toBeGreaterThan(20)
  expect([...reached].sort()).toEqual([...pages].sort())
})
