// The served OpenAPI document lints clean with Redocly CLI and Spectral CLI (both from npm, run as a developer runs
// them, with the configuration files at the root of the repository), and holds what those rulesets do not check:
// a description of its own for every operation, examples for the contract's nine operations, a type on every anyOf
// and oneOf branch, a licence equal to package.json's, and paths that overlap only where no valid request can.
import { execFile } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { removeTempDirs, tempDir } from '../support/temp'

const ROOT = join(import.meta.dirname, '..', '..')
/** Neither CLI may reach out: no telemetry, no update check (the network here is loopback only). */
const QUIET_ENV = { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true', NO_COLOR: '1' }

/** The contract's nine operations (docs/contract.md) and whether each takes a request body. */
const CONTRACT_OPERATIONS: ReadonlyArray<readonly [string, string, boolean]> = [
  ['put', '/api/v1/games/{game_id}/corners', true],
  ['get', '/api/v1/auth/me', false],
  ['post', '/api/v1/arena/games/{game_id}/start', true],
  ['post', '/api/v1/system/config/sso', true],
  ['get', '/api/v1/games/{game_id}', false],
  ['post', '/api/v1/users/bulk-import', true],
  ['get', '/api/v1/screens', false],
  ['get', '/api/v1/users/me/keys', false],
  ['post', '/api/v1/events', true],
]

let t: TestServer
let document: any
let file: string
beforeAll(async () => {
  t = await startTestServer()
  const answer = await t.call('GET', '/openapi.json')
  expect(answer.status).toBe(200)
  document = answer.body
  // The linters read the document exactly as served.
  file = join(tempDir('openapi-lint'), 'openapi.json')
  writeFileSync(file, answer.text)
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

/** Runs a CLI from node_modules/.bin in the repository root; its exit code says only whether it found errors. */
function run(command: string, args: string[]): Promise<{ stdout: string; stderr: string }> {
  return new Promise((resolve) => {
    execFile(join(ROOT, 'node_modules', '.bin', command), args, { cwd: ROOT, env: QUIET_ENV, maxBuffer: 64 * 1024 * 1024 }, (_error, stdout, stderr) => resolve({ stdout, stderr }))
  })
}

function operations(): Array<[string, string, any]> {
  return Object.entries<any>(document.paths).flatMap(([path, item]) => Object.entries<any>(item).map(([method, operation]): [string, string, any] => [method, path, operation]))
}

describe('the served OpenAPI document, linted', () => {
  it('has no error and no warning from Redocly CLI (recommended ruleset, redocly.yaml)', async () => {
    const { stdout, stderr } = await run('redocly', ['lint', file, '--config', 'redocly.yaml', '--format', 'json'])
    const report = JSON.parse(stdout || 'null')
    expect(report, stderr.slice(-2000)).not.toBeNull()
    const problems = report.problems.map((problem: any) => `${problem.severity} ${problem.ruleId} ${problem.location?.[0]?.pointer}: ${problem.message}`)
    expect(problems).toEqual([])
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 })
  }, 60_000)

  it('has no error, warning, information or hint from Spectral CLI (spectral:oas, .spectral.yaml)', async () => {
    const { stdout, stderr } = await run('spectral', ['lint', file, '--ruleset', '.spectral.yaml', '--format', 'json', '--quiet'])
    const results = JSON.parse(stdout.trim() === '' ? 'null' : stdout.slice(stdout.indexOf('[')))
    expect(results, stderr.slice(-2000)).not.toBeNull()
    expect(results.map((result: any) => `${result.severity} ${result.code} ${result.path.join('/')}: ${result.message}`)).toEqual([])
  }, 60_000)
})

describe('the served OpenAPI document, beyond the rulesets', () => {
  it('describes every operation in sentences of its own: longer than its summary, and no two alike', () => {
    const seen = new Map<string, string>()
    for (const [method, path, operation] of operations()) {
      const where = `${method.toUpperCase()} ${path}`
      expect(typeof operation.description, where).toBe('string')
      expect(operation.description.length, where).toBeGreaterThan(Math.max(60, operation.summary.length))
      expect(seen.get(operation.description), `${where} repeats the description of ${seen.get(operation.description)}`).toBeUndefined()
      seen.set(operation.description, where)
    }
    expect(seen.size).toBe(operations().length)
  })

  it('gives the nine contract operations an example of their request body and of their success answer', () => {
    for (const [method, path, takesBody] of CONTRACT_OPERATIONS) {
      const operation = document.paths[path][method]
      const where = `${method.toUpperCase()} ${path}`
      if (takesBody) expect(Object.values<any>(operation.requestBody.content)[0].example, where).toBeDefined()
      const success = Object.keys(operation.responses).filter((status) => status.startsWith('2')).sort()[0]
      expect(operation.responses[success].content['application/json'].example, `${where} ${success}`).toBeDefined()
    }
  })

  it('puts a type on every anyOf and oneOf branch, or a $ref to a schema that has one (issuer is no `unknown` in a generated client)', () => {
    const untyped: string[] = []
    const typed = (branch: any) => 'type' in branch || ('$ref' in branch && 'type' in document.components.schemas[branch.$ref.split('/').pop()])
    const walk = (node: unknown, at: string): void => {
      if (node === null || typeof node !== 'object') return
      for (const key of ['anyOf', 'oneOf']) {
        const branches = (node as Record<string, unknown>)[key]
        if (Array.isArray(branches)) branches.forEach((branch, index) => typed(branch) || untyped.push(`${at}/${key}/${index}`))
      }
      for (const [key, value] of Object.entries(node)) walk(value, `${at}/${key}`)
    }
    walk(document, '#')
    expect(untyped).toEqual([])
    const issuer = document.paths['/api/v1/system/config/sso'].post.requestBody.content['application/json'].schema.properties.issuer
    expect(issuer.anyOf.map((branch: any) => branch.type)).toEqual([['string', 'null'], ['string', 'null']])
  })

  it('states the licence package.json states, and a contact', () => {
    const pkg = JSON.parse(readFileSync(join(ROOT, 'package.json'), 'utf8'))
    expect(pkg.license).toBe('MIT')
    expect(document.info.license).toEqual({ name: pkg.license, identifier: pkg.license })
    expect(document.info.contact.name).toEqual(expect.any(String))
  })

  it('overlaps two paths only where an integer parameter meets a word, so that no valid request can take the wrong route', async () => {
    // What Redocly's no-ambiguous-paths (off in redocly.yaml) reports: two templates one URL can match.
    const paths = Object.keys(document.paths).map((path) => path.split('/'))
    const parameterSchema = (path: string[], segment: string) => {
      const name = segment.slice(1, -1)
      const operation = Object.values<any>(document.paths[path.join('/')])[0]
      return operation.parameters.find((parameter: any) => parameter.in === 'path' && parameter.name === name).schema
    }
    const isParameter = (segment: string) => segment.startsWith('{')
    const overlaps: string[] = []
    for (const [i, a] of paths.entries()) {
      for (const b of paths.slice(i + 1)) {
        if (a.length !== b.length || !a.every((segment, k) => segment === b[k] || isParameter(segment) || isParameter(b[k]))) continue
        const meetings = a.flatMap((segment, k) => (segment !== b[k] && isParameter(segment) !== isParameter(b[k]) ? [isParameter(segment) ? [parameterSchema(a, segment), b[k]] : [parameterSchema(b, b[k]), segment]] : []))
        if (meetings.length === 0) continue // the same template with other parameter names cannot be in one document
        overlaps.push(`${a.join('/')} ~ ${b.join('/')}`)
        for (const [schema, word] of meetings) {
          expect(schema.type, `${a.join('/')} ~ ${b.join('/')}`).toBe('integer')
          expect(word, `${a.join('/')} ~ ${b.join('/')}`).not.toMatch(/^[+-]?\d+$/)
        }
      }
    }
    expect(overlaps).toContain('/api/v1/users/{user_id}/roles ~ /api/v1/users/import-jobs/{job_id}')
    // Such a URL is refused whichever route takes it; a job's own URL reaches the job.
    const admin = await t.login()
    for (const path of ['/users/import-jobs/roles', '/users/import-jobs/sso-link']) {
      expect((await t.call('GET', path, { token: admin })).status, path).toBe(422)
    }
    expect((await t.call('GET', '/users/import-jobs/77', { token: admin })).body).toEqual({ detail: 'There is no import job 77' })
  })
})
