// Issue 12, items 1–4, 9, 10 and 18 over real HTTP: bodies that cannot be read, huge parameters, unknown methods,
// multipart forms of every odd shape, and 422 items in pydantic's order. Never a 5xx, never text/plain.
import { request } from 'node:http'
import { gzipSync } from 'node:zlib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startTestServer, type TestServer } from '../support/api-server'
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

interface RawAnswer {
  status: number
  headers: Record<string, string | string[] | undefined>
  text: string
  body: any
}

/** One request through node:http, which (unlike fetch) sends any method and any body bytes as given. */
function raw(method: string, path: string, options: { headers?: Record<string, string>; body?: string | Buffer; page?: boolean } = {}): Promise<RawAnswer> {
  const url = new URL(options.page ? path : `/api/v1${path}`, t.base)
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: t.server.port, method, path: url.pathname + url.search, headers: options.headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        let body: unknown
        try {
          body = text ? JSON.parse(text) : undefined
        } catch {
          body = undefined
        }
        resolve({ status: res.statusCode ?? 0, headers: res.headers, text, body })
      })
    })
    req.on('error', reject)
    if (options.body !== undefined) req.write(options.body)
    req.end()
  })
}

function expectJsonError(answer: { status: number; text: string }, status: number) {
  expect(answer.status, answer.text).toBe(status)
  const body = JSON.parse(answer.text)
  expect(body).toHaveProperty('detail')
  return body.detail
}

const noInternalErrors = () => expect(t.logs.filter((line) => line.includes('internal error'))).toEqual([])

describe('1. deeply nested JSON is refused as unreadable, on every JSON endpoint', () => {
  const deep = (levels: number) => '['.repeat(levels) + ']'.repeat(levels)

  it('5,000 levels at the public login: 422 json_invalid at the bracket past level 64, JSON, before anything else', async () => {
    const answer = await raw('POST', '/auth/login', { headers: { 'Content-Type': 'application/json' }, body: deep(5000) })
    expect(answer.headers['content-type']).toMatch(/^application\/json/)
    const detail = expectJsonError(answer, 422)
    expect(detail).toEqual([{ loc: ['body', 64], msg: 'JSON decode error', type: 'json_invalid', input: {}, ctx: { error: 'nested deeper than 64 levels' } }])
    noInternalErrors()
  })

  it('nesting inside a field of an authenticated body, and 400,000 levels (800 KB): the same 422', async () => {
    const inField = await t.call('POST', '/users', { token: admin, raw: `{"name": ${deep(5000)}, "password": "x"}` })
    expect(expectJsonError(inField, 422)[0]).toMatchObject({ type: 'json_invalid', loc: ['body', 72] })
    const huge = await t.call('POST', '/events', { token: admin, raw: deep(400_000) })
    expect(expectJsonError(huge, 422)[0].type).toBe('json_invalid')
    noInternalErrors()
  })

  it('brackets inside strings do not count, and 64 levels are still read (then validated as usual)', async () => {
    const inString = await t.call('POST', '/auth/login', { raw: JSON.stringify({ username: 'nobody-here', password: '['.repeat(200) }) })
    expect(inString.status).toBe(401)
    const sixtyFour = await t.call('POST', '/auth/login', { raw: deep(64) })
    expect(expectJsonError(sixtyFour, 422)[0]).toMatchObject({ loc: ['body'], type: 'model_attributes_type' })
  })
})

describe('2. a body that is not what its Content-Encoding says', () => {
  it('gzip, deflate and br with plain bytes: 400 with a detail, before authentication, no stack trace logged', async () => {
    for (const encoding of ['gzip', 'deflate', 'br']) {
      const answer = await raw('POST', '/users', { headers: { 'Content-Type': 'application/json', 'Content-Encoding': encoding }, body: '{"a":1}' })
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(expectJsonError(answer, 400)).toBe(`The request body is not valid ${encoding} data (Content-Encoding: ${encoding})`)
    }
    noInternalErrors()
    expect(t.logs.join('\n')).not.toMatch(/incorrect header check|Decompression failed/)
  })

  it('a truncated gzip body is the same 400; a real gzip body is still read', async () => {
    const body = gzipSync(JSON.stringify({ username: 'nobody-here', password: 'wrong-password' }))
    const truncated = await raw('POST', '/auth/login', { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body: body.subarray(0, body.length - 6) })
    expectJsonError(truncated, 400)
    const whole = await raw('POST', '/auth/login', { headers: { 'Content-Type': 'application/json', 'Content-Encoding': 'gzip' }, body })
    expect(whole.status).toBe(401)
  })
})

describe('3. integer path and query parameters have bounds the database holds', () => {
  const HUGE = '99999999999999999999'

  it('GET /games?offset=99999999999999999999: 422 naming offset', async () => {
    const answer = await t.call('GET', `/games?offset=${HUGE}`, { token: admin })
    const detail = expectJsonError(answer, 422)
    expect(detail).toEqual([expect.objectContaining({ loc: ['query', 'offset'], type: 'less_than_equal', ctx: { le: Number.MAX_SAFE_INTEGER } })])
    const event = await t.call('GET', `/games?event_id=${HUGE}`, { token: admin })
    expect(expectJsonError(event, 422)[0].loc).toEqual(['query', 'event_id'])
    const edge = await t.call('GET', `/games?offset=${Number.MAX_SAFE_INTEGER}&event_id=${Number.MAX_SAFE_INTEGER}`, { token: admin })
    expect(edge.status).toBe(200)
    expect(edge.body).toEqual([])
    noInternalErrors()
  })

  it('every id in a path, huge, negative or 0: 422 naming the parameter, never a 500', async () => {
    const paths: Array<[string, string, string]> = [
      ['GET', '/games/{}', 'game_id'],
      ['GET', '/games/{}/score-history', 'game_id'],
      ['GET', '/events/{}', 'event_id'],
      ['GET', '/events/{}/standings', 'event_id'],
      ['GET', '/users/{}', 'user_id'],
      ['GET', '/screens/{}', 'screen_id'],
      ['DELETE', '/users/me/keys/{}', 'key_id'],
      ['POST', '/arena/games/{}/start', 'game_id'],
    ]
    for (const [method, path, name] of paths) {
      for (const value of [HUGE, `-${HUGE}`, '0']) {
        const answer = await t.call(method, path.replace('{}', value), { token: admin, json: method === 'POST' ? { mode: 'competition' } : undefined })
        expect(expectJsonError(answer, 422)[0].loc, `${method} ${path} ${value}`).toEqual(['path', name])
      }
    }
    const largest = await t.call('GET', `/games/${Number.MAX_SAFE_INTEGER}`, { token: admin })
    expect(largest.status).toBe(404)
    noInternalErrors()
  })
})

describe('4. unknown methods', () => {
  it('TRACE and PROPFIND on a route: 405 {"detail": "Method Not Allowed"} with Allow', async () => {
    for (const method of ['TRACE', 'PROPFIND']) {
      const answer = await raw(method, '/games', { headers: { Authorization: `Bearer ${admin}` } })
      expect(answer.headers['content-type']).toMatch(/^application\/json/)
      expect(expectJsonError(answer, 405)).toBe('Method Not Allowed')
      expect(String(answer.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'POST'])
    }
  })

  // The routes are looked up by their first segment (server/api-router.ts); a path spelled otherwise goes to the whole
  // table and is answered as the router always answered it.
  it.each([
    ['/auth/me', 200],
    ['/AUTH/me', 200],
    ['/auth/me/', 200],
    ['/Auth/Me', 200],
    ['//auth/me', 404],
    ['/auth', 404],
    ['/authx/me', 404],
    ['/users', 200],
  ])('GET %s: %i, as the whole route table answers it', async (path, status) => {
    const answer = await raw('GET', path, { headers: { Authorization: `Bearer ${admin}` } })
    expect(answer.status).toBe(status)
    if (status === 200) expect(answer.body).toBeTruthy()
  })

  it('PUT on a path of one segment that the segment does not allow: 405 with the Allow of that path', async () => {
    const answer = await raw('PUT', '/users/me/keys', { headers: { Authorization: `Bearer ${admin}` } })
    expect(expectJsonError(answer, 405)).toBe('Method Not Allowed')
    expect(String(answer.headers.allow).split(', ').sort()).toEqual(['GET', 'HEAD', 'POST'])
  })

  it('TRACE on an unknown API path is a JSON 404; on a page path a JSON 405 allowing GET and HEAD', async () => {
    const unknown = await raw('TRACE', '/nothing-here')
    expect(expectJsonError(unknown, 404)).toBe('Not Found')
    const page = await raw('TRACE', '/', { page: true })
    expect(expectJsonError(page, 405)).toBe('Method Not Allowed')
    expect(page.headers.allow).toBe('GET, HEAD')
  })
})

/** A multipart body written by hand, as other clients (Python requests, curl) send it. */
function multipart(boundary: string, parts: Array<{ name: string; filename?: string; type?: string; content: string }>): string {
  const lines: string[] = []
  for (const part of parts) {
    lines.push(`--${boundary}`)
    lines.push(`Content-Disposition: form-data; name="${part.name}"${part.filename !== undefined ? `; filename="${part.filename}"` : ''}`)
    if (part.type) lines.push(`Content-Type: ${part.type}`)
    lines.push('', part.content)
  }
  lines.push(`--${boundary}--`, '')
  return lines.join('\r\n')
}

const CSV = 'username,password,is_admin,is_playing,robot_ip\r\nrequests-style,password-1,false,true,\r\n'

function postForm(body: string, contentType: string) {
  return raw('POST', '/users/bulk-import', { headers: { Authorization: `Bearer ${admin}`, 'Content-Type': contentType }, body })
}

describe('9. a file part without its own Content-Type (Python requests)', () => {
  it('is read as the file', async () => {
    const answer = await postForm(multipart('b0undary', [{ name: 'file', filename: 'u.csv', content: CSV }]), 'multipart/form-data; boundary=b0undary')
    expect(answer.status, answer.text).toBe(200)
    expect(answer.body).toEqual({ created: 1, updated: 0 })
  })

  it('a part without a filename is still a text part: 422 value_error "Expected UploadFile"', async () => {
    const answer = await postForm(multipart('b0undary', [{ name: 'file', content: CSV }]), 'multipart/form-data; boundary=b0undary')
    expect(expectJsonError(answer, 422)[0]).toMatchObject({ loc: ['body', 'file'], type: 'value_error' })
  })
})

describe('10. a form of the wrong shape says what is wrong', () => {
  it('two file parts: 422 at ["body", "file"], not 413', async () => {
    const body = multipart('b0undary', [
      { name: 'file', filename: 'a.csv', type: 'text/csv', content: CSV },
      { name: 'file', filename: 'b.csv', type: 'text/csv', content: CSV },
    ])
    const detail = expectJsonError(await postForm(body, 'multipart/form-data; boundary=b0undary'), 422)
    const error = 'The form takes one file part, "file"; this one has more than one'
    expect(detail).toEqual([{ loc: ['body', 'file'], msg: `Value error, ${error}`, type: 'value_error', input: null, ctx: { error } }])
  })

  it('more than 20 text parts: 422 at ["body"] saying so', async () => {
    const parts = Array.from({ length: 21 }, (_, i) => ({ name: `f${i}`, content: 'x' }))
    const detail = expectJsonError(await postForm(multipart('b0undary', [...parts, { name: 'file', filename: 'u.csv', type: 'text/csv', content: CSV }]), 'multipart/form-data; boundary=b0undary'), 422)
    expect(detail).toEqual([{ loc: ['body'], msg: 'Value error, The form has more than 20 text parts', type: 'value_error', input: null, ctx: { error: 'The form has more than 20 text parts' } }])
  })

  it('multipart/form-data without its boundary: 422 at ["body"]', async () => {
    const detail = expectJsonError(await postForm(multipart('b0undary', [{ name: 'file', filename: 'u.csv', content: CSV }]), 'multipart/form-data'), 422)
    const error = 'The multipart/form-data Content-Type has no boundary parameter'
    expect(detail).toEqual([{ loc: ['body'], msg: `Value error, ${error}`, type: 'value_error', input: null, ctx: { error } }])
  })

  it('bytes that are not multipart under a multipart Content-Type: 422 at ["body"], never 400 or 500', async () => {
    const answer = await postForm('--b0undary\r\nContent-Disposition: form-data; name="file"; filename="u.csv"\r\n\r\nunterminated', 'multipart/form-data; boundary=b0undary')
    expect(expectJsonError(answer, 422)).toEqual([{ loc: ['body'], msg: 'Value error, The body is not valid multipart/form-data', type: 'value_error', input: null, ctx: { error: 'The body is not valid multipart/form-data' } }])
    noInternalErrors()
  })

  it('a file over 5 MB is still 413', async () => {
    const body = multipart('b0undary', [{ name: 'file', filename: 'big.csv', type: 'text/csv', content: 'x'.repeat(5 * 1024 * 1024 + 10) }])
    expect(expectJsonError(await postForm(body, 'multipart/form-data; boundary=b0undary'), 413)).toBe('Request body is too large')
  })
})

describe('18. 422 items in pydantic order; a null body is missing', () => {
  it('fields in the order of the schema (missing among them), extra_forbidden last', async () => {
    const answer = await t.call('POST', '/users', { token: admin, json: { zz: 1, robot_ip: 5, is_admin: 'x', aa: 2, password: 5 } })
    const detail = expectJsonError(answer, 422) as Array<{ loc: unknown[]; type: string }>
    expect(detail.map((item) => [item.loc.join('.'), item.type])).toEqual([
      ['body.name', 'missing'],
      ['body.password', 'string_type'],
      ['body.is_admin', 'bool_type'],
      ['body.robot_ip', 'string_type'],
      ['body.zz', 'extra_forbidden'],
      ['body.aa', 'extra_forbidden'],
    ])
  })

  it('nested: list items in index order, each object in its own schema order with its extras last', async () => {
    const body = { zz: 1, breaks: [{ q: 1, minutes: 'x' }, { after_play_order: 0 }], players: ['a', 2, 'b'] }
    const answer = await t.call('POST', '/events/1/schedule/preview', { token: admin, json: body })
    const detail = expectJsonError(answer, 422) as Array<{ loc: unknown[]; type: string }>
    expect(detail.map((item) => [item.loc.join('.'), item.type])).toEqual([
      ['body.games_per_player', 'missing'],
      ['body.players.0', 'int_parsing'],
      ['body.players.2', 'int_parsing'],
      ['body.breaks.0.after_play_order', 'missing'],
      ['body.breaks.0.minutes', 'int_parsing'],
      ['body.breaks.0.q', 'extra_forbidden'],
      ['body.breaks.1.after_play_order', 'greater_than_equal'],
      ['body.breaks.1.minutes', 'missing'],
      ['body.zz', 'extra_forbidden'],
    ])
  })

  it('a JSON null body: missing at ["body"], as FastAPI answers', async () => {
    const answer = await t.call('POST', '/events', { token: admin, raw: 'null' })
    expect(expectJsonError(answer, 422)).toEqual([{ loc: ['body'], msg: 'Field required', type: 'missing', input: null }])
  })

  it('without a token: malformed JSON is 422 first, a well-formed but invalid body is 401', async () => {
    const malformed = await t.call('POST', '/users', { raw: '{bad' })
    expect(expectJsonError(malformed, 422)[0].type).toBe('json_invalid')
    const invalid = await t.call('POST', '/users', { json: { zz: 1 } })
    expect(expectJsonError(invalid, 401)).toBe('Not authenticated')
  })
})
