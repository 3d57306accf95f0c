// The 422 items match FastAPI/pydantic v2 wording for each kind of failure, through real ajv schemas.
import { describe, expect, it } from 'vitest'
import { jsonInvalidItem } from '../../src-main/domain/validation-errors'
import { validate } from '../../src-main/server/validation'

const body = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'count'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 5 },
    count: { type: 'integer', minimum: 0, maximum: 10 },
    flag: { type: 'boolean' },
    mode: { type: 'string', enum: ['competition', 'development'] },
    corner: { type: ['integer', 'null'] },
    nested: { type: 'object' },
    list: { type: 'array' },
  },
}

const cases: Array<[string, unknown, { loc: unknown[]; type: string; msg: string }]> = [
  ['missing field', { count: 1 }, { loc: ['body', 'name'], type: 'missing', msg: 'Field required' }],
  ['unknown field', { name: 'a', count: 1, extra: 2 }, { loc: ['body', 'extra'], type: 'extra_forbidden', msg: 'Extra inputs are not permitted' }],
  ['string for an integer', { name: 'a', count: 'x' }, { loc: ['body', 'count'], type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' }],
  ['fraction for an integer', { name: 'a', count: 1.5 }, { loc: ['body', 'count'], type: 'int_from_float', msg: 'Input should be a valid integer, got a number with a fractional part' }],
  ['list for an integer', { name: 'a', count: [] }, { loc: ['body', 'count'], type: 'int_type', msg: 'Input should be a valid integer' }],
  ['number for a string', { name: 3, count: 1 }, { loc: ['body', 'name'], type: 'string_type', msg: 'Input should be a valid string' }],
  ['string for a boolean', { name: 'a', count: 1, flag: 'yes' }, { loc: ['body', 'flag'], type: 'bool_type', msg: 'Input should be a valid boolean' }],
  ['value outside a literal', { name: 'a', count: 1, mode: 'race' }, { loc: ['body', 'mode'], type: 'literal_error', msg: "Input should be 'competition' or 'development'" }],
  ['string for a nullable integer', { name: 'a', count: 1, corner: 'x' }, { loc: ['body', 'corner'], type: 'int_parsing', msg: 'Input should be a valid integer, unable to parse string as an integer' }],
  ['empty string', { name: '', count: 1 }, { loc: ['body', 'name'], type: 'string_too_short', msg: 'String should have at least 1 character' }],
  ['long string', { name: 'abcdef', count: 1 }, { loc: ['body', 'name'], type: 'string_too_long', msg: 'String should have at most 5 characters' }],
  ['below minimum', { name: 'a', count: -1 }, { loc: ['body', 'count'], type: 'greater_than_equal', msg: 'Input should be greater than or equal to 0' }],
  ['above maximum', { name: 'a', count: 11 }, { loc: ['body', 'count'], type: 'less_than_equal', msg: 'Input should be less than or equal to 10' }],
  ['list for a nested object', { name: 'a', count: 1, nested: [] }, { loc: ['body', 'nested'], type: 'dict_type', msg: 'Input should be a valid dictionary' }],
  ['object for a list', { name: 'a', count: 1, list: {} }, { loc: ['body', 'list'], type: 'list_type', msg: 'Input should be a valid list' }],
  ['array for the body', [1], { loc: ['body'], type: 'model_attributes_type', msg: 'Input should be a valid dictionary or object to extract fields from' }],
  ['number for the body', 5, { loc: ['body'], type: 'model_attributes_type', msg: 'Input should be a valid dictionary or object to extract fields from' }],
]

describe('422 items for body failures', () => {
  it.each(cases)('%s', (_name, input, expected) => {
    const items = validate(body, 'body', input)
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject(expected)
  })

  it('reports every failure of one body, not only the first', () => {
    const items = validate(body, 'body', { count: 'x', extra: 1 })
    expect(items.map((item) => item.loc)).toEqual(expect.arrayContaining([['body', 'name'], ['body', 'extra'], ['body', 'count']]))
    expect(items).toHaveLength(3)
  })

  it('a valid body has no items', () => {
    expect(validate(body, 'body', { name: 'a', count: 3, corner: null, mode: 'competition' })).toEqual([])
  })

  it('carries the input and pydantic ctx', () => {
    const [item] = validate(body, 'body', { name: 'a', count: 1, mode: 'race' })
    expect(item.input).toBe('race')
    expect(item.ctx).toEqual({ expected: "'competition' or 'development'" })
  })
})

describe('422 items for path and query', () => {
  const path = { type: 'object', required: ['game_id'], properties: { game_id: { type: 'integer' } } }

  it.each([
    ['abc', 'int_parsing'],
    ['1.5', 'int_parsing'],
    ['', 'int_parsing'],
    ['1e3', 'int_parsing'],
    ['0x10', 'int_parsing'],
  ])('game_id %j is %s', (value, type) => {
    const items = validate(path, 'path', { game_id: value })
    expect(items).toEqual([{ loc: ['path', 'game_id'], type, msg: 'Input should be a valid integer, unable to parse string as an integer', input: value }])
  })

  it.each([
    ['yes', true],
    ['0', false],
    ['OFF', false],
    ['True', true],
  ])('query boolean %j reads as %s', (text, expected) => {
    const query: Record<string, unknown> = { league: text }
    expect(validate({ type: 'object', properties: { league: { type: 'boolean' } } }, 'query', query)).toEqual([])
    expect(query.league).toBe(expected)
  })

  it('coerces a numeric path string to an integer', () => {
    const params: Record<string, unknown> = { game_id: '42' }
    expect(validate(path, 'path', params)).toEqual([])
    expect(params.game_id).toBe(42)
  })
})

describe('malformed JSON', () => {
  it('is json_invalid at the position of the error', () => {
    expect(jsonInvalidItem(7, 'Unexpected token')).toMatchObject({ loc: ['body', 7], type: 'json_invalid', msg: 'JSON decode error' })
  })
})
