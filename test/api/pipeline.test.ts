// The request pipeline over real HTTP: 422 bodies, 413, 404/405 JSON, security headers, the OpenAPI document.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { request as httpRequest } from 'node:http'
import { startTestServer, type TestServer } from '../support/api-server'
import { resolveRefs } from '../support/contract-check'
import { removeTempDirs } from '../support/temp'

let t: TestServer
let admin: string

beforeAll(async () => {
  t = await startTestServer()
  admin = await t.login()
})
afterAll(async () => {
  await t.server.close()
  removeTempDirs()
})

describe('422 bodies', () => {
  it('malformed JSON is json_invalid at the error position', async () => {
    const answer = await t.call('POST', '/auth/login', { raw: '{"username": "admin", ' })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toHaveLength(1)
    expect(answer.body.detail[0]).toMatchObject({ type: 'json_invalid', msg: 'JSON decode error' })
    expect(answer.body.detail[0].loc[0]).toBe('body')
    expect(typeof answer.body.detail[0].loc[1]).toBe('number')
  })

  it('a missing body is missing at ["body"]', async () => {
    const answer = await t.call('POST', '/users/me/keys', { token: admin })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ detail: [{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }] })
  })

  it('a body that is not an object is model_attributes_type', async () => {
    const answer = await t.call('POST', '/users/me/keys', { token: admin, json: [1] })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([{ loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', type: 'model_attributes_type', input: [1] }])
  })

  it('a body that is not JSON at all is model_attributes_type', async () => {
    const answer = await t.call('POST', '/users/me/keys', { token: admin, raw: 'name=x', contentType: 'text/plain' })
    expect(answer.status).toBe(422)
    expect(answer.body.detail[0]).toMatchObject({ loc: ['body'], type: 'model_attributes_type' })
  })

  it('every bad field is named at once, with pydantic types', async () => {
    const answer = await t.call('POST', '/users', { token: admin, json: { name: 7, is_admin: 'yes', colour: 'red' } })
    expect(answer.status).toBe(422)
    const byLoc = Object.fromEntries(answer.body.detail.map((item: { loc: string[]; type: string }) => [item.loc.join('.'), item.type]))
    expect(byLoc).toEqual({ 'body.password': 'missing', 'body.colour': 'extra_forbidden', 'body.name': 'string_type', 'body.is_admin': 'bool_type' })
    for (const item of answer.body.detail) expect(Object.keys(item)).toEqual(expect.arrayContaining(['loc', 'msg', 'type']))
  })

  it('a non-integer path id is int_parsing at ["path", name]', async () => {
    const answer = await t.call('DELETE', '/users/me/keys/abc', { token: admin })
    expect(answer.status).toBe(422)
    expect(answer.body).toEqual({ detail: [{ loc: ['path', 'key_id'], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing', input: 'abc' }] })
  })

  it('authentication is checked before validation', async () => {
    const answer = await t.call('DELETE', '/users/me/keys/abc')
    expect(answer.status).toBe(401)
  })
})

describe('limits and unknown paths', () => {
  it('a JSON body over 1 MB is 413 with a detail', async () => {
    const answer = await t.call('POST', '/users/me/keys', { token: admin, raw: JSON.stringify({ name: 'x'.repeat(1024 * 1024) }) })
    expect(answer.status).toBe(413)
    expect(answer.body).toEqual({ detail: 'Request body is too large' })
  })

  it('a JSON body just under 1 MB is read (and then validated)', async () => {
    const answer = await t.call('POST', '/users/me/keys', { token: admin, raw: JSON.stringify({ name: 'x'.repeat(1000 * 1000) }) })
    expect(answer.status).toBe(422)
    expect(answer.body.detail[0].type).toBe('string_too_long')
  })

  it('an unknown path under /api/v1 is a JSON 404', async () => {
    const answer = await t.call('GET', '/no/such/thing', { token: admin })
    expect(answer.status).toBe(404)
    expect(answer.headers.get('content-type')).toMatch(/application\/json/)
    expect(answer.body).toEqual({ detail: 'Not Found' })
  })

  it('a known path with the wrong method is a JSON 405 with Allow', async () => {
    const answer = await t.call('PUT', '/auth/me', { token: admin })
    expect(answer.status).toBe(405)
    expect(answer.body).toEqual({ detail: 'Method Not Allowed' })
    expect(answer.headers.get('allow')).toMatch(/GET/)
  })
})

describe('headers and the OpenAPI document', () => {
  it('answers carry the security headers and are not cached', async () => {
    const answer = await t.call('GET', '/auth/me', { token: admin })
    expect(answer.headers.get('x-content-type-options')).toBe('nosniff')
    expect(answer.headers.get('x-frame-options')).toBe('DENY')
    expect(answer.headers.get('content-security-policy')).toContain("default-src 'self'")
    expect(answer.headers.get('cache-control')).toBe('no-store')
  })

  it('serves OpenAPI 3.1 with version 4.0.0, every route and its schemas', async () => {
    const answer = await t.call('GET', '/openapi.json')
    expect(answer.status).toBe(200)
    expect(answer.body.openapi).toBe('3.1.0')
    expect(answer.body.info.version).toBe('4.0.0')
    const paths = answer.body.paths
    expect(Object.keys(paths)).toEqual(expect.arrayContaining(['/api/v1/auth/login', '/api/v1/auth/me', '/api/v1/users/me/keys', '/api/v1/users/me/keys/{key_id}']))
    expect(paths['/api/v1/auth/login'].post.requestBody.content['application/json'].schema.required).toEqual(['username', 'password'])
    expect(resolveRefs(paths['/api/v1/auth/me'].get.responses['200'].content['application/json'].schema, answer.body)).toHaveProperty('required', ['id', 'name', 'is_admin', 'is_playing', 'robot_ip'])
    expect(paths['/api/v1/users/me/keys/{key_id}'].delete.parameters).toEqual([{ name: 'key_id', in: 'path', required: true, schema: { type: 'integer', minimum: 1, maximum: Number.MAX_SAFE_INTEGER } }])
    expect(paths['/api/v1/users/me/keys'].post.responses['422']).toBeDefined()
  })

  it('no request leaks a stack trace', async () => {
    const answers = await Promise.all([
      t.call('POST', '/auth/login', { raw: '\u0000\u0001' }),
      t.call('POST', '/auth/login', { raw: '{"__proto__": {"x": 1}}' }),
      t.call('GET', '/users/me/keys/%E0%A4%A', { token: admin }),
    ])
    for (const answer of answers) {
      expect(answer.status).toBeLessThan(500)
      expect(answer.text).not.toMatch(/at .*\.(ts|js):\d+/)
    }
  })
})

describe('Host check (DNS rebinding)', () => {
  const withHost = (host: string, path: string) =>
    new Promise<{ status: number; body: string }>((resolve, reject) => {
      const request = httpRequest({ host: '127.0.0.1', port: t.server.port, path, headers: { Host: host, Authorization: `Bearer ${admin}` } }, (response) => {
        let body = ''
        response.on('data', (chunk: Buffer) => (body += chunk.toString()))
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
      })
      request.on('error', reject)
      request.end()
    })

  it('refuses a foreign name with 421 and a reason, for the API and the pages alike', async () => {
    for (const path of ['/api/v1/auth/me', '/', '/api/v1/system/data-file']) {
      const answer = await withHost('attacker.example.com:8700', path)
      expect(answer.status).toBe(421)
      expect(JSON.parse(answer.body).detail).toContain('does not answer to the name attacker.example.com')
    }
  })

  it('answers its address and localhost', async () => {
    expect((await withHost(`127.0.0.1:${t.server.port}`, '/api/v1/auth/me')).status).toBe(200)
    expect((await withHost(`localhost:${t.server.port}`, '/api/v1/auth/me')).status).toBe(200)
  })
})
