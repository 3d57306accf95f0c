// The served OpenAPI document is valid OpenAPI 3.1 (checked by @seriousme/openapi-schema-validator against the official
// schema, and every schema in it compiled as JSON Schema 2020-12), keeps shared schemas under components, names its
// servers and tags, states the formats the server enforces; and the API reference at /api/docs is served from this
// server alone, under its CSP.
import { Validator } from '@seriousme/openapi-schema-validator'
import { Ajv2020 } from 'ajv/dist/2020.js'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
import { ContractCheck, resolveRefs } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let origin: string
let document: any
beforeAll(async () => {
  t = await startTestServer()
  origin = new URL(t.base).origin
  const answer = await t.call('GET', '/openapi.json')
  expect(answer.status).toBe(200)
  document = answer.body
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

/** Every schema the document holds: components, parameters, request bodies and answers. */
function allSchemas(): Array<[string, unknown]> {
  const found: Array<[string, unknown]> = Object.entries(document.components.schemas).map(([name, schema]) => [`components ${name}`, schema])
  for (const [path, operations] of Object.entries<any>(document.paths)) {
    for (const [method, operation] of Object.entries<any>(operations)) {
      const where = `${method.toUpperCase()} ${path}`
      for (const parameter of operation.parameters ?? []) found.push([`${where} ${parameter.name}`, parameter.schema])
      for (const [type, media] of Object.entries<any>(operation.requestBody?.content ?? {})) found.push([`${where} body ${type}`, media.schema])
      for (const [status, response] of Object.entries<any>(operation.responses)) {
        for (const [type, media] of Object.entries<any>(response.content ?? {})) found.push([`${where} ${status} ${type}`, media.schema])
      }
    }
  }
  return found
}

describe('the OpenAPI document', () => {
  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator()
    const result = await validator.validate(structuredClone(document))
    expect(result.errors ?? [], JSON.stringify(result.errors, null, 1)?.slice(0, 2000)).toEqual([])
    expect(result.valid).toBe(true)
    expect(validator.version).toBe('3.1')
  })

  it('holds only schemas that compile as JSON Schema 2020-12, with every $ref resolving', () => {
    // OpenAPI 3.1's schema dialect is 2020-12 plus its own `discriminator` (the score sheet's items use it).
    const ajv = new Ajv2020({ strict: true, validateFormats: false, allErrors: true, discriminator: true })
    for (const [where, schema] of allSchemas()) {
      expect(() => ajv.compile(resolveRefs(schema, document) as object), where).not.toThrow()
    }
  })

  it('keeps the shared schemas under components and refers to them with $ref', () => {
    const schemas = document.components.schemas
    expect(schemas.HTTPValidationError.properties.detail.items).toEqual({ $ref: '#/components/schemas/ValidationError' })
    expect(schemas.ValidationError.required).toEqual(['loc', 'msg', 'type'])
    const text = JSON.stringify(document.paths)
    expect(text).not.toContain('"loc"') // the 422 body is written once, not once per operation
    const create = document.paths['/api/v1/users/me/keys'].post
    expect(create.responses['422'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/HTTPValidationError' })
    expect(create.responses['401'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Error' })
    expect(create.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Key' })
    expect(document.paths['/api/v1/users/me/keys'].get.responses['200'].content['application/json'].schema).toEqual({ type: 'array', items: { $ref: '#/components/schemas/Key' } })
    expect(document.paths['/api/v1/games/{game_id}'].get.responses['200'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Game' })
  })

  it('lists every status the server can answer on each operation: 400/413/415 where a body is read, 421 everywhere (issue 25, item 15)', () => {
    const statuses = (method: string, path: string) => Object.keys(document.paths[`/api/v1${path}`][method].responses).sort()
    // 503: a write on a standby (issue 31: every status a route can answer); a login is answered there.
    expect(statuses('post', '/events')).toEqual(['201', '400', '401', '403', '413', '415', '421', '422', '503'])
    // 403: a public route sent a replication key (issue 31).
    expect(statuses('post', '/auth/login')).toEqual(['200', '400', '401', '403', '413', '415', '421', '422', '429', '503'])
    expect(statuses('put', '/games/{game_id}/corners')).toEqual(expect.arrayContaining(['400', '413', '415', '421']))
    expect(statuses('post', '/users/import-jobs')).toEqual(expect.arrayContaining(['400', '413', '415', '421', '422']))
    expect(statuses('get', '/auth/me')).toEqual(['200', '401', '403', '421'])
    for (const [path, operations] of Object.entries<any>(document.paths)) {
      for (const [method, operation] of Object.entries<any>(operations)) {
        const where = `${method.toUpperCase()} ${path}`
        expect(operation.responses['421'], where).toMatchObject({ content: { 'application/json': { schema: { $ref: '#/components/schemas/Error' } } } })
        const readsBody = operation.requestBody !== undefined
        for (const status of ['400', '413', '415']) expect(status in operation.responses, `${where} ${status}`).toBe(readsBody)
        for (const [status, response] of Object.entries<any>(operation.responses)) expect(response.description.length, `${where} ${status}`).toBeGreaterThan(5)
      }
    }
    // 404 and 405 belong to no operation: the document says them once.
    expect(document.info.description).toContain('404 {"detail": "Not Found"}')
    expect(document.info.description).toContain('405 {"detail": "Method Not Allowed"} with an Allow header')
  })

  it('lists the 403 a public route gives a replication key: the single sign-on and first-run routes among them (issue 31)', async () => {
    const contract = await ContractCheck.load(t)
    const admin = await t.login()
    const made = await t.call('POST', '/system/replication/keys', { token: admin, json: { name: 'Spare laptop' } })
    expect(made.status).toBe(201)
    for (const path of ['/auth/sso', '/auth/sso/start', '/auth/sso/callback', '/system/setup', '/openapi.json']) {
      const answer = await t.call('GET', path, { token: made.body.key })
      contract.conforms('GET', `/api/v1${path}`, answer, 403)
    }
    contract.conforms('POST', '/api/v1/system/setup', await t.call('POST', '/system/setup', { token: made.body.key, json: { password: 'first-run-password' } }), 403)
  })

  it('names its servers and describes every tag its operations use', () => {
    expect(document.servers[0]).toMatchObject({ url: '/' })
    expect(document.servers.map((server: { url: string }) => server.url)).toContain('http://{host}:{port}')
    const used = new Set<string>()
    for (const operations of Object.values<any>(document.paths)) for (const operation of Object.values<any>(operations)) operation.tags.forEach((tag: string) => used.add(tag))
    const described = new Map<string, string>(document.tags.map((tag: { name: string; description: string }) => [tag.name, tag.description]))
    expect([...used].sort()).toEqual([...described.keys()].sort())
    for (const [name, description] of described) expect(description.length, `tag ${name}`).toBeGreaterThan(10)
  })

  it('states the formats the server enforces: robot_ip IPv4 or IPv6, issuer URI, screen config JSON-object text', () => {
    const body = (method: string, path: string) => document.paths[path][method].requestBody.content['application/json'].schema.properties
    for (const [method, path] of [['post', '/api/v1/users'], ['patch', '/api/v1/users/{user_id}']] as const) {
      expect(body(method, path).robot_ip.anyOf).toEqual([{ type: 'string', maxLength: 0 }, { type: 'string', format: 'ipv4' }, { type: 'string', format: 'ipv6' }])
    }
    // Each anyOf branch carries its field's type, so that a generated client does not read issuer as unknown (issue 31).
    const issuerType = ['string', 'null']
    expect(body('post', '/api/v1/system/config/sso').issuer).toMatchObject({ type: issuerType, anyOf: [{ type: issuerType, maxLength: 0 }, { type: issuerType, format: 'uri' }] })
    for (const [method, path] of [['post', '/api/v1/screens'], ['patch', '/api/v1/screens/{screen_id}']] as const) {
      expect(body(method, path).config).toMatchObject({ type: 'string', contentMediaType: 'application/json', contentSchema: { type: 'object' } })
    }
  })

  it('keeps the 422 answers the server gives for those formats (formats are annotations, not extra checks)', async () => {
    const admin = await t.login()
    const badIp = await t.call('POST', '/users', { token: admin, json: { name: 'ip-user', password: 'pw-123456', robot_ip: 'robot.local' } })
    expect(badIp.status).toBe(422)
    expect(badIp.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'robot_ip'], type: 'value_error' })])
    const badConfig = await t.call('POST', '/screens', { token: admin, json: { name: 'TV', config: '[]' } })
    expect(badConfig.status).toBe(422)
    expect(badConfig.body.detail).toEqual([expect.objectContaining({ loc: ['body', 'config'], type: 'value_error' })])
  })
})

describe('the API reference at /api/docs', () => {
  it('is an HTML page of this server that loads Swagger UI and its start script from this server, under the CSP', async () => {
    const page = await fetch(`${origin}/api/docs`)
    expect(page.status).toBe(200)
    expect(page.headers.get('content-type')).toMatch(/^text\/html/)
    const csp = page.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("script-src 'self'")
    const html = await page.text()
    expect(html).not.toMatch(/<script>|<script [^>]*>[^<]/) // no inline script: the CSP would refuse it
    expect(html).not.toMatch(/https?:\/\//) // nothing from a CDN
    const sources = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1])
    expect(sources).toEqual(expect.arrayContaining(['/api/docs/swagger-ui.css', '/api/docs/swagger-ui-bundle.js', '/api/docs/init.js']))
    for (const source of sources) {
      const asset = await fetch(origin + source)
      expect(asset.status, source).toBe(200)
      expect((await asset.arrayBuffer()).byteLength, source).toBeGreaterThan(0)
    }
    const init = await (await fetch(`${origin}/api/docs/init.js`)).text()
    expect(init).toContain('"/api/v1/openapi.json"')
    expect(init).toContain('validatorUrl: null')
    expect((await fetch(`${origin}/api/docs/swagger-ui-bundle.js`)).headers.get('content-type')).toMatch(/^text\/javascript/)
  })

  it('answers 404 for files it does not serve, and a trailing slash serves the page too', async () => {
    expect((await fetch(`${origin}/api/docs/../../etc/passwd`)).status).toBe(404)
    expect((await fetch(`${origin}/api/docs/package.json`)).status).toBe(404)
    expect((await fetch(`${origin}/api/docs/`)).status).toBe(200)
  })
})
