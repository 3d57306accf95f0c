// Issue 25, items 13 and 14 over real HTTP: the contract's last edges against the FastAPI + pydantic reference —
// bodies that are not UTF-8, json_invalid's position, echoed inputs, +json media types, value_error's ctx, the bulk
// import's form, lax integers in the path and integers past 2^53 echoed exactly.
import { request } from 'node:http'
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

/** One POST of exactly these bytes (fetch would send a string as UTF-8). */
function postBytes(path: string, contentType: string, bytes: Buffer): Promise<{ status: number; text: string; body: any }> {
  return new Promise((resolve, reject) => {
    const headers = { Authorization: `Bearer ${admin}`, 'Content-Type': contentType, 'Content-Length': String(bytes.length) }
    const req = request({ host: '127.0.0.1', port: t.server.port, method: 'POST', path: `/api/v1${path}`, headers }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (chunk: Buffer) => chunks.push(chunk))
      res.on('end', () => {
        const text = Buffer.concat(chunks).toString('utf8')
        resolve({ status: res.statusCode ?? 0, text, body: JSON.parse(text) })
      })
    })
    req.on('error', reject)
    req.end(bytes)
  })
}

async function eventNames(): Promise<string[]> {
  return ((await t.call('GET', '/events', { token: admin })).body as Array<{ name: string }>).map((event) => event.name)
}

describe('13. a body that is not UTF-8 is refused whole', () => {
  it('latin-1 bytes declared as charset=iso-8859-1: 400, nothing stored', async () => {
    const bytes = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xe9, 0x74, 0xe9]), Buffer.from('","start_time":0,"end_time":10}')])
    const answer = await postBytes('/events', 'application/json; charset=iso-8859-1', bytes)
    expect(answer.status, answer.text).toBe(400)
    expect(answer.body.detail).toBe(
      'There was an error parsing the body: it is not UTF-8 text (byte 0xE9 at offset 9). Send JSON as UTF-8 (RFC 8259); the charset parameter is not read',
    )
    expect((await eventNames()).filter((name) => name.includes('t\ufffd') || name.includes('\u00e9t'))).toEqual([])
  })

  it('a cut UTF-8 sequence and an encoded surrogate are refused too; a UTF-8 body under any charset, or after a BOM, is read', async () => {
    for (const bad of [[0xc3], [0xed, 0xa0, 0x80]]) {
      const bytes = Buffer.concat([Buffer.from('{"name":"x'), Buffer.from(bad), Buffer.from('","start_time":0,"end_time":10}')])
      expect((await postBytes('/events', 'application/json', bytes)).status).toBe(400)
    }
    const latin1Declared = await postBytes('/events', 'application/json; charset=iso-8859-1', Buffer.from('{"name":"été 😀","start_time":0,"end_time":10}'))
    expect(latin1Declared.status, latin1Declared.text).toBe(201)
    expect(latin1Declared.body.name).toBe('été 😀')
    const bom = await postBytes('/events', 'application/json', Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('{"name":"after a BOM","start_time":0,"end_time":10}')]))
    expect(bom.status, bom.text).toBe(201)
    expect(await eventNames()).toEqual(expect.arrayContaining(['été 😀', 'after a BOM']))
  })
})

describe('14a. json_invalid is at the character where Python stops, with its words', () => {
  it.each([
    ['{"red": }', 8, 'Expecting value'],
    ['{"name": "x",}', 12, 'Illegal trailing comma before end of object'],
    ['{"name": "😀" x}', 13, "Expecting ',' delimiter"],
    ['{"name": "x"', 12, "Expecting ',' delimiter"],
    ['{"name": "x\\q"}', 11, 'Invalid \\escape'],
  ])('%s → ["body", %i]', async (raw, position, error) => {
    const answer = await t.call('POST', '/events', { token: admin, raw })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([{ loc: ['body', position], msg: 'JSON decode error', type: 'json_invalid', input: {}, ctx: { error } }])
  })
})

describe('14b. a body that is not JSON echoes its text as input', () => {
  it('text/plain: model_attributes_type with the text', async () => {
    const answer = await t.call('POST', '/events', { token: admin, raw: '{"name":"plain"}', contentType: 'text/plain' })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([{ loc: ['body'], msg: 'Input should be a valid dictionary or object to extract fields from', type: 'model_attributes_type', input: '{"name":"plain"}' }])
  })
})

describe('14c. application/*+json is JSON', () => {
  it('application/merge-patch+json and application/vnd.api+json are read', async () => {
    for (const type of ['application/merge-patch+json', 'application/vnd.api+json; charset=utf-8']) {
      const answer = await t.call('POST', '/events', { token: admin, json: { name: `as ${type}`, start_time: 0, end_time: 10 }, contentType: type })
      expect(answer.status, `${type}: ${answer.text}`).toBe(201)
    }
  })
})

describe('14d. value_error items carry ctx.error and an input', () => {
  it('a rule of the product: ctx {"error": <the message>}', async () => {
    const answer = await t.call('POST', '/events', { token: admin, json: { name: 'backwards', start_time: 10, end_time: 5 } })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([{ loc: ['body', 'end_time'], msg: 'Value error, end_time must not be before start_time', type: 'value_error', input: 5, ctx: { error: 'end_time must not be before start_time' } }])
  })

  it('a CSV file that is not UTF-8: input null (a file is not echoed), ctx.error', async () => {
    const form = new FormData()
    form.append('file', new Blob([Buffer.from([0x4a, 0xfc, 0x0a])], { type: 'text/csv' }), 'users.csv')
    const answer = await t.call('POST', '/users/bulk-import', { token: admin, form })
    expect(answer.body.detail).toEqual([{ loc: ['body', 'file'], msg: 'Value error, the file is not UTF-8 text', type: 'value_error', input: null, ctx: { error: 'the file is not UTF-8 text' } }])
  })
})

describe('14e. Bulk Import Users reads a form, whatever else is sent', () => {
  it('malformed JSON is no form: missing at ["body", "file"]', async () => {
    const answer = await t.call('POST', '/users/bulk-import', { token: admin, raw: '{"file": ' })
    expect(answer.status).toBe(422)
    expect(answer.body.detail).toEqual([{ loc: ['body', 'file'], msg: 'Field required', type: 'missing', input: null }])
  })

  it('a urlencoded file=abc: value_error "Expected UploadFile", as FastAPI answers', async () => {
    const answer = await t.call('POST', '/users/bulk-import', { token: admin, raw: 'file=abc', contentType: 'application/x-www-form-urlencoded' })
    expect(answer.status).toBe(422)
    const error = "Expected UploadFile, received: <class 'str'>"
    expect(answer.body.detail).toEqual([{ loc: ['body', 'file'], msg: `Value error, ${error}`, type: 'value_error', input: 'abc', ctx: { error } }])
  })
})

describe('14f. path integers read as pydantic reads them', () => {
  it('"<id>.0", "0<id>" and " <id>" are the game; "1_0" is game 10; "1.5" and "1e3" are not integers', async () => {
    const id = (await t.call('POST', '/games', { token: admin, json: { name: 'Lax' } })).body.id as number
    for (const text of [`${id}.0`, `0${id}`, `${id}.000`, `%20${id}`]) {
      const answer = await t.call('GET', `/games/${text}`, { token: admin })
      expect(answer.status, `${text}: ${answer.text}`).toBe(200)
      expect(answer.body.id).toBe(id)
    }
    expect((await t.call('GET', '/games/1_000000', { token: admin })).status).toBe(404)
    for (const text of ['1.5', '1e3', '_1', '1__0', '1.']) {
      const answer = await t.call('GET', `/games/${text}`, { token: admin })
      expect(answer.body.detail, text).toEqual([{ loc: ['path', 'game_id'], msg: 'Input should be a valid integer, unable to parse string as an integer', type: 'int_parsing', input: text }])
    }
  })

  it('a bound failure echoes the string sent', async () => {
    const answer = await t.call('GET', '/games/0.0', { token: admin })
    expect(answer.body.detail).toEqual([{ loc: ['path', 'game_id'], msg: 'Input should be greater than or equal to 1', type: 'greater_than_equal', input: '0.0', ctx: { ge: 1 } }])
  })
})

describe('14g. integers past 2^53 are echoed as sent', () => {
  it('in the item of the field and inside a whole-body input', async () => {
    const answer = await t.call('POST', '/events', { token: admin, raw: '{"start_time": 9007199254740993, "end_time": -12345678901234567891}' })
    expect(answer.status).toBe(422)
    expect(answer.text).toContain('"loc":["body","name"],"msg":"Field required","type":"missing","input":{"start_time":9007199254740993,"end_time":-12345678901234567891}')
    expect(answer.text).toContain('"loc":["body","start_time"],"msg":"Input should be less than or equal to 253402300799","type":"less_than_equal","input":9007199254740993')
    expect(answer.text).toContain('"type":"greater_than_equal","input":-12345678901234567891')
  })

  it('in the path and the query too (as strings, as pydantic echoes them)', async () => {
    const answer = await t.call('GET', '/games?offset=99999999999999999999', { token: admin })
    expect(answer.body.detail[0]).toMatchObject({ loc: ['query', 'offset'], input: '99999999999999999999' })
  })
})
