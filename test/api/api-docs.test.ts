// docs/api.md stays true: one row per operation the server describes in /api/v1/openapi.json, and no row for one it does not serve.
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs } from '../support/temp'

let t: TestServer
beforeAll(async () => {
  t = await startTestServer()
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

it('lists every operation of the OpenAPI document, with its answers, and nothing else', async () => {
  const document = (await t.call('GET', '/openapi.json')).body as { paths: Record<string, Record<string, { responses: Record<string, unknown> }>> }
  const served = new Map<string, string>()
  for (const [path, operations] of Object.entries(document.paths)) {
    for (const [method, operation] of Object.entries(operations)) {
      served.set(`${method.toUpperCase()} ${path}`, Object.keys(operation.responses).sort().join(', '))
    }
  }
  const documented = new Map<string, string>()
  for (const line of readFileSync('docs/api.md', 'utf8').split('\n')) {
    const row = /^\| `([A-Z]+ \/api\/v1\/[^`]*)` \|.*\| ([0-9, ]+) \|$/.exec(line)
    if (row) documented.set(row[1], row[2].trim())
  }
  expect([...documented.keys()].filter((operation) => !served.has(operation)), 'rows for operations the server does not serve').toEqual([])
  expect([...served.keys()].filter((operation) => !documented.has(operation)), 'operations without a row in docs/api.md').toEqual([])
  for (const [operation, answers] of served) expect(documented.get(operation), operation).toBe(answers)
})
