// Where and why Python's json.loads stops (CPython's C scanner), as FastAPI's json_invalid items say; and the long
// integer literals of a document by place.
import { describe, expect, it } from 'vitest'
import { codePointIndex, jsonSyntaxError, longIntegerLiterals } from '../../src-main/domain/json-syntax'

describe('jsonSyntaxError', () => {
  it.each([
    ['{"red": }', 8, 'Expecting value'],
    ['', 0, 'Expecting value'],
    ['  ', 2, 'Expecting value'],
    ['[', 1, 'Expecting value'],
    ['[1,2', 4, "Expecting ',' delimiter"],
    ['[1 2]', 3, "Expecting ',' delimiter"],
    ['[1,]', 2, 'Illegal trailing comma before end of array'],
    ['{"a":1,}', 6, 'Illegal trailing comma before end of object'],
    ['{', 1, 'Expecting property name enclosed in double quotes'],
    ['{a:1}', 1, 'Expecting property name enclosed in double quotes'],
    ['{"a" 1}', 5, "Expecting ':' delimiter"],
    ['1 2', 2, 'Extra data'],
    ['01', 1, 'Extra data'],
    ['{"a": 1.}', 7, "Expecting ',' delimiter"],
    ['-', 0, 'Expecting value'],
    ['nul', 0, 'Expecting value'],
    ['NaN', 0, 'Expecting value'],
    ['"abc', 0, 'Unterminated string starting at'],
    ['["a\\', 1, 'Unterminated string starting at'],
    ['"a\u0001"', 2, 'Invalid control character at'],
    ['"a\\x"', 2, 'Invalid \\escape'],
    ['"\\u12"', 2, 'Invalid \\uXXXX escape'],
    ['"\\u12G4"', 2, 'Invalid \\uXXXX escape'],
    ['"\\u0041', 2, 'Invalid \\uXXXX escape'],
    ['"\\ud83d\\uZZZZ"', 8, 'Invalid \\uXXXX escape'],
    ['{"😀": x}', 6, 'Expecting value'],
  ])('%j stops at %i: %s', (text, position, message) => {
    expect(jsonSyntaxError(text)).toEqual({ position, message })
  })

  it.each(['{}', '[]', ' {"a": [1, -2.5e3, "x\\n\\u00e9", true, false, null]} ', '"\\ud83d\\ude00"', '0', '-0.0E+1'])('%j is valid', (text) => {
    expect(jsonSyntaxError(text)).toBeUndefined()
  })
})

describe('codePointIndex', () => {
  it('counts a surrogate pair once', () => {
    expect(codePointIndex('a😀b', 3)).toBe(2)
    expect(codePointIndex('a\ud800b', 2)).toBe(2)
  })
})

describe('longIntegerLiterals', () => {
  it('finds integers of more than 15 digits by place; a later duplicate key wins; fractions and strings are not integers', () => {
    const text = '{"a": [1, {"b": 99999999999999999999}], "c": -1234567890123456, "c": -12345678901234567, "d": 1234567890123456.5, "e": "12345678901234567"}'
    expect([...longIntegerLiterals(text)]).toEqual([
      ['["a",1,"b"]', '99999999999999999999'],
      ['["c"]', '-12345678901234567'],
    ])
  })
})
